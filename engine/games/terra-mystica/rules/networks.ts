/**
 * A player's networks: the groups of their structures connected directly (neighbours, bridges, the
 * Mermaids' river towns) or within shipping, tunnelling or carpet-flight range, as the area scoring
 * counts them; and the measures the final-scoring tiles rank players by, each the best over the
 * player's networks (terra.snellman.net's, checked against its engine).
 */
import { FAR, landDistance, riverRange } from "../catalog";
import type { FinalScoringMetric } from "../schema/tiles";
import { passCount } from "./counters";
import type { Env } from "./env";
import { factionOf } from "./env";
import { townNeighbours } from "./towns";
import { skipDistance } from "./range";

/** The player's networks, each a list of land hexes holding their structures. */
export function networksOf(env: Env, seat: number): number[][] {
  const { board } = env.state;
  const f = factionOf(env, seat);
  const p = env.state.players[seat]!;
  const hexes: number[] = [];
  for (let h = 0; h < env.board.landCount; h++) if (board.owner[h] === seat && board.building[h]) hexes.push(h);
  const n = hexes.length;
  const at = new Map<number, number>();
  hexes.forEach((h, i) => at.set(h, i));
  const linked = new Uint8Array(n * n);
  const skip = f.traits.skip;
  const skipMax = skip ? skipDistance(env, seat) : 0;
  for (let i = 0; i < n; i++) {
    for (const nb of townNeighbours(env, seat, hexes[i]!)) linked[i * n + at.get(nb)!] = 1;
    for (let j = 0; j < n; j++) {
      if (i === j || linked[i * n + j]) continue;
      const a = hexes[i]!;
      const b = hexes[j]!;
      let far: boolean;
      if (skip) {
        const d = landDistance(env.board, a, b);
        far = !skip.countsForArea || d === FAR || d > skipMax;
      } else far = p.shipping === 0 || riverRange(env.board, a, b) > p.shipping;
      if (!far) linked[i * n + j] = 1;
    }
  }
  const group = new Int32Array(n).fill(-1);
  const networks: number[][] = [];
  for (let i = 0; i < n; i++) {
    if (group[i]! >= 0) continue;
    group[i] = i;
    const members: number[] = [];
    const stack = [i];
    while (stack.length) {
      const k = stack.pop()!;
      members.push(hexes[k]!);
      for (let j = 0; j < n; j++)
        if (group[j]! < 0 && linked[k * n + j]) {
          group[j] = i;
          stack.push(j);
        }
    }
    networks.push(members);
  }
  return networks;
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
