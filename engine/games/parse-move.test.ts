/**
 * The contract's `notation.parseMove`, for every game: each legal move of seeded bot games, written
 * by the module's `formatMove`, reads back as the same move (with its player's prefix, and without
 * it for the player whose move it is); text that is not a move says what is wrong.
 */
import { describe, expect, it } from "vitest";
import type { AnyGameModule } from "../core/game";
import { GAMES } from "./index";
import { originsCatalog } from "./origins/testing/node/catalog";
import { validatePackSource } from "./terra-mystica/testing/node/load-pack";
import { compileCatalog } from "./terra-mystica/catalog";
import { labSetupFor } from "./parse-move.testing";

const tm = validatePackSource("content/base");
if (!tm.ok) throw new Error("content/base is invalid");
const CATALOGS: Record<keyof typeof GAMES, unknown> = { "terra-mystica": compileCatalog(tm.resolved), origins: originsCatalog() };

/** Every legal move of the player to move along a seeded random game, `steps` moves long. */
function legalAlong(game: AnyGameModule, catalog: unknown, setup: unknown, steps: number): { player: string; moves: unknown[] }[] {
  const created = game.setup.create(catalog, setup);
  if (!created.ok) throw new Error(created.message);
  let state = created.state;
  let rng = 7;
  const out: { player: string; moves: unknown[] }[] = [];
  for (let i = 0; i < steps && !game.views.finished(state); i++) {
    const [player] = game.moves.toMove(state) as string[];
    if (!player) break;
    out.push({ player, moves: game.moves.legal(catalog, state, player) });
    const choice = game.bots.random!.choose(catalog, state, player, rng);
    if (!choice) break;
    rng = choice.rng;
    const r = game.moves.apply(catalog, state, choice.move);
    if (!r.ok) throw new Error(r.message);
    state = r.state;
  }
  return out;
}

describe.each(Object.keys(GAMES) as (keyof typeof GAMES)[])("%s: parseMove reads what formatMove writes", (id) => {
  const game: AnyGameModule = GAMES[id];
  const catalog = CATALOGS[id];
  const turns = legalAlong(game, catalog, labSetupFor(id, catalog, 3, 11), 120);

  it("reads every legal move back, with and without the player's prefix", () => {
    let checked = 0;
    for (const { player, moves } of turns)
      for (const move of moves) {
        const text: string = game.notation.formatMove(move);
        const again = game.notation.parseMove(text);
        expect(again, text).toEqual({ ok: true, move: expect.anything() });
        if (!again.ok) continue;
        expect(game.notation.formatMove(again.move)).toBe(text);
        const prefix = `${player}: `;
        if (text.startsWith(prefix)) {
          const bare = game.notation.parseMove(text.slice(prefix.length), player);
          expect(bare.ok && game.notation.formatMove(bare.move)).toBe(text);
        }
        checked++;
      }
    expect(checked).toBeGreaterThan(100);
  });

  it("says what is wrong with text that is not a move", () => {
    const player = turns[0]!.player;
    const bad = game.notation.parseMove("fly to the moon", player);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toMatch(/fly/i);
    const empty = game.notation.parseMove("   ", player);
    expect(empty).toEqual({ ok: false, message: expect.stringMatching(/^Type a/) });
    const nobody = game.notation.parseMove(id === "origins" ? "pass" : "pass BON1");
    expect(nobody).toEqual({ ok: false, message: expect.stringMatching(/^Name the (player|faction)/) });
  });
});
