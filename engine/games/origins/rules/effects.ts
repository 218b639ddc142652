/**
 * The effects interpreter: an action, an ability or a zodiac card is a list of steps from the
 * effects library (`schema/effects.ts`), queued in `state.pending` with their context. `settle`
 * runs the steps that need no choice at once and stops at the first one that waits for the player;
 * the player's answer (a move) does that step and settles again. When the queue is empty, the action
 * is done.
 */
import { tableAt, type Counter } from "../schema/common";
import type { Step } from "../schema/effects";
import type { ZodiacTrigger } from "../schema/cards";
import { buildingCount, neighbours } from "./city";
import type { Env } from "./env";
import { BASIC, gainFixed } from "./resources";
import type { Pending, StepContext } from "./state";
import { advance, climb, fallbackTarget, militarySpace, takeZodiac, thresholdsBehind, weakerOpponents, zodiacHeld } from "./tracks";
import { TEMPLES } from "../schema/common";

/** Count something for a player (what `per` and score tables read), in the context of a step. */
export function count(env: Env, seat: number, counter: Counter, ctx: StepContext): number {
  const { catalog, state } = env;
  const p = state.players[seat]!;
  switch (counter.of) {
    case "farms":
      return Object.values(p.city).filter((t) => t.kind === "farm").length;
    case "empty-neighbour-cells":
      return ctx.cell ? neighbours(ctx.cell).filter((k) => !p.city[k]).length : 0;
    case "advisors":
      return p.advisors.filter((a) => a !== null).length;
    case "buildings":
      return buildingCount(catalog, p, counter.colour);
    case "freemen":
      return p.freemen.filter((f) => !counter.colour || f.colour === counter.colour).length;
    case "dice":
      return (
        p.freemen.filter((f) => !counter.colour || f.colour === counter.colour).length +
        Object.values(p.seats).filter((d) => !counter.colour || d.colour === counter.colour).length
      );
    case "freeman-colours":
      return new Set(p.freemen.map((f) => f.colour)).size;
    case "building-colours": {
      const colours = new Set<string>();
      for (const t of Object.values(p.city)) if (t.kind === "building") colours.add(catalog.pack.buildings[t.building]!.colour);
      return colours.size;
    }
    case "completed-districts":
      return Object.keys(p.seats).length;
    case "named-buildings":
      return Object.values(p.city).filter((t) => t.kind === "building" && t.building === counter.building).length;
    case "zodiac-cards":
      return zodiacHeld(env, seat).length;
    case "weaker-opponents":
      return weakerOpponents(env, seat);
    case "fallback-spaces": {
      const space = militarySpace(env, seat);
      return space - fallbackTarget(env, space);
    }
  }
}

/** Steps as queue entries, in one context. */
export const stepsOf = (steps: readonly Step[], ctx: StepContext): Pending[] => steps.map((step) => ({ kind: "step", step, ctx: { ...ctx } }));

/** Put entries at the front of the queue (they run next, in order). */
export function runNext(env: Env, items: Pending[]): void {
  env.state.pending.unshift(...items);
}

/** The offers of the zodiac cards a player holds that fire on `trigger`. */
export function triggered(env: Env, seat: number, trigger: ZodiacTrigger, ctx: StepContext = {}): Pending[] {
  const out: Pending[] = [];
  for (const card of zodiacHeld(env, seat)) {
    const power = env.catalog.pack.zodiacCards[card]?.power;
    if (power?.power === "trigger" && power.on.includes(trigger)) out.push({ kind: "offer", source: { zodiac: card }, steps: power.steps, ctx: { ...ctx } });
  }
  return out;
}

/** Whether the player holds a zodiac card with this power. */
export function holdsPower<K extends string>(env: Env, seat: number, power: K) {
  for (const card of zodiacHeld(env, seat)) {
    const p = env.catalog.pack.zodiacCards[card]?.power;
    if (p?.power === power) return p as Extract<NonNullable<typeof p>, { power: K }>;
  }
  return undefined;
}

/** Whether a queue entry waits for the player's choice (otherwise `settle` runs it). */
export function waitsForChoice(item: Pending): boolean {
  switch (item.kind) {
    case "step": {
      const s = item.step;
      if (s.effect === "gain" || s.effect === "score-table" || s.effect === "increase-seat-die") return false;
      if (s.effect === "military") return s.attack !== "none";
      if (s.effect === "climb") return s.temple === "any" || s.temple === "other";
      return true;
    }
    case "advance":
    case "attack":
    case "pass-finish":
      return false;
    case "choose-resources":
      return item.count > 0;
    case "activations":
      return item.cells.length > 0;
    case "neighbour":
      return item.options.length > 1;
    default:
      return true;
  }
}

/** Run a step that needs no choice. */
function runAutomatic(env: Env, seat: number, item: Pending, finishPass: (env: Env, seat: number) => void): void {
  const p = env.state.players[seat]!;
  switch (item.kind) {
    case "step": {
      const s = item.step;
      if (s.effect === "gain") {
        const choose: Pending[] = [];
        let basic = 0;
        const add = (gain: NonNullable<typeof s.gain>, times: number) => {
          gainFixed(p, gain, times);
          basic += (gain.basic ?? 0) * times;
          if (gain.choice && times > 0) choose.push({ kind: "choose-resources", count: gain.choice.count * times, from: [...gain.choice.from] });
        };
        if (s.gain) add(s.gain, 1);
        for (const per of s.per ?? []) add(per.gain, count(env, seat, per.count, item.ctx));
        if (basic > 0) choose.push({ kind: "choose-resources", count: basic, from: [...BASIC] });
        runNext(env, choose);
      } else if (s.effect === "score-table") {
        p.vp += tableAt(s.vp, count(env, seat, s.count, item.ctx));
      } else if (s.effect === "increase-seat-die") {
        const die = item.ctx.seat ? p.seats[item.ctx.seat] : undefined;
        if (die) die.value = Math.min(6, die.value + s.amount);
      } else if (s.effect === "military") {
        const spaces = s.advance + (s.advancePer ? count(env, seat, s.advancePer, item.ctx) : 0);
        runNext(env, [{ kind: "advance", spaces }]);
      } else if (s.effect === "climb" && s.temple !== "any" && s.temple !== "other") {
        runNext(env, climbed(env, seat, s.temple, s.steps, s.takeZodiacCard));
      } else throw new Error(`origins: step ${s.effect} waits for a choice`);
      return;
    }
    case "advance":
      advance(env, seat, item.spaces);
      return;
    case "attack":
      runNext(env, attack(env, seat));
      return;
    case "pass-finish":
      finishPass(env, seat);
      return;
    case "neighbour": {
      if (item.options.length === 0) return; // no neighbour below 6
      const place = env.state.meetingPlaces[item.options[0]!]!;
      place.value = Math.min(env.catalog.pack.rules.visits.maxValue, place.value + 1);
      return;
    }
    default:
      return; // an empty choice (nothing to choose from): dropped
  }
}

/** Climb a temple; returns what follows (Aquarius after 2 steps). */
export function climbed(env: Env, seat: number, temple: (typeof TEMPLES)[number], steps: number, takeCard: boolean): Pending[] {
  climb(env, seat, temple, steps);
  env.state.turn.lastTemple = temple;
  if (takeCard) takeZodiac(env, seat, temple);
  return steps === 2 ? triggered(env, seat, "climb-two") : [];
}

/** An attack: its VP now, then the bonus of the attacker's space, then Aries. */
export function attack(env: Env, seat: number): Pending[] {
  const military = env.catalog.pack.military;
  const p = env.state.players[seat]!;
  const space = militarySpace(env, seat);
  p.vp += weakerOpponents(env, seat) * military.attackVp.perWeakerOpponent + thresholdsBehind(env, space) * military.attackVp.perThresholdCrossed;
  return [...stepsOf(military.spaces[space]?.attackBonus ?? [], {}), ...triggered(env, seat, "attack")];
}

/**
 * Run queued steps until one waits for the player (or none is left). `finishPass` is passing's last
 * part (passed in to keep this module free of the pass family).
 */
export function settle(env: Env, seat: number, finishPass: (env: Env, seat: number) => void): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const head = env.state.pending[0];
    if (!head || waitsForChoice(head)) return;
    env.state.pending.shift();
    runAutomatic(env, seat, head, finishPass);
  }
  throw new Error("origins: the effects queue does not settle");
}
