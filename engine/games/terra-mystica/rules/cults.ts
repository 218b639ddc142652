/**
 * Cult tracks: moving up gives power at the rules' power spaces; the top space needs a town key
 * and holds only as many players as the rules allow. A step to the top made without a key waits
 * on the space below until the end of the action, in case a key comes (a town founded at once).
 */
import type { Cult } from "../schema/common";
import { CULTS } from "../schema/common";
import type { Env } from "./env";
import { gainPower } from "./resources";

/** The highest space a player can reach on a track now. */
export function cultCeiling(env: Env, seat: number, cult: Cult): number {
  const top = env.rules.cults.top;
  let others = 0;
  env.state.players.forEach((p, i) => {
    if (i !== seat && p.cults[cult] >= top) others++;
  });
  return others >= env.rules.towns.maxKeysPerTrack ? top - 1 : top;
}

/** Move a player up a cult track (capped), with the power and key rules. */
export function advanceCult(env: Env, seat: number, cult: Cult, steps: number): void {
  if (steps <= 0) return;
  const p = env.state.players[seat]!;
  const cults = env.rules.cults;
  const from = p.cults[cult];
  let to = Math.min(from + steps, cultCeiling(env, seat, cult));
  if (to <= from) return;
  if (to === cults.top && cults.keyForTop) {
    if (p.keys < 1) {
      to = cults.top - 1;
      if (!p.cultBlocked.includes(cult)) p.cultBlocked.push(cult);
    } else p.keys--;
  }
  p.cults[cult] = to;
  for (const { space, power } of cults.powerAt) if (from < space && space <= to) gainPower(p, power);
}

/** Gain town keys; a step to the top that waited for a key this action is taken now. */
export function gainKeys(env: Env, seat: number, n: number): void {
  const p = env.state.players[seat]!;
  p.keys += n;
  if (p.cultBlocked.length > 0 && p.keys >= p.cultBlocked.length) {
    const blocked = p.cultBlocked;
    p.cultBlocked = [];
    for (const cult of CULTS) if (blocked.includes(cult)) advanceCult(env, seat, cult, 1);
  }
}
