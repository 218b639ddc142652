/**
 * `connect`: the Mermaids found a town across a river — two or three land hexes of it
 * (`connect E7:F8`), or the river cell itself (`connect r12`). The river cell then counts as part
 * of their structures' area for towns.
 */
import { isActing, isRejection, mustBeActive } from "../common";
import type { Env } from "../../rules/env";
import { factionOf } from "../../rules/env";
import { reject, type Rejection } from "../../rules/result";
import { detectTownFrom } from "../../rules/towns";
import { checkOnCopy, STAGE, type MoveFamily } from "../family";
import { type Listing } from "../listing";

/** Mermaids: found a town across a river (two or three hexes of it, or the river cell `r12`). */
export interface ConnectMove {
  type: "connect";
  faction: string;
  hexes: string[];
}

/** The river cell meant by a `connect`: the named one, or one touching every named land hex. */
function riverCandidates(env: Env, hexes: string[]): number[] | Rejection {
  const cells: number[] = [];
  for (const id of hexes) {
    const i = env.board.index[id.toUpperCase()] ?? env.board.index[id.toLowerCase()];
    if (i === undefined) return reject("move/unknown-hex", `There is no hex ${id} on this map`);
    cells.push(i);
  }
  const n = env.board.landCount;
  const rivers = cells.filter((c) => c >= n);
  if (rivers.length === 1 && cells.length === 1) return rivers;
  const land = cells.filter((c) => c < n);
  const out: number[] = [];
  for (let r = n; r < env.board.cellCount; r++) if (land.every((h) => env.board.adjacent[h]!.includes(r))) out.push(r);
  return out;
}

/** Found the town (trying each river cell meant); a refusal changes nothing. */
function connect(env: Env, seat: number, move: ConnectMove): Rejection | undefined {
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  const p = env.state.players[seat]!;
  if (!factionOf(env, seat).traits.townRiverSkip) return reject("move/no-such-ability", `${p.faction} cannot connect towns across a river`);
  const candidates = riverCandidates(env, move.hexes);
  if (isRejection(candidates)) return candidates;
  const board = env.state.board;
  const named = move.hexes.map((id) => env.board.index[id.toUpperCase()]).filter((i): i is number => i !== undefined && i < env.board.landCount);
  const towns = board.town.slice();
  const owed = p.pending.towns;
  for (const r of candidates) {
    board.riverTowns.push(r);
    let founded = 0;
    for (const h of named.length > 0 ? named : env.board.landAdjacent[r]!) founded += detectTownFrom(env, seat, h);
    if (founded > 0) return undefined;
    board.riverTowns.pop();
    board.town = towns.slice();
    p.pending.towns = owed;
  }
  return reject("move/no-town", `Connecting ${move.hexes.join(":")} founds no town`);
}

/** River hexes across which the player's structures would found a town (tried, then undone). */
function listConnects(l: Listing): void {
  const { env, seat } = l;
  const board = env.state.board;
  const p = env.state.players[seat]!;
  for (let r = env.board.landCount; r < env.board.cellCount; r++) {
    if (board.riverTowns.includes(r)) continue;
    // At least two of the player's structures beside the river cell, one of them in no town yet.
    let own = 0;
    let outsideTowns = false;
    for (const h of env.board.landAdjacent[r]!)
      if (board.owner[h] === seat && board.building[h]) {
        own++;
        if (!board.town[h]) outsideTowns = true;
      }
    if (own < 2 || !outsideTowns) continue;
    const town = board.town.slice();
    const riverTowns = board.riverTowns.slice();
    const owed = p.pending.towns;
    const move: ConnectMove = { type: "connect", faction: p.faction, hexes: [env.board.ids[r]!] };
    const problem = connect(env, seat, move);
    board.town = town;
    board.riverTowns = riverTowns;
    p.pending.towns = owed;
    if (!problem) l.out.push(move);
  }
}

export const CONNECT: MoveFamily<"connect"> = {
  type: "connect",
  listed: STAGE.aside | STAGE.turn,
  /** Listed where it founds a town, by the river cell (`connect r12`). */
  list(l) {
    if (factionOf(l.env, l.seat).traits.townRiverSkip && isActing(l.env, l.seat)) listConnects(l);
  },
  check: checkOnCopy(connect),
  apply: connect,
  verbs: { connect: "player" },
  parse(c) {
    let m = c.text.match(/^connect (r\d+)$/i);
    if (m) return { type: "connect", faction: c.faction, hexes: [m[1]!.toLowerCase()] };
    m = c.text.match(/^connect (\w+):(\w+)(?::(\w+))?$/i);
    return m ? { type: "connect", faction: c.faction, hexes: [m[1]!, m[2]!, ...(m[3] ? [m[3]] : [])].map((h) => h.toUpperCase()) } : undefined;
  },
  format: (move) => `connect ${move.hexes.join(":")}`,
  label: (_, move) => `Connect ${move.hexes.join(", ")}`,
};
