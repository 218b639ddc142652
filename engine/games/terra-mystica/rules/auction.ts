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
 *
 * The fast auction (`kind: "fast"`, as terra.snellman.net offers it): the same nominations, then, in
 * seating order, each player bids once on every nominated faction (`minBid` to `startingVp`), sealed;
 * once every bid is in, each player gets one faction so that the winning bids are highest in total
 * (ties: see `decideSealedBids`), and the factions are seated as above.
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

/** Whether the open auction is the fast one (sealed bids on every faction). */
export function fastAuction(env: Env): boolean {
  return env.rules.auction?.kind === "fast";
}

/** Whether every player holds a faction (the auction is over, the factions not seated yet). */
export function auctionWon(env: Env): boolean {
  const a = openAuction(env);
  return a !== undefined && nominationsDone(env) && a.next < 0 && a.holders.every((h) => h >= 0);
}

/** Whether the fast auction's nominations are done: its sealed bids are on. */
export function sealedBidding(env: Env): boolean {
  return fastAuction(env) && nominationsDone(env);
}

/** Whether every player's sealed bids are in (fast auction), not decided yet. */
export function sealedBidsIn(env: Env): boolean {
  const a = openAuction(env);
  return a !== undefined && fastAuction(env) && nominationsDone(env) && a.next < 0 && a.sealed!.every((row) => row.every((b) => b >= 0));
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
  if (a.sealed) for (const row of a.sealed) row.push(-1);
  // Bidding starts with the first player once everyone has nominated.
  a.next = a.nominated.length >= env.state.players.length ? 0 : seat + 1;
  return undefined;
}

/** The lowest bid `faction` (nominated) takes now: `minBid` if nobody holds it, else its bid raised by `raiseBy`. */
export function lowestBid(env: Env, a: AuctionState, index: number): number {
  const rules = env.rules.auction!;
  return a.holders[index]! < 0 || rules.kind === "fast" ? rules.minBid : a.bids[index]! + rules.raiseBy;
}

/** Whether `seat` has still to bid on the nominated faction `index` in the fast auction. */
export function sealedBidOpen(a: AuctionState, seat: number, index: number): boolean {
  return (a.sealed?.[seat]?.[index] ?? 0) < 0;
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
  if (a!.sealed) {
    if (!sealedBidOpen(a!, seat, index)) return reject("move/bid-twice", `${a!.players[seat]} bid on ${faction} already: in the fast auction each player bids once on each faction`);
    if (amount < low) return reject("move/bid-too-low", `The lowest bid is ${low}`);
    return undefined;
  }
  if (amount < low)
    return reject("move/bid-too-low", a!.holders[index]! < 0 ? `The lowest bid is ${low}` : `${a!.players[a!.holders[index]!]} hold ${faction} at ${a!.bids[index]}: bid at least ${low}`);
  return undefined;
}

export function bid(env: Env, seat: number, faction: string, amount: number): Rejection | undefined {
  const problem = checkBid(env, seat, faction, amount);
  if (problem) return problem;
  const a = env.state.auction!;
  const index = a.nominated.indexOf(faction);
  if (a.sealed) {
    // Sealed: recorded, nobody holds anything until every bid is in; the next player bids once this one has bid on every faction.
    const row = a.sealed[seat]!;
    row[index] = amount;
    if (row.every((b) => b >= 0)) a.next = seat + 1 < env.state.players.length ? seat + 1 : -1;
    return undefined;
  }
  a.holders[index] = seat;
  a.bids[index] = amount;
  a.next = nextBidder(a, seat, env.state.players.length);
  return undefined;
}

/**
 * The fast auction's result, once every sealed bid is in: each player (seat before the auction) gets
 * one nominated faction, at their own bid on it, so that the winning bids are highest in total. Among
 * assignments with the same total, the one whose winning bids, read in seating order (player1 first),
 * are highest first wins; then the one giving the earlier players the earlier nominated factions.
 * (terra.snellman.net's own code is not at hand: this is our reading, content/fire-and-ice/AUCTION.md.)
 * Returns the faction index of each seat.
 */
export function decideSealedBids(sealed: readonly (readonly number[])[]): number[] {
  const n = sealed.length;
  const taken = new Array<boolean>(n).fill(false);
  const pick: number[] = [];
  let best: number[] | undefined;
  let bestKey: number[] | undefined;
  // The comparison key: the total, then each seat's bid, then minus each seat's faction index (higher is better throughout).
  const keyOf = (p: readonly number[]) => [p.reduce((t, f, seat) => t + sealed[seat]![f]!, 0), ...p.map((f, seat) => sealed[seat]![f]!), ...p.map((f) => -f)];
  const better = (x: readonly number[], y: readonly number[]) => {
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! > y[i]!;
    return false;
  };
  const search = (seat: number) => {
    if (seat === n) {
      const key = keyOf(pick);
      if (!bestKey || better(key, bestKey)) {
        bestKey = key;
        best = [...pick];
      }
      return;
    }
    for (let f = 0; f < n; f++) {
      if (taken[f]) continue;
      taken[f] = true;
      pick.push(f);
      search(seat + 1);
      pick.pop();
      taken[f] = false;
    }
  };
  search(0);
  return best ?? [];
}

/** The fast auction is decided: each faction's holder and bid are those of the assignment `decideSealedBids` finds. */
export function resolveSealedBids(env: Env): void {
  const a = env.state.auction!;
  decideSealedBids(a.sealed!).forEach((f, seat) => {
    a.holders[f] = seat;
    a.bids[f] = a.sealed![seat]![f]!;
  });
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
