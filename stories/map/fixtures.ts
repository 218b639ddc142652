/** Maps for the map stories: the base pack's boards, and a few edited ones. */
import { MapSchema, paintCells, toggleBridgeSlot, toggleCanal, type MapInput } from "@/engine";
import base from "@/content/base/maps/base.json";
import fireAndIce from "@/content/base/maps/fire-and-ice.json";
import loonLakes from "@/content/base/maps/loon-lakes.json";

export const BASE_MAP: MapInput = MapSchema.parse(base);
export const FIRE_AND_ICE: MapInput = MapSchema.parse(fireAndIce);
export const LOON_LAKES: MapInput = MapSchema.parse(loonLakes);

function ok<T>(r: { ok: true; map: T } | { ok: false; message: string }): T {
  if (!r.ok) throw new Error(r.message);
  return r.map;
}

/** The original board with a slot removed (A3–C1), one added straight across the river hex between C1 and C2, and a canal (E4–E5). */
export const EDITED_MAP: MapInput = ok(
  toggleCanal(ok(toggleBridgeSlot(ok(toggleBridgeSlot(BASE_MAP, "A3", "C1")), "C1", "C2")), "E4", "E5"),
);

/** The original board with E2 painted river (an isolated river hex) and A2 painted plains (same-terrain neighbours). */
export const BROKEN_MAP: MapInput = paintCells(paintCells(BASE_MAP, [{ row: 4, col: 1 }], "~").map, [{ row: 0, col: 1 }], "P").map;
