/**
 * The flow machine as an XState actor, for the studio and the tests: started on a new game, or
 * restored at the state a game is in (`state.flow`) — no entry action runs when restoring. The
 * actor changes the game state of its context in place, as the compiled table does.
 */
import { createActor, type StateValue } from "xstate";
import type { Env } from "../rules/env";
import { gameFlow } from "./machine";
import { FLOW } from "./run";

/** `round.actions.turn` → `{ round: { actions: "turn" } }`. */
export function flowValue(path: string): StateValue {
  const keys = path.split(".");
  return keys.reduceRight<StateValue>((inner, key, i) => (i === keys.length - 1 ? key : { [key]: inner }), keys[keys.length - 1]!);
}

/** `{ round: { actions: "turn" } }` → `round.actions.turn` (the path of the one active leaf). */
export function flowPath(value: StateValue): string {
  if (typeof value === "string") return value;
  const [key, inner] = Object.entries(value)[0]!;
  return `${key}.${flowPath(inner as StateValue)}`;
}

/**
 * `env` as a restored actor's context: the same fields, not enumerable. XState walks a restored
 * context (looking for actors to revive) — through the whole catalog, ≈6 ms, if they were enumerable.
 */
export function actorContext(env: Env): Env {
  const out = {};
  for (const [key, value] of Object.entries(env)) Object.defineProperty(out, key, { value, enumerable: false });
  return out as Env;
}

/**
 * An actor for a new game: starting it enters the machine's initial state (its entry actions run
 * then). Its context is a copy of `env`'s fields (XState copies the input it starts from), holding
 * the same game state.
 */
export function newFlowActor(env: Env) {
  return createActor(gameFlow, { input: env });
}

/** An actor standing where the game is (`env.state.flow`), with `env` as its context. */
export function flowActorAt(env: Env) {
  const context = actorContext(env);
  return createActor(gameFlow, { input: context, snapshot: gameFlow.resolveState({ value: flowValue(env.state.flow), context }) });
}

/**
 * The transitions (their coverage keys) the machine would take now on one of the moderator's
 * commands, asked of an XState actor restored where the game is (`getTransitionData`: its guards
 * read the game, nothing runs). At rest, only those commands can move the flow.
 */
export function enabledTransitions(env: Env): string[] {
  if (env.state.flow === "finished") return [];
  const snapshot = flowActorAt(env).getSnapshot();
  const out: string[] = [];
  for (const type of ["income", "start", "finish"] as const)
    for (const t of gameFlow.getTransitionData(snapshot, { type }) ?? []) {
      const source = FLOW.states.find((s) => s.id === t.source.id);
      const index = ((t.source.on[type] ?? []) as unknown[]).indexOf(t);
      const key = source?.on[type]?.[index]?.key;
      if (key) out.push(key);
    }
  return out;
}
