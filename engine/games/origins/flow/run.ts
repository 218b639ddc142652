/**
 * The engine's side of the flow: the machine compiled once into a table (`FLOW`), stepped after
 * every move. `state.flow` holds the machine's leaf as plain data.
 */
import { compileFlow, startCompiled, stepCompiled, type CompiledFlow, type Implementations } from "../../../core/flow-compile";
import type { Env } from "../rules/env";
import { flowImplementations, gameFlow, type FlowContext, type FlowEvent } from "./machine";

export const FLOW: CompiledFlow<FlowContext, FlowEvent> = compileFlow(gameFlow, flowImplementations as unknown as Implementations<FlowContext, FlowEvent>);

for (const s of FLOW.states) {
  if (s.children.length > 0) continue;
  const flow = (s.entry.find((a) => a.name === "setPhase")?.params as { flow?: string } | undefined)?.flow;
  if (flow !== s.path) throw new Error(`origins flow state ${s.id}: its first entry action must be setPhase with flow "${s.path}" (has ${flow ?? "none"})`);
}

export const MOVED: FlowEvent = { type: "moved" };

/** Send the flow the event of a move: it moves on as far as it can without a player's decision. */
export function stepFlow(env: Env): void {
  const s = FLOW.byPath.get(env.state.flow);
  if (!s) throw new Error(`origins: unknown flow state "${env.state.flow}"`);
  stepCompiled(FLOW, s, env, MOVED);
}

/** Enter the machine's initial state for a new game. */
export function startFlow(env: Env): void {
  startCompiled(FLOW, env, MOVED);
}
