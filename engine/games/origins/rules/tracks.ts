/**
 * The military track and the temple tracks: markers in stacks (bottom first; an arriving marker goes
 * on top, the lower marker wins ties), advancing with Superiority tokens at thresholds and VP at the
 * final space, the end-of-round fallback, climbing and the zodiac awards.
 */
import type { Temple } from "../schema/common";
import type { Env } from "./env";
import type { Marker } from "./state";

/** The space of a marker on the military track. */
export function militarySpace(env: Env, marker: Marker): number {
  const track = env.state.military;
  for (let s = 0; s < track.length; s++) if (track[s]!.includes(marker)) return s;
  throw new Error(`origins: marker ${marker} is not on the military track`);
}

export const finalSpace = (env: Env): number => env.catalog.pack.military.spaces.length - 1;

/** Thresholds behind a space (a threshold after space t is behind spaces above t). */
export function thresholdsBehind(env: Env, space: number): number {
  return env.catalog.pack.military.thresholds.filter((t) => space > t).length;
}

/** Move a marker to a space, on top of the stack there. */
export function placeOnTop(track: Marker[][], marker: Marker, to: number): void {
  for (const stack of track) {
    const i = stack.indexOf(marker);
    if (i >= 0) stack.splice(i, 1);
  }
  track[to]!.push(marker);
}

/** Advance a player's marker: Superiority for each threshold crossed, VP on reaching the final space (never moving again). */
export function advance(env: Env, seat: number, spaces: number): void {
  const from = militarySpace(env, seat);
  const last = finalSpace(env);
  if (from === last || spaces <= 0) return;
  const to = Math.min(from + spaces, last);
  const military = env.catalog.pack.military;
  const p = env.state.players[seat]!;
  placeOnTop(env.state.military, seat, to);
  const crossed = thresholdsBehind(env, to) - thresholdsBehind(env, from);
  p.superiority += crossed * military.superiorityPerThreshold;
  if (to === last) p.vp += military.finalVp;
}

/** Markers strictly behind a player's (opponents, the solo dummy included). */
export function weakerOpponents(env: Env, seat: number): number {
  const mine = militarySpace(env, seat);
  let n = 0;
  for (let s = 0; s < mine; s++) n += env.state.military[s]!.filter((m) => m !== seat).length;
  return n;
}

/** Where a marker on `space` falls back to at the end of a round. */
export function fallbackTarget(env: Env, space: number): number {
  const military = env.catalog.pack.military;
  if (space === finalSpace(env) || space === 0) return space;
  const behind = military.thresholds.filter((t) => t < space);
  if (behind.length === 0) {
    const rule = military.fallback.beforeFirstThreshold;
    return rule === "first-space" ? Math.min(space, 1) : rule === "start" ? 0 : space;
  }
  return behind[behind.length - 1]! + 1;
}

/** The end-of-round fallback: rearmost first, each stack in order, going under the markers already where it lands. */
export function fallBack(env: Env): void {
  const track = env.state.military;
  for (let s = 0; s < track.length; s++) {
    const to = fallbackTarget(env, s);
    if (to === s || track[s]!.length === 0) continue;
    const stack = track[s]!;
    track[s] = [];
    track[to] = [...stack, ...track[to]!];
  }
}

/** The leader of a track of stacks: the highest stack's lowest marker (undefined when all are on the start, if `startCounts` is false). */
export function trackLeader<T>(track: readonly T[][], startCounts: boolean, eligible: (m: T) => boolean = () => true): T | undefined {
  for (let s = track.length - 1; s >= (startCounts ? 0 : 1); s--) {
    const m = track[s]!.find(eligible);
    if (m !== undefined) return m;
  }
  return undefined;
}

/** The step of a player's marker on a temple. */
export function templeStep(env: Env, temple: Temple, seat: number): number {
  const track = env.state.temples[temple];
  for (let s = 0; s < track.length; s++) if (track[s]!.includes(seat)) return s;
  throw new Error(`origins: seat ${seat} is not on the ${temple} temple`);
}

/** Climb a temple (steps past the top are lost). */
export function climb(env: Env, seat: number, temple: Temple, steps: number): void {
  const from = templeStep(env, temple, seat);
  const to = Math.min(from + steps, env.catalog.pack.temples.top);
  if (to === from) return;
  placeOnTop(env.state.temples[temple], seat, to);
}

/** Take a temple's zodiac card. */
export function takeZodiac(env: Env, seat: number, temple: Temple): void {
  env.state.zodiac[temple].holder = seat;
}

/** The zodiac cards a player holds (card ids). */
export function zodiacHeld(env: Env, seat: number): string[] {
  return Object.values(env.state.zodiac)
    .filter((z) => z.holder === seat)
    .map((z) => z.card);
}
