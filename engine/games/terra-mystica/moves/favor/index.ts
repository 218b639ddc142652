/** `favor`: taking a favor tile the player is owed (for a temple or a sanctuary, or an action). */
import { applyEffect, favorTilesLeftFor } from "../../rules/effects";
import type { Env } from "../../rules/env";
import { onTileTaken } from "../../rules/passives";
import { reject, type Rejection } from "../../rules/result";
import { STAGE, type MoveFamily } from "../family";
import { tileName } from "../words";

export interface FavorMove {
  type: "favor";
  faction: string;
  tile: string;
}

export function checkFavor(env: Env, seat: number, id: string): Rejection | undefined {
  const state = env.state;
  const p = state.players[seat]!;
  // A starting favor tile (Ice Maidens) is taken at its own setup step.
  if (state.phase === "setup-choices") {
    const head = state.setupQueue[0];
    if (!head || head.step !== "favor" || head.seat !== seat) return reject("move/not-your-turn", `${p.faction} may not take a favor tile now`);
  }
  if (!env.catalog.favorTiles[id]) return reject("move/unknown-tile", `There is no favor tile ${id}`);
  if (p.pending.favors < 1) return reject("move/not-owed", `${p.faction} may not take a favor tile now`);
  if (p.favors.includes(id)) return reject("move/duplicate-tile", `${p.faction} already have ${id}`);
  if (!state.pool.favor[id]) return reject("move/tile-taken", `No ${id} left`);
  return undefined;
}

export const FAVOR: MoveFamily<"favor"> = {
  type: "favor",
  listed: STAGE.aside | STAGE.turn | STAGE.setupChoices,
  list(l) {
    const { env, seat, p, faction } = l;
    if (p.pending.favors > 0) for (const id of Object.keys(env.state.pool.favor)) if (!checkFavor(env, seat, id)) l.out.push({ type: "favor", faction, tile: id });
  },
  check: (env, seat, move) => checkFavor(env, seat, move.tile.toUpperCase()),
  apply(env, seat, move) {
    const state = env.state;
    const p = state.players[seat]!;
    const id = move.tile.toUpperCase();
    const problem = checkFavor(env, seat, id);
    if (problem) return problem;
    const tile = env.catalog.favorTiles[id]!;
    state.pool.favor[id]!--;
    p.favors.push(id);
    p.pending.favors = Math.min(p.pending.favors - 1, favorTilesLeftFor(env, seat));
    const head = state.setupQueue[0];
    if (state.phase === "setup-choices" && head?.step === "favor" && head.seat === seat && p.pending.favors === 0) state.setupQueue.shift();
    applyEffect(env, seat, tile.gain, "buildings");
    onTileTaken(env, seat, tile);
    return undefined;
  },
  verbs: { "+": "player" },
  parse(c) {
    const g = c.gain!;
    if (g.sign < 0 || !/^FAV\d+$/.test(g.word)) return undefined;
    return g.count === 1 ? { type: "favor", faction: c.faction, tile: g.word } : { error: `A favor tile is taken once ('${c.text}')` };
  },
  format: (move) => `+${move.tile}`,
  label: (catalog, move) => `Take favor tile ${tileName(catalog, move.tile)}`,
};
