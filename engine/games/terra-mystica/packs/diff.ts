/**
 * Semantic diff between two content packs: which entries (factions, tiles, maps, variants) were
 * added, removed or changed, and for a changed entry, field by field what changed
 * (`factions.witches.startingResources.coins: 15 → 12`). Maps are compared hex by hex.
 *
 * Both documents should be parsed packs (defaults filled in) so that an omitted default is not
 * reported as a change; `normalizePack` does that for raw JSON.
 *
 * A pack that extends another plays by its parent's entries and sections until it has its own: given
 * what it inherits (`inherited`, the parent resolved), an entry or section the pack takes as its own
 * (its editor copies the inherited one and changes it) is compared with the inherited one field by
 * field, and one it drops with the inherited one it plays by again, instead of "added" / "removed".
 */
import { buildGrid, rowCells, rowLabel, type Grid } from "../map/grid";
import { OFF_BOARD_CODE, RIVER_CODE, TERRAIN_CODES } from "../schema/common";
import type { MapDoc } from "../schema/map";
import { PACK_SECTIONS, type ContentPack, type PackSection } from "../schema/pack";

export type DiffKind = "added" | "removed" | "changed";

/** Where a change is: a keyed section of the pack, or the manifest or rules. */
export type DiffSection = "manifest" | "rules" | "merchants" | PackSection;

/** Display order of the sections in a diff. */
export const DIFF_SECTIONS: readonly DiffSection[] = ["manifest", "rules", "merchants", ...PACK_SECTIONS];

/** One changed value inside an entry. */
export interface FieldChange {
  readonly kind: DiffKind;
  /** Path inside the entry, e.g. `startingResources.coins`, `abilities[town-bonus].gain.vp` or `hexes.E7`. */
  readonly path: string;
  /** The value in the older document (absent when added). */
  readonly before?: unknown;
  /** The value in the newer document (absent when removed). */
  readonly after?: unknown;
}

/** An entry that was added, removed or changed: a faction, a tile, a map, a variant, the rules. */
export interface EntryChange {
  readonly section: DiffSection;
  /** The entry's id within its section; undefined for the manifest and the rules. */
  readonly id?: string;
  readonly kind: DiffKind;
  /** Display name (from the newer document when it has the entry). */
  readonly name?: string;
  /** What changed inside a changed entry; empty for added and removed entries. */
  readonly fields: readonly FieldChange[];
  /**
   * Which side of a changed entry is the value the pack inherits (it had none of its own there):
   * `before` when the pack took the entry as its own (its fields are compared with the inherited
   * ones; none differ when it was copied unchanged), `after` when it dropped its own.
   */
  readonly inherited?: "before" | "after";
}

export interface DiffOptions {
  /** What the pack inherits (its parent, resolved with its ancestors), when it extends another. */
  readonly inherited?: ContentPack;
}

export interface PackDiff {
  readonly entries: readonly EntryChange[];
}

/** One line of a diff as a flat record: `factions.witches.startingResources.coins`. */
export interface DiffLine {
  readonly kind: DiffKind;
  readonly path: string;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly name?: string;
}

type Json = unknown;
type Segment = string;

const isPlainObject = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);
const isPrimitive = (v: Json) => v === null || (typeof v !== "object" && typeof v !== "function");

/** Structural equality of two JSON values (object key order does not matter). */
export function jsonEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => jsonEqual(x, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    if (ka.length !== kb.length) return false;
    return ka.every((k) => jsonEqual(a[k], b[k]));
  }
  return false;
}

/** Compare ids the way they are printed: BON2 before BON10. */
export function compareIds(a: string, b: string): number {
  return a.localeCompare(b, "en", { numeric: true });
}

/** How an item of an array is identified across versions (abilities by their kind, not position). */
export function itemKey(arrayPath: readonly Segment[], item: Json): string | undefined {
  if (arrayPath.at(-1) === "abilities" && isPlainObject(item) && typeof item.ability === "string")
    return item.ability === "special-action" && typeof item.id === "string" ? `${item.ability} ${item.id}` : item.ability;
  return undefined;
}

const join = (path: readonly Segment[]) => path.join(".");

/** The path segment of a keyed item: `abilities[town-bonus]`. */
export const keyedSegment = (arrayName: Segment, key: string): Segment => `${arrayName}[${key}]`;

/** Field-by-field differences between two JSON values, appended to `out`. */
export function diffValues(before: Json, after: Json, path: readonly Segment[] = [], out: FieldChange[] = []): FieldChange[] {
  if (jsonEqual(before, after)) return out;
  if (before === undefined) {
    out.push({ kind: "added", path: join(path), after });
    return out;
  }
  if (after === undefined) {
    out.push({ kind: "removed", path: join(path), before });
    return out;
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...Object.keys(before), ...Object.keys(after).filter((k) => !(k in before))];
    for (const key of keys) diffValues(before[key], after[key], [...path, key], out);
    return out;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    diffArrays(before, after, path, out);
    return out;
  }
  out.push({ kind: "changed", path: join(path), before, after });
  return out;
}

function diffArrays(before: Json[], after: Json[], path: readonly Segment[], out: FieldChange[]): void {
  // A list of plain values (an income table, a VP track) reads best as one change.
  if ([...before, ...after].every(isPrimitive)) {
    out.push({ kind: "changed", path: join(path), before, after });
    return;
  }
  // A list of pairs (canals, bridge slots) is a set: report the pairs added and removed.
  const isTuple = (v: Json) => Array.isArray(v) && v.every(isPrimitive);
  if ([...before, ...after].every(isTuple)) {
    const key = (v: Json) => JSON.stringify(v);
    const had = new Set(before.map(key));
    const has = new Set(after.map(key));
    for (const item of before) if (!has.has(key(item))) out.push({ kind: "removed", path: join(path), before: item });
    for (const item of after) if (!had.has(key(item))) out.push({ kind: "added", path: join(path), after: item });
    return;
  }
  // Items with an identity (abilities) are matched by it, when it is unique on both sides.
  const keysBefore = before.map((item) => itemKey(path, item));
  const keysAfter = after.map((item) => itemKey(path, item));
  const unique = (keys: (string | undefined)[]) => keys.every((k) => k !== undefined) && new Set(keys).size === keys.length;
  if (before.length + after.length > 0 && unique(keysBefore) && unique(keysAfter)) {
    const label = (k: string) => [...path.slice(0, -1), keyedSegment(path.at(-1)!, k)];
    keysBefore.forEach((k, i) => {
      const j = keysAfter.indexOf(k);
      if (j < 0) out.push({ kind: "removed", path: join(label(k!)), before: before[i] });
      else diffValues(before[i], after[j], label(k!), out);
    });
    keysAfter.forEach((k, j) => {
      if (!keysBefore.includes(k)) out.push({ kind: "added", path: join(label(k!)), after: after[j] });
    });
    return;
  }
  const n = Math.max(before.length, after.length);
  for (let i = 0; i < n; i++) diffValues(before[i], after[i], [...path, String(i)], out);
}

const CELL_NAMES = new Map<string, string>([
  ...Object.entries(TERRAIN_CODES).map(([terrain, code]) => [code, terrain] as const),
  [RIVER_CODE, "river"],
  [OFF_BOARD_CODE, "off board"],
]);

/** A map cell as the diff names it: `desert`, `river`, `off board`. */
export const cellWord = (code: string): string => CELL_NAMES.get(code) ?? code;

/** The path of a map cell in a diff: `hexes.E7` by its coordinate on either board, else by row and cell. */
export function cellPath(gridA: Grid, gridB: Grid, r: number, c: number): string {
  const a = gridA.at(r, c);
  const b = gridB.at(r, c);
  const label = a && a.kind !== "river" ? a.id : b && b.kind !== "river" ? b.id : `${rowLabel(r)}:cell${c + 1}`;
  return `hexes.${label}`;
}

/**
 * Differences between two maps: terrain hex by hex (named by their coordinates, e.g. `hexes.E7`)
 * when the boards have the same shape, row by row otherwise; other fields as usual.
 */
export function diffMaps(before: MapDoc, after: MapDoc): FieldChange[] {
  const { rows: rowsA, ...restA } = before;
  const { rows: rowsB, ...restB } = after;
  const out: FieldChange[] = [];
  const cellsA = rowsA.map(rowCells);
  const cellsB = rowsB.map(rowCells);
  const sameShape =
    (before.offset ?? "odd") === (after.offset ?? "odd") &&
    cellsA.length === cellsB.length &&
    cellsA.every((row, i) => row.length === cellsB[i]!.length);
  if (sameShape) {
    const gridA = buildGrid(before);
    const gridB = buildGrid(after);
    cellsA.forEach((row, r) =>
      row.forEach((code, c) => {
        const next = cellsB[r]![c]!;
        if (code === next) return;
        out.push({ kind: "changed", path: cellPath(gridA, gridB, r, c), before: cellWord(code), after: cellWord(next) });
      }),
    );
  } else {
    const n = Math.max(rowsA.length, rowsB.length);
    for (let r = 0; r < n; r++) {
      const a = rowsA[r] === undefined ? undefined : cellsA[r]!.join(" ");
      const b = rowsB[r] === undefined ? undefined : cellsB[r]!.join(" ");
      diffValues(a, b, ["rows", rowLabel(r)], out);
    }
  }
  diffValues(restA, restB, [], out);
  return out;
}

function displayName(entry: Json): string | undefined {
  return isPlainObject(entry) && typeof entry.name === "string" ? entry.name : undefined;
}

/**
 * One entry or section from `a` to `b` (undefined where the pack has none of its own), `parent` the
 * inherited one: what the pack gained or dropped is compared with what it inherits, when there is one.
 */
function entryChange(
  where: Pick<EntryChange, "section" | "id" | "name">,
  a: Json,
  b: Json,
  parent: Json,
  fieldsOf: (x: Json, y: Json) => FieldChange[],
): EntryChange | undefined {
  if (a === undefined && b === undefined) return undefined;
  if (a === undefined || b === undefined) {
    const inherited = a === undefined ? "before" : "after";
    if (parent !== undefined) return { ...where, kind: "changed", inherited, fields: a === undefined ? fieldsOf(parent, b) : fieldsOf(a, parent) };
    return { ...where, kind: a === undefined ? "added" : "removed", fields: [] };
  }
  const fields = fieldsOf(a, b);
  return fields.length > 0 ? { ...where, kind: "changed", fields } : undefined;
}

/** The semantic diff from `before` to `after` (two versions of one pack; see `DiffOptions` for one that extends another). */
export function diffPacks(before: ContentPack, after: ContentPack, options: DiffOptions = {}): PackDiff {
  const { inherited } = options;
  const entries: EntryChange[] = [];
  const push = (entry: EntryChange | undefined) => entry && entries.push(entry);
  const manifest = diffValues(before.manifest, after.manifest);
  if (manifest.length > 0) entries.push({ section: "manifest", kind: "changed", fields: manifest });

  for (const section of ["rules", "merchants"] as const) push(entryChange({ section }, before[section], after[section], inherited?.[section], (x, y) => diffValues(x, y)));

  for (const section of PACK_SECTIONS) {
    const a = (before[section] ?? {}) as Record<string, Json>;
    const b = (after[section] ?? {}) as Record<string, Json>;
    const p = (inherited?.[section] ?? {}) as Record<string, Json>;
    const ids = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort(compareIds);
    const fieldsOf = section === "maps" ? (x: Json, y: Json) => diffMaps(x as MapDoc, y as MapDoc) : (x: Json, y: Json) => diffValues(x, y);
    for (const id of ids) {
      const name = displayName(b[id]) ?? displayName(a[id]);
      push(entryChange({ section, id, name }, a[id], b[id], Object.hasOwn(p, id) ? p[id] : undefined, fieldsOf));
    }
  }
  return { entries };
}

/** Whether a diff has no changes. */
export function isEmptyDiff(diff: PackDiff): boolean {
  return diff.entries.length === 0;
}

/** The full path of an entry: `factions.witches`, `rules`, `manifest`. */
export function entryPath(entry: Pick<EntryChange, "section" | "id">): string {
  return entry.id === undefined ? entry.section : `${entry.section}.${entry.id}`;
}

/** What a line says of an inherited entry the pack copied as its own without changing a value. */
export const COPIED_UNCHANGED = "now the pack's own copy of the inherited values, unchanged";

/** The diff as flat lines: one per added or removed entry, one per changed field (one for an inherited entry copied unchanged). */
export function diffLines(diff: PackDiff): DiffLine[] {
  return diff.entries.flatMap((entry): DiffLine[] => {
    const at = entryPath(entry);
    if (entry.kind !== "changed") return [{ kind: entry.kind, path: at, name: entry.name }];
    if (entry.fields.length === 0) return [{ kind: "changed", path: at, name: COPIED_UNCHANGED }];
    return entry.fields.map((f) => ({ kind: f.kind, path: f.path ? `${at}.${f.path}` : at, before: f.before, after: f.after }));
  });
}

/** How many entries were added, removed and changed. */
export function diffCounts(diff: PackDiff): Record<DiffKind, number> {
  const counts: Record<DiffKind, number> = { added: 0, removed: 0, changed: 0 };
  for (const e of diff.entries) counts[e.kind]++;
  return counts;
}

/** A value as it reads in a diff: numbers and slugs as they are, strings quoted, lists and objects compact. */
export function formatValue(value: Json): string {
  if (value === undefined) return "(none)";
  if (typeof value === "string") return /^[A-Za-z][A-Za-z0-9-]*$/.test(value) && !["true", "false", "null"].includes(value) ? value : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(formatValue).join(", ")}]`;
  if (isPlainObject(value))
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}: ${formatValue(v)}`)
      .join(", ")}}`;
  return String(value);
}

const MARK: Record<DiffKind, string> = { added: "+", removed: "-", changed: "~" };

/** One line of text: `~ factions.witches.startingResources.coins: 15 → 12`, `+ factions.dragons (Dragons)`. */
export function formatDiffLine(line: DiffLine): string {
  const mark = MARK[line.kind];
  if (line.kind === "changed" && !("before" in line) && !("after" in line)) return `${mark} ${line.path}${line.name ? ` (${line.name})` : ""}`;
  if (line.kind === "changed") return `${mark} ${line.path}: ${formatValue(line.before)} → ${formatValue(line.after)}`;
  const value = line.kind === "added" ? line.after : line.before;
  if (value !== undefined) return `${mark} ${line.path}: ${formatValue(value)}`;
  return `${mark} ${line.path}${line.name ? ` (${line.name})` : ""}`;
}

/** The whole diff as text, one change per line; "no differences" when there are none. */
export function formatDiff(diff: PackDiff): string {
  if (isEmptyDiff(diff)) return "no differences";
  return diffLines(diff).map(formatDiffLine).join("\n");
}
