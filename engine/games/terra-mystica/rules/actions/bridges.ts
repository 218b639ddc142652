/** Bridges over the river, and Mermaids joining a town across a river. */
import { pairKey } from "../../map/grid";
import type { Env } from "../env";
import { factionOf } from "../env";
import type { Move } from "../moves";
import { reject, type Rejection } from "../result";
import { detectTownFrom } from "../towns";
import { canTake, take } from "../turn";
import { isRejection, landHex, mustBeActive } from "./common";

export function checkBridge(env: Env, seat: number, a: number, b: number): Rejection | undefined {
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  const state = env.state;
  const p = state.players[seat]!;
  const ids = env.board.ids;
  if (p.pending.bridges < 1) return reject("move/no-bridge", `${p.faction} have no bridge to place`);
  if (state.board.owner[a] !== seat && state.board.owner[b] !== seat) return reject("move/not-adjacent", "A bridge must touch one of the player's structures");
  if (!canTake(env, seat, "bridge")) return reject("move/not-allowed-now", `${p.faction} cannot build a bridge now`);
  if (p.bridgesLeft < 1) return reject("move/no-supply", `${p.faction} have placed all their bridges`);
  if (!env.board.bridgeSlotKeys.has(pairKey(ids[a]!, ids[b]!))) return reject("move/no-bridge-slot", `No bridge can join ${ids[a]} and ${ids[b]}`);
  if (state.board.bridges.some((br) => (br.a === a && br.b === b) || (br.a === b && br.b === a)))
    return reject("move/occupied", `There already is a bridge between ${ids[a]} and ${ids[b]}`);
  return undefined;
}

export function doBridge(env: Env, seat: number, a: number, b: number): void {
  const p = env.state.players[seat]!;
  take(env, seat, "bridge", { bridge: p.pending.bridges - 1 });
  p.bridgesLeft--;
  p.pending.bridges--;
  env.state.board.bridges.push({ a, b, seat });
  detectTownFrom(env, seat, a);
  detectTownFrom(env, seat, b);
}

export function bridgeMove(env: Env, seat: number, move: Extract<Move, { type: "bridge" }>): Rejection | undefined {
  const a = landHex(env, move.a);
  if (isRejection(a)) return a;
  const b = landHex(env, move.b);
  if (isRejection(b)) return b;
  const problem = checkBridge(env, seat, a, b);
  if (problem) return problem;
  doBridge(env, seat, a, b);
  return undefined;
}

/** The river cell meant by a `connect`: the named one, or one touching every named land hex. */
function riverCandidates(env: Env, hexes: string[]): number[] | Rejection {
  const cells: number[] = [];
  for (const id of hexes) {
    const i = env.board.index[id.toUpperCase()] ?? env.board.index[id.toLowerCase()];
    if (i === undefined) return reject("move/unknown-hex", `There is no hex ${id} on this map`);
    cells.push(i);
  }
  const n = env.board.landCount;
  const rivers = cells.filter((c) => c >= n);
  if (rivers.length === 1 && cells.length === 1) return rivers;
  const land = cells.filter((c) => c < n);
  const out: number[] = [];
  for (let r = n; r < env.board.cellCount; r++) if (land.every((h) => env.board.adjacent[h]!.includes(r))) out.push(r);
  return out;
}

export function connectMove(env: Env, seat: number, move: Extract<Move, { type: "connect" }>): Rejection | undefined {
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  const p = env.state.players[seat]!;
  if (!factionOf(env, seat).traits.townRiverSkip) return reject("move/no-such-ability", `${p.faction} cannot connect towns across a river`);
  const candidates = riverCandidates(env, move.hexes);
  if (isRejection(candidates)) return candidates;
  const board = env.state.board;
  const named = move.hexes.map((id) => env.board.index[id.toUpperCase()]).filter((i): i is number => i !== undefined && i < env.board.landCount);
  const towns = board.town.slice();
  const owed = p.pending.towns;
  for (const r of candidates) {
    board.riverTowns.push(r);
    let founded = 0;
    for (const h of named.length > 0 ? named : env.board.landAdjacent[r]!) founded += detectTownFrom(env, seat, h);
    if (founded > 0) return undefined;
    board.riverTowns.pop();
    board.town = towns.slice();
    p.pending.towns = owed;
  }
  return reject("move/no-town", `Connecting ${move.hexes.join(":")} founds no town`);
}
