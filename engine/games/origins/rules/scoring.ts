/**
 * Final scoring (digest §6): 1 VP per Gold, the VP beside the rightmost occupied Advisor space, the
 * temple VP of the player's lowest tracks (two in the printed game), and each seat die's value times
 * the height of the tower of its colour. Ties: most tiles in the city, then a shared win.
 */
import { TEMPLES } from "../schema/common";
import { tableAt } from "../schema/common";
import type { Env } from "./env";
import type { FinalScore, PlayerState } from "./state";
import { templeStep } from "./tracks";

/** The VP beside the rightmost occupied Advisor space (0 with no Advisor). */
export function advisorRowVp(env: Env, p: PlayerState): number {
  const vp = env.catalog.pack.advisorRow.vp;
  for (let i = p.advisors.length - 1; i >= 0; i--) if (p.advisors[i] !== null) return vp[i] ?? 0;
  return 0;
}

/** What a player scores at the end of the game, part by part. */
export function finalScore(env: Env, seat: number): FinalScore {
  const { catalog } = env;
  const rules = catalog.pack.rules.finalScoring;
  const p = env.state.players[seat]!;
  const gold = p.gold * rules.vpPerGold;
  const advisors = rules.advisorRow ? advisorRowVp(env, p) : 0;
  const steps = TEMPLES.map((t) => templeStep(env, t, seat)).sort((a, b) => a - b);
  const temples = steps.slice(0, rules.templesScored).reduce((sum, s) => sum + tableAt(catalog.pack.temples.vp, s), 0);
  const seats = rules.seatDiceTimesTower ? Object.values(p.seats).reduce((sum, d) => sum + d.value * p.towers[d.colour], 0) : 0;
  const tiles = Object.values(p.city).filter((t) => rules.tieBreak === "city-tiles" || t.kind === "building").length;
  return { seat, gold, advisors, temples, seats, total: gold + advisors + temples + seats, tiles };
}

/** Score the end of the game: every player's final VP added, the winners named. */
export function scoreGame(env: Env): void {
  const state = env.state;
  state.final = state.players.map((_, seat) => finalScore(env, seat));
  for (const f of state.final) state.players[f.seat]!.vp += f.total;
  const best = Math.max(...state.players.map((p) => p.vp));
  const top = state.final.filter((f) => state.players[f.seat]!.vp === best);
  const most = Math.max(...top.map((f) => f.tiles));
  state.winners = top.filter((f) => f.tiles === most).map((f) => f.seat);
  state.finished = true;
  state.active = -1;
}
