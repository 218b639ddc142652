/**
 * The state of an Origins game: plain serialisable data (no classes, no functions), so a game is
 * copied with `structuredClone`, stored as JSON and replayed from its setup and moves. The seeded
 * generator's state (`rng`) is part of it: every die rolled and every shuffle draws from it.
 */
import type { Colour, Resource, Temple } from "../schema/common";
import type { Step } from "../schema/effects";

/** A citizen die: a colour and a value 1–6. */
export interface Die {
  colour: Colour;
  value: number;
}

/** A Freeman: a citizen die on one of its owner's bases; `at` is the meeting place it visits (0-based), if any. */
export interface Freeman extends Die {
  at?: number;
}

/** A cell of a city: rows grow downwards, columns to the right. */
export interface Cell {
  row: number;
  column: number;
}

/** A tile of a city: the grey Agora or Palace, a building (by id), or a Farm (the back of a building tile). */
export type Tile = { kind: "agora" } | { kind: "palace" } | { kind: "building"; building: string } | { kind: "farm"; building: string };

/** A marker on a track: a player's seat, or -1 for the solo mode's dummy. */
export type Marker = number;

export interface PlayerState {
  /** The id moves name the player with (`p1` …). */
  id: string;
  stone: number;
  food: number;
  wisdom: number;
  gold: number;
  vp: number;
  /** The city: tiles by cell key (`"row,column"`). */
  city: Record<string, Tile>;
  /** Dice on seats of power, by the key of the district's top-left cell. */
  seats: Record<string, Die>;
  /** Palace tower heights (floors) by colour. */
  towers: Record<Colour, number>;
  /** Bases off the population track (the first `startingFree`, then each one unlocked). */
  bases: number;
  freemen: Freeman[];
  /** Orators held, not yet used (their values). */
  orators: number[];
  /** The meeting place the Archon visits (0-based), if it is out. */
  archon?: number;
  /** The Advisor row, left to right: a colour per occupied space. */
  advisors: (Colour | null)[];
  superiority: number;
  /** How often the player has scored each district card. */
  scoredCards: Record<string, number>;
  /** Tiles taken with a Construction site, kept to build later (building ids). */
  reserved: string[];
  passed: boolean;
}

/** A meeting place on the board. */
export interface MeetingPlaceState {
  /** The mothership's value (1–6). */
  value: number;
  /** The bonus tile on it (an id of `bonusTiles`). */
  bonusTile: string;
}

/** What happens next in the acting player's turn: steps of actions and effects, the first one waiting for a choice. */
export type Pending =
  /** A visit: main actions and the bonus action still to choose. */
  | { kind: "visit"; place: number; worker: WorkerRef; mainsLeft: number; mainsDone: ("top" | "bottom")[]; bonus: "available" | "done" | "none" }
  /** A step of the effects library, run in its context. */
  | { kind: "step"; step: Step; ctx: StepContext }
  /** An optional ability or zodiac card: use it or not. */
  | { kind: "offer"; source: OfferSource; steps: Step[]; ctx: StepContext }
  /** Resources to choose: `count` of them, each one of `from` (repeats allowed). */
  | { kind: "choose-resources"; count: number; from: Resource[] }
  /** Spend Food one at a time: `left` more may be spent. */
  | { kind: "spend-food"; left: number; spent: number }
  /** An attack: its bonus, VP and triggers (run at once, not a choice). */
  | { kind: "advance"; spaces: number }
  | { kind: "attack" }
  /** Choose which district card a completed district scores. */
  | { kind: "district-card"; cards: string[] }
  /** Buildings next to a new seat, to activate in any order (or stop). */
  | { kind: "activations"; cells: string[]; seat: string }
  /** The rest of passing, after the pass triggers (Cancer, Gemini). */
  | { kind: "pass-finish" }
  /** Solo: raise a neighbouring meeting place of the one visited. */
  | { kind: "neighbour"; options: number[] };

/** Who offers an optional step: a building of the city (by cell key) or a zodiac card. */
export type OfferSource = { building: string; cell: string } | { zodiac: string } | { agora: string };

/** What a step reads: the tile whose ability it is, the seat just filled. */
export interface StepContext {
  cell?: string;
  seat?: string;
}

/** A worker sent to a meeting place. */
export type WorkerRef = { kind: "freeman"; colour: Colour; value: number } | { kind: "archon" } | { kind: "orator"; value: number };

export interface TurnState {
  /** Whether the turn's action is done (the player may then spend a Superiority token or end the turn). */
  acted: boolean;
  /** Whether a Superiority token was spent this turn. */
  superiorityUsed: boolean;
  /** Whether the extra action bought with a token has started. */
  extra: boolean;
  /** Solo: a token froze the motherships this turn (visits raise neither their place nor a neighbour). */
  frozen: boolean;
  /** The temple climbed last in this turn (a step climbing "another" temple may not climb it). */
  lastTemple?: Temple;
}

export interface GameState {
  /** Seeded generator state (mulberry32, `engine/core/random.ts`). */
  rng: number;
  seed: number;
  solo: boolean;
  players: PlayerState[];
  /** The machine's leaf (`round.turns`) and the phase, written only by the flow's entry actions. */
  flow: string;
  phase: Phase;
  round: number;
  /** The seat whose turn it is (-1: nobody's). */
  active: number;
  turn: TurnState;
  /** What the active player's action still has to do. */
  pending: Pending[];
  /** Seats in draft order still to take a starting die. */
  draftOrder: number[];
  /** Dice rolled for the starting draft, not yet taken. */
  draftPool: Die[];
  /** The meeting places, left to right. */
  meetingPlaces: MeetingPlaceState[];
  /** Building piles by colour, top (the visible tile) first. */
  piles: Record<Colour, string[]>;
  /** Market slots, top first (building ids; null: empty). */
  market: (string | null)[];
  /** Citizen recruitment, left to right (null: empty). */
  recruitment: (Die | null)[];
  /** Orator dice on Orator recruitment (their values). */
  oratorPool: number[];
  /** Orators used this round, on meeting places. */
  usedOrators: { place: number; value: number; seat: number }[];
  citizenReserve: Record<Colour, number>;
  floorReserve: Record<Colour, number>;
  /** District cards in play, with the Gold left on each. */
  districtCards: { id: string; gold: number }[];
  /** The military track: the stack on each space, bottom first. */
  military: Marker[][];
  /** The temple tracks: the stack on each step, bottom first. */
  temples: Record<Temple, number[][]>;
  /** The zodiac card of each temple and who holds it (undefined: on its temple). */
  zodiac: Record<Temple, { card: string; holder?: number }>;
  /** The Bastion's holder: the first player of the round. */
  bastion: number;
  /** Whether a die could not be rolled into citizen recruitment (its colour's reserve was empty). */
  refillFailed: boolean;
  finished: boolean;
  /** Final scoring, once the game is over. */
  final?: FinalScore[];
  /** The winners' seats (several on a shared win). */
  winners?: number[];
}

export type Phase = "setup" | "round-start" | "turns" | "round-end" | "finished";

/** A player's final scoring, by part. */
export interface FinalScore {
  seat: number;
  gold: number;
  advisors: number;
  temples: number;
  seats: number;
  total: number;
  tiles: number;
}

export const cellKey = (c: Cell): string => `${c.row},${c.column}`;
export function parseCellKey(key: string): Cell {
  const [row, column] = key.split(",").map(Number);
  return { row: row!, column: column! };
}

export function cloneState(state: GameState): GameState {
  return structuredClone(state);
}
