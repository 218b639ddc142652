/** The words of terra.snellman.net notation: terrain colours, buildings, resources, cults. */
import { BOARD_TERRAIN_WORDS, BOARD_TERRAINS, CULTS, type BoardTerrain, type Building, type Cult } from "../schema/common";
import type { Adjustable } from "../rules/moves";
import type { ResourceKey } from "../rules/resources";

const TERRAIN_BY_WORD = new Map<string, BoardTerrain>([
  ...BOARD_TERRAINS.map((t) => [BOARD_TERRAIN_WORDS[t], t] as const),
  ...BOARD_TERRAINS.map((t) => [t, t] as const),
  ["grey", "mountains"],
]);

/** The terrain a colour word names (the cycle's seven, ice and volcano). */
export function terrainFromWord(word: string): BoardTerrain | undefined {
  return TERRAIN_BY_WORD.get(word.toLowerCase());
}

export function terrainWord(t: BoardTerrain): string {
  return BOARD_TERRAIN_WORDS[t];
}

const BUILDING_BY_WORD = new Map<string, Building>([
  ["D", "D"],
  ["TP", "TP"],
  ["TE", "TE"],
  ["SH", "SH"],
  ["SA", "SA"],
  ["DWELLING", "D"],
  ["TRADING POST", "TP"],
  ["TEMPLE", "TE"],
  ["STRONGHOLD", "SH"],
  ["SANCTUARY", "SA"],
]);

export function buildingFromWord(word: string): Building | undefined {
  return BUILDING_BY_WORD.get(word.toUpperCase().trim());
}

const RESOURCE_BY_WORD = new Map<string, Adjustable>([
  ["C", "coins"],
  ["COIN", "coins"],
  ["COINS", "coins"],
  ["W", "workers"],
  ["WORKER", "workers"],
  ["WORKERS", "workers"],
  ["P", "priests"],
  ["PRIEST", "priests"],
  ["PRIESTS", "priests"],
  ["PW", "power"],
  ["POWER", "power"],
  ["VP", "vp"],
  ["SPADE", "spades"],
  ["FREE_D", "freeDwellings"],
  ["FREE_TP", "freeTradingHouses"],
  ["SHAPESHIFT", "shapeshift"],
  ...CULTS.map((c) => [c.toUpperCase(), c] as const),
]);

/** What a word of an adjustment or a conversion names. */
export function resourceFromWord(word: string): Adjustable | undefined {
  return RESOURCE_BY_WORD.get(word.toUpperCase());
}

const RESOURCE_WORD: Record<Adjustable, string> = {
  coins: "C",
  workers: "W",
  priests: "P",
  power: "PW",
  vp: "VP",
  spades: "SPADE",
  freeDwellings: "free_d",
  freeTradingHouses: "free_tp",
  shapeshift: "SHAPESHIFT",
  fire: "FIRE",
  water: "WATER",
  earth: "EARTH",
  air: "AIR",
};

export function resourceWord(r: Adjustable): string {
  return RESOURCE_WORD[r];
}

export function cultFromWord(word: string): Cult | undefined {
  // The track's own string, not the lower-case copy: see `upperWord`.
  const w = word.toLowerCase();
  for (let i = 0; i < CULTS.length; i++) if (CULTS[i] === w) return CULTS[i];
  return undefined;
}

const RESOURCE_KEYS = new Set<string>(["coins", "workers", "priests", "power", "vp"]);

export function isResourceKey(r: Adjustable): r is ResourceKey {
  return RESOURCE_KEYS.has(r);
}

/** How many words `upperWord` and `lowerWord` each remember (a log names a few hundred). */
const WORDS_KEPT = 10_000;
/** The words of up to five letters, digits, `_` or `-` by `shortKey` (hexes, tiles, actions: most words). */
const SHORT_UPPER = new Map<number, string>();
const SHORT_LOWER = new Map<number, string>();
/** Longer words (factions) by the word as written. */
const UPPER = new Map<string, string>();
const LOWER = new Map<string, string>();

/**
 * A word of a command (a hex, a tile, an action, a faction) in upper case, as one string for every
 * command that writes it, in any case. A replay compares and looks up these words again and again
 * (`board.index[hex]`, `players[i].faction === faction`): with the same internalised string each
 * time that is a pointer comparison, where a string the parser has just cut must first be found in
 * V8's string table (measured: ≈ 6% of a replay of parsed entries).
 */
export function upperWord(written: string): string {
  return sameWord(SHORT_UPPER, UPPER, written, true);
}

/** `upperWord` in lower case (factions: `leech 1 from Witches`). */
export function lowerWord(written: string): string {
  return sameWord(SHORT_LOWER, LOWER, written, false);
}

function sameWord(short: Map<number, string>, long: Map<string, string>, written: string, upper: boolean): string {
  // A short word is found by a number made of its characters: a Map's lookup by a small integer
  // costs less than hashing and comparing a string the parser has just made (≈ 18 against 47 ns).
  const key = shortKey(written);
  const known = key >= 0 ? short.get(key) : long.get(written);
  if (known !== undefined) return known;
  const word = internalised(upper ? written.toUpperCase() : written.toLowerCase());
  if (key >= 0) {
    if (short.size < WORDS_KEPT) short.set(key, word);
  } else if (long.size < WORDS_KEPT) long.set(written, word);
  return word;
}

/**
 * A number for a word of one to five letters (either case: the same number), digits, `_` or `-`,
 * six bits a character (a small integer); -1 for any other word.
 */
function shortKey(s: string): number {
  if (s.length === 0 || s.length > 5) return -1;
  let key = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const l = c | 0x20; // a letter in lower case
    let d: number;
    if (l >= 0x61 && l <= 0x7a) d = l - 0x61 + 11;
    else if (c >= 0x30 && c <= 0x39) d = c - 0x30 + 1;
    else if (c === 0x5f) d = 37;
    else if (c === 0x2d) d = 38;
    else return -1;
    key = (key << 6) | d;
  }
  return key;
}

/** The string of V8's string table equal to `s` (the names of an object's properties are kept there). */
export function internalised(s: string): string {
  return Object.keys({ [s]: 0 })[0]!;
}
