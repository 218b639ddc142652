/** `advance`: advancing on the shipping track or the digging (spade exchange) track, with the track's VP. */
import { mustAfford } from "../common";
import type { Env } from "../../rules/env";
import { factionOf } from "../../rules/env";
import { addVp, canAfford, pay } from "../../rules/resources";
import { reject, type Rejection } from "../../rules/result";
import { canTake, take } from "../../rules/turn";
import { onAdvanced } from "../../rules/passives";
import { STAGE, type MoveFamily } from "../family";

export type Track = "shipping" | "digging";

export interface AdvanceMove {
  type: "advance";
  faction: string;
  track: Track;
}

const TRACKS = ["shipping", "digging"] as const;

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

function doAdvance(env: Env, seat: number, track: Track): void {
  const p = env.state.players[seat]!;
  const f = factionOf(env, seat);
  take(env, seat, "advance");
  if (track === "shipping" && f.shipping) {
    pay(p, f.shipping.cost);
    addVp(p, f.shipping.vp[p.shipping - f.shipping.start] ?? 0, "tracks");
    p.shipping++;
  } else {
    pay(p, f.digging.advanceCost);
    addVp(p, f.digging.vp[p.digging] ?? 0, "tracks");
    p.digging++;
  }
  onAdvanced(env, seat, 1);
}

export const ADVANCE: MoveFamily<"advance"> = {
  type: "advance",
  listed: STAGE.turn,
  list(l) {
    const { env, seat, faction } = l;
    if (!canTake(env, seat, "advance")) return;
    const p = env.state.players[seat]!;
    const f = factionOf(env, seat);
    // Cheap tests first (an unaffordable step is refused without building the refusal's sentence).
    for (const track of TRACKS) {
      const cost = track === "shipping" ? f.shipping?.cost : f.digging.advanceCost;
      if (!canAfford(p, cost)) continue;
      if (!checkAdvance(env, seat, track)) l.out.push({ type: "advance", faction, track });
    }
  },
  check: (env, seat, move) => checkAdvance(env, seat, move.track),
  apply(env, seat, move) {
    const problem = checkAdvance(env, seat, move.track);
    if (problem) return problem;
    doAdvance(env, seat, move.track);
    return undefined;
  },
  verbs: { advance: "player" },
  parse(c) {
    const m = c.text.match(/^advance (ship|dig)/i);
    return m ? { type: "advance", faction: c.faction, track: m[1]!.toLowerCase() === "ship" ? "shipping" : "digging" } : undefined;
  },
  format: (move) => `advance ${move.track === "shipping" ? "ship" : "dig"}`,
  label: (_, move) => (move.track === "shipping" ? "Advance shipping" : "Advance digging"),
};
