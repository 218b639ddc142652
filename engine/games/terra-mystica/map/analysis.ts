/**
 * Everything the studio checks about a map beyond its schema: rules that make a board unplayable
 * (errors), rules a published board may bend (warnings), balance hints, and whether the board can be
 * played on terra.snellman.net. Each finding names the hexes it is about, so an editor can highlight
 * them, and the path of the value in the map document.
 */
import { TERRAINS, type Terrain } from "../schema/common";
import type { MapInput } from "../schema/map";
import {
  buildGrid,
  derivedBridgeSlots,
  isBridgeAllowed,
  canalEnds,
  isCanalGeometry,
  neighbours,
  pairKey,
  type Grid,
  type Hex,
} from "./grid";
import { isEdgeHex } from "./balance";
import { connectedAreas, riverBodies } from "./reach";
import { formatSnellmanMap, snellmanMapId } from "./snellman";
import { terrainSpades } from "./terrain";

export type FindingSeverity = "error" | "warning" | "info";

/** The rules a map is checked against, in the order an editor lists them. */
export const MAP_RULES = [
  { id: "terrains-present", title: "Every terrain present", severity: "error", group: "board" },
  { id: "terrain-counts", title: "Terrain counts", severity: "warning", group: "board" },
  { id: "river-connected", title: "River connected", severity: "warning", group: "board" },
  { id: "no-isolated-river", title: "No isolated river hex", severity: "error", group: "board" },
  { id: "land-reachable", title: "Every land hex reachable", severity: "error", group: "board" },
  { id: "bridge-slots", title: "Bridge slots valid", severity: "error", group: "board" },
  { id: "canals", title: "Canals valid", severity: "error", group: "board" },
  { id: "same-terrain", title: "Same-terrain neighbours", severity: "warning", group: "balance" },
  { id: "one-spade", title: "One-spade neighbours", severity: "warning", group: "balance" },
  { id: "edge-spread", title: "Terrains along the edges", severity: "warning", group: "balance" },
  { id: "snellman", title: "terra.snellman.net", severity: "info", group: "interop" },
] as const satisfies readonly { id: string; title: string; severity: FindingSeverity; group: string }[];
export type MapRuleId = (typeof MAP_RULES)[number]["id"];

export interface MapFinding {
  readonly rule: MapRuleId;
  /** A stable code, e.g. `map/isolated-river`. */
  readonly code: string;
  readonly severity: FindingSeverity;
  /** One sentence for people. */
  readonly message: string;
  /** Path of the value in the map document (`rows`, `bridgeSlots.added.0`, ...). */
  readonly path: string;
  /** The hexes it is about, by id, for highlighting. */
  readonly hexes: readonly string[];
  /** The bridge slots or canals it is about. */
  readonly pairs: readonly (readonly [string, string])[];
  /** How many things it counts (hexes, pairs, terrains). */
  readonly count: number;
}

export interface MapStats {
  readonly land: number;
  readonly river: number;
  readonly terrainCounts: Readonly<Record<Terrain, number>>;
  /** Sizes of the separate bodies of river, largest first. */
  readonly riverBodies: readonly number[];
  /** Land hexes on the board's edge, per terrain. */
  readonly edgeCounts: Readonly<Record<Terrain, number>>;
  /** For each terrain: land neighbours one spade away, summed over its hexes. */
  readonly oneSpadeNeighbours: Readonly<Record<Terrain, number>>;
  readonly sameTerrainPairs: number;
}

export interface MapReport {
  readonly findings: readonly MapFinding[];
  readonly stats: MapStats;
  /** The terra.snellman.net map id, when the board can be written in its format. */
  readonly snellmanMapId?: string;
}

/** Balance thresholds: a terrain is "short" of one-spade neighbours below this share of the mean. */
export const ONE_SPADE_SHORT_SHARE = 2 / 3;
/** Edge spread (most minus fewest edge hexes of a terrain) from which a warning is given. */
export const EDGE_SPREAD_LIMIT = 4;
/** Terrain-count spread (most minus fewest) from which a warning is given. */
export const COUNT_SPREAD_LIMIT = 2;

const terrainName = (t: Terrain) => t.charAt(0).toUpperCase() + t.slice(1);
const list = (items: readonly string[], max = 8) =>
  items.length <= max ? items.join(", ") : `${items.slice(0, max).join(", ")} and ${items.length - max} more`;
const zeroes = (): Record<Terrain, number> => Object.fromEntries(TERRAINS.map((t) => [t, 0])) as Record<Terrain, number>;

/** Check a map (schema-valid input) against every rule. */
export function analyzeMap(map: MapInput): MapReport {
  const grid = buildGrid({ rows: map.rows, offset: map.offset ?? "odd" });
  const findings: MapFinding[] = [];
  const add = (f: Omit<MapFinding, "severity" | "pairs" | "count"> & Partial<Pick<MapFinding, "pairs" | "count" | "severity">>) => {
    const rule = MAP_RULES.find((r) => r.id === f.rule)!;
    findings.push({ severity: rule.severity, pairs: [], count: f.hexes.length, ...f });
  };

  const land = grid.land as Hex[];
  const terrainCounts = zeroes();
  for (const h of land) terrainCounts[h.kind as Terrain]++;

  // Board rules.
  if (land.length === 0) add({ rule: "terrains-present", code: "map/no-land", message: "The map has no land hexes.", path: "rows", hexes: [] });
  else {
    const missing = TERRAINS.filter((t) => terrainCounts[t] === 0);
    if (missing.length > 0)
      add({
        rule: "terrains-present",
        code: "map/missing-terrain",
        message: `No ${missing.map(terrainName).join(", ")} hexes: every terrain must be on the board, or its factions have no home.`,
        path: "rows",
        hexes: [],
        count: missing.length,
      });
    const present = TERRAINS.filter((t) => terrainCounts[t] > 0);
    const most = Math.max(...present.map((t) => terrainCounts[t]));
    const fewest = Math.min(...present.map((t) => terrainCounts[t]));
    if (present.length > 1 && most - fewest >= COUNT_SPREAD_LIMIT) {
      const big = present.filter((t) => terrainCounts[t] === most);
      const small = present.filter((t) => terrainCounts[t] === fewest);
      add({
        rule: "terrain-counts",
        code: "map/terrain-counts",
        message: `Terrain counts range from ${fewest} (${small.map(terrainName).join(", ")}) to ${most} (${big.map(terrainName).join(", ")}); the original board has 11 of each.`,
        path: "rows",
        hexes: land.filter((h) => big.includes(h.kind as Terrain) || small.includes(h.kind as Terrain)).map((h) => h.id),
        count: most - fewest,
      });
    }
  }

  const bodies = riverBodies(grid);
  if (bodies.length > 1) {
    const { waterways, canals } = joinByCanals(grid, bodies, map.canals ?? []);
    const sizes = `${bodies.length} separate bodies (${bodies.map((b) => b.length).join(", ")} hexes)`;
    if (canals.length === 0)
      add({
        rule: "river-connected",
        code: "map/river-split",
        message: `The river is in ${sizes}: ships cannot sail from one to another.`,
        path: "rows",
        hexes: bodies.slice(1).flatMap((b) => b.map((h) => h.id)),
        count: bodies.length,
      });
    else if (waterways.length > 1)
      add({
        rule: "river-connected",
        code: "map/river-split",
        message: `The river is in ${sizes}; canals join them into only ${waterways.length} waterways: ships cannot sail from one to another (highlighted: the hexes outside the largest).`,
        path: "canals",
        hexes: waterways.slice(1).flatMap((w) => w.map((h) => h.id)),
        pairs: canals,
        count: waterways.length,
      });
    else
      add({
        rule: "river-connected",
        code: "map/river-split-canals",
        severity: "info",
        message: `The river is in ${sizes}; canals join them for ships, but shipping (reaching land across the river) does not cross a canal.`,
        path: "canals",
        hexes: [],
        pairs: canals,
        count: bodies.length,
      });
  }
  const isolated = grid.river.filter((h) => !neighbours(grid, h).some((n) => n.kind === "river"));
  if (isolated.length > 0)
    add({
      rule: "no-isolated-river",
      code: "map/isolated-river",
      message: `${isolated.length === 1 ? "River hex" : "River hexes"} ${list(isolated.map((h) => h.id))} ${isolated.length === 1 ? "touches" : "touch"} no other river hex.`,
      path: "rows",
      hexes: isolated.map((h) => h.id),
    });
  const areas = connectedAreas(grid, () => true);
  const stranded = areas.slice(1).flatMap((a) => a.filter((h) => h.kind !== "river"));
  if (stranded.length > 0)
    add({
      rule: "land-reachable",
      code: "map/unreachable-land",
      message: `${list(stranded.map((h) => h.id))} cannot be reached from the rest of the board over land or river.`,
      path: "rows",
      hexes: stranded.map((h) => h.id),
    });

  checkReferences(map, grid, add);

  // Balance.
  const same: [string, string][] = [];
  for (const a of land) for (const b of neighbours(grid, a)) if (b.kind === a.kind && pairKey(a.id, b.id) === `${a.id}:${b.id}`) same.push([a.id, b.id]);
  if (same.length > 0)
    add({
      rule: "same-terrain",
      code: "balance/same-terrain",
      message: `${same.length} ${same.length === 1 ? "pair" : "pairs"} of neighbours share a terrain (${list(same.map(([a, b]) => `${a}–${b}`), 5)}): a faction at home there expands for free.`,
      path: "rows",
      hexes: [...new Set(same.flat())],
      pairs: same,
      count: same.length,
    });

  const oneSpade = zeroes();
  const lonely = new Map<Terrain, string[]>();
  for (const h of land) {
    const t = h.kind as Terrain;
    const n = neighbours(grid, h).filter((x) => x.kind !== "river" && terrainSpades(x.kind as Terrain, t) === 1).length;
    oneSpade[t] += n;
    if (n === 0) lonely.set(t, [...(lonely.get(t) ?? []), h.id]);
  }
  const presentTerrains = TERRAINS.filter((t) => terrainCounts[t] > 0);
  if (presentTerrains.length > 1) {
    const mean = presentTerrains.reduce((s, t) => s + oneSpade[t], 0) / presentTerrains.length;
    for (const t of presentTerrains)
      if (oneSpade[t] < mean * ONE_SPADE_SHORT_SHARE)
        add({
          rule: "one-spade",
          code: "balance/one-spade",
          message: `${terrainName(t)} hexes have ${oneSpade[t]} one-spade neighbours in all (mean ${mean.toFixed(1)}): ${terrainName(t)} players need more spades to expand.`,
          path: "rows",
          hexes: lonely.get(t) ?? land.filter((h) => h.kind === t).map((h) => h.id),
          count: oneSpade[t],
        });
  }

  const edgeCounts = zeroes();
  const edgeHexes = new Map<Terrain, string[]>();
  for (const h of land)
    if (isEdgeHex(grid, h)) {
      edgeCounts[h.kind as Terrain]++;
      edgeHexes.set(h.kind as Terrain, [...(edgeHexes.get(h.kind as Terrain) ?? []), h.id]);
    }
  if (presentTerrains.length > 1) {
    const most = Math.max(...presentTerrains.map((t) => edgeCounts[t]));
    const fewest = Math.min(...presentTerrains.map((t) => edgeCounts[t]));
    if (most - fewest >= EDGE_SPREAD_LIMIT) {
      const big = presentTerrains.filter((t) => edgeCounts[t] === most);
      const small = presentTerrains.filter((t) => edgeCounts[t] === fewest);
      add({
        rule: "edge-spread",
        code: "balance/edge-spread",
        message: `The board's edge has ${most} ${big.map(terrainName).join("/")} hexes but ${fewest} ${small.map(terrainName).join("/")}: edge scoring favours some terrains.`,
        path: "rows",
        hexes: big.flatMap((t) => edgeHexes.get(t) ?? []),
        count: most - fewest,
      });
    }
  }

  // terra.snellman.net.
  let id: string | undefined;
  const formatted = formatSnellmanMap({ rows: map.rows, offset: map.offset });
  if (!formatted.ok)
    add({
      rule: "snellman",
      code: "snellman/not-expressible",
      message: `Cannot be played on terra.snellman.net: ${formatted.message}.`,
      path: formatted.row !== undefined ? `rows.${formatted.row}` : formatted.code === "snellman/even-offset" ? "offset" : "rows",
      hexes: [],
      count: 1,
    });
  else {
    id = snellmanMapId(map);
    if (map.snellmanMapId && map.snellmanMapId !== id)
      add({
        rule: "snellman",
        code: "snellman/stale-id",
        severity: "warning",
        message: `snellmanMapId is ${map.snellmanMapId.slice(0, 8)}…, but these rows give ${id.slice(0, 8)}…: update it so the map can be matched on terra.snellman.net.`,
        path: "snellmanMapId",
        hexes: [],
        count: 1,
      });
  }

  const stats: MapStats = {
    land: land.length,
    river: grid.river.length,
    terrainCounts,
    riverBodies: bodies.map((b) => b.length),
    edgeCounts,
    oneSpadeNeighbours: oneSpade,
    sameTerrainPairs: same.length,
  };
  const severityOrder: Record<FindingSeverity, number> = { error: 0, warning: 1, info: 2 };
  const ruleOrder = (r: MapRuleId) => MAP_RULES.findIndex((x) => x.id === r);
  findings.sort((a, b) => severityOrder[a.severity] - severityOrder[b.severity] || ruleOrder(a.rule) - ruleOrder(b.rule));
  return { findings, stats, snellmanMapId: id };
}

/**
 * Bodies of river joined by the map's (well-placed) canals into waterways, largest first, with the
 * canals whose ends lie in two different bodies.
 */
function joinByCanals(grid: Grid, bodies: readonly Hex[][], canalPairs: readonly (readonly [string, string])[]) {
  const bodyOf = new Map<string, number>();
  bodies.forEach((b, i) => b.forEach((h) => bodyOf.set(h.id, i)));
  const parent = bodies.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const canals: [string, string][] = [];
  for (const [a, b] of canalPairs) {
    const ha = grid.hexes.get(a);
    const hb = grid.hexes.get(b);
    const ends = ha && hb ? canalEnds(grid, ha, hb) : undefined;
    if (!ends) continue;
    const [x, y] = ends.map((h) => bodyOf.get(h.id)!);
    if (x === y) continue;
    parent[root(x!)] = root(y!);
    canals.push([a, b]);
  }
  const groups = new Map<number, Hex[]>();
  bodies.forEach((b, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), ...b]));
  return { waterways: [...groups.values()].sort((a, b) => b.length - a.length), canals };
}

type Add = (f: Omit<MapFinding, "severity" | "pairs" | "count"> & Partial<Pick<MapFinding, "pairs" | "count" | "severity">>) => void;

/** Bridge slots and canals: they must name land hexes of this board and fit its geometry. */
function checkReferences(map: MapInput, grid: Grid, add: Add) {
  const landHex = (id: string) => {
    const hex = grid.hexes.get(id);
    return hex && hex.kind !== "river" ? hex : undefined;
  };
  const derived = new Set(derivedBridgeSlots(grid).map(([a, b]) => pairKey(a, b)));
  const pairs = (
    rule: MapRuleId,
    list: readonly (readonly [string, string])[] | undefined,
    path: string,
    check: (a: Hex, b: Hex, at: string, pair: [string, string]) => void,
  ) =>
    (list ?? []).forEach(([a, b], i) => {
      let ok = true;
      [a, b].forEach((id, j) => {
        if (!landHex(id)) {
          add({ rule, code: "map/unknown-hex", message: `No land hex ${id} on this map.`, path: `${path}.${i}.${j}`, hexes: [], pairs: [[a, b]], count: 1 });
          ok = false;
        }
      });
      if (ok) check(landHex(a)!, landHex(b)!, `${path}.${i}`, [a, b]);
    });

  const added = new Set<string>();
  pairs("bridge-slots", map.bridgeSlots?.added, "bridgeSlots.added", (a, b, at, pair) => {
    const key = pairKey(a.id, b.id);
    if (!isBridgeAllowed(grid, a, b))
      add({
        rule: "bridge-slots",
        code: "map/bad-bridge-slot",
        message: `${a.id}–${b.id} cannot hold a bridge: the two hexes must be two apart with only river between them.`,
        path: at,
        hexes: [a.id, b.id],
        pairs: [pair],
      });
    else if (derived.has(key))
      add({ rule: "bridge-slots", code: "map/duplicate-bridge-slot", message: `${a.id}–${b.id} is already a bridge slot of this board.`, path: at, hexes: [a.id, b.id], pairs: [pair] });
    else if (added.has(key))
      add({ rule: "bridge-slots", code: "map/duplicate-bridge-slot", message: `Bridge slot ${a.id}–${b.id} is added twice.`, path: at, hexes: [a.id, b.id], pairs: [pair] });
    added.add(key);
  });
  pairs("bridge-slots", map.bridgeSlots?.removed, "bridgeSlots.removed", (a, b, at, pair) => {
    if (!derived.has(pairKey(a.id, b.id)))
      add({ rule: "bridge-slots", code: "map/unknown-bridge-slot", message: `${a.id}–${b.id} is not a derived bridge slot, so it cannot be removed.`, path: at, hexes: [a.id, b.id], pairs: [pair] });
  });
  const canals = new Set<string>();
  pairs("canals", map.canals, "canals", (a, b, at, pair) => {
    if (!isCanalGeometry(grid, a, b))
      add({
        rule: "canals",
        code: "map/bad-canal",
        message: `${a.id}–${b.id} cannot hold a canal: the hexes must be adjacent with river on both sides of their edge.`,
        path: at,
        hexes: [a.id, b.id],
        pairs: [pair],
      });
    if (canals.has(pairKey(a.id, b.id)))
      add({ rule: "canals", code: "map/duplicate-canal", message: `Canal ${a.id}–${b.id} is listed twice.`, path: at, hexes: [a.id, b.id], pairs: [pair] });
    canals.add(pairKey(a.id, b.id));
  });
}
