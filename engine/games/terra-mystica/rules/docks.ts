/**
 * Docks (Merchants of the Seas): after every initial dwelling, in turn order from the first
 * player, each player puts their dock under one of their riverside dwellings (Fakirs and Dwarves:
 * their warehouse under any dwelling). A player with none keeps it aside, and it goes under the
 * first riverside dwelling they build.
 */
import type { Env } from "./env";
import { besideRiver } from "./reach";

/** Whether the player uses merchants, a warehouse and a market (Fakirs, Dwarves). */
export function usesMerchants(env: Env, seat: number): boolean {
  const m = env.catalog.merchants;
  return m?.factionRules[env.state.players[seat]!.faction]?.usesMerchants === true;
}

/** Whether the player's dock may go under a structure on this hex. */
export function dockHexAllowed(env: Env, seat: number, hex: number): boolean {
  const m = env.catalog.merchants;
  if (!m) return false;
  return !m.docks.riverside || usesMerchants(env, seat) || besideRiver(env, hex);
}

/** The hexes of the player's dwellings their dock may go under. */
export function dockHexes(env: Env, seat: number): number[] {
  const { board } = env.state;
  const out: number[] = [];
  for (let h = 0; h < env.board.landCount; h++) if (board.owner[h] === seat && board.building[h] === "D" && dockHexAllowed(env, seat, h)) out.push(h);
  return out;
}

/** Drop the dock steps at the head of the setup queue of players who have nowhere to put their dock: it waits aside. */
export function skipDocksAside(env: Env): void {
  const queue = env.state.setupQueue;
  while (queue[0]?.step === "dock" && dockHexes(env, queue[0].seat).length === 0) queue.shift();
}

/** After a dwelling is built in the game: a dock waiting aside goes under it if it may. */
export function placeWaitingDock(env: Env, seat: number, hex: number): void {
  const m = env.catalog.merchants;
  const pieces = env.state.players[seat]!.merchants;
  if (!m || !pieces || pieces.dock !== undefined || !m.docks.laterUnderFirstRiverside) return;
  if (env.state.setupQueue.some((s) => s.seat === seat && s.step === "dock")) return;
  if (dockHexAllowed(env, seat, hex)) pieces.dock = hex;
}
