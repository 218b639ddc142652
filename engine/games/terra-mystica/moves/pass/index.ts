/**
 * Passing: score the pass VP of what the player holds (bonus card, favor tiles, faction), return the
 * bonus card and take a new one (with the coins on it) — except in the last round. The first to pass
 * starts the next round; with pass-order rules the next round's order is the order of passing.
 * During setup, passing is how each player picks their first bonus card.
 */
import { tileInPlay } from "../../catalog";
import type { Env } from "../../rules/env";
import { nameOf } from "../../rules/env";
import { passVpNow } from "../../rules/passives";
import { addVp, amountOf, type ResourceKey } from "../../rules/resources";
import { reject, type Rejection } from "../../rules/result";
import { canTake, endTurnIfDone, lastInRound, owesSomething, take } from "../../rules/turn";
import { mustBeActive } from "../common";
import { canConvertAny } from "../convert";
import { STAGE, type MoveFamily } from "../family";
import { type Listing } from "../listing";
import { tileName } from "../words";
import { upperWord } from "../../notation/words";

/** Pass, taking a bonus card (none in the last round); during setup this is the bonus pick. */
export interface PassMove {
  type: "pass";
  faction: string;
  bonus?: string;
}

function takeBonus(env: Env, seat: number, bonus: string | undefined): void {
  const state = env.state;
  const p = state.players[seat]!;
  const old = p.bonus;
  if (bonus) {
    state.pool.bonus[bonus]!--;
    p.bonus = bonus;
    p.coins += state.bonusCoins[bonus] ?? 0;
    state.bonusCoins[bonus] = 0;
  } else p.bonus = undefined;
  if (old) state.pool.bonus[old] = (state.pool.bonus[old] ?? 0) + 1;
}

function bonusProblem(env: Env, bonus: string | undefined): Rejection | undefined {
  if (!bonus) return reject("move/bonus-required", "Passing takes a bonus card (except in the last round)");
  const card = env.catalog.bonusCards[bonus];
  if (!card || !tileInPlay(card, env.state.options)) return reject("move/unknown-tile", `There is no bonus card ${bonus}`);
  if (!env.state.pool.bonus[bonus]) return reject("move/tile-taken", `Bonus card ${bonus} is not available`);
  return undefined;
}

/** Check passing (or the setup bonus pick) with a bonus card (upper-case id) without changing anything. */
export function checkPass(env: Env, seat: number, bonus: string | undefined): Rejection | undefined {
  const state = env.state;
  const p = state.players[seat]!;
  if (state.phase === "setup-bonus" || state.phase === "setup-dwellings") {
    const head = state.setupQueue[0];
    if (!head || head.step !== "bonus" || head.seat !== seat) return reject("move/not-your-turn", `Setup does not expect ${nameOf(env, seat)} to pick a bonus card now`);
    return bonusProblem(env, bonus);
  }
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  if (p.passed && !(state.active === seat && p.actionsLeft > 0)) return reject("move/already-passed", `${p.faction} have already passed`);
  if (!canTake(env, seat, "pass"))
    return reject("move/not-allowed-now", `${p.faction} cannot pass now (the action is already taken)`);
  if (state.round < env.rules.rounds) return bonusProblem(env, bonus);
  // As on terra.snellman.net (engine/games/terra-mystica/rules/REFERENCE.md): the pass that ends the game is refused
  // while the player's one-time exchange is still open with nothing to give for it — but only when a
  // conversion could close it: with none (self-play seed 1586) nobody would have a legal move, and
  // the reference accepts that pass.
  const ex = p.pending.exchange;
  if (ex && lastInRound(env, seat) && Object.entries(ex.give).some(([r, n]) => amountOf(p, r as ResourceKey) < (n ?? 0)) && canConvertAny(env, seat))
    return reject(
      "move/open-exchange",
      `${nameOf(env, seat)} cannot end the game with their exchange still open and nothing to give for it (terra.snellman.net refuses this pass): make any conversion first, which closes it`,
    );
  return undefined;
}

function doPass(env: Env, seat: number, bonus: string | undefined): void {
  const state = env.state;
  const p = state.players[seat]!;
  if (state.phase === "setup-bonus" || state.phase === "setup-dwellings") {
    takeBonus(env, seat, bonus);
    p.passed = true;
    state.setupQueue.shift();
    return;
  }
  // As on terra.snellman.net, passing is one action of a double turn like any other: passing first
  // leaves the second action to take (passing again swaps the bonus card).
  const last = state.round >= env.rules.rounds;
  take(env, seat, "pass");
  const firstToPass = !state.players.some((q) => q.passed);
  if (firstToPass && env.rules.passing.firstPasserStartsNextRound) state.startPlayer = seat;
  if (env.rules.passing.nextRoundOrder === "passing") state.nextOrder = [...(state.nextOrder ?? state.order).filter((s) => s !== seat), seat];
  p.passed = true;
  addVp(p, passVpNow(env, seat), "passing");
  takeBonus(env, seat, last ? undefined : bonus);
  endTurnIfDone(env, seat);
}

function pass(env: Env, seat: number, move: PassMove): Rejection | undefined {
  const bonus = (move.bonus === undefined ? undefined : upperWord(move.bonus));
  const problem = checkPass(env, seat, bonus);
  if (problem) return problem;
  doPass(env, seat, bonus);
  return undefined;
}


/** Passing with each bonus card available (none in the last round). */
function listPasses(l: Listing, last: boolean): void {
  const { env, seat, faction, out } = l;
  const state = env.state;
  if (last) {
    if (!checkPass(env, seat, undefined)) out.push({ type: "pass", faction });
  } else {
    // The pool's cards in the order of its keys (`for…in` of a plain record: the order of `Object.keys`, without its array).
    const pool = state.pool.bonus;
    for (const id in pool) if (pool[id] && !checkPass(env, seat, id)) l.out.push({ type: "pass", faction, bonus: id });
  }
}

export const PASS: MoveFamily<"pass"> = {
  type: "pass",
  listed: STAGE.setupBonus | STAGE.passedAgain | STAGE.turn,
  list(l) {
    const { env, seat, p, faction, out } = l;
    const state = env.state;
    if (l.stage & STAGE.setupBonus) {
      for (const id of Object.keys(state.pool.bonus)) if (!checkPass(env, seat, id)) l.out.push({ type: "pass", faction, bonus: id });
    } else if (l.stage & STAGE.passedAgain) {
      // A double turn whose first action was passing: only passing again (swapping the bonus card)
      // is offered; terra.snellman.net mishandles other actions after passing.
      if (state.round >= env.rules.rounds) out.push({ type: "pass", faction });
      else listPasses(l, false);
    }
    // Passing with a step still owed (a cult step, a tile) is accepted, as on terra.snellman.net, but
    // not offered: the round could end before the step is taken.
    else if ((!p.passed || (state.active === seat && p.actionsLeft > 0)) && !owesSomething(p) && canTake(env, seat, "pass")) listPasses(l, state.round >= env.rules.rounds);
  },
  check: (env, seat, move) => checkPass(env, seat, (move.bonus === undefined ? undefined : upperWord(move.bonus))),
  apply: pass,
  // `+BON4` picks a bonus card during setup (and `pass. +BON4` is read as `pass bon4`).
  verbs: { pass: "player", "+": "player" },
  parse(c) {
    if (c.gain) return c.gain.sign > 0 && /^BON\d+$/.test(c.gain.word) ? { type: "pass", faction: c.faction, bonus: c.gain.word } : undefined;
    const m = c.text.match(/^pass(?: (bon\d+))?$/i);
    if (!m) return undefined;
    return m[1] ? { type: "pass", faction: c.faction, bonus: upperWord(m[1]) } : { type: "pass", faction: c.faction };
  },
  format: (move) => (move.bonus ? `pass ${move.bonus}` : "pass"),
  label: (catalog, move) => (move.bonus ? `Pass, taking ${tileName(catalog, move.bonus)}` : "Pass"),
};
