/**
 * Reading terra.snellman.net game logs. A line is `Faction: command. command. ...` or a moderator
 * line (`option X`, `score SCORE1,...`, `delete BON3`, `setup nomads`, `drop-faction X`, `finish`);
 * `#` starts a comment; case does not matter. Like the reference engine, a line's `leech`/`decline`
 * commands are taken first, `build X. transform Y` is read as `transform Y. build X`, a conversion
 * written after `pass` happens before it, and `+FIRE. +FIRE` is `+2FIRE`.
 */
import type { Move } from "../rules/moves";
import { ID_SOURCE } from "../schema/common";
import { buildingFromWord, cultFromWord, isResourceKey, resourceFromWord, terrainFromWord } from "./words";

export type SetupCommand =
  | { type: "option"; option: string }
  | { type: "score"; tiles: string[] }
  | { type: "delete"; tile: string }
  | { type: "setup"; faction: string }
  | { type: "map"; map: string };

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

interface RawCommand {
  line: number;
  text: string;
  prefix: string;
  command: string;
}

/** Whether a command answers a power offer (`leech ...`, `decline ...`, any case). */
function isAnswer(c: string): boolean {
  const first = c.charCodeAt(0) | 0x20; // lower case
  if (first !== 0x6c && first !== 0x64) return false; // neither l nor d
  const head = c.slice(0, 7).toLowerCase();
  return head.startsWith("leech") || head === "decline";
}

const REORDERED = /\+bon|transform|convert|action/i;

/** Split one log line into its commands, the way the reference engine reads it. */
export function cleanLine(raw: string): { prefix: string; commands: string[] } {
  let s = raw;
  const hash = s.indexOf("#");
  if (hash >= 0) s = s.slice(0, hash);
  s = s.trim();
  if (!s) return { prefix: "", commands: [] };
  if (s.includes("  ") || s.includes("\t")) s = s.replace(/\s+/g, " ");
  let prefix = "";
  const colon = s.indexOf(":");
  if (colon >= 0) {
    prefix = s.slice(0, colon).toLowerCase().trim();
    s = s.slice(colon + 1);
  }
  // The idioms below need one of these words: most lines have none, and skip them.
  const lower = REORDERED.test(s) ? s.toLowerCase() : "";
  if (lower.includes("+bon")) s = s.replace(/\s*pass\.\s*\+bon/i, "pass bon").replace(/^\s*\+bon/i, "pass BON");
  if (lower.includes("transform") && lower.includes("build")) s = s.replace(/(build \w+)\. (transform \w+(?: to \w+)?)/i, "$2. $1");
  if (lower.includes("pass") && lower.includes("convert"))
    s = s.replace(/\s*(pass \w+)\. (convert (\d+ *)?\w+ to (\d+ *)?\w+)/i, "$2. $1");
  if (lower.includes("dig") && lower.includes("action")) s = s.replace(/(dig \w). (action \w+)/i, "$2. $1");
  const answers: string[] = [];
  const others: string[] = [];
  for (const part of prefix ? s.split(".") : [s]) {
    let c = part.trim();
    if (!c) continue;
    // Spaces next to punctuation go ("score SCORE1, SCORE2" → "score SCORE1,SCORE2").
    if (/\W\s|\s\W/.test(c)) c = c.replace(/(\W)\s(\w)/g, "$1$2").replace(/(\w)\s(\W)/g, "$1$2");
    (isAnswer(c) ? answers : others).push(c);
  }
  return { prefix, commands: answers.length ? [...answers, ...others] : others };
}

type Result = ParsedCommand | { error: string };

// Faction ids in commands follow the studio's id grammar (`setup sky-folk`), any case.
const FACTION = `(${ID_SOURCE})`;
const LEECH = new RegExp(`^leech (\\d+)(?: from ${FACTION})?$`, "i");
const DECLINE = new RegExp(`^decline(?: (\\d+) from ${FACTION})?$`, "i");
const DROP_FACTION = new RegExp(`^drop-faction ${FACTION}$`, "i");
const SETUP = new RegExp(`^setup ${FACTION}`, "i");

const move = (m: Move): ParsedCommand => ({ kind: "move", move: m });
const needsFaction = (c: string): { error: string } => ({ error: `'${c}' needs a faction (write "Faction: ${c}")` });

/** `+FAV11`, `+TW5`, `+2TW3`, `+EARTH`, `+2AIR`, `-1w`, `+1c`, `+BON4` (a bonus pick during setup). */
function parseGain(faction: string | undefined, c: string): Result {
  const m = c.match(/^([+-])(\d*)(\w+)(?: for ([\w -]+))?$/i);
  if (!m) return { error: `Could not parse command '${c}'` };
  if (!faction) return needsFaction(c);
  const count = m[2] === "" ? 1 : Number(m[2]);
  const sign = m[1] === "+" ? 1 : -1;
  const type = m[3]!.toUpperCase();
  if (sign > 0) {
    if (/^BON\d+$/.test(type)) return move({ type: "pass", faction, bonus: type });
    if (/^FAV\d+$/.test(type)) return count === 1 ? move({ type: "favor", faction, tile: type }) : { error: `A favor tile is taken once ('${c}')` };
    if (/^TW\d+$/.test(type)) return move({ type: "town", faction, tile: type, count });
    const cult = cultFromWord(type);
    if (cult) return move({ type: "cult", faction, cult, steps: count });
  }
  const resource = resourceFromWord(type);
  if (resource) return move({ type: "adjust", faction, resource, delta: sign * count });
  return { error: `Unknown resource or tile '${m[3]}'` };
}

/** Moves of a faction, by their first word. */
function parseFactionCommand(faction: string, verb: string, c: string): Result | undefined {
  let m: RegExpMatchArray | null;
  switch (verb) {
    case "build":
      if ((m = c.match(/^build (\w+)$/i))) return move({ type: "build", faction, hex: m[1]!.toUpperCase() });
      return undefined;
    case "upgrade": {
      if (!(m = c.match(/^upgrade (\w+) to ([\w ]+)$/i))) return undefined;
      const to = buildingFromWord(m[2]!);
      if (!to || to === "D") return { error: `Unknown structure '${m[2]}'` };
      return move({ type: "upgrade", faction, hex: m[1]!.toUpperCase(), to });
    }
    case "send": {
      if (!(m = c.match(/^send (?:p|priest) to (\w+)(?: for (\d+))?$/i))) return undefined;
      const cult = cultFromWord(m[1]!);
      if (!cult) return { error: `Unknown cult track '${m[1]}'` };
      return move({ type: "send", faction, cult, ...(m[2] ? { steps: Number(m[2]) } : {}) });
    }
    case "convert": {
      if (!(m = c.match(/^convert (\d+)?\s*(\w+) to (\d+)?\s*(\w+)$/i))) return undefined;
      const give = resourceFromWord(m[2]!);
      const get = resourceFromWord(m[4]!);
      if (!give || !isResourceKey(give) || !get || !isResourceKey(get)) return { error: `Cannot convert ${m[2]} to ${m[4]}` };
      // A missing or zero count is one, as on terra.snellman.net.
      return move({ type: "convert", faction, give, giveCount: Number(m[1]) || 1, get, getCount: Number(m[3]) || 1 });
    }
    case "burn":
      if ((m = c.match(/^burn (\d+)$/i))) return move({ type: "burn", faction, amount: Number(m[1]) });
      return undefined;
    case "leech":
      if ((m = c.match(LEECH)))
        return move({ type: "leech", faction, amount: Number(m[1]), ...(m[2] ? { from: m[2].toLowerCase() } : {}) });
      return undefined;
    case "decline":
      if (!(m = c.match(DECLINE))) return undefined;
      return move(m[1] ? { type: "decline", faction, amount: Number(m[1]), from: m[2]!.toLowerCase() } : { type: "decline", faction });
    case "transform": {
      if (!(m = c.match(/^transform (\w+)(?: to (\w+))?$/i))) return undefined;
      const terrain = m[2] ? terrainFromWord(m[2]) : undefined;
      if (m[2] && !terrain) return { error: `Unknown terrain '${m[2]}'` };
      return move({ type: "transform", faction, hex: m[1]!.toUpperCase(), ...(terrain ? { terrain } : {}) });
    }
    case "dig":
      if ((m = c.match(/^dig (\d+)/i))) return move({ type: "dig", faction, spades: Number(m[1]) });
      return undefined;
    case "bridge":
      if ((m = c.match(/^bridge (\w+):(\w+)$/i))) return move({ type: "bridge", faction, a: m[1]!.toUpperCase(), b: m[2]!.toUpperCase() });
      return undefined;
    case "connect":
      if ((m = c.match(/^connect (r\d+)$/i))) return move({ type: "connect", faction, hexes: [m[1]!.toLowerCase()] });
      if ((m = c.match(/^connect (\w+):(\w+)(?::(\w+))?$/i)))
        return move({ type: "connect", faction, hexes: [m[1]!, m[2]!, ...(m[3] ? [m[3]] : [])].map((h) => h.toUpperCase()) });
      return undefined;
    case "pass":
      if ((m = c.match(/^pass(?: (bon\d+))?$/i))) return move({ type: "pass", faction, ...(m[1] ? { bonus: m[1].toUpperCase() } : {}) });
      return undefined;
    case "action":
      if ((m = c.match(/^action (\w+)$/i))) return move({ type: "action", faction, id: m[1]!.toUpperCase() });
      return undefined;
    case "advance":
      if ((m = c.match(/^advance (ship|dig)/i))) return move({ type: "advance", faction, track: m[1]!.toLowerCase() === "ship" ? "shipping" : "digging" });
      return undefined;
    case "wait":
      return c.length === 4 ? move({ type: "wait", faction }) : undefined;
    case "done":
      return c.length === 4 ? move({ type: "done", faction }) : undefined;
    case "resign":
      return c.length === 6 ? move({ type: "drop", faction }) : undefined;
  }
  return undefined;
}

const FACTION_VERBS = new Set(["build", "upgrade", "send", "convert", "burn", "leech", "decline", "transform", "dig", "bridge", "connect", "pass", "action", "advance", "wait", "done", "resign"]);

/** Turn one cleaned command into a move or a setup command (or an error message). */
export function parseCommand(prefix: string, command: string): Result {
  const c = command.trim();
  const faction = prefix || undefined;
  const first = c[0];
  if (first === "+" || first === "-") return parseGain(faction, c);
  const space = c.indexOf(" ");
  const verb = (space < 0 ? c : c.slice(0, space)).toLowerCase();
  if (FACTION_VERBS.has(verb)) {
    if (!faction) return needsFaction(c);
    return parseFactionCommand(faction, verb, c) ?? { error: `Could not parse command '${c}'` };
  }
  let m: RegExpMatchArray | null;
  if ((m = c.match(DROP_FACTION))) return move({ type: "drop", faction: m[1]!.toLowerCase() });
  if (/^income$/i.test(c) || /^(?:(?:cult|all|other)_)?income_for_faction$/i.test(c)) return move({ type: "income" });
  if (/^start$/i.test(c)) return move({ type: "start" });
  if (/^finish$/i.test(c)) return move({ type: "finish" });
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
  if (/^player /i.test(c)) return { kind: "ignored" };
  if (/^randomize /i.test(c)) return { error: "'randomize' (terra.snellman.net's own random setup) is not supported: give the setup as score, delete and setup lines" };
  return { error: `Could not parse command '${c}'` };
}

/** Read a whole log into entries, one per command, with line numbers. */
export function parseLog(text: string): ParseResult {
  const raw: RawCommand[] = [];
  const lines = text.includes("\r") ? text.split(/\r\n|\n|\r/) : text.split("\n");
  lines.forEach((source, i) => {
    const { prefix, commands } = cleanLine(source);
    for (const command of commands) raw.push({ line: i + 1, text: source, prefix, command });
  });
  // `+X. +X` (same faction, same command, on one line or two) counts twice, as of the second one.
  for (let i = 0; i + 1 < raw.length; i++) {
    const a = raw[i]!;
    const b = raw[i + 1]!;
    const m = a.command.charCodeAt(0) === 0x2b ? a.command.match(/^\+(\d*)(\w+)/) : null; // +
    if (m && a.prefix && a.prefix === b.prefix && a.command.toLowerCase() === b.command.toLowerCase()) {
      b.command = `+${Number(m[1] || 1) * 2}${m[2]}`;
      a.command = "";
    }
  }
  const entries: LogEntry[] = [];
  for (const r of raw) {
    if (!r.command) continue;
    const parsed = parseCommand(r.prefix, r.command);
    if ("error" in parsed) return { ok: false, line: r.line, text: r.text, message: parsed.error };
    entries.push({ line: r.line, text: r.text, command: r.command, parsed });
  }
  return { ok: true, entries };
}
