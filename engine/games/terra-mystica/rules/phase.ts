/**
 * The flow of a game as plain functions: `phaseOf` says where the game is, `blockers` what it waits
 * for, and `advance` moves it on as far as it can go on its own — after setup, and at the end of each
 * action phase: the scoring tile's cult bonus, then income, then the next round (or the end of the
 * game). A state machine (XState) can call these from its guards and actions.
 */
import { applyEffect } from "./effects";
import type { Catalog } from "../catalog";
import type { Env } from "./env";
import { envOf } from "./env";
import { gainResources } from "./resources";
import { finalScoring } from "./scoring";
import type { GameState, Phase } from "./state";
import { owesSomething, startFullMove } from "./turn";
import { incomeParts } from "./income";

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

function blocked(state: GameState): boolean {
  return state.leechOffers.length > 0 || state.players.some(owesSomething);
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
  }
}

/** A new round: coins on unused bonus cards, action spaces free again, the start player acts. */
export function startRound(env: Env): void {
  const state = env.state;
  state.round++;
  state.turn = 1;
  state.phase = "actions";
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
  state.phase = "finished";
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

/** `advance` for callers holding a catalog and a state (changes the state in place). */
export function advanceGame(catalog: Catalog, state: GameState): void {
  advance(envOf(catalog, state));
}

/** Move the game on as far as it goes without a player's decision. */
export function advance(env: Env): void {
  const state = env.state;
  for (;;) {
    switch (state.phase) {
      case "setup-dwellings":
        if (state.setupQueue.length > 0 && state.setupQueue[0]!.step === "dwelling") return;
        state.phase = "setup-bonus";
        continue;
      case "setup-bonus":
        if (state.setupQueue.length > 0) return;
        state.phase = "cult-bonus";
        payCultBonus(env);
        continue;
      case "actions":
        if (blocked(state)) return;
        if (!allPassed(state)) return;
        if (state.round >= env.rules.rounds && !env.rules.scoringTiles.lastRoundCultBonus) {
          finishGame(env);
          return;
        }
        state.phase = "cult-bonus";
        state.active = -1;
        payCultBonus(env);
        continue;
      case "cult-bonus":
        if (blocked(state)) return;
        if (state.round >= env.rules.rounds) {
          finishGame(env);
          return;
        }
        state.phase = "income";
        payIncome(env);
        continue;
      case "income":
        if (blocked(state)) return;
        startRound(env);
        return;
      case "finished":
        return;
    }
  }
}
