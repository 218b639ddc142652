/** `town`: taking the town tile of a town just founded (`+TW5`; `+2TW5` takes two, as on terra.snellman.net). */
import { tileInPlay } from "../../catalog";
import { applyEffect } from "../../rules/effects";
import type { Env } from "../../rules/env";
import { onTownsTaken } from "../../rules/passives";
import { reject, type Rejection } from "../../rules/result";
import { STAGE, type MoveFamily } from "../family";
import { tileName } from "../words";
import { upperWord } from "../../notation/words";

export interface TownMove {
  type: "town";
  faction: string;
  tile: string;
  count?: number;
}

export function checkTown(env: Env, seat: number, id: string, count: number): Rejection | undefined {
  const state = env.state;
  const p = state.players[seat]!;
  const tile = env.catalog.townTiles[id];
  if (!tile || !tileInPlay(tile, state.options)) return reject("move/unknown-tile", `There is no town tile ${id}`);
  // terra.snellman.net lets `+2TW5` take two tiles when one is owed (the next town then takes none).
  if (count < 1 || p.pending.towns < 1) return reject("move/not-owed", `${p.faction} may not take ${count === 1 ? "a town tile" : `${count} town tiles`} now`);
  if ((state.pool.town[id] ?? 0) < count) return reject("move/tile-taken", `Not enough ${id} left`);
  return undefined;
}

export const TOWN: MoveFamily<"town"> = {
  type: "town",
  listed: STAGE.aside | STAGE.turn,
  list(l) {
    const { env, seat, p, faction } = l;
    if (p.pending.towns > 0) for (const id of Object.keys(env.state.pool.town)) if (!checkTown(env, seat, id, 1)) l.out.push({ type: "town", faction, tile: id });
  },
  check: (env, seat, move) => checkTown(env, seat, upperWord(move.tile), move.count ?? 1),
  apply(env, seat, move) {
    const state = env.state;
    const p = state.players[seat]!;
    const id = upperWord(move.tile);
    const count = move.count ?? 1;
    const problem = checkTown(env, seat, id, count);
    if (problem) return problem;
    const tile = env.catalog.townTiles[id]!;
    p.pending.towns -= count;
    state.pool.town[id]! -= count;
    for (let i = 0; i < count; i++) p.towns.push(id);
    applyEffect(env, seat, tile.gain, "towns", count);
    onTownsTaken(env, seat, count);
    return undefined;
  },
  verbs: { "+": "player" },
  parse(c) {
    const g = c.gain!;
    return g.sign > 0 && /^TW\d+$/.test(g.word) ? { type: "town", faction: c.faction, tile: g.word, count: g.count } : undefined;
  },
  format: (move) => `+${(move.count ?? 1) > 1 ? move.count : ""}${move.tile}`,
  label: (catalog, move) => `Found a town with ${tileName(catalog, move.tile)}`,
};
