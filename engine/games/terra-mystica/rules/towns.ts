/**
 * Towns: a group of a player's directly connected structures (bridges count; Mermaids may also join
 * across a river they connected) with enough structures and power founds a town, worth a town tile.
 * A structure joining an existing town adds to it instead.
 */
import type { Env } from "./env";
import { factionOf } from "./env";
import { heldTownPowerReduction } from "./passives";
import { structurePower } from "./counters";

/** The player's structures directly connected to a hex, for towns (appended to `out`). */
export function townNeighbours(env: Env, seat: number, hex: number, out: number[] = []): number[] {
  const { board } = env.state;
  for (const n of env.board.landAdjacent[hex]!) if (owns(board, seat, n)) out.push(n);
  for (const br of board.bridges) {
    if (br.a === hex && owns(board, seat, br.b)) out.push(br.b);
    else if (br.b === hex && owns(board, seat, br.a)) out.push(br.a);
  }
  if (board.riverTowns.length > 0 && factionOf(env, seat).traits.townRiverSkip > 0)
    for (const r of board.riverTowns) {
      const banks = env.board.landAdjacent[r]!;
      if (banks.includes(hex)) for (const n of banks) if (n !== hex && owns(board, seat, n) && !out.includes(n)) out.push(n);
    }
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

/** Scratch marks for graph searches (not game state): a cell is seen when its mark equals the current stamp. */
let marks = new Int32Array(0);
let stamp = 0;
function nextStamp(cells: number): number {
  if (marks.length < cells) marks = new Int32Array(cells);
  if (++stamp > 1e9) {
    marks.fill(0);
    stamp = 1;
  }
  return stamp;
}

/** Power and size of the connected group of the player's structures containing `start`. */
export function groupOf(env: Env, seat: number, start: number): { hexes: number[]; power: number; size: number; sanctuary: boolean } {
  const { board } = env.state;
  const seen = nextStamp(env.board.cellCount);
  marks[start] = seen;
  const hexes = [start];
  const around: number[] = [];
  let power = 0;
  let size = 0;
  let sanctuary = false;
  for (let i = 0; i < hexes.length; i++) {
    const h = hexes[i]!;
    const b = board.building[h]!;
    if (b) {
      size++;
      power += structurePower(env, seat, b);
      if (b === "SA") sanctuary = true;
    }
    // Each hex's neighbours are added after the last ones (`around.length = 0` would drop the
    // array's store and allocate a new one for every hex); a neighbour left out as already among
    // them was marked already.
    const from = around.length;
    townNeighbours(env, seat, h, around);
    for (let j = from; j < around.length; j++) {
      const n = around[j]!;
      if (marks[n] !== seen) {
        marks[n] = seen;
        hexes.push(n);
      }
    }
  }
  return { hexes, power, size, sanctuary };
}

function bigEnough(env: Env, seat: number, group: { power: number; size: number; sanctuary: boolean }): boolean {
  const t = env.rules.towns;
  const size = group.size >= t.minBuildings || (group.sanctuary && group.size >= t.minBuildingsWithSanctuary);
  return size && group.power >= townPowerNeeded(env, seat);
}

function joinTown(env: Env, seat: number, hex: number, town: number): void {
  const { board } = env.state;
  board.town[hex] = town;
  for (const n of townNeighbours(env, seat, hex)) if (!board.town[n]) joinTown(env, seat, n, town);
}

/**
 * Check whether what happened at `hex` founds a town for the player; if so, mark it and owe a
 * town tile. Returns the number of towns founded (0 or 1).
 */
export function detectTownFrom(env: Env, seat: number, hex: number): number {
  const { board } = env.state;
  if (board.town[hex] || !board.building[hex] || board.owner[hex] !== seat) return 0;
  for (const n of townNeighbours(env, seat, hex)) if (board.town[n]) joinTown(env, seat, hex, board.town[n]);
  if (board.town[hex]) return 0;
  const group = groupOf(env, seat, hex);
  if (!bigEnough(env, seat, group) || !townTileAvailable(env)) return 0;
  let id = 1;
  for (let h = 0; h < board.town.length; h++) if (board.town[h]! >= id) id = board.town[h]! + 1;
  for (const h of group.hexes) board.town[h] = id;
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
