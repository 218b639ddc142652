/**
 * Three-way merge of two edits of one document (a faction, a tile, the rules, a map) made from the
 * same base revision: what only one side changed is taken from that side; what both changed to
 * different values is a conflict, named by its path as the semantic diff names it
 * (`startingResources.coins`, `abilities[town-bonus].gain.vp`, `hexes.E7`), which the user resolves
 * by picking a side. Lists are merged the way the diff compares them: abilities by their kind,
 * pairs (canals, bridge slots) as sets, lists of plain values (income tables) as one value.
 */
import { buildGrid, rowCells } from "../map/grid";
import { snellmanMapId } from "../map/snellman";
import type { MapDoc } from "../schema/map";
import { cellWord, cellPath, itemKey, jsonEqual, keyedSegment } from "./diff";
import type { DocPath, PathSegment } from "../../../core/paths";

export type MergeSide = "mine" | "theirs";

/** A value both sides changed, differently. */
export interface MergeConflict {
  /** Where, as the diff names it: `startingResources.coins`, `abilities[town-bonus]`, `hexes.E7`. */
  readonly path: string;
  /** Where the value sits in the merged document (`["abilities", 2]`; for a map cell `["rows", row, cell]`). */
  readonly at: DocPath;
  /** The three values (undefined where a side has none); a map cell by its name (`forest`). */
  readonly base: unknown;
  readonly mine: unknown;
  readonly theirs: unknown;
}

/** A conflict settled by a choice. */
export interface ResolvedConflict extends MergeConflict {
  readonly choice: MergeSide;
}

export interface MergeResult<T> {
  /** The merged document; where a conflict is unresolved it holds my value. */
  readonly value: T;
  /** Conflicts without a choice yet. */
  readonly conflicts: readonly MergeConflict[];
  /** Conflicts settled by `choices`. */
  readonly resolved: readonly ResolvedConflict[];
}

/** Which side to take at a conflict, by its path. */
export type MergeChoices = Readonly<Record<string, MergeSide>>;

type Json = unknown;

const isPlainObject = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);
const isPrimitive = (v: Json) => v === null || (typeof v !== "object" && typeof v !== "function");
const isTuple = (v: Json) => Array.isArray(v) && v.every(isPrimitive);

class Merger {
  readonly conflicts: MergeConflict[] = [];
  readonly resolved: ResolvedConflict[] = [];
  constructor(private readonly choices: MergeChoices) {}

  /** Both sides changed a value: take the chosen side, or record the conflict and keep mine. */
  clash(conflict: MergeConflict, mine: Json, theirs: Json): Json {
    const choice = this.choices[conflict.path];
    if (choice) {
      this.resolved.push({ ...conflict, choice });
      return choice === "mine" ? mine : theirs;
    }
    this.conflicts.push(conflict);
    return mine;
  }

  merge(base: Json, mine: Json, theirs: Json, label: readonly string[], at: DocPath): Json {
    if (jsonEqual(mine, theirs)) return mine;
    if (jsonEqual(base, mine)) return theirs;
    if (jsonEqual(base, theirs)) return mine;
    if (isPlainObject(mine) && isPlainObject(theirs) && (base === undefined || isPlainObject(base))) {
      const b = base ?? {};
      const out: Record<string, Json> = {};
      for (const key of [...Object.keys(mine), ...Object.keys(theirs).filter((k) => !(k in mine))]) {
        const value = this.merge(b[key], mine[key], theirs[key], [...label, key], [...at, key]);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    if (Array.isArray(mine) && Array.isArray(theirs) && (base === undefined || Array.isArray(base))) {
      const merged = this.mergeArrays(base ?? [], mine, theirs, label, at);
      if (merged !== undefined) return merged;
    }
    const path = label.join(".");
    return this.clash({ path, at, base, mine, theirs }, mine, theirs);
  }

  /** Lists the diff compares item by item; undefined for a list that merges as one value. */
  private mergeArrays(base: Json[], mine: Json[], theirs: Json[], label: readonly string[], at: DocPath): Json[] | undefined {
    const all = [...base, ...mine, ...theirs];
    if (all.every(isPrimitive)) return undefined;
    if (all.every(isTuple)) return mergeSets(base, mine, theirs);
    const arrayPath = label.length > 0 ? label : [""];
    const keys = (items: Json[]) => items.map((item) => itemKey(arrayPath, item));
    const unique = (ks: (string | undefined)[]) => ks.every((k) => k !== undefined) && new Set(ks).size === ks.length;
    const [kb, km, kt] = [keys(base), keys(mine), keys(theirs)];
    if (unique(kb) && unique(km) && unique(kt)) {
      const out: Json[] = [];
      const order = [...km, ...kt.filter((k) => !km.includes(k))] as string[];
      for (const k of order) {
        const item = (items: Json[], ks: (string | undefined)[]) => (ks.includes(k) ? items[ks.indexOf(k)] : undefined);
        const itemLabel = [...label.slice(0, -1), keyedSegment(label.at(-1) ?? "", k)];
        const value = this.merge(item(base, kb), item(mine, km), item(theirs, kt), itemLabel, [...at, out.length]);
        if (value !== undefined) out.push(value);
      }
      return out;
    }
    if (base.length === mine.length && mine.length === theirs.length)
      return mine.map((m, i) => this.merge(base[i], m, theirs[i], [...label, String(i)], [...at, i]));
    return undefined;
  }
}

/** A set of pairs after both sides' additions and removals. */
function mergeSets(base: Json[], mine: Json[], theirs: Json[]): Json[] {
  const key = (v: Json) => JSON.stringify(v);
  const [inBase, inMine, inTheirs] = [base, mine, theirs].map((items) => new Set(items.map(key)));
  const kept = mine.filter((item) => inTheirs!.has(key(item)) || !inBase!.has(key(item)));
  const added = theirs.filter((item) => !inMine!.has(key(item)) && !inBase!.has(key(item)));
  return [...kept, ...added];
}

/**
 * Merge my edit and theirs of one document, both made from `base` (undefined when the document is
 * new on both sides). `choices` settles conflicts by their path.
 */
export function mergeValues<T>(base: unknown, mine: T, theirs: unknown, choices: MergeChoices = {}): MergeResult<T> {
  const m = new Merger(choices);
  const value = m.merge(base, mine, theirs, [], []) as T;
  return { value, conflicts: m.conflicts, resolved: m.resolved };
}

/**
 * Merge two edits of a map: terrain hex by hex when the three boards have the same shape (a hex
 * painted differently on both sides is a conflict named by its coordinate, `hexes.E7`), the board
 * as a whole when a side reshaped it; canals and bridge slots as sets; terra.snellman.net's map id
 * follows the rows (computed again for rows merged hex by hex); other fields as usual.
 */
export function mergeMaps(base: MapDoc, mine: MapDoc, theirs: MapDoc, choices: MergeChoices = {}): MergeResult<MapDoc> {
  const m = new Merger(choices);
  // terra.snellman.net's map id is derived from the rows: it follows them, it is not merged.
  const { rows: rowsB, snellmanMapId: idB, ...restB } = base;
  const { rows: rowsM, snellmanMapId: idM, ...restM } = mine;
  const { rows: rowsT, snellmanMapId: idT, ...restT } = theirs;
  const rest = m.merge(restB, restM, restT, [], []) as Omit<MapDoc, "rows">;
  const [cellsB, cellsM, cellsT] = [rowsB, rowsM, rowsT].map((rows) => rows.map(rowCells));
  const shape = (map: MapDoc, cells: string[][]) => JSON.stringify([map.offset ?? "odd", cells.map((r) => r.length)]);
  const sameShape = shape(base, cellsB!) === shape(mine, cellsM!) && shape(mine, cellsM!) === shape(theirs, cellsT!);
  let rows: string[];
  let id: string | undefined;
  // The id of the side whose rows are kept, unless only the other side changed it.
  const idOf = (side: MergeSide) => (side === "mine" ? (idM === idB && idT !== idB && jsonEqual(cellsM, cellsT) ? idT : idM) : idB === idT && idM !== idB ? idM : idT);
  if (jsonEqual(cellsM, cellsT) || jsonEqual(cellsB, cellsT)) [rows, id] = [rowsM, idOf("mine")];
  else if (jsonEqual(cellsB, cellsM)) [rows, id] = [rowsT, idOf("theirs")];
  else if (sameShape) {
    const [gridB, gridM] = [buildGrid(base), buildGrid(mine)];
    rows = cellsM!.map((row, r) =>
      row
        .map((code, c) => {
          const [b, t] = [cellsB![r]![c]!, cellsT![r]![c]!];
          if (code === t || b === t) return code;
          if (b === code) return t;
          const conflict = { path: cellPath(gridB, gridM, r, c), at: ["rows", r, c] as PathSegment[], base: cellWord(b), mine: cellWord(code), theirs: cellWord(t) };
          return m.clash(conflict, code, t) as string;
        })
        .join(" "),
    );
    id = idB ?? idM ?? idT ? snellmanMapId({ rows, offset: mine.offset }) : undefined;
  } else {
    rows = m.clash({ path: "rows", at: ["rows"], base: rowsB, mine: rowsM, theirs: rowsT }, rowsM, rowsT) as string[];
    id = rows === rowsT ? idT : idM;
  }
  // Keep my order of the fields (rows where I have them).
  const merged = { ...rest, rows, snellmanMapId: id } as Record<string, unknown>;
  const order = [...Object.keys(mine), ...Object.keys(merged).filter((k) => !(k in mine))].filter((k) => merged[k] !== undefined);
  return { value: Object.fromEntries(order.map((k) => [k, merged[k]])) as MapDoc, conflicts: m.conflicts, resolved: m.resolved };
}
