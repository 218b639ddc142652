/**
 * Legal moves: what a player may do now, as moves `apply` accepts (each candidate is checked by
 * the same functions `apply` uses). Amounts are listed in their simplest form: conversions of
 * one unit, each burn amount, digs of 1–3 spades, the first free order space of each cult track.
 * Mermaids' `connect` is not listed. If someone else moved last, their turn is ended first (as
 * the move would do).
 */
import type { Catalog } from "../catalog";
import { CONVERTIBLE } from "../catalog";
import { BUILDINGS, CULTS, type Building, type Terrain } from "../schema/common";
import { checkBuild } from "./actions/build";
import { checkBridge } from "./actions/bridges";
import { isRejection } from "./actions/common";
import { checkPass } from "./actions/pass";
import { checkBurn, checkConvert } from "./actions/power";
import { checkSend } from "./actions/priests";
import { checkAction } from "./actions/spaces";
import { checkCult, checkFavor, checkTown } from "./actions/tiles";
import { checkAdvance } from "./actions/tracks";
import { checkDig, planTransform } from "./actions/transform";
import { checkUpgrade } from "./actions/upgrade";
import { envOf, seatOf, type Env } from "./env";
import type { Move } from "./moves";
import { reachMap } from "./reach";
import type { GameState } from "./state";
import { homeTerrain, spadesNeeded } from "./terraform";
import { endTurnIfDone, owesSomething, restoreTurn, snapshotTurn, turnWouldEnd, unpassedSeats } from "./turn";

export function legalMoves(catalog: Catalog, state: GameState, faction: string): Move[] {
  const env = envOf(catalog, state);
  const seat = seatOf(state, faction);
  if (seat < 0 || state.finished || state.players[seat]!.dropped) return [];
  const last = state.lastActor;
  if (last < 0 || last === seat || !turnWouldEnd(env, last)) return listMoves(env, seat);
  const saved = snapshotTurn(env, last);
  endTurnIfDone(env, last);
  try {
    return listMoves(env, seat);
  } finally {
    restoreTurn(state, saved);
  }
}

function listMoves(env: Env, seat: number): Move[] {
  const state = env.state;
  const p = state.players[seat]!;
  const faction = p.faction;
  const out: Move[] = [];
  const board = state.board;
  const land = env.board.landCount;

  // Power offers can be answered at any time.
  const seen = new Set<string>();
  for (const o of state.leechOffers) {
    if (o.seat !== seat) continue;
    const from = state.players[o.from]!.faction;
    const key = `${o.amount}/${from}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ type: "leech", faction, amount: o.amount, from }, { type: "decline", faction, amount: o.amount, from });
  }

  if (state.phase === "setup-dwellings") {
    const home = homeTerrain(env, seat);
    for (let h = 0; h < land; h++)
      if (board.terrain[h] === home && !board.building[h] && !isRejection(checkBuild(env, seat, h))) out.push({ type: "build", faction, hex: env.board.ids[h]! });
    return out;
  }
  if (state.phase === "setup-bonus") {
    for (const id of Object.keys(state.pool.bonus)) if (!checkPass(env, seat, id)) out.push({ type: "pass", faction, bonus: id });
    return out;
  }

  // What the player owes.
  if (p.pending.favors > 0) for (const id of Object.keys(state.pool.favor)) if (!checkFavor(env, seat, id)) out.push({ type: "favor", faction, tile: id });
  if (p.pending.towns > 0) for (const id of Object.keys(state.pool.town)) if (!checkTown(env, seat, id, 1)) out.push({ type: "town", faction, tile: id });
  if (p.pending.cultSteps > 0) {
    const steps = p.pending.cultSameTrack ? p.pending.cultSteps : 1;
    if (!checkCult(env, seat, steps)) for (const cult of CULTS) out.push({ type: "cult", faction, cult, steps });
  }
  if (p.pending.bridges > 0)
    for (const [a, b] of env.board.bridgeSlots)
      if (!checkBridge(env, seat, a, b)) out.push({ type: "bridge", faction, a: env.board.ids[a]!, b: env.board.ids[b]! });

  const reachable = reachMap(env, seat);
  for (let h = 0; h < land; h++) if (board.building[h]) reachable[h] = 0;

  if (p.pending.spades > 0 || p.pending.freeTransforms > 0) {
    const home = homeTerrain(env, seat);
    for (let h = 0; h < land; h++) {
      if (!reachable[h]) continue;
      const targets: (Terrain | undefined)[] = p.pending.freeTransforms > 0 ? [home] : env.rules.terraformCycle.filter((t) => t !== board.terrain[h]);
      for (const to of targets) if (to && !isRejection(planTransform(env, seat, h, to))) out.push({ type: "transform", faction, hex: env.board.ids[h]!, terrain: to });
    }
  }

  // Unwanted spades may be thrown away (not those just dug).
  if (p.pending.spades > 0 && !p.mustUseSpades) out.push({ type: "adjust", faction, resource: "spades", delta: -p.pending.spades });

  // Dwellings: reachable hexes (any home-terrain hex for a free dwelling).
  for (let h = 0; h < land; h++) {
    if (board.building[h]) continue;
    if (!reachable[h] && !(p.pending.freeDwellings > 0 && board.terrain[h] === homeTerrain(env, seat))) continue;
    if (!isRejection(checkBuild(env, seat, h))) out.push({ type: "build", faction, hex: env.board.ids[h]! });
  }

  if (state.phase !== "actions") return out;
  const unpassed = unpassedSeats(env);
  if (state.active !== seat && !(unpassed.length === 1 && unpassed[0] === seat)) return out;

  for (let h = 0; h < land; h++) {
    if (board.owner[h] !== seat) continue;
    for (const to of BUILDINGS as readonly Building[])
      if (env.rules.upgrades[to as keyof typeof env.rules.upgrades] === board.building[h] && !isRejection(checkUpgrade(env, seat, h, to)))
        out.push({ type: "upgrade", faction, hex: env.board.ids[h]!, to });
  }
  // Digging: the amounts that let some reachable hex change terrain (needs depend on the terrains only).
  const terrains = new Set<Terrain>();
  for (let h = 0; h < land; h++) if (reachable[h]) terrains.add(board.terrain[h]!);
  const needs = new Set<number>();
  for (const from of terrains)
    for (const to of env.rules.terraformCycle) {
      const n = to === from ? 0 : spadesNeeded(env, seat, from, to) - p.pending.spades;
      if (n > 0) needs.add(n);
    }
  const digs = [...needs].sort((a, b) => a - b);
  for (const n of digs) if (!isRejection(checkDig(env, seat, n))) out.push({ type: "dig", faction, spades: n });
  for (const cult of CULTS) if (typeof checkSend(env, seat, cult) === "number") out.push({ type: "send", faction, cult });
  for (const track of ["shipping", "digging"] as const) if (!checkAdvance(env, seat, track)) out.push({ type: "advance", faction, track });
  for (const id of Object.keys(env.catalog.actionSpaces)) if (!checkAction(env, seat, id)) out.push({ type: "action", faction, id });
  if (state.round >= env.rules.rounds) {
    if (!checkPass(env, seat, undefined)) out.push({ type: "pass", faction });
  } else for (const id of Object.keys(state.pool.bonus)) if (!checkPass(env, seat, id)) out.push({ type: "pass", faction, bonus: id });
  for (let n = 1; n * env.rules.power.burnCost <= p.power[1]; n++) if (!checkBurn(env, seat, n)) out.push({ type: "burn", faction, amount: n });
  const rates = env.catalog.rates[faction]!;
  for (const give of CONVERTIBLE)
    for (const get of CONVERTIBLE) {
      const rate = rates[give][get];
      if (rate === undefined) continue;
      const move: Move = { type: "convert", faction, give, giveCount: rate, get, getCount: 1 };
      if (!isRejection(checkConvert(env, seat, move))) out.push(move);
    }
  const ex = p.pending.exchange;
  if (ex) {
    const give = Object.keys(ex.give)[0] as (typeof CONVERTIBLE)[number] | undefined;
    const get = Object.keys(ex.get)[0] as (typeof CONVERTIBLE)[number] | undefined;
    if (give && get) {
      const move: Move = { type: "convert", faction, give, giveCount: ex.give[give]!, get, getCount: ex.get[get]! };
      if (!isRejection(checkConvert(env, seat, move)) && !out.some((m) => m.type === "convert" && m.give === give && m.get === get)) out.push(move);
    }
  }
  if (state.active === seat && p.actionsLeft === 0 && !owesSomething(p)) out.push({ type: "done", faction });
  return out;
}
