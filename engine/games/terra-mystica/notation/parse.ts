/**
 * Reading terra.snellman.net game logs. A line is `Faction: command. command. ...` or a moderator
 * line (`option X`, `map X`, `final-scoring X`, `score SCORE1,...`, `delete BON3`, `setup nomads`,
 * `player-count 3` (a game with the faction auction),
 * `drop-faction X`, `finish`);
 * `#` starts a comment; case does not matter. Like the reference engine, a line's `leech`/`decline`
 * commands are taken first, `build X. transform Y` is read as `transform Y. build X`, a conversion
 * written after `pass` happens before it, and `+FIRE. +FIRE` is `+2FIRE`.
 */
import { parseMove } from "../moves";
import type { Move } from "../rules/moves";
import { ID_SOURCE } from "../schema/common";
import { lowerWord } from "./words";

export type SetupCommand =
  | { type: "option"; option: string }
  | { type: "score"; tiles: string[] }
  | { type: "delete"; tile: string }
  | { type: "setup"; faction: string }
  | { type: "player-count"; count: number }
  | { type: "map"; map: string }
  | { type: "final-scoring"; tile: string };

export type ParsedCommand = { kind: "setup"; setup: SetupCommand } | { kind: "move"; move: Move } | { kind: "ignored" };

export interface LogEntry {
  /** 1-based line number in the log. */
  line: number;
  /** The line as written. */
  text: string;
  /** The command of the line this entry comes from (after cleaning). */
  command: string;
  parsed: ParsedCommand;
}

export type ParseResult = { ok: true; entries: LogEntry[] } | { ok: false; line: number; text: string; message: string };

/** Whether a command answers a power offer (`leech ...`, `decline ...`, any case). */
function isAnswer(c: string): boolean {
  const first = c.charCodeAt(0) | 0x20; // lower case
  if (first !== 0x6c && first !== 0x64) return false; // neither l nor d
  const head = c.slice(0, 7).toLowerCase();
  return head.startsWith("leech") || head === "decline";
}

/** Two spaces in a row or a tab: the line's runs of white space become one space. */
const WIDE_SPACE = / {2}|\t/;

const REORDERED = /\+bon|transform|convert|action/i;

/**
 * A space beside a symbol. (A regular expression: measured on every command of the real logs, it
 * tests them in 0.47 ms where a loop over the characters took 0.7–1.1 ms.)
 */
const SPACE_BESIDE_SYMBOL = /\W\s|\s\W/;

/** Whether a space stands beside a symbol. */
export function spaceBesideSymbol(c: string): boolean {
  return SPACE_BESIDE_SYMBOL.test(c);
}

/** Add one command of a line (trimmed; none when empty). Whether it was an answer to a power offer (undefined when none was added). */
function addCommand(part: string, out: string[]): boolean | undefined {
  let c = part.trim();
  if (!c) return undefined;
  // Spaces next to punctuation go ("score SCORE1, SCORE2" → "score SCORE1,SCORE2").
  if (spaceBesideSymbol(c)) c = c.replace(/(\W)\s(\w)/g, "$1$2").replace(/(\w)\s(\W)/g, "$1$2");
  out.push(c);
  return isAnswer(c);
}

/** Split one log line into its commands, the way the reference engine reads it. */
export function cleanLine(raw: string): { prefix: string; commands: string[] } {
  const commands: string[] = [];
  const prefix = readLine(raw, commands);
  return { prefix, commands };
}

/**
 * The commands of one log line, pushed onto `out` (a line's answers to power offers first, each
 * group in the order written), and the line's faction prefix (lower case, "" for none). `parseLog`
 * pushes every line's commands onto one array.
 */
function readLine(raw: string, out: string[]): string {
  let s = raw;
  const hash = s.indexOf("#");
  if (hash >= 0) s = s.slice(0, hash);
  s = s.trim();
  if (!s) return "";
  if (WIDE_SPACE.test(s)) s = s.replace(/\s+/g, " ");
  let prefix = "";
  const colon = s.indexOf(":");
  if (colon >= 0) {
    prefix = lowerWord(s.slice(0, colon).trim());
    s = s.slice(colon + 1);
  }
  // The idioms below need one of these words: most lines have none, and skip them. (`/x/i.test(s)`
  // is `s.toLowerCase().includes("x")` for these words, without the lower-case copy.)
  if (REORDERED.test(s)) {
    const o = s; // the words are looked for in the line as written
    if (/\+bon/i.test(o)) s = s.replace(/\s*pass\.\s*\+bon/i, "pass bon").replace(/^\s*\+bon/i, "pass BON");
    if (/transform/i.test(o) && /build/i.test(o)) s = s.replace(/(build \w+)\. (transform \w+(?: to \w+)?)/i, "$2. $1");
    if (/convert/i.test(o) && /pass/i.test(o)) s = s.replace(/\s*(pass \w+)\. (convert (\d+ *)?\w+ to (\d+ *)?\w+)/i, "$2. $1");
    if (/action/i.test(o) && /dig/i.test(o)) s = s.replace(/(dig \w). (action \w+)/i, "$2. $1");
  }
  if (!prefix) {
    addCommand(s, out);
    return prefix;
  }
  // A player's commands are separated by dots (`s.split(".")`, without the array of parts: this runs on every line of a log).
  const first = out.length;
  let other = false; // a command other than an answer was added
  let late = false; // an answer came after another command
  for (let start = 0; start <= s.length; ) {
    const dot = s.indexOf(".", start);
    const end = dot < 0 ? s.length : dot;
    const answer = addCommand(s.slice(start, end), out);
    if (answer === false) other = true;
    else if (answer && other) late = true;
    start = end + 1;
  }
  if (late) reorderAnswers(out, first);
  return prefix;
}

/** Move a line's answers to power offers (`out` from `first` on) before its other commands, each group in the order written. */
function reorderAnswers(out: string[], first: number): void {
  const answers: string[] = [];
  const others: string[] = [];
  for (let i = first; i < out.length; i++) (isAnswer(out[i]!) ? answers : others).push(out[i]!);
  let k = first;
  for (let i = 0; i < answers.length; i++) out[k++] = answers[i]!;
  for (let i = 0; i < others.length; i++) out[k++] = others[i]!;
}

/** A character of `\w`. */
function isWordChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f;
}

/** A character code in lower case (ASCII letters; anything else as it is). */
function lower(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
}

/** Whether `s` at `at` starts with `word` (lower-case ASCII), in any case. */
function startsWithWord(s: string, at: number, end: number, word: string): boolean {
  if (end - at < word.length) return false;
  for (let k = 0; k < word.length; k++) if (lower(s.charCodeAt(at + k)) !== word.charCodeAt(k)) return false;
  return true;
}

/** The starts and ends of a plain line's commands (`readPlainLine`): a line of more commands is read by `readLine`. */
const CUTS = new Int32Array(64);

/**
 * A line pushed onto `out` as `readLine` does (its prefix returned), read where it stands in `s`
 * (`from` to `to`). Most lines of a log are plain — `faction: command. command`, ASCII, commands of
 * words with single spaces between them, none of the idioms `readLine` rewrites — and are read
 * here in one scan, without the intermediate strings and regular expressions of `readLine`; any
 * other line is read by `readLine` (`line` is the line).
 * `prefixes` holds the prefixes read so far: a faction's lines share one string.
 */
function readAnyLine(line: string, s: string, from: number, to: number, out: string[], prefixes: string[]): string {
  return readPlainLine(s, from, to, out, prefixes) ?? readLine(line, out);
}

/** A plain line (see `readAnyLine`): its prefix, after pushing its commands onto `out`; undefined (nothing pushed) for any other line. */
function readPlainLine(s: string, from: number, to: number, out: string[], prefixes: string[]): string | undefined {
  let i = from;
  while (i < to && s.charCodeAt(i) === 0x20) i++;
  if (i === to || s.charCodeAt(i) === 0x23) return ""; // blank, or a comment (#)
  // The faction: letters, digits, '_' and '-', then a colon.
  const start = i;
  for (; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x3a) break;
    if (!isWordChar(c) && c !== 0x2d) return undefined;
  }
  if (i === to || i === start) return undefined;
  const prefix = prefixAt(s, start, i, prefixes);
  // Its commands, separated by dots, up to a comment: each a run of printable ASCII whose spaces
  // stand single between two word characters (else `readLine`'s clean-up could change it).
  let n = 0;
  let late = false; // an answer to a power offer after another command
  let other = false;
  i++;
  for (;;) {
    while (i < to && s.charCodeAt(i) === 0x20) i++;
    const begin = i;
    let end = i; // after the last character other than a space
    let c = 0;
    for (; i < to; i++) {
      c = s.charCodeAt(i);
      if (c === 0x2e || c === 0x23) break; // . #
      if (c === 0x20) continue;
      if (c < 0x20 || c > 0x7e) return undefined;
      if (i > end && end > begin) {
        if (i - end > 1 || !isWordChar(c) || !isWordChar(s.charCodeAt(end - 1))) return undefined;
        // A word `action` inside a command: `dig 1x action act5` is rewritten (see below).
        if ((c | 0x20) === 0x61 && startsWithWord(s, i, to, "action")) return undefined;
      }
      end = i + 1;
    }
    if (end > begin) {
      if (n === CUTS.length || mayBeRewritten(s, begin, end, n > 0 ? CUTS[n - 2]! : -1, n > 0 ? CUTS[n - 1]! : -1)) return undefined;
      CUTS[n++] = begin;
      CUTS[n++] = end;
      const first = lower(s.charCodeAt(begin));
      if (!((first === 0x6c && startsWithWord(s, begin, end, "leech")) || (first === 0x64 && startsWithWord(s, begin, end, "decline")))) other = true;
      else if (other) late = true;
    }
    if (i >= to || c === 0x23) break;
    i++; // past the dot
  }
  const first = out.length;
  for (let k = 0; k < n; k += 2) out.push(s.slice(CUTS[k], CUTS[k + 1]));
  if (late) reorderAnswers(out, first);
  return prefix;
}

/**
 * Whether `readLine` may rewrite a plain line's command (from `begin` to `end`) with the command
 * before it on the line (from `before` to `last`; -1 when none): one that starts with `+bon`, or
 * that starts with `transform`, `convert` or `action` after one that ends with `build X`,
 * `pass X` or `dig X`. (Its idioms' regular expressions find nothing in a plain line otherwise.)
 */
function mayBeRewritten(s: string, begin: number, end: number, before: number, last: number): boolean {
  const first = lower(s.charCodeAt(begin));
  if (first === 0x2b) return startsWithWord(s, begin, end, "+bon");
  if (before < 0) return false;
  if (first === 0x74) return startsWithWord(s, begin, end, "transform") && endsWithArgumentOf(s, before, last, "build");
  if (first === 0x63) return startsWithWord(s, begin, end, "convert") && endsWithArgumentOf(s, before, last, "pass");
  if (first === 0x61) return startsWithWord(s, begin, end, "action") && endsWithArgumentOf(s, before, last, "dig");
  return false;
}

/** Whether `s` from `begin` to `end` ends with `word` (lower-case ASCII, any case), a space and word characters (`build E5`). */
function endsWithArgumentOf(s: string, begin: number, end: number, word: string): boolean {
  let k = end;
  while (k > begin && isWordChar(s.charCodeAt(k - 1))) k--;
  if (k === end || k - 1 - word.length < begin || s.charCodeAt(k - 1) !== 0x20) return false;
  return startsWithWord(s, k - 1 - word.length, k - 1, word);
}

/** The prefix written from `start` to `end` of `s`, in lower case: one of `prefixes` when it is there (else added to them). */
function prefixAt(s: string, start: number, end: number, prefixes: string[]): string {
  for (let k = 0; k < prefixes.length; k++) {
    const p = prefixes[k]!;
    if (p.length === end - start && startsWithWord(s, start, end, p)) return p;
  }
  const p = lowerWord(s.slice(start, end));
  prefixes.push(p);
  return p;
}

type Result = ParsedCommand | { error: string };

/** Whether a string neither starts nor ends with white space (printable ASCII at both ends; `trim` would return it as it is). */
function trimmed(s: string): boolean {
  const a = s.charCodeAt(0);
  const b = s.charCodeAt(s.length - 1);
  return a > 0x20 && a < 0x7f && b > 0x20 && b < 0x7f;
}

// Faction ids in commands follow the studio's id grammar (`setup sky-folk`), any case.
const SETUP = new RegExp(`^setup (${ID_SOURCE})`, "i");

/** Turn one cleaned command into a move or a setup command (or an error message). */
export function parseCommand(prefix: string, command: string): Result {
  const c = trimmed(command) ? command : command.trim();
  const faction = prefix || undefined;
  // Moves: the families of the registry read them, by their first word.
  const read = parseMove(prefix, c);
  // (A move has a type, an error none: `"error" in read` is a slow lookup over moves of every shape.)
  if (read) return (read as Partial<Move>).type === undefined ? (read as { error: string }) : { kind: "move", move: read as Move };
  let m: RegExpMatchArray | null;
  if (/^(abort|score_resources|admin email .*|start-preview)$/i.test(c)) return { kind: "ignored" };
  if ((m = c.match(SETUP))) {
    if (faction) return { error: `${faction} cannot choose another faction` };
    return { kind: "setup", setup: { type: "setup", faction: m[1]!.toLowerCase() } };
  }
  if (faction && /^setup$/i.test(c)) return { kind: "setup", setup: { type: "setup", faction } };
  if ((m = c.match(/^score (.*)$/i)))
    return { kind: "setup", setup: { type: "score", tiles: m[1]!.split(",").map((t) => t.trim().toUpperCase()).filter(Boolean) } };
  if ((m = c.match(/^option (\S+)$/i))) return { kind: "setup", setup: { type: "option", option: m[1]!.toLowerCase() } };
  if ((m = c.match(/^delete (\w+)$/i))) return { kind: "setup", setup: { type: "delete", tile: m[1]!.toUpperCase() } };
  if ((m = c.match(/^map (\S+)$/i))) return { kind: "setup", setup: { type: "map", map: m[1]! } };
  // The tile's name as written: terra.snellman.net knows `connected-distance`, not `Connected-Distance`.
  if ((m = c.match(/^final-scoring (\S+)$/i))) return { kind: "setup", setup: { type: "final-scoring", tile: m[1]! } };
  if (/^player /i.test(c)) return { kind: "ignored" };
  // The number of players of a game whose factions are won in the faction auction (Fire & Ice variant).
  if ((m = c.match(/^player-count (\d+)$/i))) return { kind: "setup", setup: { type: "player-count", count: Number(m[1]) } };
  if (/^randomize /i.test(c)) return { error: "'randomize' (terra.snellman.net's own random setup) is not supported: give the setup as score, delete and setup lines" };
  return { error: `Could not parse command '${c}'` };
}

/** A log's lines, and every command of it in one array with the index of its line and its faction prefix beside it. */
export interface LogCommands {
  lines: string[];
  commands: string[];
  lineOf: number[];
  prefixOf: string[];
}

/** Split a log into its commands, line by line as `cleanLine` does. */
export function logCommands(text: string): LogCommands {
  const crlf = text.includes("\r");
  const lines = crlf ? text.split(/\r\n|\n|\r/) : text.split("\n");
  const commands: string[] = [];
  const lineOf: number[] = [];
  const prefixOf: string[] = [];
  const prefixes: string[] = [];
  for (let i = 0, at = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // Lines in the log's own string (no `\r`): read where they start in it.
    const prefix = crlf ? readAnyLine(line, line, 0, line.length, commands, prefixes) : readAnyLine(line, text, at, at + line.length, commands, prefixes);
    at += line.length + 1;
    while (lineOf.length < commands.length) {
      lineOf.push(i);
      prefixOf.push(prefix);
    }
  }
  return { lines, commands, lineOf, prefixOf };
}

/** Read a whole log into entries, one per command, with line numbers. */
export function parseLog(text: string): ParseResult {
  const { lines, commands, lineOf, prefixOf } = logCommands(text);
  // `+X. +X` (same faction, same command, on one line or two) counts twice, as of the second one.
  for (let i = 0; i + 1 < commands.length; i++) {
    const a = commands[i]!;
    const b = commands[i + 1]!;
    if (a.charCodeAt(0) !== 0x2b || !prefixOf[i] || prefixOf[i] !== prefixOf[i + 1]) continue; // +
    const m = a.match(/^\+(\d*)(\w+)/);
    if (m && a.toLowerCase() === b.toLowerCase()) {
      commands[i + 1] = `+${Number(m[1] || 1) * 2}${m[2]}`;
      commands[i] = "";
    }
  }
  const entries: LogEntry[] = [];
  for (let i = 0; i < commands.length; i++) {
    const command = commands[i]!;
    if (!command) continue;
    const at = lineOf[i]!;
    const parsed = parseCommand(prefixOf[i]!, command);
    if ("error" in parsed) return { ok: false, line: at + 1, text: lines[at]!, message: parsed.error };
    entries.push({ line: at + 1, text: lines[at]!, command, parsed });
  }
  return { ok: true, entries };
}
