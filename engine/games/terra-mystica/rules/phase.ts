/**
 * The work of the game's phases as plain functions — the cult bonus, income, a new round, the end of
 * the game — and what the flow's guards read (`blockers`, `allPassed`). What comes next is decided
 * only by the flow machine (`engine/flow/machine.ts`), whose entry actions call these.
 */
import { applyEffect } from "./effects";
import type { Env } from "./env";
import { gainResources } from "./resources";
import { finalScoring } from "./scoring";
import type { GameState, Phase } from "./state";
import { owesSomething, startFullMove } from "./turn";
import { incomeParts } from "./income";
import { heldShipIncome } from "./passives";
import { gainShips } from "./ships";
import { shipyardOf } from "./shipyard";

export function phaseOf(state: GameState): Phase {
  return state.phase;
}

/** What the game waits for before it can move on by itself: open power offers and obligations. */
export function blockers(state: GameState): { offers: number; owing: number[] } {
  const owing: number[] = [];
  state.players.forEach((p, i) => {
    if (owesSomething(p)) owing.push(i);
  });
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

/** Income: structures on the board, the bonus card, favor tiles (see `incomeParts`). */
export function payIncome(env: Env): void {
  const state = env.state;
  for (const seat of turnOrder(state)) {
    const p = state.players[seat]!;
    for (const part of incomeParts(env.catalog, state, seat)) gainResources(p, part.income, part.source);
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
  for (const [id, n] of Object.entries(state.pool.bonus)) if (n > 0) state.bonusCoins[id] = (state.bonusCoins[id] ?? 0) + env.rules.bonusCards.coinsOnUnused;
  state.active = -1;
  for (const seat of turnOrder(state))
    if (!state.players[seat]!.dropped) {
      startFullMove(env, seat);
      break;
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
  return state.players.every((p) => p.passed || p.dropped) && !(state.active >= 0 && state.players[state.active]!.actionsLeft > 0);
}
