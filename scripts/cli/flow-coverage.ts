/**
 * The flow coverage of a run (`tm selfplay --coverage`): every state and transition of the game's
 * flow machine with how often the run entered or took it (recorded by the engine's compiled flow),
 * the ones never reached included, as text or JSON.
 */
import { FLOW, type FlowCoverage } from "../../engine/games/terra-mystica/flow";

export interface FlowCoverageReport {
  states: { id: string; count: number }[];
  transitions: { key: string; count: number }[];
  events: Record<string, number>;
  /** States and transitions never reached. */
  missed: { states: number; transitions: number };
}

export function coverageReport(c: FlowCoverage): FlowCoverageReport {
  const states = FLOW.states.map((s) => ({ id: s.id, count: c.states[s.id] ?? 0 }));
  const transitions = FLOW.transitions.map((t) => ({ key: t.key, count: c.transitions[t.key] ?? 0 }));
  return {
    states,
    transitions,
    events: { ...c.events },
    missed: { states: states.filter((s) => s.count === 0).length, transitions: transitions.filter((t) => t.count === 0).length },
  };
}

export function coverageText(r: FlowCoverageReport): string {
  const width = Math.max(...r.states.map((s) => s.id.length), ...r.transitions.map((t) => t.key.length));
  const row = (name: string, n: number) => `  ${name.padEnd(width)}  ${n === 0 ? "     —" : String(n).padStart(6)}`;
  return [
    `flow coverage: ${r.states.length - r.missed.states}/${r.states.length} states, ${r.transitions.length - r.missed.transitions}/${r.transitions.length} transitions; events ${Object.entries(r.events)
      .map(([k, n]) => `${k} ${n}`)
      .join(", ")}`,
    "states entered:",
    ...r.states.map((s) => row(s.id, s.count)),
    "transitions taken:",
    ...r.transitions.map((t) => row(t.key, t.count)),
  ].join("\n");
}
