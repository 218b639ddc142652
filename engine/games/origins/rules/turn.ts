/**
 * Turns: from the Bastion holder clockwise, each player still in the round takes one action; after
 * any action but passing, the player may spend one Superiority token for one more action (the
 * extra action may be passing). The round's turns end when everyone has passed.
 */
import type { Env } from "./env";

/** The next seat clockwise after `from` that has not passed (`from` itself last), or -1. */
export function nextSeat(env: Env, from: number): number {
  const players = env.state.players;
  for (let i = 1; i <= players.length; i++) {
    const seat = (from + i) % players.length;
    if (!players[seat]!.passed) return seat;
  }
  return -1;
}

export const allPassed = (env: Env): boolean => env.state.players.every((p) => p.passed);

/** Whether the active player may now spend a Superiority token for another action. */
export function maySpendSuperiority(env: Env, seat: number): boolean {
  const { state, catalog } = env;
  const p = state.players[seat]!;
  return state.active === seat && state.turn.acted && state.pending.length === 0 && !p.passed && p.superiority > 0 && !state.turn.superiorityUsed && catalog.pack.rules.superiority.perTurn > 0;
}

/** End the active player's turn: the next player who has not passed acts (nobody when all have). */
export function endTurn(env: Env): void {
  const state = env.state;
  state.turn = { acted: false, superiorityUsed: false, extra: false, frozen: false };
  state.active = allPassed(env) ? -1 : nextSeat(env, state.active);
}

/** After a move: when the action is over and no token can be spent, the turn ends. */
export function endTurnIfDone(env: Env, seat: number): void {
  const state = env.state;
  if (state.active !== seat || state.pending.length > 0 || !state.turn.acted) return;
  if (maySpendSuperiority(env, seat)) return;
  endTurn(env);
}
