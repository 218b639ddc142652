/** Rolling dice from the game's seeded generator. */
import { nextRandom, shuffle } from "../../../core/random";
import type { Env } from "./env";

/** A die roll 1–6 (`rerollSixes`: rolled again until it shows 1–5). */
export function rollD6(env: Env, rerollSixes: boolean): number {
  for (;;) {
    const r = nextRandom(env.state.rng);
    env.state.rng = r.state;
    const value = 1 + Math.floor(r.value * 6);
    if (!(rerollSixes && value === 6)) return value;
  }
}

/** An Orator die roll: one of its six faces. */
export function rollOrator(env: Env): number {
  const faces = env.catalog.pack.components.orators.faces;
  const r = nextRandom(env.state.rng);
  env.state.rng = r.state;
  return faces[Math.floor(r.value * faces.length)]!;
}

/** A random index below `n`. */
export function randomIndex(env: Env, n: number): number {
  const r = nextRandom(env.state.rng);
  env.state.rng = r.state;
  return Math.floor(r.value * n);
}

/** A shuffled copy, drawn from the game's generator. */
export function shuffled<T>(env: Env, items: readonly T[]): T[] {
  const r = shuffle(items, env.state.rng);
  env.state.rng = r.rng;
  return r.items;
}
