/**
 * The random bot's goals towards a first trade (Merchants of the Seas): in positions of 2-player
 * self-play games where a goal holds, the bot takes its step far more often than with the goals
 * weighed out (every goal weight 1) — a ship action, burning the power it lacks, the shipyard, a
 * bonus card giving ships steps, the Move ships action that trades.
 */
import { describe, expect, it } from "vitest";
import { legalMoves } from "../rules/legal";
import type { Move } from "../rules/moves";
import { pack } from "../rules/scenarios/helpers";
import { cloneState } from "../rules/state";
import { GOAL_BOOST, GOAL_MOVE_TRAITS, GOAL_PREFER, merchantGoal, type MerchantGoal } from "./merchant-goals";
import { chooseMove, RANDOM_BOT, type RandomBotOptions } from "./random";
import { factionsForSeed, playSelfPlay, seatsToMove } from "./selfplay";
import { effectOf, shipsCanTrade, type Position } from "./trade-plan";

const catalog = pack("merchants");
const options = ["fire-and-ice-factions/ice", "fire-and-ice-factions/volcano"];
const maps = ["base", ...Object.keys(catalog.pack.maps).filter((m) => m !== "base")];

/** The random bot with every goal weighed out. */
const WITHOUT_GOALS: RandomBotOptions = {
  ...RANDOM_BOT,
  prefer: { ...RANDOM_BOT.prefer, ...Object.fromEntries(Object.keys(GOAL_PREFER).map((k) => [k, 1])) },
  boost: { ...RANDOM_BOT.boost, ...Object.fromEntries(Object.keys(GOAL_BOOST).map((k) => [k, 1])) },
};

interface Case {
  at: Position;
  moves: Move[];
  /** The moves that are the goal's step. */
  step: (m: Move) => boolean;
}

/**
 * Positions of 2-player games (seeds `from`…) where the player to act has `goal` and `step` picks
 * some of their legal moves (not all): at most `limit`.
 */
function positions(goal: MerchantGoal, step: (m: Move, at: Position) => boolean, limit: number): Case[] {
  const out: Case[] = [];
  for (let seed = 1; seed <= 120 && out.length < limit; seed++) {
    const factions = factionsForSeed(catalog, 2, seed, options);
    const map = maps[seed % maps.length]!;
    playSelfPlay(catalog, { factions, options, ...(map === "base" ? {} : { map }) }, seed, {
      onMove(live) {
        if (out.length >= limit || live.phase !== "actions") return;
        for (const seat of seatsToMove(live)) {
          const faction = live.players[seat]!.faction;
          if (seat !== live.active || merchantGoal({ catalog, state: live }, faction) !== goal) continue;
          const state = cloneState(live);
          const at = { catalog, state };
          const moves = legalMoves(catalog, state, faction);
          const steps = moves.filter((m) => step(m, at));
          if (steps.length === 0 || steps.length === moves.length) continue;
          out.push({ at, moves, step: (m) => step(m, at) });
        }
      },
    });
  }
  return out;
}

/** How often the bot makes the goal's step over the cases (200 draws each; `among`: counting only the draws of such moves). */
function stepShare(cases: Case[], bot: RandomBotOptions, among: (m: Move) => boolean = () => true): number {
  let steps = 0;
  let draws = 0;
  for (const c of cases)
    for (let rng = 1; rng <= 200; rng++) {
      const m = chooseMove(c.moves, (rng * 2654435761) >>> 0 || 1, bot, undefined, c.at).move!;
      if (!among(m)) continue;
      draws++;
      if (c.step(m)) steps++;
    }
  return steps / draws;
}

describe("the random bot's goals towards a first trade (Merchants of the Seas)", () => {
  it("takes an action that gives a ship when the player has none and can pay it", () => {
    const cases = positions("first-ship", (m, at) => m.type === "action" && !!effectOf(at, m.faction, m.id)?.ships, 12);
    expect(cases.length).toBeGreaterThan(5);
    const goal = stepShare(cases, RANDOM_BOT);
    const without = stepShare(cases, WITHOUT_GOALS);
    expect(goal).toBeGreaterThan(0.6);
    expect(goal).toBeGreaterThan(1.5 * without);
  });

  it("burns the power a ship action lacks when the player has no ship", () => {
    const burn = GOAL_MOVE_TRAITS["goal-burn-for-ship"].has;
    const cases = positions("first-ship", (m, at) => burn(m, at), 12);
    expect(cases.length).toBeGreaterThan(5);
    const goal = stepShare(cases, RANDOM_BOT);
    const without = stepShare(cases, WITHOUT_GOALS);
    expect(goal).toBeGreaterThan(0.3);
    expect(goal).toBeGreaterThan(3 * without);
  });

  it("builds the shipyard when the player has no ship and can pay it", () => {
    const cases = positions("first-ship", (m) => m.type === "upgrade" && m.to === "SY", 12);
    expect(cases.length).toBeGreaterThan(5);
    const goal = stepShare(cases, RANDOM_BOT);
    const without = stepShare(cases, WITHOUT_GOALS);
    expect(goal).toBeGreaterThan(0.5);
    expect(goal).toBeGreaterThan(without + 0.08);
  });

  it("passes for a bonus card with shipping, power, a priest or a Move ships action when the player's ships cannot reach a trade", () => {
    const serves = GOAL_MOVE_TRAITS["goal-pass-bonus"].has;
    const cases = positions("ship-steps", (m, at) => serves(m, at), 12);
    expect(cases.length).toBeGreaterThan(5);
    const passing = (m: Move) => m.type === "pass";
    const goal = stepShare(cases, RANDOM_BOT, passing);
    const without = stepShare(cases, WITHOUT_GOALS, passing);
    // Among the passes drawn, the cards that do not serve the goal are at most half as frequent.
    expect(goal).toBeGreaterThan(0.7);
    expect(1 - goal).toBeLessThan(0.5 * (1 - without));
  });

  it("takes the Move ships action when a ship could trade in it, before the first trade", () => {
    const cases = positions("trade-now", (m, at) => m.type === "action" && !!effectOf(at, m.faction, m.id)?.moveShips && shipsCanTrade(at, m.faction), 12);
    expect(cases.length).toBeGreaterThan(5);
    const goal = stepShare(cases, RANDOM_BOT);
    const without = stepShare(cases, WITHOUT_GOALS);
    expect(goal).toBeGreaterThan(0.5);
    expect(goal).toBeGreaterThan(1.5 * without);
  });
});
