/** `cult`: placing cult steps the player is owed (bonus card, favor action, Cultists' reward, Auren's stronghold). */
import type { Cult } from "../../schema/common";
import { CULTS } from "../../schema/common";
import { advanceCult } from "../../rules/cults";
import type { Env } from "../../rules/env";
import { reject, type Rejection } from "../../rules/result";
import { cultFromWord } from "../../notation/words";
import { STAGE, type MoveFamily } from "../family";
import { CULT_NAMES, plural } from "../words";

/** Place pending cult steps (bonus card, favor action, Cultists' reward, Auren's stronghold). */
export interface CultMove {
  type: "cult";
  faction: string;
  cult: Cult;
  steps: number;
}

export function checkCult(env: Env, seat: number, steps: number): Rejection | undefined {
  const p = env.state.players[seat]!;
  if (steps < 1 || p.pending.cultSteps < steps) return reject("move/not-owed", `${p.faction} may not advance ${steps} cult step${steps === 1 ? "" : "s"} now`);
  if (p.pending.cultSameTrack && steps < p.pending.cultSteps) return reject("move/same-track", `All ${p.pending.cultSteps} steps go on one track`);
  return undefined;
}

export const CULT: MoveFamily<"cult"> = {
  type: "cult",
  listed: STAGE.aside | STAGE.turn,
  /** Each track, with every step owed when they must go on one track, else one step. */
  list(l) {
    const { env, seat, p, faction } = l;
    if (p.pending.cultSteps === 0) return;
    const steps = p.pending.cultSameTrack ? p.pending.cultSteps : 1;
    if (!checkCult(env, seat, steps)) for (const cult of CULTS) l.out.push({ type: "cult", faction, cult, steps });
  },
  check: (env, seat, move) => checkCult(env, seat, move.steps),
  apply(env, seat, move) {
    const p = env.state.players[seat]!;
    const problem = checkCult(env, seat, move.steps);
    if (problem) return problem;
    p.pending.cultSteps -= move.steps;
    if (p.pending.cultSteps === 0) p.pending.cultSameTrack = false;
    advanceCult(env, seat, move.cult, move.steps);
    return undefined;
  },
  verbs: { "+": "player" },
  parse(c) {
    const g = c.gain!;
    const cult = g.sign > 0 ? cultFromWord(g.word) : undefined;
    return cult ? { type: "cult", faction: c.faction, cult, steps: g.count } : undefined;
  },
  format: (move) => `+${move.steps > 1 ? move.steps : ""}${move.cult.toUpperCase()}`,
  label: (_, move) => `${plural(move.steps, "step")} on ${CULT_NAMES[move.cult]}`,
};
