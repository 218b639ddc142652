/**
 * Snapshots: `apply` returns a new state and never changes its input. Over random legal games
 * (every faction, 2 to 5 players, base and promo options) every position is deep-frozen before the
 * move is applied to it, so a write to the input throws; the new state must be what `applyInPlace`
 * makes of a copy, share no object with its input, and survive a JSON round trip. Refused moves
 * change nothing, with `apply` and with `applyInPlace`. (`legalMoves` may change a state while it
 * looks ahead, and puts it back: it is given the unfrozen position, and checked to leave it as it was.)
 */
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { chooseMove, draw, factionsForSeed, seatsToMove } from "../bots";
import type { Catalog } from "../catalog";
import { formatMove } from "../notation/format";
import { apply, applyInPlace } from "./apply";
import { legalMoves } from "./legal";
import type { Move } from "./moves";
import { nextRandom } from "../../../core/random";
import { pack } from "./scenarios/helpers";
import { createGame } from "./setup";
import { cloneState, type GameState } from "./state";

function deepFreeze<T>(x: T): T {
  if (typeof x === "object" && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** Every object and array reachable from `x`. */
function objectsOf(x: unknown, into = new Set<object>()): Set<object> {
  if (typeof x === "object" && x !== null && !into.has(x)) {
    into.add(x);
    for (const v of Object.values(x)) objectsOf(v, into);
  }
  return into;
}

/** Paths in `copy` of objects that are also reachable from `source`. */
function shared(source: unknown, copy: unknown): string[] {
  const seen = objectsOf(source);
  const found: string[] = [];
  const walk = (x: unknown, at: string) => {
    if (typeof x !== "object" || x === null) return;
    if (seen.has(x)) found.push(at);
    for (const [k, v] of Object.entries(x)) walk(v, `${at}.${k}`);
  };
  walk(copy, "state");
  return found;
}

const same = (a: unknown, b: unknown) => isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));

/** Play game `seed` with `apply` only, checking every snapshot; returns the number of moves. */
function playFrozen(catalog: Catalog, options: string[], seed: number): number {
  const factions = factionsForSeed(catalog, 2 + (seed % 4), seed);
  const created = createGame(catalog, { factions, options, seed });
  if (!created.ok) throw new Error(created.message);
  let state: GameState = created.state;
  let rng = nextRandom(seed).state;
  let moves = 0;
  let previous: Move | undefined;
  while (!state.finished) {
    const seats = seatsToMove(state);
    expect(seats.length, `seed ${seed}: stuck`).toBeGreaterThan(0);
    const d = draw(rng);
    const seat = seats[Math.floor(d.value * seats.length)]!;
    const frozen = deepFreeze(cloneState(state));
    const listed = legalMoves(catalog, state, state.players[seat]!.faction);
    expect(same(state, frozen), `seed ${seed}: legalMoves changed the state`).toBe(true);
    const choice = chooseMove(listed, d.rng);
    rng = choice.rng;
    if (!choice.move) continue;
    const move = choice.move;
    const where = `seed ${seed}, move ${moves + 1} (${formatMove(move)})`;

    // Refused moves change nothing: the last move again (building on the same hex, passing twice...).
    if (previous) {
      const refused = apply(catalog, frozen, previous);
      if (!refused.ok) {
        const copy = structuredClone(state);
        expect(applyInPlace(catalog, copy, previous).ok, where).toBe(false);
        expect(same(copy, state), `${where}: a refused ${formatMove(previous)} changed the state`).toBe(true);
      }
    }

    const expected = structuredClone(state);
    expect(applyInPlace(catalog, expected, move).ok, where).toBe(true);
    const r = apply(catalog, frozen, move);
    if (!r.ok) throw new Error(`${where}: ${r.message}`);
    expect(r.state, where).not.toBe(frozen);
    expect(same(r.state, expected), `${where}: apply and applyInPlace disagree`).toBe(true);
    expect(shared(frozen, r.state), where).toEqual([]);
    state = r.state;
    previous = move;
    moves++;
  }
  return moves;
}

describe("apply on frozen snapshots", () => {
  it("copies a state without sharing any object, and the copy round-trips through JSON", () => {
    const catalog = pack("promo");
    const created = createGame(catalog, { factions: ["darklings", "witches", "mermaids"], options: ["mini-expansion-1"], seed: 3 });
    if (!created.ok) throw new Error(created.message);
    const s = created.state;
    s.nextOrder = [2, 1, 0];
    s.afterDone = 1;
    s.players[0]!.pending.exchange = { give: { workers: 1 }, get: { priests: 1 }, left: 3 };
    s.players[0]!.skipTarget = 12;
    s.board.bridges.push({ a: 1, b: 2, seat: 0 });
    s.leechOffers.push({ seat: 1, from: 0, amount: 2, actual: 2, event: 1 });
    s.leechEvents.push({ id: 1, from: 0, open: 1, declined: 0, rewarded: false });
    const copy = cloneState(s);
    // Optional fields are always present in a copy (undefined when absent): equal up to those.
    expect(copy).toEqual(s);
    expect(same(copy, s)).toBe(true);
    expect(cloneState(JSON.parse(JSON.stringify(s)))).toEqual(s);
    expect(shared(s, copy)).toEqual([]);
    expect(JSON.parse(JSON.stringify(copy))).toEqual(s);
  });

  it.each([1, 2, 3, 4, 5, 6])("never change their input in base game %i", (seed) => {
    expect(playFrozen(pack("base"), [], seed)).toBeGreaterThan(50);
  });

  it.each([7, 8, 9, 10, 11, 12])("never change their input in promo game %i", (seed) => {
    const options = ["mini-expansion-1", "shipping-bonus", "temple-scoring-tile", "variable-turn-order", "strict-leech"];
    expect(playFrozen(pack("promo"), options, seed)).toBeGreaterThan(50);
  });
});
