/** What the move families share: who may act, the head of the step queue, naming dice, places, cells. */
import type { Catalog } from "../catalog";
import { COLOURS, type Colour } from "../schema/common";
import type { Step } from "../schema/effects";
import { refuse, type Env, type Refusal } from "../rules/env";
import type { Freeman, Pending, PlayerState } from "../rules/state";
import type { ParseError } from "./family";
import type { DieRef } from "./types";

/** The player may act now: it is their turn in the round (or the draft expects them). */
export function mustBeActive(env: Env, seat: number): Refusal | undefined {
  const state = env.state;
  if (state.finished) return refuse("move/game-over", "The game is over");
  if (state.phase !== "turns") return refuse("move/not-now", `No turn is being played now (the game is in ${state.flow})`);
  if (state.active !== seat) return refuse("move/not-your-turn", `It is not ${state.players[seat]?.id ?? "that player"}'s turn`);
  return undefined;
}

/** The player may start a turn action now (nothing pending, no action taken yet this turn). */
export function mustStartAction(env: Env, seat: number): Refusal | undefined {
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  if (env.state.pending.length > 0) return refuse("move/step-pending", `Finish the current action first (${describePending(env.state.pending[0]!)})`);
  if (env.state.turn.acted) return refuse("move/already-acted", "The turn's action is done: spend a Superiority token for another (superiority) or end the turn (end)");
  if (env.state.players[seat]!.passed) return refuse("move/passed", "You have passed this round");
  return undefined;
}

/** What a queue entry waits for, in words. */
export function describePending(p: Pending): string {
  switch (p.kind) {
    case "visit":
      return "choose the visit's main action (top, bottom), its bonus action (bonus), or end it (done)";
    case "step":
      return `a ${p.step.effect} step (answer it, or skip)`;
    case "offer":
      return "an optional ability (use or skip)";
    case "choose-resources":
      return `${p.count} resource(s) to choose (gain …)`;
    case "spend-food":
      return "Food to spend (food …, or done)";
    case "district-card":
      return "the district card to score (card …)";
    case "activations":
      return "buildings to activate (activate …, or done)";
    case "neighbour":
      return "the neighbouring meeting place to raise (neighbour …)";
    default:
      return p.kind;
  }
}

/** The head of the step queue, when the player is the one to answer it. */
export function headFor(env: Env, seat: number): Pending | undefined {
  if (mustBeActive(env, seat)) return undefined;
  return env.state.pending[0];
}

/** The step at the head of the queue if it is a library step of this effect. */
export function headStep<E extends Step["effect"]>(env: Env, seat: number, effect: E): { item: Extract<Pending, { kind: "step" }>; step: Extract<Step, { effect: E }> } | undefined {
  const head = headFor(env, seat);
  if (head?.kind === "step" && head.step.effect === effect) return { item: head, step: head.step as Extract<Step, { effect: E }> };
  return undefined;
}

/** A refusal for a move that answers nothing now. */
export function notExpected(env: Env, seat: number, what: string): Refusal {
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  const head = env.state.pending[0];
  return refuse("move/not-expected", head ? `No ${what} is asked for now: ${describePending(head)}` : `No ${what} is asked for now`);
}

const CODE: Record<Colour, string> = { red: "R", purple: "P", blue: "B", orange: "O", yellow: "Y" };
const COLOUR_OF: Record<string, Colour> = Object.fromEntries(COLOURS.map((c) => [CODE[c], c]));

/** `R4`, `R4@2` (a Freeman on meeting place 2). */
export function formatDie(d: DieRef): string {
  return `${CODE[d.colour]}${d.value}${d.at !== undefined ? `@${d.at + 1}` : ""}`;
}

export function parseDie(word: string | undefined): DieRef | ParseError {
  const m = word?.match(/^([RPBOY])([1-6])(?:@([1-9]))?$/i);
  if (!m) return { error: `'${word ?? ""}' is not a die (write a colour letter R, P, B, O or Y and a value, e.g. R4, or R4@2 for one on meeting place 2)` };
  return { colour: COLOUR_OF[m[1]!.toUpperCase()]!, value: Number(m[2]), ...(m[3] ? { at: Number(m[3]) - 1 } : {}) };
}

export const colourLetter = (c: Colour): string => CODE[c];
export const colourOfLetter = (l: string): Colour | undefined => COLOUR_OF[l.toUpperCase()];

export function parseColour(word: string | undefined): Colour | ParseError {
  const w = (word ?? "").toLowerCase();
  if ((COLOURS as readonly string[]).includes(w)) return w as Colour;
  const c = colourOfLetter(w);
  return c ?? { error: `'${word ?? ""}' is not a colour (red, purple, blue, orange, yellow)` };
}

/** A 1-based number within limits. */
export function parseIndex(word: string | undefined, what: string, max = 99): number | ParseError {
  const n = Number(word);
  if (!word || !Number.isInteger(n) || n < 1 || n > max) return { error: `'${word ?? ""}' is not a ${what} number (1–${max})` };
  return n - 1;
}

/** A cell `row,column`. */
export function parseCell(word: string | undefined): string | ParseError {
  const m = word?.match(/^(-?\d+),(-?\d+)$/);
  if (!m) return { error: `'${word ?? ""}' is not a cell (write row,column, e.g. 0,1)` };
  return `${Number(m[1])},${Number(m[2])}`;
}

export const isError = (x: unknown): x is ParseError => typeof x === "object" && x !== null && "error" in x;

/** The index of a player's Freeman matching a die reference (unused ones when `at` is not given). */
export function findFreeman(p: PlayerState, d: DieRef): number {
  return p.freemen.findIndex((f) => f.colour === d.colour && f.value === d.value && f.at === d.at);
}

/** Distinct Freemen (by colour, value and place), as die references, filtered. */
export function freemenRefs(p: PlayerState, keep: (f: Freeman) => boolean): DieRef[] {
  const seen = new Set<string>();
  const out: DieRef[] = [];
  for (const f of p.freemen) {
    if (!keep(f)) continue;
    const ref: DieRef = { colour: f.colour, value: f.value, ...(f.at !== undefined ? { at: f.at } : {}) };
    const key = formatDie(ref);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(ref);
    }
  }
  return out;
}

export const unused = (f: Freeman): boolean => f.at === undefined;

/** Free bases of a player (bases off the track not holding a Freeman). */
export const freeBases = (p: PlayerState): number => p.bases - p.freemen.length;

export const buildingName = (catalog: Catalog, id: string): string => catalog.pack.buildings[id]?.name ?? id;

/** Refuse unless `ok`. */
export const unless = (ok: boolean, code: string, message: () => string): Refusal | undefined => (ok ? undefined : refuse(code, message()));

/** Moves of a family: candidates kept when `check` passes. */
export function keepLegal<M>(candidates: M[], check: (m: M) => Refusal | undefined): M[] {
  return candidates.filter((m) => !check(m));
}
