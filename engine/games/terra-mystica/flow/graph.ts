/**
 * Terra Mystica's flow machine as plain data for the studio to draw (`graphOfFlow` of the core), read
 * off the compiled table — itself walked from `gameFlow`.
 */
import { graphOfFlow, type FlowGraph } from "../../../core/flow-graph";
import { FLOW } from "./run";

export type { FlowEdge, FlowGraph, FlowNode } from "../../../core/flow-graph";

let graph: FlowGraph | undefined;

/** The machine's states and transitions (computed once). */
export function flowGraph(): FlowGraph {
  graph ??= graphOfFlow(FLOW);
  return graph;
}
/** The XState id of the leaf a game's `state.flow` names (`round.actions.turn` → `flow.round.actions.turn`). */
export function flowStateId(flow: string): string {
  return `${FLOW.root.id}.${flow}`;
}
