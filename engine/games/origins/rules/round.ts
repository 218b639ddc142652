/**
 * The start and the end of a round (digest §5.8): the flow machine's entry actions call these, in
 * order — Orators back to recruitment, the Bastion to the strongest marker, the military fallback,
 * the zodiac awards (Forest, Mountain, Sea) — and its guard asks `gameEnds` (§5.9; the solo mode
 * ends after its rounds).
 */
import { TEMPLES } from "../schema/common";
import { randomIndex, rollOrator } from "./dice";
import type { Env } from "./env";
import { fallBack, placeOnTop, trackLeader } from "./tracks";

/** A new round: nobody has passed, the Bastion holder acts first; solo: the dummy marker moves up. */
export function startRound(env: Env): void {
  const { state, catalog } = env;
  state.round++;
  for (const p of state.players) p.passed = false;
  state.active = state.bastion;
  state.turn = { acted: false, superiorityUsed: false, extra: false, frozen: false };
  state.pending = [];
  const dummy = catalog.pack.solo.dummyMarker;
  if (state.solo && state.round >= dummy.fromRound) {
    const thresholds = catalog.pack.military.thresholds;
    const space = thresholds[Math.min(state.round, thresholds.length) - 1]!;
    placeOnTop(state.military, -1, space);
  }
}

/** Every Orator returns to Orator recruitment: used ones +1 (a 5 is re-rolled), held ones unchanged (if the rules say so). */
export function returnOrators(env: Env): void {
  const { state, catalog } = env;
  const rules = catalog.pack.rules.orators;
  const max = Math.max(...catalog.pack.components.orators.faces);
  for (const o of state.usedOrators) state.oratorPool.push(o.value + rules.usedIncrease > max ? rollOrator(env) : o.value + rules.usedIncrease);
  state.usedOrators = [];
  if (rules.returnUnused)
    for (const p of state.players) {
      state.oratorPool.push(...p.orators);
      p.orators = [];
    }
}

/** The most advanced military marker (the lowest of its stack on a tie) takes the Bastion. */
export function awardBastion(env: Env): void {
  if (env.state.solo) return;
  const leader = trackLeader(env.state.military, true, (m) => m >= 0);
  if (leader !== undefined) env.state.bastion = leader;
}

export function militaryFallback(env: Env): void {
  fallBack(env);
}

/**
 * Each temple's zodiac card goes to the player highest on its track (the lowest of the stack on a
 * tie); solo: the player keeps cards at random, the others go back to their temples.
 */
export function awardZodiac(env: Env): void {
  const { state, catalog } = env;
  if (state.solo) {
    const held = TEMPLES.filter((t) => state.zodiac[t].holder === 0);
    let keep = catalog.pack.solo.zodiacKept;
    const kept = new Set<string>();
    const pool = [...held];
    while (keep-- > 0 && pool.length > 0) kept.add(pool.splice(randomIndex(env, pool.length), 1)[0]!);
    for (const t of held) if (!kept.has(t)) state.zodiac[t].holder = undefined;
    return;
  }
  for (const t of TEMPLES) {
    const track = state.temples[t];
    const leader = trackLeader(track, false);
    if (leader !== undefined) state.zodiac[t].holder = leader;
    else if (catalog.pack.temples.zodiacAward.nobodyClimbed === "lowest-in-start-stack" && track[0]!.length > 0) state.zodiac[t].holder = track[0]![0];
  }
}

/** The end conditions that hold now (the solo mode: its last round is over). */
export function endConditionsHolding(env: Env): string[] {
  const { state, catalog } = env;
  const pack = catalog.pack;
  if (state.solo) return state.round >= pack.solo.rounds ? ["solo-rounds"] : [];
  const out: string[] = [];
  for (const c of pack.rules.endConditions) {
    if (c.condition === "zodiac-markers-at-tops") {
      if (state.players.some((_, seat) => TEMPLES.every((t) => state.temples[t][pack.temples.top]!.includes(seat)))) out.push(c.condition);
    } else if (c.condition === "district-gold-gone") {
      if (state.districtCards.every((d) => d.gold === 0)) out.push(c.condition);
    } else if (c.condition === "floor-colours-left") {
      if (Object.values(state.floorReserve).filter((n) => n > 0).length <= c.atMost) out.push(c.condition);
    } else if (c.condition === "citizens-run-out") {
      if (c.when === "refill-failed" ? state.refillFailed : Object.values(state.citizenReserve).some((n) => n === 0)) out.push(c.condition);
    }
  }
  return out;
}

export const gameEnds = (env: Env): boolean => endConditionsHolding(env).length > 0;
