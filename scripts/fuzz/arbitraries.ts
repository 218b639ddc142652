/**
 * Input generators of the fuzzer (fast-check arbitraries): values at the edges of what a field
 * holds, valid examples with a few fields broken, terra.snellman.net log lines built from the
 * notation's own words, real logs with lines dropped, repeated or rewritten, and damaged bytes.
 */
import fc from "fast-check";

/** Values that break careless code: huge and negative numbers, odd strings, prototype names, empty containers. */
/** Strings that break careless code: empty, long, prototype names, paths, markup, bad escapes and code units. */
export const edgeString: fc.Arbitrary<string> = fc.constantFrom(
  "", " ", "x".repeat(5000), "__proto__", "constructor", "prototype", "toString", "hasOwnProperty",
  "../../etc/passwd", "<script>alert(1)</script>", "%", "%zz", "%E0%A4%A", "\u0000", "\uD800", "e\u0301", "🐉", "a.b", "a/b", "base", "witches", "base.base",
);

export const edgeValue: fc.Arbitrary<unknown> = fc.oneof(edgeString, fc.constantFrom<unknown>(
  0, -1, 1, 1.5, 1e9, -1e9, 2 ** 31, 2 ** 53, Number.MAX_VALUE, 1e-300, -0,
  null, true, false, [], {}, [null], { __proto__: null }, { constructor: 1 }, [[[[[]]]]],
));

/** Any JSON value, mixed with the edge values. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: edgeValue },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
);

type Json = unknown;
type Path = (string | number)[];

/** Every path of a JSON value (containers included), in a stable order. */
export function pathsOf(value: Json, limit = 100_000): Path[] {
  const out: Path[] = [];
  const walk = (v: Json, path: Path) => {
    if (out.length >= limit) return;
    out.push(path);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(value, []);
  return out;
}

function getAt(doc: Json, path: Path): Json {
  let v = doc as Record<string | number, Json>;
  for (const k of path) v = v?.[k] as Record<string | number, Json>;
  return v;
}

/** One change to a document: which path (an index into its paths), and what to do there. */
export type Edit =
  | { op: "set"; at: number; value: unknown }
  | { op: "delete"; at: number }
  | { op: "rename"; at: number; key: string }
  | { op: "copy"; at: number; from: number };

export const edit: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant("set" as const), at: fc.nat(), value: junkValue }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("delete" as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("rename" as const), at: fc.nat(), key: fc.oneof(fc.string({ maxLength: 12 }), edgeString) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("copy" as const), at: fc.nat(), from: fc.nat() }) },
);

/** `doc` with the edits applied (on a copy; paths chosen among the paths the copy has at that moment). */
export function applyEdits(doc: Json, edits: readonly Edit[]): Json {
  let out = structuredClone(doc);
  for (const e of edits) {
    const paths = pathsOf(out);
    const path = paths[e.at % paths.length]!;
    if (path.length === 0) {
      if (e.op === "set") out = structuredClone(e.value);
      continue;
    }
    const parent = getAt(out, path.slice(0, -1)) as Record<string | number, Json> | Json[];
    const key = path[path.length - 1]!;
    if (e.op === "set") (parent as Record<string | number, Json>)[key] = structuredClone(e.value);
    else if (e.op === "delete") {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete (parent as Record<string | number, Json>)[key];
    } else if (e.op === "rename") {
      if (Array.isArray(parent)) continue;
      const p = parent as Record<string, Json>;
      const v = p[key as string];
      delete p[key as string];
      Object.defineProperty(p, e.key, { value: v, enumerable: true, writable: true, configurable: true });
    } else {
      const from = paths[e.from % paths.length]!;
      (parent as Record<string | number, Json>)[key] = structuredClone(getAt(out, from));
    }
  }
  return out;
}

/** A valid example with 1 to `max` fields changed, removed, renamed or copied from elsewhere. */
export function mutated(example: Json, max = 3): fc.Arbitrary<Json> {
  return fc.array(edit, { minLength: 1, maxLength: max }).map((edits) => applyEdits(example, edits));
}

/** Bytes of `bytes` damaged: a few bytes changed, cut short, or with junk inserted. */
export function damagedBytes(bytes: Uint8Array): fc.Arbitrary<Uint8Array> {
  const flip = fc.record({ at: fc.nat(), to: fc.integer({ min: 0, max: 255 }) });
  return fc.oneof(
    fc.array(flip, { minLength: 1, maxLength: 8 }).map((flips) => {
      const out = bytes.slice();
      for (const f of flips) out[f.at % out.length] = f.to;
      return out;
    }),
    fc.nat({ max: bytes.length }).map((n) => bytes.slice(0, n)),
    fc.tuple(fc.nat({ max: bytes.length }), fc.uint8Array({ minLength: 1, maxLength: 64 })).map(([at, junk]) => {
      const out = new Uint8Array(bytes.length + junk.length);
      out.set(bytes.subarray(0, at));
      out.set(junk, at);
      out.set(bytes.subarray(at), at + junk.length);
      return out;
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// terra.snellman.net notation

const FACTIONS = ["witches", "auren", "halflings", "cultists", "engineers", "dwarves", "mermaids", "swarmlings", "chaosmagicians", "giants", "fakirs", "nomads", "darklings", "alchemists", "icemaidens", "yetis", "dragonlords", "acolytes", "shapeshifters", "riverwalkers", "sky-folk", "x"];
const NUMBER = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 12 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom("00", "1000000000", "99999999999999999999999", "9".repeat(400), "4294967296", "-1") },
);
const HEX = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom(..."ABCDEFGHIJ"), fc.integer({ min: 1, max: 14 })).map(([r, c]) => `${r}${c}`) },
  { weight: 1, arbitrary: fc.constantFrom("A0", "Z99", "I13", "r0", "R3", "a", "AA1", "E999999999999") },
);
const WORD = fc.constantFrom(
  "D", "TP", "TE", "SH", "SA", "dwelling", "temple", "fire", "water", "earth", "air", "FIRE", "w", "c", "p", "pw", "vp", "spade", "spades",
  "desert", "plains", "swamp", "lakes", "forest", "mountains", "wasteland", "green", "black", "BON1", "BON9", "ACT1", "ACT6", "ACTW", "ACTS", "ACTG",
  "FAV1", "FAV12", "TW1", "TW8", "SCORE1", "SCORE9", "mini-expansion-1", "shipping-bonus", "variable-turn-order", "fire-and-ice", "base",
);
const COMMAND: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("income", "start", "finish", "wait", "done", "resign", "decline", "pass", "abort", "score_resources", "advance ship", "advance dig", "setup", "other_income_for_faction", "randomize v1"),
  HEX.map((h) => `build ${h}`),
  fc.tuple(HEX, WORD).map(([h, b]) => `upgrade ${h} to ${b}`),
  fc.tuple(WORD, NUMBER).map(([c, n]) => `send p to ${c} for ${n}`),
  fc.tuple(NUMBER, WORD, NUMBER, WORD).map(([a, x, b, y]) => `convert ${a}${x} to ${b}${y}`),
  NUMBER.map((n) => `burn ${n}`),
  fc.tuple(NUMBER, fc.constantFrom(...FACTIONS)).map(([n, f]) => `leech ${n} from ${f}`),
  fc.tuple(NUMBER, fc.constantFrom(...FACTIONS)).map(([n, f]) => `decline ${n} from ${f}`),
  fc.tuple(HEX, WORD).map(([h, t]) => `transform ${h} to ${t}`),
  NUMBER.map((n) => `dig ${n}`),
  fc.tuple(HEX, HEX).map(([a, b]) => `bridge ${a}:${b}`),
  fc.tuple(HEX, HEX, HEX).map(([a, b, c]) => `connect ${a}:${b}:${c}`),
  NUMBER.map((n) => `connect r${n}`),
  WORD.map((w) => `pass ${w}`),
  WORD.map((w) => `action ${w}`),
  fc.tuple(fc.constantFrom("+", "-"), fc.oneof(fc.constant(""), NUMBER), WORD).map(([s, n, w]) => `${s}${n}${w}`),
  fc.constantFrom(...FACTIONS).map((f) => `setup ${f}`),
  fc.constantFrom(...FACTIONS).map((f) => `drop-faction ${f}`),
  fc.array(WORD, { maxLength: 7 }).map((ws) => `score ${ws.join(",")}`),
  WORD.map((w) => `option ${w}`),
  WORD.map((w) => `delete ${w}`),
  fc.oneof(WORD, fc.string({ maxLength: 12 })).map((w) => `map ${w}`),
  fc.string({ maxLength: 30 }),
);

/** One log line: an optional faction prefix and one or more commands joined with ". ". */
export const logLine: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FACTIONS).map((f) => `${f}: `) }, { weight: 1, arbitrary: fc.constant("") }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }).map((s) => `${s}:`) }),
    fc.array(COMMAND, { minLength: 1, maxLength: 4 }),
    fc.oneof({ weight: 5, arbitrary: fc.constant("") }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }).map((s) => ` # ${s}`) }),
  )
  .map(([prefix, commands, comment]) => `${prefix}${commands.join(". ")}${comment}`);

/** Log text: lines of the notation, or any string at all. */
export const logText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.array(logLine, { maxLength: 12 }).map((lines) => lines.join("\n")) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom("\r", "\n", "\r\n", ".", ":", "#", " ", "\t", "+", "-", "pass", "income", "build"), { maxLength: 60 }).map((parts) => parts.join("")) },
);

/** A change to a log's lines. */
export type LineEdit = { op: "drop" | "repeat" | "swap"; at: number } | { op: "replace" | "insert"; at: number; line: string };

const lineEdit: fc.Arbitrary<LineEdit> = fc.oneof(
  fc.record({ op: fc.constantFrom("drop" as const, "repeat" as const, "swap" as const), at: fc.nat() }),
  fc.record({ op: fc.constantFrom("replace" as const, "insert" as const), at: fc.nat(), line: logLine }),
);

/**
 * A real log cut after some line (its first `keep` share, to keep replays short on average) with a
 * few lines dropped, repeated, swapped, replaced or inserted.
 */
export function mutatedLog(logs: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.nat({ max: logs.length - 1 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.array(lineEdit, { minLength: 0, maxLength: 4 }))
    .map(([which, keep, edits]) => {
      const all = logs[which]!.split("\n");
      const lines = all.slice(0, Math.max(1, Math.ceil(all.length * keep * keep)));
      for (const e of edits) {
        const at = e.at % lines.length;
        if (e.op === "drop") lines.splice(at, 1);
        else if (e.op === "repeat") lines.splice(at, 0, lines[at]!);
        else if (e.op === "swap") [lines[at], lines[(at + 1) % lines.length]] = [lines[(at + 1) % lines.length]!, lines[at]!];
        else if ("line" in e) {
          if (e.op === "replace") lines[at] = e.line;
          else lines.splice(at, 0, e.line);
        }
        if (lines.length === 0) lines.push("");
      }
      return lines.join("\n");
    });
}
