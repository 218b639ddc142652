/** Choosing what the game owes: favor tiles, town tiles, cult steps. */
import { tileInPlay } from "../../catalog";
import { advanceCult } from "../cults";
import { applyEffect } from "../effects";
import type { Env } from "../env";
import type { Move } from "../moves";
import { reject, type Rejection } from "../result";
import { onTileTaken, onTownsTaken } from "../passives";

export function checkFavor(env: Env, seat: number, id: string): Rejection | undefined {
  const state = env.state;
  const p = state.players[seat]!;
  if (!env.catalog.favorTiles[id]) return reject("move/unknown-tile", `There is no favor tile ${id}`);
  if (p.pending.favors < 1) return reject("move/not-owed", `${p.faction} may not take a favor tile now`);
  if (p.favors.includes(id)) return reject("move/duplicate-tile", `${p.faction} already have ${id}`);
  if (!state.pool.favor[id]) return reject("move/tile-taken", `No ${id} left`);
  return undefined;
}

export function favorMove(env: Env, seat: number, move: Extract<Move, { type: "favor" }>): Rejection | undefined {
  const state = env.state;
  const p = state.players[seat]!;
  const id = move.tile.toUpperCase();
  const problem = checkFavor(env, seat, id);
  if (problem) return problem;
  const tile = env.catalog.favorTiles[id]!;
  p.pending.favors--;
  state.pool.favor[id]!--;
  p.favors.push(id);
  applyEffect(env, seat, tile.gain, "buildings");
  onTileTaken(env, seat, tile);
  return undefined;
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

export function townMove(env: Env, seat: number, move: Extract<Move, { type: "town" }>): Rejection | undefined {
  const state = env.state;
  const p = state.players[seat]!;
  const id = move.tile.toUpperCase();
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
}

export function checkCult(env: Env, seat: number, steps: number): Rejection | undefined {
  const p = env.state.players[seat]!;
  if (steps < 1 || p.pending.cultSteps < steps) return reject("move/not-owed", `${p.faction} may not advance ${steps} cult step${steps === 1 ? "" : "s"} now`);
  if (p.pending.cultSameTrack && steps < p.pending.cultSteps) return reject("move/same-track", `All ${p.pending.cultSteps} steps go on one track`);
  return undefined;
}

export function cultMove(env: Env, seat: number, move: Extract<Move, { type: "cult" }>): Rejection | undefined {
  const p = env.state.players[seat]!;
  const problem = checkCult(env, seat, move.steps);
  if (problem) return problem;
  p.pending.cultSteps -= move.steps;
  if (p.pending.cultSteps === 0) p.pending.cultSameTrack = false;
  advanceCult(env, seat, move.cult, move.steps);
  return undefined;
}
