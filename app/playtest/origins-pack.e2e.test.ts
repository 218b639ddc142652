/**
 * End to end, the whole path of an Origins designer in Chromium against `npm start`: a new Origins
 * pack created from the Packs page, a building's ability changed in its editor (revision 2), and a
 * game of that revision set up from the new-game form and played to the final scoring — every move
 * of the person's seat by clicking a choice or the city, the bots playing the other two seats.
 * `E2E_SHOTS=dir` keeps screenshots of each stage.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { hasChromium } from "@/scripts/e2e-browser";
import { playtestE2e } from "./_lib/e2e";

const PACK = "e2e-origins-game";
const shots = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `origins-pack-${name}.png`), fullPage: true });
};

describe.skipIf(!hasChromium)(`an Origins pack from creation to a finished game${hasChromium ? "" : " (skipped: no Chromium)"}`, () => {
  const { base, open, logLines } = playtestE2e();

  it("creates the pack, changes the Mint's ability, and plays a game of it to the end", { timeout: 1_200_000 }, async () => {
    // A new pack for Origins, from the Packs page.
    const page = await open("/packs");
    await page.getByRole("button", { name: "New pack" }).click();
    const form = page.getByRole("region", { name: "New pack" });
    await form.getByLabel("Game").selectOption("origins");
    await form.getByLabel("Name").fill("E2E Origins Game");
    expect(await form.getByLabel("Id").inputValue()).toBe(PACK);
    await form.getByRole("button", { name: "Create pack" }).click();
    await page.waitForURL((url) => url.pathname === `/packs/${PACK}`);
    const created = (await (await fetch(`${base}/api/packs/${PACK}`)).json()) as { document: { manifest: { game: string } } };
    expect(created.document.manifest.game).toBe("origins");

    // The Mint climbs the sea temple instead of paying Gold: revision 2.
    await page.goto(`${base}/packs/${PACK}/origins/buildings`);
    await page.getByRole("button", { name: /^Mint/ }).click();
    await page.getByLabel("Effect", { exact: true }).selectOption("climb");
    await page.getByLabel("Steps", { exact: true }).fill("2");
    await page.getByLabel("Temple", { exact: true }).selectOption("sea");
    await expect.poll(() => page.getByTestId("ability-sentence").innerText()).toBe("Climb 2 steps on the sea temple.");
    await page.getByRole("button", { name: "Save revision" }).click();
    await expect.poll(() => page.getByText("Saved as revision 2.").isVisible()).toBe(true);

    // A game of revision 2: the person in seat 1, bots in seats 2 and 3.
    await page.goto(`${base}/packs/${PACK}/playtest/new`);
    await page.getByRole("button", { name: "Add a seat" }).click();
    await page.getByLabel("Seed", { exact: true }).fill("12");
    await shot(page, "new");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL((url) => /^\/playtest\/\w+$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split("/").pop()!;
    const session = (await (await fetch(`${base}/api/sessions/${id}`)).json()) as { packId: string; revision: number; seats: { control: string }[] };
    expect(session).toMatchObject({ packId: PACK, revision: 2 });
    expect(session.seats.map((s) => s.control)).toEqual(["human", "bot", "bot"]);

    // Every move of the person's by clicking until the final scoring: for ten moves the first choice
    // that is not a pass (or a lit cell of the city when only those are offered), then passing
    // whenever that is a choice, so that the game ends as the bots' games do.
    let mine = 0;
    for (;;) {
      const next = await page
        .waitForFunction(
          () => {
            if (document.querySelector('[data-testid="final-scoring"] svg')) return "end";
            const mover = document.querySelector('[data-testid="turn"]')?.getAttribute("data-mover");
            const offered = document.querySelectorAll('[data-testid="choices"] button').length + document.querySelectorAll('[data-testid="city"] [data-target="true"]').length;
            return mover === "p1" && !document.querySelector('[data-testid="bot-progress"]') && offered > 0 ? "mine" : false;
          },
          undefined,
          { timeout: 180_000 },
        )
        .catch(async (e) => {
          await shot(page, "stuck");
          throw e;
        });
      if ((await next.jsonValue()) === "end") break;
      const before = (await logLines(page)).length;
      const choices = page.locator('[data-testid="choices"] button');
      if ((await choices.count()) === 0) {
        // Only cells are offered: a cell with one move plays it, else the choices narrow to its moves.
        await page.locator('[data-testid="city"] [data-target="true"]').first().click();
        await expect.poll(async () => (await logLines(page)).length > before || (await choices.count()) > 0, { timeout: 60_000 }).toBe(true);
        if ((await logLines(page)).length > before) {
          mine++;
          continue;
        }
      }
      const pass = page.locator('[data-testid="choices"] button[data-move$=": pass"]');
      const other = page.locator('[data-testid="choices"] button:not([data-move$=": pass"])');
      const choice = mine >= 10 && (await pass.count()) ? pass.first() : (await other.count()) ? other.first() : choices.first();
      const move = (await choice.getAttribute("data-move"))!;
      expect(move).toMatch(/^p1: /);
      await choice.click();
      await expect.poll(async () => (await logLines(page)).length, { timeout: 60_000 }).toBeGreaterThan(before);
      expect((await logLines(page))[before]).toBe(move);
      mine++;
      if (mine === 10) await shot(page, "mid");
    }
    await shot(page, "final");
    expect(mine).toBeGreaterThan(10);
    const lines = await logLines(page);
    expect(lines.filter((l) => l.startsWith("p1: ")).length).toBe(mine);
    expect(lines.some((l) => /^p[23]: /.test(l))).toBe(true);
    expect(await page.locator('[data-testid="final-table"] tbody tr').count()).toBe(3);
    await expect.poll(async () => ((await (await fetch(`${base}/api/sessions/${id}`)).json()) as { status: string }).status, { timeout: 30_000 }).toBe("finished");
    await page.close();
  });
});
