/**
 * `bridge`: placing a bridge over the river (owed by an action such as the Engineers' or the power
 * action's), between two land hexes of a bridge slot, touching one of the player's structures.
 */
import { pairKey } from "../../map/grid";
import { isRejection, landHex, mustBeActive } from "../common";
import type { Env } from "../../rules/env";
import { reject, type Rejection } from "../../rules/result";
import { detectTownFrom } from "../../rules/towns";
import { canTake, take } from "../../rules/turn";
import { freeBridgeSlots } from "../../rules/effects";
import { subActionsOf } from "../../rules/state";
import { STAGE, type MoveFamily } from "../family";

export interface BridgeMove {
  type: "bridge";
  faction: string;
  a: string;
  b: string;
}

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

function doBridge(env: Env, seat: number, a: number, b: number): void {
  const p = env.state.players[seat]!;
  take(env, seat, "bridge", { bridge: p.pending.bridges - 1 });
  p.bridgesLeft--;
  p.pending.bridges--;
  env.state.board.bridges.push({ a, b, seat });
  // A further bridge owed with no free slot left next to the player's structures lapses.
  if (p.pending.bridges > 0 && (freeBridgeSlots(env, seat) === 0 || p.bridgesLeft === 0)) {
    p.pending.bridges = 0;
    p.subActions = subActionsOf(p.subActions, "bridge");
  }
  detectTownFrom(env, seat, a);
  detectTownFrom(env, seat, b);
}

/** The two land hexes of a bridge move, or why not. */
function endsOf(env: Env, move: BridgeMove): [number, number] | Rejection {
  const a = landHex(env, move.a);
  if (isRejection(a)) return a;
  const b = landHex(env, move.b);
  if (isRejection(b)) return b;
  return [a, b];
}

export const BRIDGE: MoveFamily<"bridge"> = {
  type: "bridge",
  listed: STAGE.aside | STAGE.turn,
  /** Each bridge slot the bridge owed could take. */
  list(l) {
    const { env, seat, p, faction } = l;
    if (p.pending.bridges > 0)
      for (const [a, b] of env.board.bridgeSlots) if (!checkBridge(env, seat, a, b)) l.out.push({ type: "bridge", faction, a: env.board.ids[a]!, b: env.board.ids[b]! });
  },
  check(env, seat, move) {
    const ends = endsOf(env, move);
    return isRejection(ends) ? ends : checkBridge(env, seat, ends[0], ends[1]);
  },
  apply(env, seat, move) {
    const ends = endsOf(env, move);
    if (isRejection(ends)) return ends;
    const problem = checkBridge(env, seat, ends[0], ends[1]);
    if (problem) return problem;
    doBridge(env, seat, ends[0], ends[1]);
    return undefined;
  },
  verbs: { bridge: "player" },
  parse(c) {
    const m = c.text.match(/^bridge (\w+):(\w+)$/i);
    return m ? { type: "bridge", faction: c.faction, a: m[1]!.toUpperCase(), b: m[2]!.toUpperCase() } : undefined;
  },
  format: (move) => `bridge ${move.a}:${move.b}`,
  label: (_, move) => `Build a bridge ${move.a}–${move.b}`,
};
