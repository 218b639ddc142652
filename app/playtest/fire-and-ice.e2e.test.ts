/**
 * End to end: a Fire & Ice game at the playtest table in Chromium. A person playing the Ice Maidens
 * picks the terrain colour and the starting favor tile and places a dwelling by clicking, the hex
 * turns into ice, then the bots play every seat to the final scoring.
 */
import { describe, expect, it } from "vitest";
import { hasChromium } from "@/scripts/e2e-browser";
import { playtestE2e } from "./_lib/e2e";

describe.skipIf(!hasChromium)(`Fire & Ice at the playtest table${hasChromium ? "" : " (skipped: no Chromium)"}`, () => {
  const { open, newSession, turnOf, logLines, savedLog } = playtestE2e();

  it("plays the Ice Maidens' setup through the table, then the bots play the whole game", async () => {
    const id = await newSession({
      packId: "fire-and-ice",
      seed: 7,
      options: ["fire-and-ice-factions/ice"],
      seats: [
        { control: "human", faction: "icemaidens" },
        { control: "bot", bot: "heuristic", faction: "witches" },
        { control: "bot", bot: "random", faction: "nomads" },
      ],
    });
    const page = await open(`/playtest/${id}`);
    await turnOf(page, "icemaidens");
    const turn = page.getByRole("region", { name: "Turn" });
    expect(await turn.innerText()).toMatch(/Pick your terrain colour/);
    // Forest (the Witches') and desert (the Nomads') are not offered.
    const picks = turn.locator('[data-testid="turn-buttons"] button');
    expect((await picks.allInnerTexts()).map((t) => t.trim())).toEqual(["Pick the colour Plains", "Pick the colour Swamp", "Pick the colour Lakes", "Pick the colour Mountains", "Pick the colour Wasteland"]);
    await picks.filter({ hasText: "Mountains" }).click();
    await expect.poll(() => turn.innerText()).toMatch(/Choose a favor tile/);
    await page.locator('[data-favor="FAV11"]').click();
    await expect.poll(() => turn.innerText()).toMatch(/Place an initial dwelling/);
    // A hex of another colour is refused with the engine's reason; one of the colour picked turns into ice.
    await page.locator('[data-hex-target="A1"]').click();
    await expect.poll(() => page.locator('[data-testid="notice"]').innerText()).toMatch(/colour picked \(mountains\), A1 is plains/);
    await page.locator('[data-hex-target="E7"]').click();
    await expect.poll(() => page.locator('[data-terrain="ice"]').count()).toBe(1);
    expect((await logLines(page)).slice(0, 3)).toEqual(["icemaidens: pick-color gray", "icemaidens: +FAV11", "icemaidens: build E7"]);

    await page.getByRole("button", { name: "Bots play to the end" }).click();
    await page.getByRole("region", { name: "Scoring by source" }).getByText("Final scoring").waitFor({ timeout: 90_000 });
    const final = Number(await page.getByTestId("final-vp-icemaidens").innerText());
    expect(final).toBeGreaterThan(20);
    // Every structure of the Ice Maidens stands on ice.
    const structures = await page.locator('[data-building][data-owner="icemaidens"]').count();
    expect(structures).toBeGreaterThanOrEqual(3);
    expect(await page.locator('[data-terrain="ice"]').count()).toBeGreaterThanOrEqual(structures);
    expect(await savedLog(id)).toMatch(/^option fire-and-ice-factions\/ice$/m);
    await page.close();
  });
});
