/**
 * Flow coverage, for any game's compiled flow machine: how often a run of the flow entered each
 * state, took each transition and got each event (what a session or a batch went through). The
 * compiled flow (`flow-compile.ts`) tells a recorder; these add its counts up.
 */
import { withFlowRecorder, type FlowRecorder } from "./flow-compile";

/** How often a run of the flow entered each state, took each transition and got each event. */
export interface FlowCoverage {
  /** By state id (`flow.round.actions.turn`), compound states included. */
  states: Record<string, number>;
  /** By transition key (`flow.round.income -> flow.round.actions [always if free]`). */
  transitions: Record<string, number>;
  /** By event type. */
  events: Record<string, number>;
}

export function emptyCoverage(): FlowCoverage {
  return { states: {}, transitions: {}, events: {} };
}

/** A recorder adding to `coverage`. */
export function coverageRecorder(coverage: FlowCoverage): FlowRecorder {
  return {
    event: (type) => {
      coverage.events[type] = (coverage.events[type] ?? 0) + 1;
    },
    transition: (key) => {
      coverage.transitions[key] = (coverage.transitions[key] ?? 0) + 1;
    },
    enter: (id) => {
      coverage.states[id] = (coverage.states[id] ?? 0) + 1;
    },
  };
}

/** Run `fn` (games created and moves applied) and return what the flow went through, added to `into`. */
export function recordFlowCoverage<T>(fn: () => T, into: FlowCoverage = emptyCoverage()): { result: T; coverage: FlowCoverage } {
  const result = withFlowRecorder(coverageRecorder(into), fn);
  return { result, coverage: into };
}

/** Add `b`'s counts to `a`. */
export function mergeCoverage(a: FlowCoverage, b: FlowCoverage): FlowCoverage {
  for (const k of ["states", "transitions", "events"] as const) for (const [id, n] of Object.entries(b[k])) a[k][id] = (a[k][id] ?? 0) + n;
  return a;
}

/** A copy of a coverage (its counts frozen at this point). */
export function copyCoverage(c: FlowCoverage): FlowCoverage {
  return { states: { ...c.states }, transitions: { ...c.transitions }, events: { ...c.events } };
}
