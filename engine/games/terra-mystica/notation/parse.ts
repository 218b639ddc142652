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
    prefix = s.slice(0, colon).toLowerCase().trim();
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
  if (late) {
    // Answers first (rare: most answers stand on a line of their own or lead it).
    const answers: string[] = [];
    const others: string[] = [];
    for (let i = first; i < out.length; i++) (isAnswer(out[i]!) ? answers : others).push(out[i]!);
    let k = first;
    for (let i = 0; i < answers.length; i++) out[k++] = answers[i]!;
    for (let i = 0; i < others.length; i++) out[k++] = others[i]!;
  }
  return prefix;
}

type Result = ParsedCommand | { error: string };

// Faction ids in commands follow the studio's id grammar (`setup sky-folk`), any case.
const SETUP = new RegExp(`^setup (${ID_SOURCE})`, "i");

/** Turn one cleaned command into a move or a setup command (or an error message). */
export function parseCommand(prefix: string, command: string): Result {
  const c = command.trim();
  const faction = prefix || undefined;
  // Moves: the families of the registry read them, by their first word.
  const read = parseMove(prefix, c);
  if (read) return "error" in read ? read : { kind: "move", move: read };
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

/** Read a whole log into entries, one per command, with line numbers. */
export function parseLog(text: string): ParseResult {
  const lines = text.includes("\r") ? text.split(/\r\n|\n|\r/) : text.split("\n");
  // Every command of the log in one array; the index of its line and its faction prefix beside it.
  const commands: string[] = [];
  const lineOf: number[] = [];
  const prefixOf: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const prefix = readLine(lines[i]!, commands);
    while (lineOf.length < commands.length) {
      lineOf.push(i);
      prefixOf.push(prefix);
    }
  }
  // `+X. +X` (same faction, same command, on one line or two) counts twice, as of the second one.
  for (let i = 0; i + 1 < commands.length; i++) {
    const a = commands[i]!;
    const b = commands[i + 1]!;
    const m = a.charCodeAt(0) === 0x2b ? a.match(/^\+(\d*)(\w+)/) : null; // +
    if (m && prefixOf[i] && prefixOf[i] === prefixOf[i + 1] && a.toLowerCase() === b.toLowerCase()) {
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
