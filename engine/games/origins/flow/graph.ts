/** Origins' flow machine as plain data for the studio to draw (`graphOfFlow` of the core), read off the compiled table. */
import { graphOfFlow, type FlowGraph } from "../../../core/flow-graph";
import { FLOW } from "./run";

let graph: FlowGraph | undefined;

/** The machine's states and transitions (computed once). */
export function originsFlowGraph(): FlowGraph {
  graph ??= graphOfFlow(FLOW);
  return graph;
}

/** The XState id of the leaf a game's `state.flow` names (`round.turns` → `flow.round.turns`). */
export function originsFlowStateId(flow: string): string {
  return `${FLOW.root.id}.${flow}`;
}
