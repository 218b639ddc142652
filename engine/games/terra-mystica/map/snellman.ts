/**
 * Maps in terra.snellman.net's text format, to and from our rows, and its map ids.
 *
 * The format is a stream of words: a terrain colour (yellow brown black blue green gray red), `x`
 * for river, and `E` ending each row. Rows are lettered A.. from the top; odd rows (B, D, ...) are
 * shifted half a hex right, so a lone `E` (an empty row) shifts the parity of the rows below it.
 * Row ends are the only off-board cells it can express. A map's id there is the SHA-1 of its terrain
 * string: every word, `E`s included, joined by single spaces.
 */
import { OFF_BOARD_CODE, RIVER_CODE, TERRAIN_CODES, TERRAIN_COLOR_WORDS, TERRAINS } from "../schema/common";
import type { MapInput } from "../schema/map";
import { rowCells, rowLabel } from "./grid";
import { sha1Hex } from "../../../core/sha1";

export const SNELLMAN_RIVER_WORD = "x";
export const SNELLMAN_ROW_END = "E";
/** terra.snellman.net reads at most 13 cells per row and labels rows A..Z. */
export const SNELLMAN_MAX_ROW_CELLS = 13;
export const SNELLMAN_MAX_ROWS = 26;

const CODE_BY_WORD = new Map<string, string>([
  ...TERRAINS.map((t) => [TERRAIN_COLOR_WORDS[t], TERRAIN_CODES[t]] as const),
  [SNELLMAN_RIVER_WORD, RIVER_CODE],
]);
const WORD_BY_CODE = new Map<string, string>([...CODE_BY_WORD].map(([word, code]) => [code, word]));

/** Rows as parsed from terra.snellman.net text: always the "odd" layout. */
export interface SnellmanMap {
  rows: string[];
  offset: "odd";
}

export type SnellmanParseResult = { ok: true; map: SnellmanMap } | { ok: false; line: number; message: string };

export type SnellmanFormatCode = "snellman/even-offset" | "snellman/off-board" | "snellman/unknown-cell" | "snellman/too-large";

export type SnellmanFormatResult =
  | { ok: true; text: string }
  | { ok: false; code: SnellmanFormatCode; row?: number; message: string };

const expected = `${TERRAINS.map((t) => TERRAIN_COLOR_WORDS[t]).join(", ")}, ${SNELLMAN_RIVER_WORD} (river) or ${SNELLMAN_ROW_END} (end of row)`;

/**
 * Read terra.snellman.net map text. `#` comment lines and blank lines are ignored; `line` in an
 * error is 1-based. An empty row (a lone `E`) becomes a row of one off-board cell.
 */
export function parseSnellmanMap(text: string): SnellmanParseResult {
  const lines = text.split(/\r\n|\n|\r/);
  const rows: string[] = [];
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    let cells: string[] = [];
    for (const word of trimmed.split(/\s+/)) {
      if (word === SNELLMAN_ROW_END) {
        if (cells.length > SNELLMAN_MAX_ROW_CELLS)
          return { ok: false, line, message: `row ${rowLabel(rows.length)} has ${cells.length} cells; terra.snellman.net reads at most ${SNELLMAN_MAX_ROW_CELLS}` };
        rows.push(cells.length > 0 ? cells.join(" ") : OFF_BOARD_CODE);
        cells = [];
        continue;
      }
      const code = CODE_BY_WORD.get(word);
      if (code === undefined) return { ok: false, line, message: `unknown word "${word}": expected ${expected}` };
      cells.push(code);
    }
    if (cells.length > 0) return { ok: false, line, message: `the row does not end with "${SNELLMAN_ROW_END}"` };
  }
  if (rows.length === 0) return { ok: false, line: Math.max(1, lines.length), message: "no rows: each row is a line of terrain words ending with E" };
  if (rows.length > SNELLMAN_MAX_ROWS)
    return { ok: false, line: lines.length, message: `${rows.length} rows; terra.snellman.net labels at most ${SNELLMAN_MAX_ROWS} (A to Z)` };
  return { ok: true, map: { rows, offset: "odd" } };
}

/** Each row's words (without its `E`), or a reason the map cannot be written in this format. */
function snellmanRows(map: Pick<MapInput, "rows" | "offset">): { ok: true; rows: string[][] } | Extract<SnellmanFormatResult, { ok: false }> {
  if ((map.offset ?? "odd") !== "odd")
    return {
      ok: false,
      code: "snellman/even-offset",
      message: "terra.snellman.net shifts the odd rows (B, D, ...): add an empty first row and use offset odd to export this map",
    };
  if (map.rows.length > SNELLMAN_MAX_ROWS)
    return { ok: false, code: "snellman/too-large", message: `${map.rows.length} rows; terra.snellman.net labels at most ${SNELLMAN_MAX_ROWS} (A to Z)` };
  const rows: string[][] = [];
  for (const [row, line] of map.rows.entries()) {
    const cells = rowCells(line);
    while (cells.length > 0 && cells[cells.length - 1] === OFF_BOARD_CODE) cells.pop();
    const words: string[] = [];
    for (const [col, code] of cells.entries()) {
      if (code === OFF_BOARD_CODE)
        return {
          ok: false,
          code: "snellman/off-board",
          row,
          message: `row ${rowLabel(row)}, cell ${col + 1}: terra.snellman.net has no off-board cells except at the end of a row`,
        };
      const word = WORD_BY_CODE.get(code);
      if (word === undefined) return { ok: false, code: "snellman/unknown-cell", row, message: `row ${rowLabel(row)}, cell ${col + 1}: unknown cell "${code}"` };
      words.push(word);
    }
    if (words.length > SNELLMAN_MAX_ROW_CELLS)
      return {
        ok: false,
        code: "snellman/too-large",
        row,
        message: `row ${rowLabel(row)} has ${words.length} cells; terra.snellman.net reads at most ${SNELLMAN_MAX_ROW_CELLS}`,
      };
    rows.push(words);
  }
  return { ok: true, rows };
}

/** Write a map as terra.snellman.net text, one row per line (the inverse of parseSnellmanMap). */
export function formatSnellmanMap(map: Pick<MapInput, "rows" | "offset">): SnellmanFormatResult {
  const result = snellmanRows(map);
  if (!result.ok) return result;
  return { ok: true, text: result.rows.map((words) => [...words, SNELLMAN_ROW_END].join(" ")).join("\n") + "\n" };
}

/**
 * The terrain string terra.snellman.net stores and hashes: every word, `E`s included, joined by
 * single spaces. Throws when the map cannot be expressed there (see formatSnellmanMap).
 */
export function snellmanTerrainString(map: Pick<MapInput, "rows" | "offset">): string {
  const result = snellmanRows(map);
  if (!result.ok) throw new Error(`This map cannot be written for terra.snellman.net: ${result.message}`);
  return result.rows.flatMap((words) => [...words, SNELLMAN_ROW_END]).join(" ");
}

/**
 * terra.snellman.net's id of a map: the SHA-1 hex of its terrain string — followed by a space and
 * the table's name when the map is played with one of the site's starting-VP tables
 * (`original_2017`). Throws like snellmanTerrainString.
 */
export function snellmanMapId(map: Pick<MapInput, "rows" | "offset">, startingVpTable?: string): string {
  const terrain = snellmanTerrainString(map);
  return sha1Hex(startingVpTable ? `${terrain} ${startingVpTable}` : terrain);
}
