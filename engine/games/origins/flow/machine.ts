/**
 * The flow of an Origins game as an XState v5 machine — the one definition of what comes next: the
 * starting draft, then rounds (the round's start, the players' turns until everyone has passed, the
 * end-of-round steps in the rule book's order) and the end check after each round, then final
 * scoring. Its entry actions call the plain rule functions of `rules/round.ts` and
 * `rules/scoring.ts`; its guards decide the transitions. `state.flow` and `state.phase` are written
 * only by the `setPhase` entry action of its leaves.
 *
 * One event: `moved`, after every move. The engine's hot path runs the machine compiled into a
 * table (`run.ts`, the core's `flow-compile.ts`); the tests also run it as an XState actor.
 */
import { setup } from "xstate";
import type { Env } from "../rules/env";
import { awardBastion, awardZodiac, gameEnds, militaryFallback, returnOrators, startRound } from "../rules/round";
import { scoreGame } from "../rules/scoring";
import type { Phase } from "../rules/state";
import { allPassed } from "../rules/turn";

export type FlowContext = Env;
export type FlowEvent = { type: "moved" };

interface Args {
  context: FlowContext;
}

/** The guards and actions of the flow by name (the machine's `setup` and the compiled table share them). */
export const flowImplementations = {
  guards: {
    /** Every starting die is taken. */
    draftDone: ({ context }: Args) => context.state.draftOrder.length === 0,
    /** Everyone has passed and nothing is left to do. */
    allPassed: ({ context }: Args) => allPassed(context) && context.state.pending.length === 0,
    /** An end condition holds (solo: the last round is over). */
    gameEnds: ({ context }: Args) => gameEnds(context),
  },
  actions: {
    /** Record where the game is: the machine's leaf and its phase. */
    setPhase: ({ context }: Args, params: { flow: string; phase: Phase }) => {
      context.state.flow = params.flow;
      context.state.phase = params.phase;
    },
    /** Dice left over from the draft go back to the citizen reserve. */
    returnDraftDice: ({ context }: Args) => {
      for (const d of context.state.draftPool) context.state.citizenReserve[d.colour]++;
      context.state.draftPool = [];
    },
    startRound: ({ context }: Args) => startRound(context),
    returnOrators: ({ context }: Args) => returnOrators(context),
    awardBastion: ({ context }: Args) => awardBastion(context),
    militaryFallback: ({ context }: Args) => militaryFallback(context),
    awardZodiac: ({ context }: Args) => awardZodiac(context),
    scoreGame: ({ context }: Args) => scoreGame(context),
  },
};

const at = (flow: string, phase: Phase) => ({ type: "setPhase", params: { flow, phase } }) as const;

export const gameFlow = setup({
  types: { context: {} as FlowContext, input: {} as FlowContext, events: {} as FlowEvent },
  guards: flowImplementations.guards,
  actions: flowImplementations.actions,
}).createMachine({
  id: "flow",
  context: ({ input }) => input,
  initial: "setup",
  states: {
    setup: {
      meta: { title: "Setup" },
      description: "The starting draft: clockwise from the first player one die each, then counter-clockwise one more (solo: two of the three lowest).",
      initial: "draft",
      states: {
        draft: {
          meta: { title: "Starting draft" },
          entry: [at("setup.draft", "setup")],
          always: [{ guard: "draftDone", target: "#flow.round", actions: ["returnDraftDice"], description: "every starting die taken" }],
        },
      },
    },
    round: {
      meta: { title: "Round" },
      description: "A round: turns from the Bastion holder clockwise until everyone has passed, then the end-of-round steps.",
      initial: "start",
      states: {
        start: {
          meta: { title: "Round start" },
          description: "Aids flipped, the Bastion holder acts first (solo: the dummy marker moves to the round's threshold).",
          entry: [at("round.start", "round-start"), "startRound"],
          always: [{ target: "turns" }],
        },
        turns: {
          meta: { title: "Turns" },
          description: "Each player still in the round: visit, complete a district, raise a tower, increase population or pass (and one Superiority action).",
          entry: [at("round.turns", "turns")],
          always: [{ guard: "allPassed", target: "end", description: "everyone passed" }],
        },
        end: {
          meta: { title: "End of round" },
          initial: "orators",
          states: {
            orators: {
              meta: { title: "Orators" },
              description: "Every Orator returns to Orator recruitment; used ones +1 (a 5 is re-rolled).",
              entry: [at("round.end.orators", "round-end"), "returnOrators"],
              always: [{ target: "bastion" }],
            },
            bastion: {
              meta: { title: "Bastion" },
              description: "The most advanced military marker takes the Bastion (a tie: the lowest of the stack).",
              entry: [at("round.end.bastion", "round-end"), "awardBastion"],
              always: [{ target: "fallback" }],
            },
            fallback: {
              meta: { title: "Fallback" },
              description: "Rearmost first, each marker falls back to the space just past the nearest threshold behind it.",
              entry: [at("round.end.fallback", "round-end"), "militaryFallback"],
              always: [{ target: "zodiac" }],
            },
            zodiac: {
              meta: { title: "Zodiac awards" },
              description: "Forest, Mountain, Sea: the card goes to the player highest on the track (solo: one card kept at random).",
              entry: [at("round.end.zodiac", "round-end"), "awardZodiac"],
              always: [{ target: "check" }],
            },
            check: {
              meta: { title: "End check" },
              description: "An end condition holds: the game ends; otherwise a new round starts.",
              entry: [at("round.end.check", "round-end")],
              always: [
                { guard: "gameEnds", target: "#flow.finished", description: "an end condition holds" },
                { target: "#flow.round.start", description: "a new round" },
              ],
            },
          },
        },
      },
    },
    finished: {
      meta: { title: "Final scoring" },
      type: "final",
      description: "Gold, the Advisor row, the two lowest temples, seat dice times towers; the tie-break counts city tiles.",
      entry: [at("finished", "finished"), "scoreGame"],
    },
  },
});

export type GameFlow = typeof gameFlow;
