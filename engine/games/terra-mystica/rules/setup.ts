/**
 * Creating a game: factions in seating order, the map, options, scoring tiles, bonus cards in play
 * and final-scoring tiles. What the setup leaves open (scoring tiles, bonus cards, a final-scoring
 * tile when the options put some in play) is drawn with the game's seed.
 */
import { rulesFor, tileInPlay, type Catalog } from "../catalog";
import type { Board } from "../catalog/board";
import type { Terrain } from "../schema/common";
import { bonusCardsInPlay, startingVpOf, type Rules } from "../schema/rules";
import { startFlow } from "../flow/run";
import { envOf } from "./env";
import { reject, type Rejection } from "./result";
import { mapOf } from "./arrays";
import { cloneState, settleShapes, type GameState, type PlayerState } from "./state";
import { auctionPlayer, auctionPlayerName, newPlayer, setupQueue } from "./seating";
import { nextRandom, shuffle } from "../../../core/random";

export interface GameSetup {
  /** Faction ids in seating order (the first one starts); none when the rules have a faction auction. */
  factions: string[];
  /** The number of players, for a game whose factions are won in the faction auction (Fire & Ice variant). */
  players?: number;
  /** Map id (default: "base", else the pack's first map). */
  map?: string;
  /** Game options: pack variants and engine switches (terra.snellman.net option names). */
  options?: string[];
  /** Scoring tile of each round; drawn when omitted. */
  scoring?: string[];
  /** Bonus cards taken out of the game (as many as leave the rules' count in play); drawn when omitted, none when empty. */
  removedBonusCards?: string[];
  /**
   * Final-scoring tiles (Fire & Ice), scored after the area: any tiles of the pack, whatever the
   * options. When omitted, one is drawn among the tiles the options put in play (none when they
   * put none); none when empty.
   */
  finalScoring?: string[];
  seed?: number;
}

/** The Merchants of the Seas variant that reveals some of the new bonus cards first (`merchants.newBonusCardsFirst`). */
export const NEW_BONUS_CARDS_FIRST = "merchants/new-bonus-cards-first";

export type CreateResult = { ok: true; state: GameState } | Rejection;

export function createGame(catalog: Catalog, setup: GameSetup): CreateResult {
  const options = [...(setup.options ?? [])];
  const rules = rulesFor(catalog, options);
  const map = setup.map ?? (catalog.boards.base ? "base" : Object.keys(catalog.boards)[0]);
  const board = map ? catalog.boards[map] : undefined;
  if (!map || !board) return reject("move/unknown-map", `There is no map ${setup.map ?? ""} in this pack`);
  const auction = rules.auction;
  if (auction && setup.factions.length > 0)
    return reject("move/bad-setup", "With the faction auction the factions are nominated and bid for: give the number of players, not factions");
  if (!auction && setup.players !== undefined && setup.players !== setup.factions.length)
    return reject("move/bad-setup", `A game without the faction auction names its factions: ${setup.factions.length} factions for ${setup.players} players`);
  const n = auction ? (setup.players ?? 0) : setup.factions.length;
  if (n < rules.players.min || n > rules.players.max)
    return reject("move/player-count", `The rules allow ${rules.players.min} to ${rules.players.max} players, not ${n}`);
  const homes = new Set<string>();
  for (const id of setup.factions) {
    const f = catalog.factions[id];
    if (!f) return reject("move/unknown-faction", `There is no faction ${id} in this pack`);
    if (f.option && !options.includes(f.option)) return reject("move/faction-not-in-play", `${id} are played only with the option ${f.option}`);
    if (homes.has(f.homeTerrain)) return reject("move/faction-conflict", `${id} share their home terrain with another faction in the game`);
    homes.add(f.homeTerrain);
  }
  let rng = (setup.seed ?? 1) >>> 0 || 1;
  const basis = basisOf(catalog, options, rules, board);

  let scoring = setup.scoring && mapOf(setup.scoring, (s) => s.toUpperCase());
  if (scoring) {
    if (scoring.length !== rules.scoringTiles.count) return reject("move/bad-setup", `Give one scoring tile per round (${rules.scoringTiles.count})`);
    for (const id of scoring) if (!catalog.scoringTiles[id] || !tileInPlay(catalog.scoringTiles[id], options)) return reject("move/unknown-tile", `There is no scoring tile ${id}`);
  } else {
    const ids = basis.scoring;
    for (;;) {
      const drawn = shuffle(ids, rng);
      rng = drawn.rng;
      scoring = catalog.merchants ? drawWithCultLimit(catalog, drawn.items, rules.scoringTiles.count) : drawn.items.slice(0, rules.scoringTiles.count);
      const late = scoring.slice(rules.scoringTiles.noSpadeRewardFromRound - 1);
      if (!late.some((id) => catalog.scoringTiles[id]!.cultBonus.reward.spades)) break;
    }
  }

  const inPlay = basis.bonusCards;
  let removed = setup.removedBonusCards && mapOf(setup.removedBonusCards, (s) => s.toUpperCase());
  const cards = bonusCardsInPlay(rules, n);
  if (removed) {
    for (const id of removed) if (!inPlay.includes(id)) return reject("move/unknown-tile", `There is no bonus card ${id} to remove`);
    // A setup that names no card to remove keeps them all (hand-written logs); one that does must leave the rules' count.
    if (removed.length > 0 && new Set(removed).size !== inPlay.length - cards)
      return reject("move/bad-setup", `With ${n} players the rules put ${cards} bonus cards in play: remove ${inPlay.length - cards}, not ${new Set(removed).size}`);
  } else {
    // Merchants of the Seas' variant: some of the new cards are revealed first, the rest drawn as usual.
    const merchants = catalog.merchants;
    let first: string[] = [];
    if (merchants && options.includes(NEW_BONUS_CARDS_FIRST)) {
      const revealed = shuffle(merchants.newBonusCards.filter((id) => inPlay.includes(id)), rng);
      rng = revealed.rng;
      first = revealed.items.slice(0, Math.min(merchants.newBonusCardsFirst, cards));
    }
    const drawn = shuffle(first.length > 0 ? inPlay.filter((id) => !first.includes(id)) : inPlay, rng);
    rng = drawn.rng;
    removed = drawn.items.slice(0, Math.max(0, inPlay.length - cards));
  }
  let finalScoring = setup.finalScoring;
  if (finalScoring) {
    for (const id of finalScoring) if (!catalog.finalScoringTiles[id]) return reject("move/unknown-tile", `There is no final-scoring tile ${id}`);
    finalScoring = [...new Set(finalScoring)];
  } else {
    // Drawn after the scoring tiles and bonus cards, and only when a tile is in play, so that the
    // other draws of a seed stay as they were.
    const ids = basis.finalScoring;
    finalScoring = [];
    if (ids.length > 0) {
      const r = nextRandom(rng);
      rng = r.state;
      finalScoring.push(ids[Math.floor(r.value * ids.length)]!);
    }
  }

  const pool: GameState["pool"] = { bonus: {}, favor: { ...basis.favorPool }, town: { ...basis.townPool } };
  const bonusCoins: Record<string, number> = {};
  for (const id of inPlay)
    if (!removed.includes(id)) {
      pool.bonus[id] = 1;
      bonusCoins[id] = 0;
    }

  // The arrays a game starts with are built with loops or copied from arrays so built, not with `map` (see arrays.ts).
  const players: PlayerState[] = [];
  if (auction) for (let i = 0; i < n; i++) players.push(auctionPlayer(auctionPlayerName(i)));
  else for (const id of setup.factions) players.push(newPlayer(catalog, rules, id, startingVpOf(rules, map, id)));

  // `phase` and `flow` are written by the flow machine, entering its initial state.
  const fields: Omit<GameState, "phase" | "flow"> = {
    format: 1,
    map,
    options,
    scoring,
    finalScoring,
    round: 0,
    turn: 0,
    finished: false,
    players,
    order: mapOf(players, (_, i) => i),
    startPlayer: 0,
    active: -1,
    lastActor: -1,
    setupQueue: auction ? [] : setupQueue(catalog, setup.factions),
    auction: auction
      ? { nominated: [], bids: [], holders: [], next: 0, players: mapOf(players, (p) => p.faction), seated: false, sealed: auction.kind === "fast" ? mapOf(players, (): number[] => []) : undefined }
      : undefined,
    pool,
    bonusCoins,
    usedActions: [],
    cultSpaces: { fire: basis.cultSpaces.slice(), water: basis.cultSpaces.slice(), earth: basis.cultSpaces.slice(), air: basis.cultSpaces.slice() },
    board: {
      terrain: basis.terrain.slice(),
      building: basis.building.slice(),
      owner: basis.owner.slice(),
      town: basis.town.slice(),
      bridges: [],
      riverTowns: [],
    },
    leechOffers: [],
    leechEvents: [],
    nextLeechEvent: 1,
    rng: nextRandom(rng).state,
  };
  const state = fields as GameState;
  startFlow(envOf(catalog, state));
  // Copied once so that the state has the shape of every copy `apply` makes (see `cloneState`):
  // code that sees only one shape of state stays fast.
  const copy = cloneState(state);
  settleShapes(copy);
  return { ok: true, state: copy };
}

/**
 * What every game of a catalog, options and map starts from, worked out once (self-play creates a
 * game after another with the same ones): the tiles and bonus cards in play, the pools of favor and
 * town tiles, an empty cult track's order spaces and the board's arrays, which each game copies.
 */
interface SetupBasis {
  readonly catalog: Catalog;
  readonly options: readonly string[];
  readonly rules: Rules;
  readonly board: Board;
  /** The scoring tiles, bonus cards and final-scoring tiles in play, in catalog order. */
  readonly scoring: readonly string[];
  readonly bonusCards: readonly string[];
  readonly finalScoring: readonly string[];
  /** The favor and town tiles in play, with how many of each. */
  readonly favorPool: Readonly<Record<string, number>>;
  readonly townPool: Readonly<Record<string, number>>;
  /** A cult track's order spaces, all free (-1). */
  readonly cultSpaces: readonly number[];
  /** The board's arrays at the start: terrain, structure, owner and town of each land hex. */
  readonly terrain: readonly Terrain[];
  readonly building: readonly GameState["board"]["building"][number][];
  readonly owner: readonly number[];
  readonly town: readonly number[];
}

/** The last basis worked out (a run of games asks for the same one again and again). */
let lastBasis: SetupBasis | undefined;

function basisOf(catalog: Catalog, options: readonly string[], rules: Rules, board: Board): SetupBasis {
  const last = lastBasis;
  if (last && last.catalog === catalog && last.rules === rules && last.board === board && sameStrings(last.options, options)) return last;
  const favorPool: Record<string, number> = {};
  for (const [id, t] of Object.entries(catalog.favorTiles)) favorPool[id] = t.count;
  const townPool: Record<string, number> = {};
  for (const [id, t] of Object.entries(catalog.townTiles)) if (tileInPlay(t, options)) townPool[id] = t.count;
  // Built with `mapOf` (see arrays.ts); each game copies them with `slice`, which keeps their kind of array.
  const basis: SetupBasis = {
    catalog,
    options: options.slice(),
    rules,
    board,
    scoring: Object.keys(catalog.scoringTiles).filter((id) => tileInPlay(catalog.scoringTiles[id]!, options)),
    bonusCards: Object.keys(catalog.bonusCards).filter((id) => tileInPlay(catalog.bonusCards[id]!, options)),
    finalScoring: Object.keys(catalog.finalScoringTiles).filter((id) => tileInPlay(catalog.finalScoringTiles[id]!, options)),
    favorPool,
    townPool,
    cultSpaces: mapOf(rules.cults.priestSpaces, () => -1),
    terrain: mapOf(board.terrain, (t) => t),
    building: mapOf(board.terrain, (): GameState["board"]["building"][number] => ""),
    owner: mapOf(board.terrain, () => -1),
    town: mapOf(board.terrain, () => 0),
  };
  lastBasis = basis;
  return basis;
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Merchants of the Seas' draw: tiles in the shuffled order fill the rounds, but a tile whose cult
 * bonus is on a cult that already has `maxSameCultBonus` tiles in the counted rounds is set aside
 * (back at the end of the pile if `setAsideReturns`, else out of the game) and the next one drawn.
 * The last `uncountedLastRounds` rounds take the next tiles as they come.
 */
function drawWithCultLimit(catalog: Catalog, shuffled: readonly string[], count: number): string[] {
  const { maxSameCultBonus, uncountedLastRounds, setAsideReturns } = catalog.merchants!.scoringDraw;
  const counted = count - uncountedLastRounds;
  const pile = shuffled.slice();
  const out: string[] = [];
  const perCult = new Map<string, number>();
  for (let i = 0; i < pile.length && i < 4 * shuffled.length && out.length < count; i++) {
    const id = pile[i]!;
    const cult = catalog.scoringTiles[id]!.cultBonus.cult;
    const limited = out.length < counted && cult !== "priests-sent";
    if (limited && (perCult.get(cult) ?? 0) >= maxSameCultBonus) {
      if (setAsideReturns) pile.push(id);
      continue;
    }
    if (limited) perCult.set(cult, (perCult.get(cult) ?? 0) + 1);
    out.push(id);
  }
  return out;
}

/**
 * The setup that recreates a game exactly (what the seed drew, written out): the factions, map and
 * options of `setup`, the scoring tiles, the bonus cards removed and the final-scoring tiles as
 * `state` (the created game) has them.
 */
export function playedSetup(catalog: Catalog, setup: GameSetup, state: GameState): GameSetup {
  const inPlay = Object.keys(catalog.bonusCards).filter((id) => tileInPlay(catalog.bonusCards[id]!, state.options));
  return {
    // The auction's factions are won in the game, not set up.
    factions: state.auction ? [] : state.players.map((p) => p.faction),
    ...(state.auction ? { players: state.players.length } : {}),
    ...(setup.map ? { map: setup.map } : {}),
    options: [...state.options],
    scoring: [...state.scoring],
    removedBonusCards: inPlay.filter((id) => state.pool.bonus[id] === undefined),
    finalScoring: [...state.finalScoring],
  };
}
