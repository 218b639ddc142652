/**
 * End to end: Fire & Ice games at the playtest table in Chromium. A person playing the Ice Maidens
 * picks the terrain colour and the starting favor tile and places a dwelling by clicking, the hex
 * turns into ice, then the bots play every seat to the final scoring. A person playing the Acolytes
 * (volcano) beside the Yetis (ice) places dwellings that turn into volcano, pays cult steps for
 * them, picks a colour after them, builds on a new volcano in round 1, and the bots finish the game.
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

  it("plays the Acolytes' volcanoes through the table beside the Yetis, then the bots play the whole game", async () => {
    const id = await newSession({
      packId: "fire-and-ice",
      seed: 7,
      options: ["fire-and-ice-factions/ice", "fire-and-ice-factions/volcano"],
      seats: [
        { control: "human", faction: "acolytes" },
        { control: "bot", bot: "heuristic", faction: "yetis" },
        { control: "bot", bot: "random", faction: "witches" },
      ],
    });
    const page = await open(`/playtest/${id}`);
    const turn = page.getByRole("region", { name: "Turn" });
    const volcanoes = page.locator('[data-terrain="volcano"]');
    const cults = async () => (await savedLog(id)).match(/^acolytes: -3(FIRE|WATER|EARTH|AIR)$/gm) ?? [];

    // Setup: a dwelling anywhere (but ice) turns into volcano; its price is 3 steps on one cult track, chosen at once.
    await turnOf(page, "acolytes");
    expect(await turn.innerText()).toMatch(/turns into volcano for 3 steps on one cult track \(4 on another faction's home terrain\)/);
    await page.locator('[data-hex-target="E7"][data-legal="true"]').click();
    await expect.poll(() => turn.innerText()).toMatch(/Pay for the volcano: choose the cult track that loses 3 steps/);
    await turn.getByRole("button", { name: "Lose 3 steps on Fire" }).click();
    await expect.poll(() => volcanoes.count()).toBe(1);
    await turnOf(page, "acolytes");
    // Any hex offered costs 3 steps: Forest (the Witches' home) would cost 4, and no track has 4 now.
    const second = page.locator('[data-hex-target][data-legal="true"]').first();
    expect(await page.locator('[data-hex-target="F2"][data-legal="true"]').count()).toBe(0);
    await second.click();
    await turn.getByRole("button", { name: "Lose 3 steps on Water" }).click();
    await expect.poll(() => volcanoes.count()).toBe(2);
    expect(await cults()).toEqual(["acolytes: -3FIRE", "acolytes: -3WATER"]);

    // After the initial dwellings: a colour nobody has, then the first bonus card.
    await turnOf(page, "acolytes");
    await expect.poll(() => turn.innerText()).toMatch(/Pick your colour/);
    const picks = turn.locator('[data-testid="turn-buttons"] button');
    expect((await picks.allInnerTexts()).map((t) => t.trim())).not.toContain("Pick the colour Forest");
    await picks.first().click();
    await turnOf(page, "acolytes");
    await page.locator("[data-bonus] >> text=Take").first().click();

    // Round 1: dig for a volcano (free), click a neighbour of E7 and build there; the price is owed again.
    await turnOf(page, "acolytes");
    await page.getByRole("button", { name: "Dig for a volcano" }).click();
    await expect.poll(() => page.getByTestId("digging").innerText()).toMatch(/Dig for a volcano: click a highlighted hex to turn it into volcano/);
    const target = page.locator('[data-hex-target][data-legal="true"]').first();
    const hex = (await target.getAttribute("data-hex-target"))!;
    await target.click();
    await page.getByRole("menuitem", { name: `Build a dwelling on ${hex}` }).click();
    await turn.getByRole("button", { name: "Lose 3 steps on Earth" }).click();
    await expect.poll(() => page.locator(`[data-building="D"][data-hex="${hex}"][data-owner="acolytes"]`).count()).toBe(1);
    expect(await volcanoes.count()).toBeGreaterThanOrEqual(3);
    expect(await cults()).toEqual(["acolytes: -3FIRE", "acolytes: -3WATER", "acolytes: -3EARTH"]);
    expect(await savedLog(id)).toMatch(/^acolytes: dig 1$/m);

    await page.getByRole("button", { name: "Bots play to the end" }).click();
    await page.getByRole("region", { name: "Scoring by source" }).getByText("Final scoring").waitFor({ timeout: 90_000 });
    expect(Number(await page.getByTestId("final-vp-acolytes").innerText())).toBeGreaterThan(20);
    expect(Number(await page.getByTestId("final-vp-yetis").innerText())).toBeGreaterThan(20);
    // Every structure of the Acolytes stands on volcano, every one of the Yetis on ice.
    for (const [faction, terrain] of [
      ["acolytes", "volcano"],
      ["yetis", "ice"],
    ]) {
      const structures = page.locator(`[data-building][data-owner="${faction}"]`);
      expect(await structures.count()).toBeGreaterThanOrEqual(3);
      for (const hex of await structures.evaluateAll((els) => els.map((e) => e.getAttribute("data-hex")))) {
        expect(await page.locator(`[data-terrain="${terrain}"][data-hex="${hex}"]`).count(), `${faction} on ${hex}`).toBe(1);
      }
    }
    await page.close();
  });
});
