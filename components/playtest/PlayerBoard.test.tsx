/** The player board's income is what the engine's income phase pays, in every position of a real game. */
import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { applyInPlace, compileCatalog, createGame, replay, type Catalog, type GameState, type Income } from "@/engine";
import { paidIncome } from "@/engine/games/terra-mystica/testing/income";
import { validatePackSource } from "@/scripts/cli/pack-dir";
import { PlayerBoard } from "./PlayerBoard";

const GAMES = path.join(import.meta.dirname, "../../../shared/games");
const LOG = path.join(GAMES, "tmai-game-a.log");

const v = validatePackSource(path.join(import.meta.dirname, "../../content/base"));
if (!v.ok) throw new Error("content/base is invalid");
const catalog = compileCatalog(v.resolved);

/** The income the board shows for a seat, read back from its text ("+6c +3w +1p +4 pw", or "—"). */
function shownIncome(catalog: Catalog, state: GameState, seat: number): Income {
  const html = renderToStaticMarkup(createElement(PlayerBoard, { catalog, state, seat }));
  const text = html.match(/data-testid="income">([^<]*)</)?.[1];
  if (text === undefined) throw new Error("the board shows no income");
  const out: Income = { coins: 0, workers: 0, priests: 0, power: 0, vp: 0 };
  const units = { c: "coins", w: "workers", p: "priests", " pw": "power", " VP": "vp" } as const;
  for (const [, n, unit] of text.matchAll(/\+(\d+)(c|w|p| pw| VP)(?![a-z])/g)) out[units[unit as keyof typeof units]] += Number(n);
  return out;
}

describe("the player board's income", () => {
  it.skipIf(!fs.existsSync(LOG))("is what the engine pays in the income phase, for every seat all through tmai-game-a", () => {
    const replayed = replay(fs.readFileSync(LOG, "utf8"), catalog);
    if (!replayed.ok) throw new Error(replayed.message);
    const created = createGame(catalog, replayed.setup);
    if (!created.ok) throw new Error(created.message);
    const state = created.state;
    let compared = 0;
    let nonZero = 0;
    replayed.moves.forEach(({ move }, i) => {
      const r = applyInPlace(catalog, state, move);
      if (!r.ok) throw new Error(`move ${i}: ${r.message}`);
      if (state.phase !== "actions" || i % 7 !== 0) return;
      const paid = paidIncome(catalog, state);
      state.players.forEach((_, seat) => {
        expect(shownIncome(catalog, state, seat), `move ${i}, seat ${seat}`).toEqual(paid[seat]);
        compared++;
        if (paid[seat]!.coins + paid[seat]!.priests + paid[seat]!.power > 0) nonZero++;
      });
    });
    expect(compared).toBeGreaterThan(200);
    expect(nonZero).toBeGreaterThan(100);
  });
});
