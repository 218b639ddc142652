/** Semantic checks of a map beyond its schema: references, bridge slots and canals. */
import type { MapDoc } from "../schema/map";
import type { ContentIssue } from "../schema/issues";
import { buildGrid, derivedBridgeSlots, isBridgeGeometry, isCanalGeometry, pairKey, type Grid } from "./grid";

const issue = (path: string, message: string, code: string): ContentIssue => ({ path, message, code });

function landHex(grid: Grid, id: string) {
  const hex = grid.hexes.get(id);
  return hex && hex.kind !== "river" ? hex : undefined;
}

/** Problems with a parsed map; `base` prefixes every path (e.g. `maps.base`). */
export function checkMap(map: MapDoc, base: string): ContentIssue[] {
  const out: ContentIssue[] = [];
  const grid = buildGrid(map);
  if (grid.land.length === 0) out.push(issue(`${base}.rows`, "the map has no land hexes", "map/no-land"));

  const derived = new Set(derivedBridgeSlots(grid).map(([a, b]) => pairKey(a, b)));
  const pairs = (list: readonly (readonly [string, string])[] | undefined, path: string, check: (a: string, b: string, at: string) => void) =>
    (list ?? []).forEach(([a, b], i) => {
      let ok = true;
      [a, b].forEach((id, j) => {
        if (!landHex(grid, id)) {
          out.push(issue(`${path}.${i}.${j}`, `no land hex ${id} on this map`, "map/unknown-hex"));
          ok = false;
        }
      });
      if (ok) check(a, b, `${path}.${i}`);
    });

  pairs(map.bridgeSlots?.added, `${base}.bridgeSlots.added`, (a, b, at) => {
    if (!isBridgeGeometry(grid, landHex(grid, a)!, landHex(grid, b)!))
      out.push(
        issue(at, `${a}–${b} cannot hold a bridge: the two hexes must be two apart with river between them`, "map/bad-bridge-slot"),
      );
    else if (derived.has(pairKey(a, b)))
      out.push(issue(at, `${a}–${b} is already a bridge slot of this board`, "map/duplicate-bridge-slot"));
  });
  pairs(map.bridgeSlots?.removed, `${base}.bridgeSlots.removed`, (a, b, at) => {
    if (!derived.has(pairKey(a, b))) out.push(issue(at, `${a}–${b} is not a derived bridge slot`, "map/unknown-bridge-slot"));
  });
  const canals = new Set<string>();
  pairs(map.canals, `${base}.canals`, (a, b, at) => {
    if (!isCanalGeometry(grid, landHex(grid, a)!, landHex(grid, b)!))
      out.push(issue(at, `${a}–${b} cannot hold a canal: the hexes must be adjacent with river on both sides of their edge`, "map/bad-canal"));
    if (canals.has(pairKey(a, b))) out.push(issue(at, `canal ${a}–${b} is listed twice`, "map/duplicate-canal"));
    canals.add(pairKey(a, b));
  });
  return out;
}
