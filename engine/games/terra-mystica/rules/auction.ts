/**
 * The faction auction (Fire & Ice variant, `rules.auction`). The game starts with players who have
 * no faction (`player1`, `player2`, ...). In seating order each nominates a faction: not one
 * nominated already, nor one whose home terrain a nominated faction has. Then, in seating order,
 * each player who holds no faction bids VP for one: any bid of at least `minBid` for a faction
 * nobody holds, at least `raiseBy` more than its bid for a faction someone holds (who then holds
 * none and bids again on their next turn). Nobody bids more than `startingVp`. Once every player
 * holds a faction, the factions are seated in the order they were nominated (the game's turn
 * order) and each player starts with `startingVp` minus their bid. content/fire-and-ice/AUCTION.md
 * says which of these rules are our reading of the rule book.
 */
import type { CompiledFaction } from "../catalog";
import type { Env } from "./env";
import { reject, type Rejection } from "./result";
import { newPlayer, setupQueue } from "./seating";
import type { AuctionState } from "./state";

/** The auction of a game whose factions are still to be won, else undefined. */
export function openAuction(env: Env): AuctionState | undefined {
  const a = env.state.auction;
  return a && !a.seated && env.rules.auction ? a : undefined;
}

/** Whether every player has nominated a faction. */
export function nominationsDone(env: Env): boolean {
  const a = openAuction(env);
  return a !== undefined && a.nominated.length >= env.state.players.length;
}

/** Whether every player holds a faction (the auction is over, the factions not seated yet). */
export function auctionWon(env: Env): boolean {
  const a = openAuction(env);
  return a !== undefined && nominationsDone(env) && a.next < 0;
}

/** The player who holds no faction and bids after `seat`, in seating order (-1: everyone holds one). */
function nextBidder(a: AuctionState, seat: number, players: number): number {
  for (let k = 1; k <= players; k++) {
    const s = (seat + k) % players;
    if (!a.holders.includes(s)) return s;
  }
  return -1;
}

function notYourTurn(env: Env, a: AuctionState | undefined, seat: number, what: string): Rejection | undefined {
  if (!a) return reject("move/no-auction", "There is no faction auction now");
  if (a.next !== seat) return reject("move/not-your-turn", `${a.next >= 0 ? a.players[a.next] : "Nobody"} ${what} before ${a.players[seat]}`);
  return undefined;
}

/** Why `seat` may not nominate `faction` now (undefined: they may). */
export function checkNominate(env: Env, seat: number, faction: string): Rejection | undefined {
  const a = openAuction(env);
  if (a && nominationsDone(env)) return reject("move/not-nominating", "Every faction is nominated: the bidding is on");
  const turn = notYourTurn(env, a, seat, "nominates");
  if (turn) return turn;
  const f = env.catalog.factions[faction];
  if (!f) return reject("move/unknown-faction", `There is no faction ${faction} in this pack`);
  if (f.option && !env.state.options.includes(f.option)) return reject("move/faction-not-in-play", `${faction} are played only with the option ${f.option}`);
  if (a!.nominated.includes(faction)) return reject("move/nominated", `${faction} are nominated already`);
  const rival = a!.nominated.find((id) => env.catalog.factions[id]!.homeTerrain === f.homeTerrain);
  if (rival) return reject("move/faction-conflict", `${faction} cannot be nominated: ${rival} already live on ${f.homeTerrain === "chosen" ? "a colour of their choice" : f.homeTerrain}`);
  return undefined;
}

export function nominate(env: Env, seat: number, faction: string): Rejection | undefined {
  const problem = checkNominate(env, seat, faction);
  if (problem) return problem;
  const a = env.state.auction!;
  a.nominated.push(faction);
  a.bids.push(-1);
  a.holders.push(-1);
  // Bidding starts with the first player once everyone has nominated.
  a.next = a.nominated.length >= env.state.players.length ? 0 : seat + 1;
  return undefined;
}

/** The lowest bid `faction` (nominated) takes now: `minBid` if nobody holds it, else its bid raised by `raiseBy`. */
export function lowestBid(env: Env, a: AuctionState, index: number): number {
  const rules = env.rules.auction!;
  return a.holders[index]! < 0 ? rules.minBid : a.bids[index]! + rules.raiseBy;
}

/** Why `seat` may not bid `amount` VP for `faction` now (undefined: they may). */
export function checkBid(env: Env, seat: number, faction: string, amount: number): Rejection | undefined {
  const a = openAuction(env);
  if (a && !nominationsDone(env)) return reject("move/not-bidding", `${a.nominated.length} of ${env.state.players.length} factions are nominated: bidding starts after the nominations`);
  const turn = notYourTurn(env, a, seat, "bids");
  if (turn) return turn;
  const index = a!.nominated.indexOf(faction);
  if (index < 0) return reject("move/not-nominated", `${faction} are not nominated: bid for one of ${a!.nominated.join(", ")}`);
  if (!Number.isInteger(amount) || amount < 0) return reject("move/bad-bid", `A bid is a whole number of VP, not ${amount}`);
  const max = env.rules.auction!.startingVp;
  if (amount > max) return reject("move/bad-bid", `A bid may not exceed the ${max} VP a player starts with`);
  const low = lowestBid(env, a!, index);
  if (amount < low)
    return reject("move/bid-too-low", a!.holders[index]! < 0 ? `The lowest bid is ${low}` : `${a!.players[a!.holders[index]!]} hold ${faction} at ${a!.bids[index]}: bid at least ${low}`);
  return undefined;
}

export function bid(env: Env, seat: number, faction: string, amount: number): Rejection | undefined {
  const problem = checkBid(env, seat, faction, amount);
  if (problem) return problem;
  const a = env.state.auction!;
  const index = a.nominated.indexOf(faction);
  a.holders[index] = seat;
  a.bids[index] = amount;
  a.next = nextBidder(a, seat, env.state.players.length);
  return undefined;
}

/**
 * The auction is over: each faction's player is seated in the order the factions were nominated,
 * with the auction's starting VP minus their bid, and the setup steps of those factions follow.
 */
export function seatFactions(env: Env): void {
  const state = env.state;
  const a = state.auction!;
  const rules = env.rules.auction!;
  state.players = a.nominated.map((id, i) => newPlayer(env.catalog, env.rules, id, rules.startingVp - a.bids[i]!));
  state.order = state.players.map((_, i) => i);
  state.startPlayer = 0;
  state.setupQueue = setupQueue(env.catalog, a.nominated);
  a.seated = true;
  a.next = -1;
  // Seats are the factions' now: nobody's turn is under way.
  state.lastActor = -1;
  // The env in hand sees the new factions too (the next `envOf` builds a new one).
  const factions = env.factions as CompiledFaction[];
  factions.length = 0;
  for (const id of a.nominated) factions.push(env.catalog.factions[id]!);
}
