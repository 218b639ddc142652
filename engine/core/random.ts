/** Seeded randomness (mulberry32): the generator's state lives in the game state, so games replay exactly. */

export function nextRandom(state: number): { value: number; state: number } {
  const s = nextState(state);
  return { value: valueAt(s), state: s };
}

/** The generator's state after `state` (`nextRandom(state).state`, for a hot loop that makes no object). */
export function nextState(state: number): number {
  return (state + 0x6d2b79f5) >>> 0;
}

/** The number in [0, 1) the generator gives on reaching `state` (`nextRandom(s).value` where `nextState(s)` is `state`). */
export function valueAt(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A shuffled copy (Fisher–Yates) and the generator state after it. */
export function shuffle<T>(items: readonly T[], rng: number): { items: T[]; rng: number } {
  const out = [...items];
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const r = nextRandom(state);
    state = r.state;
    const j = Math.floor(r.value * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return { items: out, rng: state };
}
