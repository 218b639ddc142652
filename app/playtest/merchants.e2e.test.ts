/**
 * End to end: Merchants of the Seas at the playtest table in Chromium. A game imported just before
 * the Auren's Move ships action (their dock under F2 and a ship on r20; the Fakirs' temple on F3) is
 * shown with its ship, docks and the pieces on the player boards; the person takes the action,
 * clicks the ship and its way r20 → r21 → F3 (paying for the extra step), trades with the temple
 * choosing 3 power from the menu, and the bots play to the end: the final scoring names the trade
 * majority tile, whose 18 VP go to the Auren.
 */
import { describe, expect, it } from "vitest";
import { hasChromium } from "@/scripts/e2e-browser";
import { playtestE2e } from "./_lib/e2e";
import { merchantsExampleLog } from "@/engine/games/terra-mystica/testing/merchants-example";

/** The notation README's game on content/merchants, with the trade-majority tile and the Fakirs' temple on F3. */
const LOG = merchantsExampleLog(
  ["map base", "final-scoring trade-majority"],
  `auren: +12pw. +4c. +1p
auren: advance ship
fakirs: +20c. +20w
fakirs: upgrade F3 to TP
auren: action ACT8
fakirs: upgrade F3 to TE. +FAV11
auren: +12pw
`,
);

describe.skipIf(!hasChromium)(`Merchants of the Seas at the playtest table${hasChromium ? "" : " (skipped: no Chromium)"}`, () => {
  const { base, open, turnOf, logLines, savedLog, command } = playtestE2e();

  it("moves a ship by clicking its way, trades with a temple choosing the reward, and scores the trade majority", async () => {
    const res = await fetch(`${base}/api/sessions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ kind: "import", packId: "merchants", log: LOG, name: "Merchants e2e" }) });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const page = await open(`/playtest/${id}`);
    await turnOf(page, "auren");

    // The pieces: the Auren's ship on r20 and dock under F2, the Fakirs' warehouse under D3; the canal r14–r21.
    const board = page.getByTestId("game-board");
    expect(await board.locator('[data-ship="r20"][data-owner="auren"]').count()).toBe(1);
    expect(await board.locator('[data-dock="F2"][data-owner="auren"]').count()).toBe(1);
    expect(await board.locator('[data-dock="D3"][data-owner="fakirs"]').count()).toBe(1);
    expect(await board.locator("[data-canal]").count()).toBeGreaterThanOrEqual(1);
    const aurenBoard = page.getByRole("article", { name: "Auren player board" });
    expect(await aurenBoard.getByTestId("ships-count").innerText()).toBe("2 in supply · 1 on board");
    expect(await aurenBoard.getByTestId("markers-left").innerText()).toBe("15/15 left");
    expect(await aurenBoard.getByTestId("dock").innerText()).toBe("dock F2");

    // The command box reads ship moves; before a Move ships action the engine refuses one, saying why.
    await command(page, "ship r20-r27");
    await expect.poll(() => page.getByTestId("command-problem").innerText()).toMatch(/may move ships only during their Move ships action/);

    // The Move ships power action: the ship on r20 lights up; clicked, its next steps and where it can end.
    await page.locator('[data-action-space="ACT7"]').click();
    const cell = (hex: string, mark: string) => board.locator(`[data-ship-cell="${hex}"][data-mark="${mark}"]`);
    await cell("r20", "ship").waitFor();
    expect(await page.getByRole("region", { name: "Turn" }).innerText()).toMatch(/Move your ships: click a ship/);
    await cell("r20", "ship").click();
    await cell("r21", "next").waitFor();
    expect(await cell("r27", "next").count()).toBe(1);
    // F3 (the Fakirs' temple) is in reach with the extra step; D3 (across the canal, one step more) is not.
    expect(await cell("F3", "end").count()).toBe(1);
    expect(await board.locator('[data-ship-cell="D3"]').count()).toBe(0);
    await cell("r21", "next").click();
    await expect.poll(() => page.getByTestId("sailing").innerText()).toMatch(/Ship on r20 → r21/);
    expect(await page.getByTestId("ship-stop").innerText()).toBe("Stop on r21");
    await cell("F3", "next").click();
    await board.locator('[data-ship="F3"][data-landed="true"][data-owner="auren"]').waitFor();
    expect(await board.locator('[data-ship="r20"]').count()).toBe(0);

    // Trading: the temple offers a choice, asked in a menu on F3; the marker stays under the temple.
    expect(await page.getByRole("region", { name: "Turn" }).innerText()).toMatch(/Trade: each ship standing on a structure trades with it/);
    await board.locator('[data-hex-target="F3"][data-legal="true"]').click();
    const menu = page.getByRole("menu", { name: "Moves on F3" });
    expect((await menu.locator('[role="menuitem"] > span:first-child').allInnerTexts()).map((t) => t.trim())).toEqual(["Trade with the structure on F3, taking 3 power", "Trade with the structure on F3, taking the cult steps"]);
    await menu.getByRole("menuitem", { name: /taking 3 power/ }).click();
    await board.locator('[data-trade-marker="F3"][data-owner="auren"]').waitFor();
    expect(await aurenBoard.getByTestId("markers-left").innerText()).toBe("14/15 left");
    expect(await aurenBoard.getByTestId("ships-count").innerText()).toBe("3 in supply · 0 on board");
    const lines = await logLines(page);
    expect(lines).toContain("auren: ship +1 r20-r21-F3");
    expect(lines).toContain("auren: trade F3: +3PW");
    expect(await savedLog(id)).toMatch(/^auren: action ACT7\nauren: ship \+1 r20-r21-F3\nauren: trade F3: \+3PW$/m);

    // The bots play every seat to the end; the trade majority's 18 VP go to the most trade markers (the Auren's, the Fakirs having no ships yet).
    await page.getByRole("button", { name: "Bots play to the end" }).click();
    const chart = page.getByRole("region", { name: "Scoring by source" });
    await chart.getByText("Final scoring").waitFor({ timeout: 120_000 });
    const tile = chart.getByTestId("final-tile-trade-majority");
    expect(await tile.innerText()).toMatch(/Final-scoring tile “Trade markers” \(18\/12\/6 VP\)/);
    const level = async (f: string) => Number(await tile.locator(`[data-faction="${f}"]`).getAttribute("data-level"));
    const vp = async (f: string) => Number(await tile.locator(`[data-faction="${f}"]`).getAttribute("data-vp"));
    expect(await level("auren")).toBeGreaterThanOrEqual(1);
    const [a, f] = [await level("auren"), await level("fakirs")];
    expect([await vp("auren"), await vp("fakirs")]).toEqual(a > f ? [18, f > 0 ? 12 : 0] : a === f ? [15, 15] : [12, 18]);
    expect(await chart.innerText()).toMatch(/Final tile: Trade markers/);
    expect(Number(await page.getByTestId("final-vp-auren").innerText())).toBeGreaterThan(18);
    await page.close();
  });
});
