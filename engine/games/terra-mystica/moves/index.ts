/**
 * The move families of Terra Mystica, registered once: one object per move type (`family.ts`
 * says what each holds). `legalMoves` (rules/legal.ts), `applyInPlace`'s dispatch (rules/apply.ts),
 * the notation's `parseCommand` and `formatCommand` (notation/) and the studio's `moveLabel` are
 * assembled from this table; a move type without a family, or a family without one of its parts,
 * fails to compile.
 */
import type { Catalog } from "../catalog";
import type { Move, MoveType } from "../rules/moves";
import { needsFaction, type Command, type Gain, type MoveFamily, type ParseError, type Writer } from "./family";
import { BUILD } from "./build";
import { UPGRADE } from "./upgrade";
import { TRANSFORM } from "./transform";
import { DIG } from "./dig";
import { BURN } from "./burn";
import { CONVERT } from "./convert";
import { SEND } from "./send";
import { ADVANCE } from "./advance";
import { BRIDGE } from "./bridge";
import { CONNECT } from "./connect";
import { FAVOR } from "./favor";
import { TOWN } from "./town";
import { CULT } from "./cult";
import { LEECH } from "./leech";
import { DECLINE } from "./decline";
import { PASS } from "./pass";
import { ACTION } from "./action";
import { WAIT } from "./wait";
import { DONE } from "./done";
import { ADJUST } from "./adjust";
import { DROP } from "./drop";
import { INCOME } from "./income";
import { START } from "./start";
import { FINISH } from "./finish";
import { PICK_COLOR } from "./pick";
import { NOMINATE_FAMILY } from "./nominate";
import { BID_FAMILY } from "./bid";
import { UNLOCK } from "./unlock";
import { TOKEN } from "./token";
import { DOCK } from "./dock";
import { SHIP } from "./ship";
import { MERCHANT } from "./merchant";
import { TRADE } from "./trade";
import { SHIP_AT } from "./ship-at";
import { upperWord } from "../notation/words";

/**
 * Every family, in the order `legalMoves` lists their moves (answers to power offers first, then
 * what the player owes, then the turn's actions, free moves last). Families that read the same
 * first word are asked in this order too: `+FIRE` is a cult step (`cult`) before it could be a
 * manual adjustment (`adjust`).
 */
export const MOVE_FAMILIES: { readonly [T in MoveType]: MoveFamily<T> } = {
  nominate: NOMINATE_FAMILY,
  bid: BID_FAMILY,
  leech: LEECH,
  decline: DECLINE,
  "pick-color": PICK_COLOR,
  unlock: UNLOCK,
  token: TOKEN,
  favor: FAVOR,
  town: TOWN,
  cult: CULT,
  bridge: BRIDGE,
  connect: CONNECT,
  transform: TRANSFORM,
  adjust: ADJUST,
  build: BUILD,
  dock: DOCK,
  upgrade: UPGRADE,
  dig: DIG,
  send: SEND,
  advance: ADVANCE,
  action: ACTION,
  ship: SHIP,
  merchant: MERCHANT,
  trade: TRADE,
  "ship-at": SHIP_AT,
  pass: PASS,
  burn: BURN,
  convert: CONVERT,
  done: DONE,
  wait: WAIT,
  drop: DROP,
  income: INCOME,
  start: START,
  finish: FINISH,
};

/** The families by move type, in a Map: a keyed load from `MOVE_FAMILIES` with every type in turn is megamorphic (≈ 1.5% of a replay). */
const BY_TYPE = new Map<string, MoveFamily>(Object.entries(MOVE_FAMILIES) as [string, MoveFamily][]);

/** The family of a move type. */
export function familyOf(type: MoveType): MoveFamily {
  return BY_TYPE.get(type)!;
}

/** The families `legalMoves` asks, in listing order. */
export const LISTED_FAMILIES: readonly MoveFamily[] = (Object.values(MOVE_FAMILIES) as MoveFamily[]).filter((f) => f.listed !== 0);

/** The families reading each first word, in registry order, and who writes that word. */
const READERS = new Map<string, { writer: Writer; families: MoveFamily[] }>();
for (const family of Object.values(MOVE_FAMILIES) as MoveFamily[])
  for (const [verb, writer] of Object.entries(family.verbs)) {
    const readers = READERS.get(verb);
    if (!readers) READERS.set(verb, { writer, families: [family] });
    else if (readers.writer !== writer) throw new Error(`move families disagree on who writes '${verb}'`);
    else readers.families.push(family);
  }

/**
 * The same readers by the lower-case code of the word's first letter (ASCII): `readersOf` finds a
 * command's word among them without the lower-case copy of the word and its lookup in `READERS`.
 */
const READERS_BY_FIRST: { verb: string; readers: { writer: Writer; families: MoveFamily[] } }[][] = [];
for (const [verb, readers] of READERS) {
  const first = verb.charCodeAt(0);
  if (first >= 128) continue;
  (READERS_BY_FIRST[first] ??= []).push({ verb, readers });
}

/** The readers of the word that starts `text` and ends at `end` (the word in lower case, as `READERS` has it), and that word. */
function readersOf(text: string, end: number): { verb: string; readers: { writer: Writer; families: MoveFamily[] } } | undefined {
  let first = text.charCodeAt(0);
  if (first >= 0x41 && first <= 0x5a) first |= 0x20;
  const list = READERS_BY_FIRST[first];
  if (list)
    for (let i = 0; i < list.length; i++) {
      const r = list[i]!;
      if (r.verb.length === end && sameWord(text, r.verb)) return r;
    }
  // Not an ASCII word the families read (a setup line's, or one with other letters): as written, in lower case.
  const verb = text.slice(0, end).toLowerCase();
  const readers = READERS.get(verb);
  return readers && { verb, readers };
}

/** The word a family reads that starts a command (lower case; undefined when none does): what `parseMove` dispatches on. */
export function commandVerb(text: string): string | undefined {
  const space = text.indexOf(" ");
  return readersOf(text, space < 0 ? text.length : space)?.verb;
}

/** Whether `text` starts with `word` (lower-case ASCII) in any case of its ASCII letters. */
function sameWord(text: string, word: string): boolean {
  for (let k = 1; k < word.length; k++) {
    let c = text.charCodeAt(k);
    if (c >= 0x41 && c <= 0x5a) c |= 0x20;
    if (c !== word.charCodeAt(k)) return false;
  }
  return true;
}

const GAIN = /^([+-])(\d*)(\w+)(?: for ([\w -]+))?(?::\s*(\w[\w -]*))?$/i;

/**
 * Read one cleaned command as a move: the move, an error, or undefined when no family reads its
 * first word (setup lines and the like: the notation reads those). `prefix` is the line's faction
 * (lower case, "" for none).
 */
export function parseMove(prefix: string, text: string): Move | ParseError | undefined {
  const first = text[0];
  let verb: string;
  let gain: Gain | undefined;
  let readers: { writer: Writer; families: MoveFamily[] } | undefined;
  if (first === "+" || first === "-") {
    const m = text.match(GAIN);
    if (!m) return { error: `Could not parse command '${text}'` };
    if (!prefix) return needsFaction(text);
    verb = first;
    const sign = first === "+" ? 1 : -1;
    const count = m[2] === "" ? 1 : Number(m[2]);
    const word = upperWord(m[3]!);
    gain = m[5] ? { sign, count, word, written: m[3]!, option: m[5] } : { sign, count, word, written: m[3]! };
    readers = READERS.get(verb);
  } else {
    const space = text.indexOf(" ");
    const found = readersOf(text, space < 0 ? text.length : space);
    if (!found) return undefined;
    verb = found.verb;
    readers = found.readers;
  }
  if (!readers) return undefined;
  if (readers.writer === "player" && !prefix) return needsFaction(text);
  const command: Command = { text, verb, faction: prefix, gain };
  for (const family of readers.families) {
    const read = family.parse(command);
    // Only a tile with a choice reads an option after a colon (`+FAV13: cult`).
    if (read && gain?.option !== undefined && !("error" in read) && !("choice" in read)) return { error: `'${text}': ${gain.written} takes no option after a colon` };
    if (read) return read;
  }
  return { error: gain ? `Unknown resource or tile '${gain.written}'` : `Could not parse command '${text}'` };
}

/** The command of a move in terra.snellman.net notation, without the faction prefix. */
export function formatCommand(move: Move): string {
  return familyOf(move.type).format(move);
}

/** A move in words, for buttons, menus and the log. */
export function moveLabel(catalog: Catalog, move: Move): string {
  return familyOf(move.type).label(catalog, move);
}

export { STAGE, EVERY_STAGE, checkOnCopy, type MoveFamily, type MoveOf, type Command, type Gain, type ParseError, type Writer } from "./family";
export type { Listing } from "./listing";
export { BUILDING_NAMES, CULT_NAMES, TERRAIN_LABEL, RESOURCE_NAMES, factionName, tileName } from "./words";
