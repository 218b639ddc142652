/** Advancing on the shipping track or the digging (spade exchange) track, with the track's VP. */
import type { Env } from "../env";
import { factionOf } from "../env";
import type { Move } from "../moves";
import { addVp, pay } from "../resources";
import { reject, type Rejection } from "../result";
import { canTake, take } from "../turn";
import { mustAfford } from "./common";

type Track = Extract<Move, { type: "advance" }>["track"];

export function checkAdvance(env: Env, seat: number, track: Track): Rejection | undefined {
  const p = env.state.players[seat]!;
  const f = factionOf(env, seat);
  if (!canTake(env, seat, "advance")) return reject("move/not-allowed-now", `${p.faction} cannot advance now (the action is already taken)`);
  if (track === "shipping") {
    if (!f.shipping) return reject("move/no-track", `${p.faction} have no shipping track`);
    if (p.shipping >= f.shipping.max) return reject("move/track-at-top", `${p.faction} are at the top of the shipping track`);
    return mustAfford(env, seat, f.shipping.cost, "Advancing shipping");
  }
  const dig = f.digging;
  if (!dig.advanceCost) return reject("move/no-track", `${p.faction} cannot advance on the digging track`);
  if (p.digging >= dig.levels.length - 1) return reject("move/track-at-top", `${p.faction} are at the top of the digging track`);
  return mustAfford(env, seat, dig.advanceCost, "Advancing digging");
}

export function doAdvance(env: Env, seat: number, track: Track): void {
  const p = env.state.players[seat]!;
  const f = factionOf(env, seat);
  take(env, seat, "advance", {});
  if (track === "shipping" && f.shipping) {
    pay(p, f.shipping.cost);
    addVp(p, f.shipping.vp[p.shipping - f.shipping.start] ?? 0, "tracks");
    p.shipping++;
  } else {
    pay(p, f.digging.advanceCost);
    addVp(p, f.digging.vp[p.digging] ?? 0, "tracks");
    p.digging++;
  }
}

export function advanceMove(env: Env, seat: number, move: Extract<Move, { type: "advance" }>): Rejection | undefined {
  const problem = checkAdvance(env, seat, move.track);
  if (problem) return problem;
  doAdvance(env, seat, move.track);
  return undefined;
}
