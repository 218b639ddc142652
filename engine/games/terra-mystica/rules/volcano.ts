/**
 * Volcano terraforming (Fire & Ice: Dragonlords, Acolytes): a faction with the `volcano-terraform`
 * ability turns a hex into volcano by paying power tokens (removed from the game, bowl I first) or
 * steps on one cult track (chosen by the player, a decision owed before anything else), more when
 * the hex is the home terrain of another faction in the game. Its `dig` is free and each dug spade
 * turns one hex (see moves/dig); its initial dwellings are paid the same way (moves/build).
 */
import { CULTS } from "../schema/common";
import type { Env } from "./env";
import { factionOf } from "./env";
import { reachMap } from "./reach";
import { removeTokens } from "./resources";
import { reject, type Rejection } from "./result";
import { isOpponentHome } from "./terraform";

/** What turning `hex` into volcano costs the player (undefined for a faction without the ability). */
export function volcanoCost(env: Env, seat: number, hex: number): number | undefined {
  const v = factionOf(env, seat).traits.volcano;
  if (!v) return undefined;
  return isOpponentHome(env, seat, env.state.board.terrain[hex]!) ? v.costOnOpponentHome : v.cost;
}

/** Whether a hex in reach (`reachable`, as `reachMap` gives it) is empty land that can turn into volcano. */
export function turnsToVolcano(env: Env, reachable: ArrayLike<number>, hex: number): boolean {
  const board = env.state.board;
  const t = board.terrain[hex]!;
  return !!reachable[hex] && !board.building[hex] && t !== "ice" && t !== "volcano";
}

/**
 * The fewest power tokens that the spades a volcano faction has dug still need: the cheapest hexes
 * in reach that can turn into volcano, one per spade (undefined when there are too few such hexes).
 */
export function tokensForDugSpades(env: Env, seat: number): number | undefined {
  const spades = env.state.players[seat]!.pending.spades;
  const reachable = reachMap(env, seat);
  const costs: number[] = [];
  for (let h = 0; h < env.board.landCount; h++) if (turnsToVolcano(env, reachable, h)) costs.push(volcanoCost(env, seat, h)!);
  if (costs.length < spades) return undefined;
  costs.sort((a, b) => a - b);
  let sum = 0;
  for (let i = 0; i < spades; i++) sum += costs[i]!;
  return sum;
}

/** Why the player cannot pay `cost` for a volcano now (undefined when they can). */
export function volcanoUnaffordable(env: Env, seat: number, cost: number): Rejection | undefined {
  const v = factionOf(env, seat).traits.volcano!;
  const p = env.state.players[seat]!;
  if (v.payWith === "power-tokens") {
    const tokens = p.power[0] + p.power[1] + p.power[2];
    return tokens >= cost ? undefined : reject("move/not-enough-tokens", `A volcano here costs ${p.faction} ${cost} power token${cost === 1 ? "" : "s"}, they have ${tokens}`);
  }
  if (p.pending.loseCult > 0) return reject("move/lose-cult-first", `${p.faction} must first lose ${p.pending.loseCult} steps on one cult track`);
  for (const cult of CULTS) if (p.cults[cult] >= cost) return undefined;
  return reject("move/not-enough-cult", `A volcano here costs ${p.faction} ${cost} steps on one cult track; no track of theirs is that high`);
}

/** Pay for a volcano: tokens go at once (bowl I, then II, then III); cult steps become a decision. */
export function payVolcano(env: Env, seat: number, cost: number): void {
  const v = factionOf(env, seat).traits.volcano!;
  const p = env.state.players[seat]!;
  if (v.payWith === "cult-steps") {
    p.pending.loseCult += cost;
    return;
  }
  removeTokens(p, cost);
}

/**
 * Whether a move must wait for cult steps owed for a volcano: the player who owes them does nothing
 * else first, and during setup nobody else moves on either.
 */
export function volcanoDebtBlocks(env: Env, seat: number): Rejection | undefined {
  const players = env.state.players;
  const setup = env.state.round === 0;
  for (let s = 0; s < players.length; s++) {
    const owed = players[s]!.pending.loseCult;
    if (owed > 0 && (s === seat || setup))
      return reject("move/lose-cult-first", `${players[s]!.faction} must first lose ${owed} steps on one cult track (for the volcano)`);
  }
  return undefined;
}
