/**
 * The engine's side of the flow: the game's machine compiled once into a table (`FLOW`), the event
 * a move sends it (`flowEventOf`), and the step `applyInPlace` takes after every move (`stepFlow`).
 * The flow's state is kept in the game state as plain data: `state.flow` (the machine's leaf, e.g.
 * `round.actions.turn`) and `state.phase`, both written by the machine's `setPhase` entry action.
 */
import type { Env } from "../rules/env";
import type { MoveType } from "../rules/moves";
import type { GameState } from "../rules/state";
import { compileFlow, startCompiled, stepCompiled, type CompiledFlow, type Implementations } from "./compile";
import { flowImplementations, gameFlow, type FlowContext, type FlowEvent } from "./machine";

/** The game's flow machine as a transition table (compiled from `gameFlow` when the module loads). */
export const FLOW: CompiledFlow<FlowContext, FlowEvent> = compileFlow(gameFlow, flowImplementations as unknown as Implementations<FlowContext, FlowEvent>);

// Every leaf records itself: its `setPhase` entry names its own path.
for (const s of FLOW.states) {
  if (s.children.length > 0) continue;
  const set = s.entry.find((a) => a.name === "setPhase");
  const flow = (set?.params as { flow?: string } | undefined)?.flow;
  if (flow !== s.path) throw new Error(`flow state ${s.id}: its first entry action must be setPhase with flow "${s.path}" (has ${flow ?? "none"})`);
}

const EVENTS: Record<FlowEvent["type"], FlowEvent> = { moved: { type: "moved" }, income: { type: "income" }, start: { type: "start" }, finish: { type: "finish" } };

/** The flow event a move of a type sends: the moderator's `income` / `start` / `finish`, else `moved`. */
export function flowEventOf(type: MoveType): FlowEvent {
  return type === "income" ? EVENTS.income : type === "start" ? EVENTS.start : type === "finish" ? EVENTS.finish : EVENTS.moved;
}

/** The event sent when nothing but a turn's end happened (the end of a log: `settle`). */
export const MOVED: FlowEvent = EVENTS.moved;

/** The state last looked up, and its path as the game state held it (a string of `setPhase`'s: most look-ups compare one pointer). */
let last = FLOW.root;
let lastPath: string | undefined;

/** The compiled state a game is in. */
export function flowStateOf(state: GameState) {
  const path = state.flow;
  if (path === lastPath) return last;
  const s = FLOW.byPath.get(path);
  if (!s) throw new Error(`unknown flow state "${path}"`);
  last = s;
  lastPath = path;
  return s;
}

/** Send the flow one event: it moves on as far as it can go without a player's decision. */
export function stepFlow(env: Env, event: FlowEvent): void {
  stepCompiled(FLOW, flowStateOf(env.state), env, event);
}

/** Enter the machine's initial state for a new game (writes `state.flow` and `state.phase`). */
export function startFlow(env: Env): void {
  startCompiled(FLOW, env, MOVED);
}

export { emptyCoverage, coverageRecorder, recordFlowCoverage, mergeCoverage, type FlowCoverage } from "../../../core/flow-coverage";
