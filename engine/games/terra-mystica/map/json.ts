/** A map as JSON text: formatting, and reading with messages that say where a problem is. */
import { MapSchema, type MapInput } from "../schema/map";
import { rowLabel } from "./grid";

export interface TextProblem {
  /** 1-based line and column in the text, when known. */
  readonly line?: number;
  readonly column?: number;
  /** Path in the document (`rows.3`), when the problem is about a value. */
  readonly path?: string;
  readonly message: string;
}

export type MapJsonResult = { ok: true; map: MapInput } | { ok: false; problems: TextProblem[] };

/**
 * A map as pretty JSON, as the studio stores and shows it: two-space indent, one row per line,
 * and each pair of hexes (bridge slot, canal) on one line.
 */
export function formatMapJson(map: MapInput): string {
  const text = JSON.stringify(map, null, 2).replace(/\[\s*("(?:[^"\\]|\\.)*"),\s*("(?:[^"\\]|\\.)*")\s*\]/g, "[$1, $2]");
  return `${text}\n`;
}

/** Line and column (1-based) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const lines = before.split("\n");
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/** Describe a path in a map for people: `rows.3` is "row D". */
export function describeMapPath(path: readonly PropertyKey[]): string {
  if (path[0] === "rows" && typeof path[1] === "number") return `rows.${path[1]} (row ${rowLabel(path[1])})`;
  return path.length > 0 ? path.map(String).join(".") : "the map";
}

/**
 * Read a map from JSON text: syntax errors name their line and column; schema problems name their
 * path. A whole content pack is refused with a hint to pick one of its maps.
 */
export function parseMapJson(text: string): MapJsonResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    if (text.trim() === "") return { ok: false, problems: [{ line: 1, column: 1, message: "The text is empty." }] };
    const error = findJsonError(text);
    return { ok: false, problems: [{ ...lineColumn(text, error.offset), message: `Not valid JSON: ${error.message}.` }] };
  }
  if (value && typeof value === "object" && !Array.isArray(value) && "maps" in value && "manifest" in value) {
    const ids = Object.keys((value as { maps: Record<string, unknown> }).maps ?? {});
    return {
      ok: false,
      problems: [{ message: `This is a content pack with ${ids.length} map(s) (${ids.join(", ") || "none"}): import one map object, e.g. the value of maps.${ids[0] ?? "<id>"}.` }],
    };
  }
  const parsed = MapSchema.safeParse(value);
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: `${describeMapPath(issue.path)}: ${issue.message}` })),
    };
  return { ok: true, map: value as MapInput };
}

/**
 * Where JSON text first goes wrong, and how: a small scanner that follows the JSON grammar (the
 * engine's JSON.parse messages do not always say where).
 */
export function findJsonError(text: string): { offset: number; message: string } {
  let i = 0;
  class Stop extends Error {
    constructor(readonly offset: number, message: string) {
      super(message);
    }
  }
  const fail = (message: string): never => {
    throw new Stop(i, message);
  };
  const describe = () => (i >= text.length ? "the end of the text" : `"${text[i]}"`);
  const space = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\\") i++;
      else if (text[i]! < " ") fail("a line break or control character inside a string");
      i++;
    }
    if (i >= text.length) fail("a string that never ends");
    i++;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === "{") {
      i++;
      space();
      if (text[i] === "}") return void i++;
      for (;;) {
        space();
        if (text[i] !== '"') fail(`expected a property name in double quotes, found ${describe()}`);
        string();
        space();
        if (text[i] !== ":") fail(`expected ":" after the property name, found ${describe()}`);
        i++;
        value();
        space();
        if (text[i] === ",") {
          i++;
          space();
          if (text[i] === "}") fail("a comma before a closing brace");
          continue;
        }
        if (text[i] === "}") return void i++;
        fail(`expected "," or "}", found ${describe()}`);
      }
    }
    if (c === "[") {
      i++;
      space();
      if (text[i] === "]") return void i++;
      for (;;) {
        value();
        space();
        if (text[i] === ",") {
          i++;
          space();
          if (text[i] === "]") fail("a comma before a closing bracket");
          continue;
        }
        if (text[i] === "]") return void i++;
        fail(`expected "," or "]", found ${describe()}`);
      }
    }
    if (c === '"') return string();
    const literal = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(i));
    if (literal) {
      i += literal[0].length;
      return;
    }
    fail(`unexpected ${describe()}`);
  };
  try {
    value();
    space();
    if (i < text.length) fail(`unexpected ${describe()} after the end of the value`);
  } catch (e) {
    if (e instanceof Stop) return { offset: e.offset, message: e.message };
    throw e;
  }
  return { offset: 0, message: "the text could not be read" };
}
