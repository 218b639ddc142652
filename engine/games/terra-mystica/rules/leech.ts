/**
 * Leech: when a structure is built or upgraded, each opponent with structures next to it is offered
 * power equal to their power value, paying power − 1 VP for it (or nothing, as the rules say).
 * Offers are answered later, while play goes on; one lapses when its player takes their next action
 * (declined, or taken where the rules forbid declining). A faction with a leech bonus is rewarded
 * once per building when someone takes power, or when everyone declines.
 */
import { onLeechAllDeclined, onLeechTaken } from "./passives";
import type { Env } from "./env";
import { hasOption } from "./env";
import { structurePower } from "./counters";
import { addVp, gainPower, powerCapacity } from "./resources";
import { reject, type Rejection } from "./result";
import type { LeechEvent, LeechOffer } from "./state";

/**
 * Power of each seat's structures around a hex (bridges count as adjacency), the builder excluded.
 * Written into `out` when given (one entry per seat).
 */
export function neighbourPower(env: Env, seat: number, hex: number, out: number[] = []): number[] {
  const { board, players } = env.state;
  for (let i = 0; i < players.length; i++) out[i] = 0;
  if (out.length > players.length) out.length = players.length;
  const adjacent = env.board.landAdjacent[hex]!;
  for (let i = 0; i < adjacent.length; i++) addPower(env, seat, adjacent[i]!, out);
  const bridges = board.bridges;
  for (let i = 0; i < bridges.length; i++) {
    const br = bridges[i]!;
    if (br.a === hex) addPower(env, seat, br.b, out);
    else if (br.b === hex) addPower(env, seat, br.a, out);
  }
  return out;
}

/**
 * Whether an opponent's structure with power stands next to the hex (bridges count): whether
 * `neighbourPower` has an entry above 0, without its array.
 */
export function anyNeighbourPower(env: Env, seat: number, hex: number): boolean {
  const { board } = env.state;
  const adjacent = env.board.landAdjacent[hex]!;
  for (let i = 0; i < adjacent.length; i++) if (powerOn(env, seat, adjacent[i]!) > 0) return true;
  for (const br of board.bridges) {
    if (br.a === hex) {
      if (powerOn(env, seat, br.b) > 0) return true;
    } else if (br.b === hex && powerOn(env, seat, br.a) > 0) return true;
  }
  return false;
}

/** The power of an opponent's structure on `hex` (0: none, or the builder's own). */
function powerOn(env: Env, seat: number, hex: number): number {
  const { board } = env.state;
  const owner = board.owner[hex]!;
  const b = board.building[hex]!;
  if (owner < 0 || owner === seat || !b) return 0;
  return structurePower(env, owner, b);
}

/** Add the power of the structure on `hex` to its owner's entry (not the builder's). */
function addPower(env: Env, seat: number, hex: number, out: number[]): void {
  const { board } = env.state;
  const owner = board.owner[hex]!;
  const b = board.building[hex]!;
  if (owner < 0 || owner === seat || !b) return;
  out[owner]! += structurePower(env, owner, b);
}

/** Scratch of `offerPower` (not game state): the power around the hex by seat. */
const offered: number[] = [];

/** Record the power offers of a building event. Returns whether any opponent is adjacent. */
export function offerPower(env: Env, from: number, hex: number): boolean {
  const state = env.state;
  if (state.round === 0) return false;
  const amounts = neighbourPower(env, from, hex, offered);
  // An opponent is offered power when some structure with power stands next to the hex.
  let any = false;
  for (let i = 0; i < amounts.length; i++) if (amounts[i]! > 0) any = true;
  if (!any) return false;
  const id = state.nextLeechEvent++;
  const event: LeechEvent = { id, from, open: 0, declined: 0, rewarded: false };
  const order = state.order;
  const at = order.indexOf(from);
  for (let k = 1; k < order.length; k++) {
    const seat = order[(at + k) % order.length]!;
    const p = state.players[seat]!;
    const amount = amounts[seat]!;
    if (!amount || p.dropped) continue;
    const actual = Math.min(amount, powerCapacity(p));
    state.leechOffers.push({ seat, from, amount, actual, event: id });
    if (actual > 0) event.open++;
  }
  state.leechEvents.push(event);
  return true;
}

function eventOf(env: Env, offer: LeechOffer): LeechEvent | undefined {
  const events = env.state.leechEvents;
  for (let i = 0; i < events.length; i++) if (events[i]!.id === offer.event) return events[i];
  return undefined;
}

/** Whether the seat has an open offer. */
function hasOffer(env: Env, seat: number): boolean {
  const offers = env.state.leechOffers;
  for (let i = 0; i < offers.length; i++) if (offers[i]!.seat === seat) return true;
  return false;
}

/** An offer of positive power stopped being open without being taken. */
function offerClosed(env: Env, offer: LeechOffer, declined: boolean): void {
  const event = eventOf(env, offer);
  if (!event) return;
  if (declined) event.declined++;
  if (!offer.actual) return;
  if (--event.open > 0 || event.declined === 0) return;
  onLeechAllDeclined(env, event.from);
}

function removeOffer(env: Env, offer: LeechOffer): void {
  const offers = env.state.leechOffers;
  // `splice(indexOf(offer), 1)` without its result array (an offer not listed takes the last one, as splice(-1) did).
  const at = offers.indexOf(offer);
  if (offers.length > 0) {
    for (let i = at < 0 ? offers.length - 1 : at; i + 1 < offers.length; i++) offers[i] = offers[i + 1]!;
    offers.pop();
  }
  const event = offer.event;
  for (let i = 0; i < offers.length; i++) if (offers[i]!.event === event) return;
  env.state.leechEvents = env.state.leechEvents.filter((e) => e.id !== event);
}

/** Which offer a `leech` names, and how much power it moves. */
/** Power the player may take of `amount`: paying power − 1 VP, they cannot take more than their VP + 1. */
function affordable(env: Env, seat: number, amount: number): number {
  const p = env.state.players[seat]!;
  return env.rules.leech.vpCost === "power-minus-one" && amount > p.vp ? p.vp + 1 : amount;
}

export function findLeech(env: Env, seat: number, amount: number, from: number | undefined): { offer?: LeechOffer; gain: number } | Rejection {
  const p = env.state.players[seat]!;
  const wanted = affordable(env, seat, amount);
  const gain = Math.min(wanted, powerCapacity(p));
  const offer = env.state.leechOffers.find(
    (o) => o.seat === seat && (o.amount === amount || o.amount === gain) && (from === undefined || o.from === from),
  );
  if (!offer && (from !== undefined || hasOption(env, "strict-leech")))
    return reject("move/no-such-offer", `No offer of ${amount} power${from !== undefined ? ` from ${env.state.players[from]!.faction}` : ""} to take`);
  return { offer, gain };
}

/** Take offered power (found with `findLeech`). */
export function takeLeech(env: Env, seat: number, amount: number, offer: LeechOffer | undefined): void {
  const p = env.state.players[seat]!;
  const gained = gainPower(p, affordable(env, seat, amount));
  if (offer) {
    const event = eventOf(env, offer);
    if (event && offer.actual > 0 && !event.rewarded) {
      event.rewarded = true;
      onLeechTaken(env, event.from);
    }
    removeOffer(env, offer);
  }
  if (gained > 0 && env.rules.leech.vpCost === "power-minus-one") addVp(p, -(gained - 1), "leech");
  const canGain = powerCapacity(p);
  for (const o of env.state.leechOffers) {
    if (o.seat !== seat) continue;
    if (!canGain && o.actual) offerClosed(env, o, false);
    o.actual = Math.min(o.actual, canGain);
  }
}

/**
 * Decline one offer (amount and source must match; `decline 0 from X` declines X's offer of any
 * amount, as on terra.snellman.net), or every offer of the player.
 */
export function declineOffer(env: Env, seat: number, amount: number, from: number): Rejection | undefined {
  if (!env.rules.leech.mayDecline) return reject("move/must-take", "Power offered by neighbours cannot be declined in this game");
  const offer = env.state.leechOffers.find((o) => o.seat === seat && (amount === 0 || o.amount === amount) && o.from === from);
  if (!offer) return reject("move/no-such-offer", `No offer of ${amount} power from ${env.state.players[from]!.faction} to decline`);
  offerClosed(env, offer, true);
  removeOffer(env, offer);
  return undefined;
}

/** The player's open offers lapse (they take their next action): declined, or taken when the rules forbid declining. */
export function lapseOffers(env: Env, seat: number): void {
  if (!hasOffer(env, seat)) return;
  if (env.rules.leech.mayDecline) declineAllOffers(env, seat);
  else for (const o of env.state.leechOffers.filter((o) => o.seat === seat)) takeLeech(env, seat, o.amount, o);
}

export function declineAllOffers(env: Env, seat: number): void {
  if (!hasOffer(env, seat)) return;
  for (const o of env.state.leechOffers.filter((o) => o.seat === seat)) {
    offerClosed(env, o, true);
    removeOffer(env, o);
  }
}
