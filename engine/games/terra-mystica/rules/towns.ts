/**
 * Towns: a group of a player's directly connected structures (bridges count; Mermaids may also join
 * across a river they connected) with enough structures and power founds a town, worth a town tile.
 * A structure joining an existing town adds to it instead.
 */
import type { Env } from "./env";
import { factionOf } from "./env";
import { heldTownPowerReduction } from "./passives";
import { structurePower } from "./counters";

/**
 * The player's structures directly connected to a hex, for towns (neighbours, bridges, the
 * Mermaids' river towns; each once, the hex itself left out): `addNeighbours`'s answer as a list.
 */
export function townNeighbours(env: Env, seat: number, hex: number): number[] {
  const seen = nextStamp(env.board.cellCount);
  marks[hex] = seen;
  const end = addNeighbours(env, seat, hex, found, 0, seen, riverTownsOf(env, seat));
  const out: number[] = [];
  for (let i = 0; i < end; i++) out.push(found[i]!);
  return out;
}

/** Whether the hex holds a structure of the player. */
function owns(board: Env["state"]["board"], seat: number, hex: number): boolean {
  return board.owner[hex] === seat && board.building[hex] !== "";
}

/** Power a town needs from this player (favor tiles may lower it). */
export function townPowerNeeded(env: Env, seat: number): number {
  return env.rules.towns.minPower - heldTownPowerReduction(env, seat);
}

export function townTileAvailable(env: Env): boolean {
  const town = env.state.pool.town;
  for (const id in town) if (town[id]! > 0) return true;
  return false;
}

/**
 * Scratch of the town searches (not game state), reused by every search so that none allocates: a
 * hex is seen when its mark equals the search's stamp, and `found` lists the hexes found, in the
 * order found (a search's queue).
 */
let marks = new Int32Array(0);
let stamp = 0;
let found = new Int32Array(0);

/** A new stamp for a search of a board of `cells` cells: no hex is seen yet. */
function nextStamp(cells: number): number {
  if (marks.length < cells) {
    marks = new Int32Array(cells);
    found = new Int32Array(cells);
  }
  if (++stamp > 1e9) {
    marks.fill(0);
    stamp = 1;
  }
  return stamp;
}

/** The Mermaids' river towns when they connect the player's structures (else undefined). */
function riverTownsOf(env: Env, seat: number): readonly number[] | undefined {
  const riverTowns = env.state.board.riverTowns;
  return riverTowns.length > 0 && factionOf(env, seat).traits.townRiverSkip > 0 ? riverTowns : undefined;
}

/**
 * Append to `into` (from `end`) the player's structures directly connected to `hex` that the search
 * stamped `seen` has not seen yet, marking them seen; returns the new end. The same connections as
 * `townNeighbours` (neighbours, bridges, the Mermaids' river towns), without a list of its own.
 */
function addNeighbours(env: Env, seat: number, hex: number, into: Int32Array, end: number, seen: number, riverTowns: readonly number[] | undefined): number {
  const { board } = env.state;
  const near = env.board.landAdjacent[hex]!;
  for (let j = 0; j < near.length; j++) {
    const n = near[j]!;
    if (marks[n] !== seen && owns(board, seat, n)) {
      marks[n] = seen;
      into[end++] = n;
    }
  }
  const bridges = board.bridges;
  for (let j = 0; j < bridges.length; j++) {
    const br = bridges[j]!;
    const n = br.a === hex ? br.b : br.b === hex ? br.a : -1;
    if (n >= 0 && marks[n] !== seen && owns(board, seat, n)) {
      marks[n] = seen;
      into[end++] = n;
    }
  }
  if (riverTowns)
    for (const r of riverTowns) {
      const banks = env.board.landAdjacent[r]!;
      if (banks.includes(hex))
        for (const n of banks)
          if (marks[n] !== seen && owns(board, seat, n)) {
            marks[n] = seen;
            into[end++] = n;
          }
    }
  return end;
}

/** Continue a search: add the neighbours of the hexes `into[i..]` until none is left; the group's size. */
function searchOn(env: Env, seat: number, into: Int32Array, i: number, end: number, seen: number, riverTowns: readonly number[] | undefined): number {
  for (; i < end; i++) end = addNeighbours(env, seat, into[i]!, into, end, seen, riverTowns);
  return end;
}

/**
 * The connected group of the player's structures containing `start` (one of theirs), connected as
 * `townNeighbours` connects them: its hexes are written into `into` (`start` first; `into` has room
 * for every land hex), and its size is returned.
 */
export function groupInto(env: Env, seat: number, start: number, into: Int32Array): number {
  const seen = nextStamp(env.board.cellCount);
  marks[start] = seen;
  into[0] = start;
  return searchOn(env, seat, into, 0, 1, seen, riverTownsOf(env, seat));
}

/** Whether a group of `size` structures (the first of `found`) has enough of them, and enough power, for a town. */
function bigEnough(env: Env, seat: number, size: number): boolean {
  const t = env.rules.towns;
  const building = env.state.board.building;
  if (size < t.minBuildings) {
    if (size < t.minBuildingsWithSanctuary) return false;
    let sanctuary = false;
    for (let i = 0; i < size; i++) if (building[found[i]!] === "SA") sanctuary = true;
    if (!sanctuary) return false;
  }
  let power = 0;
  for (let i = 0; i < size; i++) {
    const b = building[found[i]!]!;
    if (b) power += structurePower(env, seat, b);
  }
  return power >= townPowerNeeded(env, seat);
}

function joinTown(env: Env, seat: number, hex: number, town: number): void {
  const { board } = env.state;
  board.town[hex] = town;
  for (const n of townNeighbours(env, seat, hex)) if (!board.town[n]) joinTown(env, seat, n, town);
}

/**
 * Check whether what happened at `hex` founds a town for the player; if so, mark it and owe a
 * town tile. Returns the number of towns founded (0 or 1). A structure next to a town joins it
 * instead (with whatever it connects).
 */
export function detectTownFrom(env: Env, seat: number, hex: number): number {
  const { board } = env.state;
  if (board.town[hex] || !board.building[hex] || board.owner[hex] !== seat) return 0;
  const seen = nextStamp(env.board.cellCount);
  const riverTowns = riverTownsOf(env, seat);
  marks[hex] = seen;
  found[0] = hex;
  // The structures directly connected come first: when one of them is in a town, the hex joins it.
  const next = addNeighbours(env, seat, hex, found, 1, seen, riverTowns);
  for (let i = 1; i < next; i++)
    if (board.town[found[i]!]) {
      for (const n of townNeighbours(env, seat, hex)) if (board.town[n]) joinTown(env, seat, hex, board.town[n]);
      return 0;
    }
  const size = searchOn(env, seat, found, 1, next, seen, riverTowns);
  if (!bigEnough(env, seat, size) || !townTileAvailable(env)) return 0;
  let id = 1;
  for (let h = 0; h < board.town.length; h++) if (board.town[h]! >= id) id = board.town[h]! + 1;
  for (let i = 0; i < size; i++) board.town[found[i]!] = id;
  env.state.players[seat]!.pending.towns++;
  return 1;
}

/** Re-check every structure of the player (after their town requirement went down). */
export function detectTownsEverywhere(env: Env, seat: number): number {
  let founded = 0;
  const { board } = env.state;
  for (let h = 0; h < env.board.landCount; h++) if (board.owner[h] === seat) founded += detectTownFrom(env, seat, h);
  return founded;
}
