/**
 * Turns: who may act, and when a turn ends. Following terra.snellman.net, a turn is one action plus
 * the steps that action allows next (`subActions`: transform then build, dig then transform, ...).
 * A turn ends when the player has used their action and owes nothing (spades, favors, towns, cult
 * steps, bridges); the next player who has not passed then becomes active. Using a new action
 * declines the player's open power offers (takes them, where the rules forbid declining).
 */
import type { Env } from "./env";
import { lapseOffers } from "./leech";
import { SUB_ACTIONS, subActionsOf, type GameState, type MerchantsPieces, type PlayerState, type SubAction } from "./state";

/** Reset a player's turn bookkeeping for a fresh action. */
export function startFullMove(env: Env, seat: number): void {
  const p = env.state.players[seat]!;
  env.state.active = seat;
  p.actionsLeft = 1;
  p.subActions = subActionsOf();
  // An empty list stays (the player's own: nothing else holds it but a turn snapshot, which puts it back as it was).
  if (p.buildLocations.length > 0) p.buildLocations = [];
  p.homeOnly = false;
  p.skipTarget = undefined;
  if (p.cultBlocked.length > 0) p.cultBlocked = [];
  p.mustUseSpades = false;
  endMoveShips(p);
}

/** Close the player's open Move ships action, if any (its moves and its stronghold trades' limits). */
function endMoveShips(p: PlayerState): void {
  if (!p.merchants) return;
  p.merchants.moving = undefined;
  p.merchants.strongholdTrades = undefined;
}

/** Whether the player is the only one still playing this round. */
export function lastInRound(env: Env, seat: number): boolean {
  const players = env.state.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!;
    if (p.passed || p.dropped) {
      if (i === seat) return false;
    } else if (i !== seat) return false;
  }
  return true;
}

/** Whether the player may take a step of this kind now (as a follow-up, or as their action). */
export function canTake(env: Env, seat: number, type: SubAction, subActions?: Partial<Record<SubAction, number>>): boolean {
  const p = env.state.players[seat]!;
  if (((subActions ?? p.subActions)[type] ?? 0) > 0) return true;
  // A new action (the second of a double turn, or the last player's next one) waits until what this one allows is done.
  if (owesSteps(p)) return false;
  if (p.actionsLeft > 0 && env.state.active === seat) return true;
  if (env.state.round === 0 || env.state.phase !== "actions") return false;
  // The last player's next action waits until `done` ends their open Move ships action (Merchants of the Seas).
  if (p.merchants?.moving !== undefined) return false;
  return lastInRound(env, seat);
}

/**
 * Whether the player owes steps only the current action's follow-ups can settle (bridges, free
 * structures, spades). Spades left over once the follow-ups are closed (`done`) do not hold the
 * last player of the round back from a new action, as on terra.snellman.net.
 */
function owesSteps(p: PlayerState): boolean {
  const o = p.pending;
  return (
    o.bridges > 0 || o.freeDwellings > 0 || o.freeTradingHouses > 0 || o.freeTransforms > 0 || (o.spades > 0 && hasFollowUps(p)) ||
    (p.merchants !== undefined && p.merchants.landed.length > 0)
  );
}

/**
 * Take a step of this kind (checked with `canTake`): as a follow-up if allowed, else as the
 * player's action (declining their open power offers). The steps allowed next become `followUp`.
 */
export function take(env: Env, seat: number, type: SubAction, followUp?: Partial<Record<SubAction, number>>): void {
  const p = env.state.players[seat]!;
  if ((p.subActions[type] ?? 0) > 0) {
    p.subActions = subActionsOf(followUp);
    return;
  }
  if (p.actionsLeft > 0 && env.state.active === seat) {
    p.actionsLeft--;
    p.subActions = subActionsOf(followUp);
    // The second action of a double turn ends an open Move ships action.
    endMoveShips(p);
    lapseOffers(env, seat);
    return;
  }
  // The last player still in the round takes one action after another.
  endTurnIfDone(env, seat);
  startFullMove(env, seat);
  take(env, seat, type, followUp);
}

/** Whether the current action still allows steps (`subActions`). */
export function hasFollowUps(p: PlayerState): boolean {
  // Over the kinds of `SUB_ACTIONS` (the record's fields, see `subActionsOf`), not a `for…in`: every
  // listing asks, and a loop over keys costs more to run and to compile.
  const o = p.subActions;
  for (let i = 0; i < SUB_ACTIONS.length; i++) if ((o[SUB_ACTIONS[i]!] ?? 0) > 0) return true;
  return false;
}

/** Whether the player owes the game something before the phase can move on (before their turn ends: `owesInTurn`). */
export function owesSomething(p: PlayerState): boolean {
  return owesInTurn(p) || (!p.dropped && p.pending.leechTokens > 0);
}

/**
 * Whether the player owes the game something before their turn can end. A power token offered for
 * an opponent's leech (Shapeshifters) is not among it: like a power offer, it is answered aside.
 */
export function owesInTurn(p: PlayerState): boolean {
  if (p.dropped) return false;
  const o = p.pending;
  return (
    o.spades > 0 || o.freeTransforms > 0 || o.freeTradingHouses > 0 || o.freeDwellings > 0 || o.loseCult > 0 || o.unlocks > 0 || o.shapeshift > 0 || o.cultSteps > 0 || o.favors > 0 || o.towns > 0 || o.bridges > 0 ||
    // Ships standing on structures trade before the turn ends (Merchants of the Seas).
    (p.merchants !== undefined && p.merchants.landed.length > 0)
  );
}

/** Who moves during setup: a player owing cult steps for a volcano (Acolytes) first, else the setup step's player (-1: nobody). */
export function setupMover(state: GameState): number {
  // The faction auction: the player to nominate or bid.
  if (state.phase === "setup-auction") return state.auction?.next ?? -1;
  const owing = state.players.findIndex((p) => p.pending.loseCult > 0);
  return owing >= 0 ? owing : (state.setupQueue[0]?.seat ?? -1);
}

/** The next seat in turn order after `seat` that has not passed (possibly `seat` itself), or -1. */
export function nextInTurn(env: Env, seat: number): number {
  const order = env.state.order;
  const at = order.indexOf(seat);
  for (let k = 1; k <= order.length; k++) {
    const s = order[(at + k) % order.length]!;
    const p = env.state.players[s]!;
    if (!p.passed && !p.dropped) return s;
  }
  return -1;
}

/** Whether `next` comes after `seat` in this round's turn order (starting from the start player). */
function laterInRound(env: Env, next: number, seat: number): boolean {
  const order = env.state.order;
  const start = order.indexOf(env.state.startPlayer);
  const n = order.length;
  return (order.indexOf(next) - start + n) % n > (order.indexOf(seat) - start + n) % n;
}

/**
 * End the player's turn if it is complete: their action used and nothing owed. The next player who
 * has not passed becomes active. A new turn order decided by passing takes effect afterwards.
 */
export function endTurnIfDone(env: Env, seat: number): void {
  const state = env.state;
  if (state.round === 0 || seat < 0) return;
  const p = state.players[seat]!;
  if (!owesInTurn(p) && state.active === seat && p.actionsLeft === 0 && state.phase === "actions") {
    const next = nextInTurn(env, seat);
    if (next >= 0) {
      if (!laterInRound(env, next, seat)) state.turn++;
      startFullMove(env, next);
    } else state.active = -1;
  }
  if (state.nextOrder) {
    state.order = state.nextOrder;
    state.nextOrder = undefined;
  }
}

type TurnFields = Pick<PlayerState, "actionsLeft" | "subActions" | "buildLocations" | "homeOnly" | "skipTarget" | "cultBlocked" | "mustUseSpades">;

/** What ending a turn changes (see `endTurnIfDone`), to put back if the move that follows is rejected. */
export interface TurnSnapshot {
  active: number;
  turn: number;
  order: number[];
  nextOrder?: number[];
  next?: [number, TurnFields];
  /** The next player's open Move ships action, which a new turn closes. */
  moveShips?: Pick<MerchantsPieces, "moving" | "strongholdTrades">;
}

/** Whether `endTurnIfDone(env, seat)` would change anything. */
export function turnWouldEnd(env: Env, seat: number): boolean {
  const state = env.state;
  if (state.round === 0 || seat < 0) return false;
  const p = state.players[seat]!;
  return state.nextOrder !== undefined || (state.active === seat && p.actionsLeft === 0 && state.phase === "actions" && !owesInTurn(p));
}

export function snapshotTurn(env: Env, seat: number): TurnSnapshot {
  const state = env.state;
  const next = nextInTurn(env, seat);
  const q = next >= 0 ? state.players[next]! : undefined;
  return {
    active: state.active,
    turn: state.turn,
    order: state.order,
    nextOrder: state.nextOrder,
    next: q && [
      next,
      {
        actionsLeft: q.actionsLeft,
        subActions: q.subActions,
        buildLocations: q.buildLocations,
        homeOnly: q.homeOnly,
        skipTarget: q.skipTarget,
        cultBlocked: q.cultBlocked,
        mustUseSpades: q.mustUseSpades,
      },
    ],
    moveShips: q?.merchants && { moving: q.merchants.moving, strongholdTrades: q.merchants.strongholdTrades },
  };
}

export function restoreTurn(state: GameState, s: TurnSnapshot): void {
  state.active = s.active;
  state.turn = s.turn;
  state.order = s.order;
  state.nextOrder = s.nextOrder;
  if (s.next) {
    const q = state.players[s.next[0]]!;
    Object.assign(q, s.next[1]);
    if (q.merchants && s.moveShips) Object.assign(q.merchants, s.moveShips);
  }
}
