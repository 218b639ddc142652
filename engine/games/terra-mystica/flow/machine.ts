/**
 * The flow of a game as an XState v5 machine: game → setup / round → phase, with the states where
 * the game waits for decisions (power offers, owed spades, favor and town tiles, cult steps).
 *
 * The machine holds the catalog and the engine state in its context. Its only event is `move`; the
 * `isLegal` guard and the `applyMove` action call the engine's plain functions (`apply`), and the
 * state the machine lands in is read off the engine (`phaseOf`, `blockers`, `allPassed`) by guarded
 * `always` transitions. A rejected move takes no transition: the snapshot stays as it was.
 */
import { assign, setup } from "xstate";
import type { Catalog } from "../catalog";
import { apply } from "../rules/apply";
import type { Move } from "../rules/moves";
import { blockers, phaseOf } from "../rules/phase";
import type { GameState, Phase } from "../rules/state";

export interface FlowContext {
  catalog: Catalog;
  state: GameState;
}

export type FlowEvent = { type: "move"; move: Move };

const waiting = (state: GameState) => {
  const b = blockers(state);
  return b.offers > 0 || b.owing.length > 0;
};

const phaseIs = (phase: Phase) => ({ context }: { context: FlowContext }) => phaseOf(context.state) === phase;

/** Where the machine should be for an engine state, as a target id (`#flow.round.actions.turn`, ...). */
export function targetFor(state: GameState): string {
  switch (phaseOf(state)) {
    case "setup-dwellings":
      return "#flow.setup.dwellings";
    case "setup-bonus":
      return "#flow.setup.bonusCards";
    case "cult-bonus":
      return "#flow.round.cultBonus";
    case "income":
      return "#flow.round.income";
    case "actions":
      return waiting(state) ? "#flow.round.actions.decisions" : "#flow.round.actions.turn";
    case "finished":
      return "#flow.finished";
  }
}

/** The transitions that put the machine where the engine state is (evaluated after every move). */
const SYNC = [
  { guard: "inFinished", target: "#flow.finished" },
  { guard: "inSetupDwellings", target: "#flow.setup.dwellings" },
  { guard: "inSetupBonus", target: "#flow.setup.bonusCards" },
  { guard: "inCultBonus", target: "#flow.round.cultBonus" },
  { guard: "inIncome", target: "#flow.round.income" },
  { guard: "inActionsWaiting", target: "#flow.round.actions.decisions" },
  { target: "#flow.round.actions.turn" },
] as const;

export const gameFlow = setup({
  types: {
    context: {} as FlowContext,
    input: {} as FlowContext,
    events: {} as FlowEvent,
  },
  guards: {
    isLegal: ({ context, event }) => apply(context.catalog, context.state, event.move).ok,
    inFinished: phaseIs("finished"),
    inSetupDwellings: phaseIs("setup-dwellings"),
    inSetupBonus: phaseIs("setup-bonus"),
    inCultBonus: phaseIs("cult-bonus"),
    inIncome: phaseIs("income"),
    inActionsWaiting: ({ context }) => phaseOf(context.state) === "actions" && waiting(context.state),
  },
  actions: {
    applyMove: assign(({ context, event }) => {
      const result = apply(context.catalog, context.state, event.move);
      return result.ok ? { state: result.state } : {};
    }),
  },
}).createMachine({
  id: "flow",
  context: ({ input }) => input,
  initial: "sync",
  on: {
    move: { guard: "isLegal", actions: "applyMove", target: ".sync" },
  },
  states: {
    /** Transient: go to the state matching the engine's phase. */
    sync: { always: [...SYNC] },
    setup: {
      description: "Before round 1: initial dwellings in rule-book order, then bonus cards in reverse order.",
      initial: "dwellings",
      states: {
        dwellings: { description: "Players place their initial dwellings." },
        bonusCards: { description: "Players pick their first bonus card, last player first." },
      },
    },
    round: {
      description: "One of the rounds: income, actions, then the scoring tile's cult bonus.",
      initial: "income",
      states: {
        income: { description: "Income from structures, bonus card and favor tiles (waits only for open decisions)." },
        actions: {
          description: "The action phase, until every player has passed.",
          initial: "turn",
          states: {
            turn: { description: "The active player takes an action or a free action." },
            decisions: {
              description: "Waiting for decisions: power offers (leech), owed spades, favor or town tiles, cult steps.",
            },
          },
        },
        cultBonus: { description: "The scoring tile's cult bonus (spades are applied at once, in next round's order)." },
      },
    },
    finished: { type: "final", description: "Final scoring done." },
  },
});

export type GameFlow = typeof gameFlow;

/** A node of the flow diagram: a state of the machine and its children. */
export interface FlowNode {
  id: string;
  key: string;
  description?: string;
  children: FlowNode[];
}

/** The machine's states as a tree, for the studio to draw (transitions follow the engine's phases). */
export function flowTree(): FlowNode {
  const walk = (node: (typeof gameFlow)["root"]): FlowNode => ({
    id: node.id,
    key: node.key,
    description: node.description,
    children: Object.values(node.states).map(walk),
  });
  return walk(gameFlow.root);
}

/** The order a game moves through the phases, as edges between state ids of the diagram. */
export const FLOW_EDGES: readonly { from: string; to: string; when: string }[] = [
  { from: "flow.setup.dwellings", to: "flow.setup.bonusCards", when: "every initial dwelling placed" },
  { from: "flow.setup.bonusCards", to: "flow.round.income", when: "every bonus card picked" },
  { from: "flow.round.income", to: "flow.round.actions.turn", when: "income paid" },
  { from: "flow.round.actions.turn", to: "flow.round.actions.decisions", when: "a power offer or an owed decision is open" },
  { from: "flow.round.actions.decisions", to: "flow.round.actions.turn", when: "decisions answered" },
  { from: "flow.round.actions.turn", to: "flow.round.cultBonus", when: "everyone passed (rounds before the last)" },
  { from: "flow.round.cultBonus", to: "flow.round.income", when: "cult bonus and its spades applied" },
  { from: "flow.round.actions.turn", to: "flow.finished", when: "everyone passed in the last round" },
];
