/**
 * The flow of a game as an XState v5 machine — the one definition of what comes next. Its states
 * are the phases (setup: initial dwellings, bonus cards; a round: income, the action phase with its
 * turns and the waits for decisions, the scoring tile's cult bonus; the end of the game), its
 * entry actions do the phase work by calling the plain rule functions of `rules/phase.ts`, and its
 * guards decide the transitions. `state.phase` and `state.flow` are written only by the
 * `setPhase` entry action of the machine's states.
 *
 * Events are few: `moved` after every move a player makes (the machine then re-checks its guarded
 * `always` transitions), and the moderator's commands `income`, `start` and `finish` (forcing a
 * phase on while power offers are still open, as terra.snellman.net's moderator does).
 *
 * The context is the engine's `Env` (catalog, rules, board and the game state, changed in place by
 * the rule functions). The engine's hot path does not run an XState actor: `compile.ts` compiles
 * this definition into a transition table with a tiny interpreter (see README.md for the figures);
 * the studio and the tests run the actor. Guards and actions are resolved by name, against
 * `flowImplementations`, in both.
 */
import { setup } from "xstate";
import type { Env } from "../rules/env";
import { allPassed, finishGame, payCultBonus, payIncome, startRound } from "../rules/phase";
import type { Phase } from "../rules/state";
import { owesSomething } from "../rules/turn";
import { auctionWon, nominationsDone, openAuction, resolveSealedBids, sealedBidding, sealedBidsIn, seatFactions } from "../rules/auction";

/** The machine's context: the engine's environment, whose game state the entry actions change in place. */
export type FlowContext = Env;

/**
 * What the flow is told: a move was applied (`moved`), or the moderator's `income` / `start` /
 * `finish`. One event per move, at most.
 */
export type FlowEvent = { type: "moved" } | { type: "income" } | { type: "start" } | { type: "finish" };
export type FlowEventType = FlowEvent["type"];

interface Args {
  context: FlowContext;
}

const waiting = (env: Env): boolean => env.state.leechOffers.length > 0 || env.state.players.some(owesSomething);
const nobodyOwes = (env: Env): boolean => !env.state.players.some(owesSomething);
const lastRound = (env: Env): boolean => env.state.round >= env.rules.rounds;

/**
 * The guards and actions of the flow, by name: the XState machine is set up with these, and the
 * compiled table resolves the same names against the same object.
 */
export const flowImplementations = {
  guards: {
    /** The factions are still to be won in the faction auction (Fire & Ice variant). */
    auctionOpen: ({ context }: Args) => openAuction(context) !== undefined,
    /** Every player has nominated a faction for the auction. */
    nominated: ({ context }: Args) => nominationsDone(context),
    /** Every player holds a faction in the auction. */
    auctionWon: ({ context }: Args) => auctionWon(context),
    /** Every player has nominated a faction for the fast auction: the sealed bids are on. */
    sealedBidding: ({ context }: Args) => sealedBidding(context),
    /** Every player's sealed bids are in (fast auction). */
    sealedBidsIn: ({ context }: Args) => sealedBidsIn(context),
    /** Every terrain colour and starting tile is picked (Fire & Ice; nothing to pick in other games). */
    choicesMade: ({ context }: Args) => {
      const head = context.state.setupQueue[0];
      return !head || (head.step !== "color" && head.step !== "favor");
    },
    /** A colour is to be picked next (a volcano faction, once the initial dwellings are placed). */
    colourNext: ({ context }: Args) => context.state.setupQueue[0]?.step === "color",
    /** No initial dwelling (and no dock, Merchants of the Seas) is left to place. */
    dwellingsPlaced: ({ context }: Args) => {
      const head = context.state.setupQueue[0];
      return !head || (head.step !== "dwelling" && head.step !== "dock");
    },
    /** Every first bonus card is picked. */
    bonusCardsPicked: ({ context }: Args) => context.state.setupQueue.length === 0,
    /** A power offer is open or a player owes a decision (spades, favor or town tile, cult steps, bridges...). */
    waiting: ({ context }: Args) => waiting(context),
    /** Nothing is open: no power offer, nothing owed. */
    free: ({ context }: Args) => !waiting(context),
    /** Everyone has passed in the last round, and the rules pay no cult bonus after it. */
    gameOver: ({ context }: Args) => allPassed(context.state) && lastRound(context) && !context.rules.scoringTiles.lastRoundCultBonus,
    /** Everyone has passed. */
    allPassed: ({ context }: Args) => allPassed(context.state),
    /** Nothing is open and this was the last round. */
    freeAfterLastRound: ({ context }: Args) => !waiting(context) && lastRound(context),
    /** Everyone has passed, nobody owes anything (power offers may be open) and this is not the last round. */
    incomeAllowed: ({ context }: Args) => allPassed(context.state) && nobodyOwes(context) && !lastRound(context),
    /** Nobody owes anything (power offers may be open). */
    nobodyOwes: ({ context }: Args) => nobodyOwes(context),
    /** This is the last round. */
    lastRound: ({ context }: Args) => lastRound(context),
    /** Everyone has passed in the last round and nobody owes anything (power offers may be open). */
    lastRoundPassed: ({ context }: Args) => allPassed(context.state) && nobodyOwes(context) && lastRound(context),
    /** Everyone has passed and nobody owes anything (power offers may be open). */
    passedNobodyOwes: ({ context }: Args) => allPassed(context.state) && nobodyOwes(context),
  },
  actions: {
    /** Record where the game is: the machine's state and its phase. */
    setPhase: ({ context }: Args, params: { flow: string; phase: Phase }) => {
      context.state.flow = params.flow;
      context.state.phase = params.phase;
    },
    /** Nobody is to act (the action phase is over). */
    clearActive: ({ context }: Args) => {
      context.state.active = -1;
    },
    /** The scoring tile's cult bonus (after the last round only if the rules say so). */
    payCultBonus: ({ context }: Args) => payCultBonus(context),
    /** Income: structures, bonus card, favor tiles. */
    payIncome: ({ context }: Args) => payIncome(context),
    /** A new round: coins on unused bonus cards, action spaces freed, the start player acts. */
    startRound: ({ context }: Args) => startRound(context),
    /** Final scoring and leftover resources. */
    finishGame: ({ context }: Args) => finishGame(context),
    /** The auction's factions take their seats, in nomination order, with their starting VP. */
    seatFactions: ({ context }: Args) => seatFactions(context),
    /** The fast auction is decided from the sealed bids: each player's faction and bid. */
    resolveSealedBids: ({ context }: Args) => resolveSealedBids(context),
  },
};

export type FlowGuard = keyof typeof flowImplementations.guards;
export type FlowAction = keyof typeof flowImplementations.actions;

/** The entry action recording a leaf state (its path is checked against `flow` when the table is compiled). */
const at = (flow: string, phase: Phase) => ({ type: "setPhase", params: { flow, phase } }) as const;

export const gameFlow = setup({
  types: {
    context: {} as FlowContext,
    input: {} as FlowContext,
    events: {} as FlowEvent,
  },
  guards: flowImplementations.guards,
  actions: flowImplementations.actions,
}).createMachine({
  id: "flow",
  context: ({ input }) => input,
  initial: "setup",
  states: {
    setup: {
      meta: { title: "Setup" },
      description:
        "Before round 1: the faction auction (a Fire & Ice variant), terrain colours and starting tiles (Fire & Ice), initial dwellings in rule-book order, then the first bonus cards in reverse order.",
      initial: "choices",
      states: {
        choices: {
          meta: { title: "Colours, tiles" },
          description:
            "Fire & Ice factions pick their terrain colour, and take their starting favor tiles, in seating order; volcano factions pick theirs after the initial dwellings.",
          entry: [at("setup.choices", "setup-choices")],
          always: [
            { guard: "auctionOpen", target: "auction", description: "the factions are bid for first (faction auction)" },
            { guard: "choicesMade", target: "dwellings", description: "every colour and starting tile picked" },
          ],
        },
        auction: {
          meta: { title: "Faction auction" },
          description: "Fire & Ice variant: players nominate factions in seating order, then bid VP for them until each holds one.",
          initial: "nominate",
          states: {
            nominate: {
              meta: { title: "Nominations" },
              description: "In seating order, each player nominates a faction (not one sharing a nominated faction's home terrain).",
              entry: [at("setup.auction.nominate", "setup-auction")],
              always: [
                { guard: "sealedBidding", target: "sealed", description: "every player nominated a faction (fast auction): sealed bids" },
                { guard: "nominated", target: "bid", description: "every player nominated a faction" },
              ],
            },
            bid: {
              meta: { title: "Bids" },
              description: "In seating order, each player without a faction bids VP for one; an outbid player bids again on their next turn.",
              entry: [at("setup.auction.bid", "setup-auction")],
              always: [
                {
                  guard: "auctionWon",
                  target: "#flow.setup.choices",
                  actions: ["seatFactions"],
                  description: "every player holds a faction: the factions take their seats in nomination order",
                },
              ],
            },
            sealed: {
              meta: { title: "Sealed bids" },
              description:
                "The fast auction (as terra.snellman.net offers it): in seating order, each player bids once on every nominated faction, in secret; the factions go where the bids are highest in total.",
              entry: [at("setup.auction.sealed", "setup-auction")],
              always: [
                {
                  guard: "sealedBidsIn",
                  target: "#flow.setup.choices",
                  actions: ["resolveSealedBids", "seatFactions"],
                  description: "every sealed bid is in: the auction is decided and the factions take their seats in nomination order",
                },
              ],
            },
          },
        },
        dwellings: {
          meta: { title: "Initial dwellings" },
          description: "Players place their initial dwellings.",
          entry: [at("setup.dwellings", "setup-dwellings")],
          always: [
            { guard: "colourNext", target: "choices", description: "a volcano faction picks its colour" },
            { guard: "dwellingsPlaced", target: "bonusCards", description: "every initial dwelling placed" },
          ],
        },
        bonusCards: {
          meta: { title: "Bonus cards" },
          description: "Players pick their first bonus card, last player first.",
          entry: [at("setup.bonusCards", "setup-bonus")],
          always: [{ guard: "bonusCardsPicked", target: "#flow.round.income", description: "every bonus card picked" }],
        },
      },
    },
    round: {
      meta: { title: "Round" },
      description: "One of the rounds: income, the action phase, then the scoring tile's cult bonus.",
      initial: "income",
      states: {
        income: {
          meta: { title: "Income" },
          description: "Income from structures, bonus card and favor tiles; the round starts once no decision is open.",
          entry: [at("round.income", "income"), "payIncome"],
          always: [{ guard: "free", target: "actions", description: "no power offer open, nothing owed" }],
          on: { start: { guard: "nobodyOwes", target: "actions", description: "the moderator starts the round although power offers are open" } },
        },
        actions: {
          meta: { title: "Action phase" },
          description: "The action phase: the round's number goes up, coins go on unused bonus cards, the start player acts; until every player has passed.",
          entry: ["startRound"],
          initial: "turn",
          on: {
            income: {
              guard: "incomeAllowed",
              target: "income",
              actions: ["clearActive", "payCultBonus"],
              description: "the moderator takes income although power offers are open (the cult bonus is paid first)",
            },
            finish: [
              {
                guard: "lastRoundPassed",
                target: "#flow.finished",
                actions: ["payCultBonus"],
                description: "the moderator ends the game after the last round (its cult bonus first, if the rules pay it)",
              },
              { guard: "passedNobodyOwes", target: "#flow.finished", description: "the moderator ends the game early" },
            ],
          },
          states: {
            turn: {
              meta: { title: "Turn" },
              description: "The active player takes an action or a free action.",
              entry: [at("round.actions.turn", "actions")],
              always: [
                { guard: "waiting", target: "decisions", description: "a power offer or an owed decision is open" },
                { guard: "gameOver", target: "#flow.finished", description: "everyone passed in the last round (no cult bonus after it)" },
                { guard: "allPassed", target: "#flow.round.cultBonus", description: "everyone passed" },
              ],
            },
            decisions: {
              meta: { title: "Decisions" },
              description: "Waiting for decisions: power offers (leech), owed spades, favor or town tiles, cult steps, bridges.",
              entry: [at("round.actions.decisions", "actions")],
              always: [{ guard: "free", target: "turn", description: "every decision answered" }],
            },
          },
        },
        cultBonus: {
          meta: { title: "Cult bonus" },
          description: "The scoring tile's cult bonus, in next round's order; its spades are used before income.",
          entry: [at("round.cultBonus", "cult-bonus"), "clearActive", "payCultBonus"],
          always: [
            { guard: "freeAfterLastRound", target: "#flow.finished", description: "the last round's cult bonus is settled" },
            { guard: "free", target: "income", description: "the cult bonus and its spades are settled" },
          ],
          on: { finish: { guard: "lastRound", target: "#flow.finished", description: "the moderator ends the game after the last cult bonus" } },
        },
      },
    },
    finished: {
      meta: { title: "Final scoring" },
      type: "final",
      description: "Final scoring (majorities on the cult tracks, largest network, leftover resources) done.",
      entry: [at("finished", "finished"), "finishGame"],
    },
  },
});

export type GameFlow = typeof gameFlow;
