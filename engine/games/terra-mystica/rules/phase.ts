/**
 * The work of the game's phases as plain functions — the cult bonus, income, a new round, the end of
 * the game — and what the flow's guards read (`blockers`, `allPassed`). What comes next is decided
 * only by the flow machine (`engine/flow/machine.ts`), whose entry actions call these.
 */
import { applyEffect } from "./effects";
import type { Env } from "./env";
import { gainResources } from "./resources";
import { finalScoring } from "./scoring";
import type { GameState, Phase, PlayerState, VpSource } from "./state";
import type { Resources } from "../schema/common";
import { owesSomething, startFullMove } from "./turn";
import { eachIncomePart, type IncomePart, type IncomeSink } from "./income";
import { heldShipIncome } from "./passives";
import { gainShips } from "./ships";
import { shipyardOf } from "./shipyard";

export function phaseOf(state: GameState): Phase {
  return state.phase;
}

/** What the game waits for before it can move on by itself: open power offers and obligations. */
export function blockers(state: GameState): { offers: number; owing: number[] } {
  const owing: number[] = [];
  const players = state.players;
  for (let i = 0; i < players.length; i++) if (owesSomething(players[i]!)) owing.push(i);
  return { offers: state.leechOffers.length, owing };
}

/** Seats in this round's turn order, starting with the start player. */
export function turnOrder(state: GameState): number[] {
  const at = Math.max(0, state.order.indexOf(state.startPlayer));
  return [...state.order.slice(at), ...state.order.slice(0, at)];
}

/** The cult bonus of the round's scoring tile, paid at the end of the round (after the last one only if the rules say so). */
export function payCultBonus(env: Env): void {
  const state = env.state;
  const id = state.round > 0 ? state.scoring[state.round - 1] : undefined;
  const tile = id ? env.catalog.scoringTiles[id] : undefined;
  if (!tile || (state.round >= env.rules.rounds && !env.rules.scoringTiles.lastRoundCultBonus)) return;
  const { cult, every, reward } = tile.cultBonus;
  for (const seat of turnOrder(state)) {
    const p = state.players[seat]!;
    const level = cult === "priests-sent" ? p.priestsSent : p.cults[cult];
    const times = Math.floor(level / every);
    if (times > 0) applyEffect(env, seat, reward, "round-scoring", times);
    if (p.dropped) p.pending.spades = 0;
  }
}

/** Pays income parts to one player as they come (one object for every income phase: no list of parts). */
class Payer implements IncomeSink {
  p: PlayerState | undefined;
  part(_from: IncomePart["from"], income: Resources | undefined, source: VpSource): void {
    gainResources(this.p!, income, source);
  }
}
const PAYER = new Payer();

/** Income: structures on the board, the bonus card, favor tiles (see `eachIncomePart`), in this round's turn order. */
export function payIncome(env: Env): void {
  const state = env.state;
  const order = state.order;
  const at = Math.max(0, order.indexOf(state.startPlayer));
  for (let k = 0; k < order.length; k++) {
    const seat = order[(at + k) % order.length]!;
    const p = state.players[seat]!;
    PAYER.p = p;
    eachIncomePart(env.catalog, state, seat, PAYER);
    PAYER.p = undefined;
    if (p.merchants) gainShips(env, seat, heldShipIncome(env, seat) + (p.merchants.shipyard === undefined ? 0 : (shipyardOf(env, seat)?.shipIncome ?? 0)));
  }
}

/** A new round: coins on unused bonus cards, action spaces free again, the start player acts. */
export function startRound(env: Env): void {
  const state = env.state;
  state.round++;
  state.turn = 1;
  for (const p of state.players) p.passed = false;
  state.usedActions = [];
  const bonus = state.pool.bonus;
  for (const id in bonus) if (bonus[id]! > 0) state.bonusCoins[id] = (state.bonusCoins[id] ?? 0) + env.rules.bonusCards.coinsOnUnused;
  state.active = -1;
  const order = state.order;
  const at = Math.max(0, order.indexOf(state.startPlayer));
  for (let k = 0; k < order.length; k++) {
    const seat = order[(at + k) % order.length]!;
    if (!state.players[seat]!.dropped) {
      startFullMove(env, seat);
      break;
    }
  }
}

/** End the game: final scoring and leftover resources. */
export function finishGame(env: Env): void {
  const state = env.state;
  state.finished = true;
  state.active = -1;
  state.leechOffers = [];
  state.leechEvents = [];
  finalScoring(env);
  for (const p of state.players) p.passed = false;
}

/**
 * Whether every player has passed (or left): the action phase is over once nothing is pending. A
 * player who passed with the second action of a double turn still to take has not finished.
 */
export function allPassed(state: GameState): boolean {
  const players = state.players;
  for (let i = 0; i < players.length; i++) if (!players[i]!.passed && !players[i]!.dropped) return false;
  return !(state.active >= 0 && players[state.active]!.actionsLeft > 0);
}
