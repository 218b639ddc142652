/**
 * A player's networks: the groups of their structures connected directly (neighbours, bridges, the
 * Mermaids' river towns) or within shipping, tunnelling or carpet-flight range, as the area scoring
 * counts them; and the measures the final-scoring tiles rank players by, each the best over the
 * player's networks (terra.snellman.net's, checked against its engine).
 */
import { FAR, landDistance } from "../catalog";
import type { FinalScoringMetric } from "../schema/tiles";
import { passCount } from "./counters";
import type { Env } from "./env";
import { factionOf } from "./env";
import { groupInto, townNeighbours } from "./towns";
import { skipDistance } from "./range";

/**
 * Scratch of `joinNetworks` (not game state; one call at a time uses it, and its answer is read
 * before the next): the player's structures' hexes in board order (`own`), each structure's index
 * among them by hex (`at`, read only at their hexes), the union-find forest over them (`root`), a
 * group's hexes (`group`) and a count or slot per structure (`slot`).
 */
let own = new Int32Array(0);
let at = new Int32Array(0);
let root = new Int32Array(0);
let group = new Int32Array(0);
let slot = new Int32Array(0);

/**
 * Join the player's structures into networks: `own[0..n)` are their hexes (in board order, n
 * returned) and `find(root, i)` is the first structure of `own[i]`'s network. Connections are
 * symmetric (neighbours, bridges, river towns, and the board's distances), so the networks are found
 * by joining sets (union-find): the groups of directly connected structures first, one search each,
 * then the range of a pair of structures is looked up only while they are in different networks
 * (the area scoring asks this of every player at the end of every game).
 */
function joinNetworks(env: Env, seat: number): number {
  const { board } = env.state;
  const land = env.board.landCount;
  if (own.length < land) {
    own = new Int32Array(land);
    at = new Int32Array(land);
    root = new Int32Array(land);
    group = new Int32Array(land);
    slot = new Int32Array(land);
  }
  let n = 0;
  for (let h = 0; h < land; h++)
    if (board.owner[h] === seat && board.building[h]) {
      at[h] = n;
      own[n++] = h;
    }
  // Each group of directly connected structures hangs from its first structure (the first of its
  // structures reached in board order): a root is always the smallest index of its set.
  root.fill(-1, 0, n);
  let sets = 0;
  for (let i = 0; i < n; i++) {
    if (root[i]! >= 0) continue;
    sets++;
    const size = groupInto(env, seat, own[i]!, group);
    for (let k = 0; k < size; k++) root[at[group[k]!]!] = i;
  }
  if (sets <= 1) return n;
  const f = factionOf(env, seat);
  const p = env.state.players[seat]!;
  const skip = f.traits.skip;
  const byLand = skip !== undefined;
  const maxDistance = skip && skip.countsForArea ? skipDistance(env, seat) : -1;
  const ranged = byLand ? maxDistance >= 0 : p.shipping > 0;
  if (!ranged) return n;
  const table = byLand ? env.board.distance : env.board.riverDistance;
  const max = byLand ? maxDistance : p.shipping;
  for (let i = 0; i < n; i++) {
    const row = own[i]! * land;
    for (let j = i + 1; j < n; j++) {
      const a = find(root, i);
      const b = find(root, j);
      if (a === b) continue;
      const d = table[row + own[j]!]!;
      if (d !== FAR && d <= max) {
        root[Math.max(a, b)] = Math.min(a, b);
        // Once every structure is in one network, no pair is left to look up.
        if (--sets === 1) return n;
      }
    }
  }
  return n;
}

/**
 * The player's networks, each a list of land hexes holding their structures (in board order, the
 * networks in the order of their first hex).
 */
export function networksOf(env: Env, seat: number): number[][] {
  const n = joinNetworks(env, seat);
  // The root of a network is its first structure: networks come in the order of their first hex.
  const networks: number[][] = [];
  for (let i = 0; i < n; i++) {
    const r = find(root, i);
    if (r === i) {
      slot[i] = networks.length;
      networks.push([own[i]!]);
    } else networks[slot[r]!]!.push(own[i]!);
  }
  return networks;
}

/** The number of structures in the player's largest network (0 without structures): the area scoring's measure. */
export function largestNetwork(env: Env, seat: number): number {
  const n = joinNetworks(env, seat);
  slot.fill(0, 0, n);
  let best = 0;
  for (let i = 0; i < n; i++) {
    const size = ++slot[find(root, i)]!;
    if (size > best) best = size;
  }
  return best;
}

/** The root of `i`'s set (halving the path on the way). */
function find(root: Int32Array, i: number): number {
  while (root[i] !== i) i = root[i] = root[root[i]!]!;
  return i;
}

/** Groups of directly connected structures (neighbours, bridges, river towns) among these hexes. */
function clusterCount(env: Env, seat: number, hexes: readonly number[]): number {
  const left = new Set(hexes);
  let count = 0;
  for (const start of hexes) {
    if (!left.delete(start)) continue;
    count++;
    const stack = [start];
    while (stack.length) for (const nb of townNeighbours(env, seat, stack.pop()!)) if (left.delete(nb)) stack.push(nb);
  }
  return count;
}

/** The largest distance between two of these hexes (in hexes over the board, rivers included). */
function span(env: Env, hexes: readonly number[]): number {
  let best = 0;
  for (let i = 0; i < hexes.length; i++)
    for (let j = i + 1; j < hexes.length; j++) best = Math.max(best, landDistance(env.board, hexes[i]!, hexes[j]!));
  return best;
}

/** A hex on the edge of the map: fewer than six cells (land or river) around it. */
function onEdge(env: Env, hex: number): boolean {
  return env.board.adjacent[hex]!.length < 6;
}

type Measure = (env: Env, seat: number, network: readonly number[]) => number;

/** What each final-scoring measure counts in one network; a player scores their best network. */
const MEASURES: Record<Exclude<FinalScoringMetric, "trade-markers">, Measure> = {
  "network-distance": (env, _seat, network) => span(env, network),
  "sa-sh-distance": (env, _seat, network) => {
    const building = env.state.board.building;
    const sh = network.find((h) => building[h] === "SH");
    const sa = network.find((h) => building[h] === "SA");
    return sh === undefined || sa === undefined ? 0 : landDistance(env.board, sh, sa);
  },
  "edge-buildings": (env, _seat, network) => network.filter((h) => onEdge(env, h)).length,
  clusters: (env, seat, network) => clusterCount(env, seat, network),
};

/** A player's level on a final-scoring measure: the best of their networks (0 without structures), or their trade markers placed. */
export function measure(env: Env, seat: number, metric: FinalScoringMetric): number {
  // Trade markers count wherever they are (Merchants of the Seas), not per network.
  if (metric === "trade-markers") return passCount(env, seat, "trade-markers");
  let best = 0;
  for (const network of networksOf(env, seat)) best = Math.max(best, MEASURES[metric](env, seat, network));
  return best;
}
