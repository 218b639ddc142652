/**
 * Setting a game up (digest §3; the pack's `setup` tables by player count, `solo` for one player):
 * bonus tiles and motherships, zodiac cards, building piles and the market, citizen recruitment in
 * ascending order, Orators, district cards with their Gold, the floor reserve, the players' boards
 * and cities, the first player and the dice of the starting draft. Every die and shuffle comes from
 * the seed, so a game replays exactly from its setup and moves.
 */
import type { Catalog } from "../catalog";
import { COLOURS, TEMPLES, type Colour, type Temple } from "../schema/common";
import { randomIndex, rollD6, rollOrator, shuffled } from "./dice";
import { refuse, type Env, type Refusal } from "./env";
import { cellKey, type Die, type GameState, type PlayerState } from "./state";

/** How a game starts: the number of players (1 is the solo training mode) and the seed of its randomness. */
export interface GameSetup {
  players: number;
  seed: number;
}

const perColour = (n: number) => Object.fromEntries(COLOURS.map((c) => [c, n])) as Record<Colour, number>;

/** Roll a die of a colour from the citizen reserve (6s re-rolled). */
export function rollFromReserve(env: Env, colour: Colour): Die | undefined {
  if (env.state.citizenReserve[colour] <= 0) return undefined;
  env.state.citizenReserve[colour]--;
  return { colour, value: rollD6(env, env.catalog.pack.setup.citizenRecruitment.rerollSixes) };
}

function newPlayer(catalog: Catalog, seat: number): PlayerState {
  const { setup, startingTiles, population, advisorRow } = catalog.pack;
  const r = setup.startingResources;
  return {
    id: `p${seat + 1}`,
    stone: r.stone ?? 0,
    food: r.food ?? 0,
    wisdom: r.wisdom ?? 0,
    gold: r.gold ?? 0,
    vp: r.vp ?? 0,
    city: { [cellKey(startingTiles.agora.position)]: { kind: "agora" }, [cellKey(startingTiles.palace.position)]: { kind: "palace" } },
    seats: {},
    towers: perColour(setup.playerFloorsPerColour),
    bases: population.startingFree,
    freemen: [],
    orators: [],
    advisors: advisorRow.vp.map(() => null),
    superiority: 0,
    scoredCards: {},
    reserved: [],
    passed: false,
  };
}

/** A new game, or why the setup is refused. */
export function setupGame(catalog: Catalog, setup: GameSetup): { ok: true; state: GameState } | Refusal {
  const pack = catalog.pack;
  const n = setup.players;
  if (!Number.isInteger(n) || n < pack.setup.players.min || n > pack.setup.players.max)
    return refuse("setup/players", `Origins is played by ${pack.setup.players.min} to ${pack.setup.players.max} players, not ${n}`);
  const table = pack.setup.byPlayers[String(n)];
  if (!table) return refuse("setup/players", `the pack has no setup for ${n} players`);
  if (!Number.isInteger(setup.seed)) return refuse("setup/seed", `the seed must be an integer, not ${setup.seed}`);
  const solo = n === 1;
  const state: GameState = {
    rng: setup.seed >>> 0,
    seed: setup.seed,
    solo,
    players: Array.from({ length: n }, (_, seat) => newPlayer(catalog, seat)),
    flow: "",
    phase: "setup",
    round: 0,
    active: -1,
    turn: { acted: false, superiorityUsed: false, extra: false, frozen: false },
    pending: [],
    draftOrder: [],
    draftPool: [],
    meetingPlaces: [],
    piles: Object.fromEntries(COLOURS.map((c) => [c, [] as string[]])) as Record<Colour, string[]>,
    market: [],
    recruitment: [],
    oratorPool: [],
    usedOrators: [],
    citizenReserve: perColour(table.citizenDicePerColour),
    floorReserve: perColour(pack.setup.floorReserve.perColour),
    districtCards: [],
    military: pack.military.spaces.map(() => []),
    temples: Object.fromEntries(TEMPLES.map((t) => [t, Array.from({ length: pack.temples.top + 1 }, () => [] as number[])])) as Record<Temple, number[][]>,
    zodiac: {} as GameState["zodiac"],
    bastion: 0,
    refillFailed: false,
    finished: false,
  };
  const env: Env = { catalog, state };

  // Bonus tiles on the meeting places, each with the mothership of its colour.
  const tiles = shuffled(env, Object.keys(pack.bonusTiles));
  state.meetingPlaces = pack.meetingPlaces.map((_, i) => ({ value: pack.setup.meetingPlaceStartValue, bonusTile: tiles[i % tiles.length]! }));

  // One zodiac card per temple.
  const cards = shuffled(env, Object.keys(pack.zodiacCards));
  TEMPLES.forEach((t, i) => (state.zodiac[t] = { card: cards[i]! }));

  // Building piles by colour, and the market: each pile's top tile, shuffled.
  for (const c of COLOURS) {
    const pile: string[] = [];
    for (const [id, b] of Object.entries(pack.buildings)) if (b.colour === c) for (let k = 0; k < b.copies; k++) pile.push(id);
    state.piles[c] = shuffled(env, pile);
  }
  const tops = COLOURS.map((c) => state.piles[c].shift()).filter((id): id is string => id !== undefined);
  state.market = shuffled(env, tops);
  while (state.market.length < pack.setup.market.wisdom.length) state.market.push(null);

  // Citizen recruitment: one die per colour, ascending; ties: the colour lowest in the market goes left.
  const marketSlot = (c: Colour) => state.market.findIndex((id) => id !== null && pack.buildings[id]!.colour === c);
  const rolled = COLOURS.map((c) => rollFromReserve(env, c)).filter((d): d is Die => d !== undefined);
  rolled.sort((a, b) => a.value - b.value || marketSlot(b.colour) - marketSlot(a.colour));
  state.recruitment = rolled;

  // Orators, district cards with their Gold, and the floor reserve.
  state.oratorPool = Array.from({ length: table.oratorDice }, () => rollOrator(env));
  const dealt = shuffled(env, Object.keys(pack.districtCards)).slice(0, table.districtCards);
  state.districtCards = dealt.map((id) => ({ id, gold: pack.setup.districtCardGold }));
  for (const id of dealt) for (const c of pack.districtCards[id]!.towers) state.floorReserve[c] += pack.setup.floorReserve.perTowerIcon;

  // The first player holds the Bastion; markers start in turn order, the first player's at the bottom.
  state.bastion = solo ? 0 : randomIndex(env, n);
  const order = Array.from({ length: n }, (_, i) => (state.bastion + i) % n);
  state.military[0] = [...order];
  if (solo) state.military[0].push(-1);
  for (const t of TEMPLES) state.temples[t][0] = [...order];

  // The starting draft: dice rolled per colour; clockwise from the first player, then back.
  if (solo) {
    for (const c of COLOURS) {
      const d = rollFromReserve(env, c);
      if (d) state.draftPool.push(d);
    }
    state.draftOrder = Array.from({ length: pack.solo.startingFreemen.keep }, () => 0);
  } else {
    for (const c of COLOURS)
      for (let k = 0; k < pack.setup.startingFreemen.dicePerColour; k++) {
        const d = rollFromReserve(env, c);
        if (d) state.draftPool.push(d);
      }
    state.draftOrder = [...order, ...[...order].reverse()];
  }
  return { ok: true, state };
}

/**
 * Solo: the dice the player may still take. Of the rolled dice the highest `dropHighest` are set
 * aside; the player keeps `keep` of the rest, so a die is eligible while its value is among the kept
 * values not yet taken.
 */
export function soloDraftable(env: Env): Die[] {
  const { state, catalog } = env;
  const rule = catalog.pack.solo.startingFreemen;
  const taken = state.players[0]!.freemen.map((f) => f.value);
  const all = [...state.draftPool.map((d) => d.value), ...taken].sort((a, b) => a - b);
  const kept = all.slice(0, Math.max(0, all.length - rule.dropHighest));
  for (const v of taken) kept.splice(kept.indexOf(v), 1);
  return state.draftPool.filter((d) => kept.includes(d.value));
}
