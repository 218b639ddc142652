/**
 * End to end: the Fire & Ice faction auction at the playtest table in Chromium, set up from the
 * new-game form. In the standard auction a person nominates and bids against two bots; the turn panel
 * names the seats (not player1...), and once everyone holds a faction the table shows the factions
 * won and each player starts with 40 VP minus their bid. In the fast auction the person's sealed bids
 * go in one form, a bot's bids stay hidden (panel and log) until every bid is in, then every bid is
 * shown and the factions go where the winning bids are highest in total. `E2E_SHOTS=dir` keeps
 * screenshots of each stage.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { clickUntilVisible, hasChromium } from "@/scripts/e2e-browser";
import { playtestE2e } from "./_lib/e2e";

const shots = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `auction-${name}.png`), fullPage: true });
};

/** How long a page may take to load and hydrate, and a test to run, on a loaded machine. */
const LOADED = 120_000;
const TEST = 300_000;

describe.skipIf(!hasChromium)(`the faction auction in the browser${hasChromium ? "" : " (skipped: no Chromium)"}`, () => {
  const { open, turnOf, logLines, savedLog } = playtestE2e();

  /** The new-game form of the Fire & Ice pack with the variant `option` on (hydrated: the seats say so), started; the session's id. */
  async function start(page: Page, option: string, seats: (page: Page) => Promise<void>): Promise<string> {
    await clickUntilVisible(page.getByRole("checkbox", { name: new RegExp(option.replace("/", "\\/")) }), page.getByTestId("seat-0-auction"), LOADED);
    await seats(page);
    await page.getByLabel("Seed", { exact: true }).fill("7");
    await shot(page, `${option.split("/")[1]}-new-game`);
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL((url) => /^\/playtest\/\w+$/.test(url.pathname), { timeout: LOADED });
    // The table answers once hydrated (its flow arrows drawn): on a loaded machine the first table takes a while.
    await page.locator('[data-testid="flow-diagram"] svg > path').first().waitFor({ state: "attached", timeout: LOADED });
    return new URL(page.url()).pathname.split("/").pop()!;
  }

  /** Each row of the auction table: faction name, bid and holder (as the standard panel shows them). */
  async function rows(page: Page) {
    return page.locator('[data-testid="auction-table"] tbody tr[data-testid^="auction-"]').evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = [...tr.querySelectorAll("td")].map((td) => td.textContent!.trim());
        return { id: tr.getAttribute("data-testid")!.slice("auction-".length), bid: cells[2]!, holder: cells[3]! };
      }),
    );
  }

  it("a person nominates and bids against two bots; the factions won start with 40 VP minus the bid", async () => {
    const page = await open("/packs/fire-and-ice/playtest/new");
    await page.getByRole("button", { name: "Start the game" }).waitFor({ timeout: LOADED });
    const id = await start(page, "fire-and-ice-auction/standard", async (p) => {
      await p.getByLabel("Seat 1: name").fill("Anna");
    });
    const turn = page.getByRole("region", { name: "Turn" });
    const panel = page.getByRole("region", { name: "Faction auction" });

    // Nominations: Anna (player1) first; the turn panel names her seat, not player1.
    await turnOf(page, "player1");
    expect(await page.getByTestId("turn-player").innerText()).toBe("Anna");
    expect(await turn.innerText()).toMatch(/nominate a faction/);
    await shot(page, "standard-nominate");
    await panel.getByTestId("auction-nominate").getByRole("button", { name: "Witches" }).click();

    // The bots nominate, then Anna bids first: 3 VP for the Witches.
    await panel.getByLabel("Bid for the Witches").waitFor({ timeout: 30_000 });
    await turnOf(page, "player1");
    expect(await page.getByTestId("turn-player").innerText()).toBe("Anna");
    await expect.poll(() => turn.innerText()).toMatch(/bid VP for a faction/);
    expect((await logLines(page)).slice(0, 3)).toEqual(["player1: nominate witches", expect.stringMatching(/^player2: nominate \w+$/), expect.stringMatching(/^player3: nominate \w+$/)]);
    await shot(page, "standard-bid");
    await panel.getByLabel("Bid for the Witches").fill("3");
    await panel.getByTestId("auction-witches").getByRole("button", { name: "Bid" }).click();

    // The bots bid until everyone holds a faction (Anna bids again whenever she is outbid).
    for (let round = 0; round < 10; round++) {
      const next = await page.waitForFunction(
        () => {
          if ([...document.querySelectorAll("h2")].some((h) => h.textContent === "Faction auction (over)")) return "over";
          const mover = document.querySelector('[data-testid="turn"]')?.getAttribute("data-mover");
          return mover === "player1" && !document.querySelector('[data-testid="bot-progress"]') && !!document.querySelector('[aria-label^="Bid for the"]') && "bid";
        },
        undefined,
        { timeout: 60_000 },
      );
      if ((await next.jsonValue()) === "over") break;
      const open = (await rows(page)).find((r) => r.holder === "nobody")!;
      await panel.getByTestId(`auction-${open.id}`).getByRole("button", { name: "Bid" }).click();
    }
    await panel.getByRole("heading", { name: "Faction auction (over)" }).waitFor();
    const won = await rows(page);
    expect(won).toHaveLength(3);
    expect(new Set(won.map((r) => r.holder))).toEqual(new Set(["Anna", "Bot 2", "Bot 3"]));
    expect(won.find((r) => r.id === "witches")).toMatchObject({ holder: "Anna", bid: "3 VP" });
    // Every faction won starts with 40 VP minus its bid; the first nominated (the Witches) sets up first.
    for (const r of won) expect(Number(await page.getByTestId(`vp-${r.id}`).innerText())).toBe(40 - Number(r.bid.replace(" VP", "")));
    expect(Number(await page.getByTestId("vp-witches").innerText())).toBe(37);
    await turnOf(page, "witches");
    expect(await turn.innerText()).toMatch(/Anna/);
    await shot(page, "standard-won");
    expect(await savedLog(id)).toMatch(/^option fire-and-ice-auction\/standard$[\s\S]*^player-count 3$[\s\S]*^player1: nominate witches$[\s\S]*^player1: bid witches 3$/m);
    await page.close();
  }, TEST);

  it("the fast auction: one sealed form per player, bids hidden until all are in, then the highest total wins", async () => {
    const page = await open("/packs/fire-and-ice/playtest/new");
    await page.getByRole("button", { name: "Start the game" }).waitFor({ timeout: LOADED });
    const id = await start(page, "fire-and-ice-auction/fast", async (p) => {
      await p.getByLabel("Seat 1: who plays").selectOption("heuristic");
      await p.getByLabel("Seat 1: name").fill("");
      await p.getByLabel("Seat 2: who plays").selectOption("human");
      await p.getByLabel("Seat 2: name").fill("Anna");
    });
    const panel = page.getByRole("region", { name: "Faction auction" });

    // Bot 1 nominates, then Anna (player2): the Witches.
    await turnOf(page, "player2");
    expect(await page.getByTestId("turn-player").innerText()).toBe("Anna");
    await panel.getByTestId("auction-nominate").getByRole("button", { name: "Witches" }).click();

    // Bot 1 has sealed its bids: the panel says so but shows no amount, nor does the log.
    await turnOf(page, "player2");
    const form = panel.getByTestId("sealed-form");
    await form.waitFor();
    expect(await page.getByRole("region", { name: "Turn" }).innerText()).toMatch(/bid on every faction at once, in secret/);
    expect(await panel.getByTestId("sealed-status").innerText()).toMatch(/Bot 1\s*bids sealed[\s\S]*Anna\s*bidding now[\s\S]*Bot 3\s*to bid/);
    const bot = (await logLines(page)).filter((l) => l.startsWith("player1: bid"));
    expect(bot).toHaveLength(3);
    for (const line of bot) expect(line).toMatch(/^player1: bid \w+ \(sealed\)$/);
    expect(await panel.locator('[data-testid^="sealed-0-"]').count()).toBe(0);
    expect(await form.getByRole("spinbutton").count()).toBe(3);
    await shot(page, "fast-sealed-form");

    // Anna bids 6 on the Witches and 0 on the others, in one go.
    await form.getByLabel("Sealed bid for the Witches").fill("6");
    await form.getByRole("button", { name: "Seal my bids" }).click();

    // Bot 3 bids; every bid is shown and the factions are won.
    await panel.getByRole("heading", { name: "Fast auction (over)" }).waitFor({ timeout: 30_000 });
    await expect.poll(() => panel.getByTestId("sealed-1-witches").innerText()).toBe("6 ✓");
    const result = await panel.getByTestId("auction-result").innerText();
    expect(result).toContain("Anna the Witches at 6 VP (starts with 34)");
    expect(Number(await page.getByTestId("vp-witches").innerText())).toBe(34);
    // Each faction's player starts with 40 minus the winning bid (the bids marked ✓).
    for (const m of result.matchAll(/the ([\w ]+?) at (\d+) VP \(starts with (\d+)\)/g)) expect(Number(m[3])).toBe(40 - Number(m[2]));
    const log = await logLines(page);
    expect(log.filter((l) => /^player\d: bid \w+ \d+$/.test(l))).toHaveLength(9);
    expect(log).toContain("player2: bid witches 6");
    await shot(page, "fast-won");
    expect(await savedLog(id)).toMatch(/^option fire-and-ice-auction\/fast$[\s\S]*^player2: bid witches 6$/m);
    await page.close();
  }, TEST);
});
