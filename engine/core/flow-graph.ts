/**
 * A flow machine's definition as plain data for the studio to draw, for any game: its states
 * (nested, with their descriptions and the phase work their entry actions do) and its transitions
 * (event, guard, target, actions, description), read off the compiled table. Transition keys are
 * those the coverage recorder counts.
 */
import type { CompiledFlow } from "./flow-compile";

/** A state of the flow diagram. */
export interface FlowNode {
  /** The XState id, e.g. `flow.round.actions.turn`. */
  id: string;
  /** The path below the root (what `GameState.flow` holds for a leaf), e.g. `round.actions.turn`. */
  path: string;
  key: string;
  /** Its title (the state's `meta.title`, else its key). */
  title: string;
  description?: string;
  type: "atomic" | "compound" | "final";
  /** The phase the state records (leaves only). */
  phase?: string;
  /** The phase work its entry actions do (by name; `setPhase` left out). */
  entry: string[];
  children: FlowNode[];
}

/** A transition of the flow diagram. */
export interface FlowEdge {
  /** The coverage key: `flow.round.income -> flow.round.actions [always if free]`. */
  key: string;
  from: string;
  /** The target state's id; the source's own id for a transition that stays. */
  to: string;
  /** `always` for a guarded eventless transition, else the event's type. */
  event: string;
  guard?: string;
  actions: string[];
  description?: string;
}

export interface FlowGraph {
  root: FlowNode;
  edges: FlowEdge[];
}

/** The states and transitions of a compiled flow machine. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any game's context and events
export function graphOfFlow(flow: CompiledFlow<any, any>): FlowGraph {
  const node = (s: (typeof flow.states)[number]): FlowNode => {
    const set = s.entry.find((a) => a.name === "setPhase");
    return {
      id: s.id,
      path: s.path,
      key: s.key,
      title: typeof s.meta?.title === "string" ? s.meta.title : s.key,
      description: s.description,
      type: s.type,
      phase: (set?.params as { phase?: string } | undefined)?.phase,
      entry: s.entry.filter((a) => a.name !== "setPhase").map((a) => a.name),
      children: s.children.map(node),
    };
  };
  const edges = flow.transitions.map(
    (t): FlowEdge => ({
      key: t.key,
      from: t.source.id,
      to: (t.target ?? t.source).id,
      event: t.event,
      guard: t.guard?.name,
      actions: t.actions.map((a) => a.name),
      description: t.description,
    }),
  );
  return { root: node(flow.root), edges };
}
