/**
 * End to end, Origins: First Builders in Chromium against `npm start`: the table's command box
 * (suggestions, Tab completion, a typed move played, what is wrong said under the box) and its flow
 * coverage; an Origins log imported from the import page (a bad line refused with its number and
 * reason, a log of the other game told so); and a balance-lab batch of Origins from the /lab page,
 * its results per starting position. `E2E_SHOTS=dir` keeps screenshots of each stage.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { origins, type OriginsMove } from "@/engine";
import { loadGamePackSource } from "@/scripts/cli/pack-dir";
import { hasChromium } from "@/scripts/e2e-browser";
import { playtestE2e } from "./_lib/e2e";

const shots = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `origins-finish-${name}.png`), fullPage: true });
};

const loaded = loadGamePackSource(path.join(import.meta.dirname, "../../content/origins"));
if (!loaded.ok) throw new Error("content/origins does not load");
const catalog = origins.pack.compile(loaded.doc as never);

/** A log of `n` random-bot moves of a 2-player game. */
function botLog(seed: number, n: number): string {
  const created = origins.setup.create(catalog, { players: 2, seed });
  if (!created.ok) throw new Error(created.message);
  let state = created.state;
  let rng = seed;
  const moves: OriginsMove[] = [];
  while (moves.length < n && !state.finished) {
    const [player] = origins.moves.toMove(state);
    const choice = origins.bots.random!.choose(catalog, state, player!, rng)!;
    rng = choice.rng;
    const r = origins.moves.apply(catalog, state, choice.move);
    if (!r.ok) throw new Error(r.message);
    state = r.state;
    moves.push(choice.move);
  }
  return origins.notation.formatLog({ players: 2, seed }, moves);
}

describe.skipIf(!hasChromium)(`Origins: command box, flow coverage, import and lab in the browser${hasChromium ? "" : " (skipped: no Chromium)"}`, () => {
  const { base, open, logLines, savedLog } = playtestE2e();

  it("plays typed moves from the command box, with suggestions and errors, and shows the session's flow coverage", { timeout: 300_000 }, async () => {
    const res = await fetch(`${base}/api/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "play", game: "origins", packId: "origins", seed: 12, seats: [{ control: "human", name: "Ann" }, { control: "bot", bot: "random" }] }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const page = await open(`/playtest/${id}`);
    const myTurn = () =>
      page.waitForFunction(
        () =>
          document.querySelector('[data-testid="turn"]')?.getAttribute("data-mover") === "p1" &&
          !document.querySelector('[data-testid="bot-progress"]') &&
          document.querySelectorAll('[data-testid="choices"] button').length > 0 &&
          !!document.querySelector('[data-testid="flow-diagram"] svg > path'),
        undefined,
        { timeout: 60_000 },
      );
    await myTurn();
    const box = page.getByLabel("Command in Origins notation");

    // Typing lists the legal moves that fit; Tab completes what they share; ↓ and Enter pick one; Enter plays it.
    await box.click();
    await box.pressSequentially("dr");
    const suggestions = page.getByTestId("command-suggestions");
    await suggestions.waitFor();
    const offered = await suggestions.getByRole("option").allInnerTexts();
    expect(offered.length).toBeGreaterThan(1);
    expect(offered.every((t) => t.startsWith("draft "))).toBe(true);
    await shot(page, "command-suggestions");
    await box.press("Tab");
    expect(await box.inputValue()).toBe("draft ");
    await box.press("ArrowDown");
    await box.press("Enter");
    expect(await box.inputValue()).toBe(offered[0]);
    const before = (await logLines(page)).length;
    await box.press("Enter");
    await expect.poll(async () => (await logLines(page)).length).toBeGreaterThan(before);
    expect((await logLines(page))[before]).toBe(`p1: ${offered[0]}`);
    expect(await box.inputValue()).toBe("");
    await expect.poll(async () => await savedLog(id)).toContain(`p1: ${offered[0]}\n`);

    // What is wrong is said under the box: text the notation cannot read, then a move the engine refuses.
    await myTurn();
    await box.fill("jump 3");
    await box.press("Enter");
    await expect.poll(() => page.getByTestId("command-problem").textContent()).toMatch(/^Could not read the move: unknown move "jump"/);
    await box.fill("pass");
    await box.press("Enter");
    await expect.poll(() => page.getByTestId("command-problem").textContent()).toMatch(/^The engine refused the move: /);
    await shot(page, "command-refused");

    // The flow diagram carries the session's coverage: the draft entered once, the arrows taken counted; the toggle hides it.
    const diagram = page.getByTestId("flow-diagram");
    expect(await diagram.getAttribute("data-coverage")).toBe("true");
    expect(await page.locator('[data-state="flow.setup.draft"]').getAttribute("data-visits")).toBe("1");
    expect(await page.locator('[data-state="flow.finished"]').getAttribute("data-dim")).toBe("true");
    // Bots play on to the end: every round counted, the end entered.
    await page.getByRole("button", { name: /to the end/i }).click();
    await page.waitForFunction(() => document.querySelector('[data-state="flow.finished"]')?.getAttribute("data-visits") === "1", undefined, { timeout: 240_000 });
    const rounds = Number(await page.locator('[data-state="flow.round.start"]').getAttribute("data-visits"));
    expect(rounds).toBeGreaterThan(1);
    expect(await page.locator('[data-edge-label="flow.round.end.check>flow.round.start"]').textContent()).toBe(`×${rounds - 1}`);
    await shot(page, "coverage-finished");
    await page.getByTestId("flow-coverage-toggle").uncheck();
    await expect.poll(() => diagram.getAttribute("data-coverage")).toBeNull();
    await page.close();
  });

  it("imports an Origins log from the import page: a bad line is refused with its number and reason, a log for the other game is told so", { timeout: 180_000 }, async () => {
    const log = botLog(31, 24);
    const lines = log.trimEnd().split("\n");
    const page = await open("/playtest/import");
    // Hydrated when the file picker's page answers a pack choice.
    await page.getByLabel("Pack").selectOption("origins");
    await expect.poll(() => page.getByTestId("import-game").textContent(), { timeout: 60_000 }).toBe("A log of Origins: First Builders");
    await page.locator("textarea#log").fill([...lines.slice(0, 6), "p1: jump 3", ...lines.slice(6)].join("\n"));
    await page.getByRole("button", { name: "Import and open" }).click();
    // The form's alert (not Next's route announcer, also an alert).
    const alert = page.locator("form [role=alert]");
    await alert.waitFor();
    await expect.poll(() => alert.textContent()).toMatch(/Line 7: unknown move "jump"/);
    expect(await page.getByTestId("import-error-line").textContent()).toBe("7: p1: jump 3");
    await shot(page, "import-bad-line");

    await page.getByLabel("Pack").selectOption("base");
    await page.locator("textarea#log").fill(log);
    await page.getByRole("button", { name: "Import and open" }).click();
    await expect.poll(() => alert.textContent()).toMatch(/Line 1: this is a log of Origins: First Builders, and the pack is for Terra Mystica/);

    await page.getByLabel("Pack").selectOption("origins");
    await page.getByRole("button", { name: "Import and open" }).click();
    await page.waitForURL((url) => /^\/playtest\/\w+$/.test(url.pathname) && url.pathname !== "/playtest/import", { timeout: 120_000 });
    await page.locator('[data-testid="playtest-table"][data-game="origins"]').waitFor({ timeout: 120_000 });
    await expect.poll(async () => (await logLines(page)).length, { timeout: 60_000 }).toBe(24);
    expect(await logLines(page)).toEqual(lines.slice(1));
    await shot(page, "imported");
    await page.close();
  });

  it("runs an Origins batch from the lab page, with results per starting position", { timeout: 420_000 }, async () => {
    const page = await open("/lab");
    const form = page.locator("section[aria-label='New batch']");
    await form.getByLabel("Pack").selectOption("origins");
    // Origins has no maps: the form says so (once hydrated) instead of a map choice.
    await page.getByTestId("lab-no-maps").waitFor({ timeout: 60_000 });
    await form.getByLabel("Players").fill("2");
    await form.getByLabel("Games", { exact: true }).fill("3");
    await form.getByLabel("Seat 1 bot").selectOption("random");
    await form.getByLabel("Other seats").selectOption("random");
    await page.getByRole("button", { name: "Run" }).click();
    const heading = "section[aria-label=Batch] h2";
    await page.waitForFunction((h) => /: done$/.test(document.querySelector(h)?.textContent ?? ""), heading, { timeout: 360_000 });
    expect(await page.getByTestId("lab-progress").textContent()).toBe("3/3 games");
    const rows = page.locator("section[aria-label=Batch] > table > tbody > tr");
    expect((await rows.locator("td:first-child").allInnerTexts()).sort()).toEqual(["1st", "2nd"]);
    expect(await page.locator("section[aria-label=Batch] > table th").first().textContent()).toBe("starting position");
    expect(await page.locator("figure[aria-label='Win rate by starting position'] .recharts-errorBar").count()).toBe(2);
    await page.getByTestId("lab-figures").waitFor();
    expect(await page.locator("figure[aria-label='VP distribution by starting position'] .recharts-errorBar").count()).toBe(2);
    expect(await page.locator("figure[aria-label='Win rate by seat'] .recharts-errorBar").count()).toBe(2);
    expect(await page.locator("figure[aria-label='VP by source'] .recharts-legend-item").count()).toBeGreaterThanOrEqual(2);
    await shot(page, "lab");
    // The batch's games open as Origins playtests.
    const batches = (await (await fetch(`${base}/api/lab/batches`)).json()) as { batches: { id: string; spec: { game: string; players: number } }[] };
    expect(batches.batches[0]).toMatchObject({ spec: { game: "origins", players: 2 } });
    // (The page is hydrated: it ran the batch. One click, since each click makes a session.)
    await page.getByRole("button", { name: "Open as playtest" }).first().click();
    await page.locator('[data-testid="playtest-table"][data-game="origins"]').waitFor({ timeout: 120_000 });
    await page.close();
  });
});
