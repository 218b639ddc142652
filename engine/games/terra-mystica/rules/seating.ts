/**
 * Seating the factions of a game: each player's starting state, and the order of the setup steps.
 * `createGame` seats the factions it is given; the faction auction (Fire & Ice variant) seats them
 * once it is over, in the order they were nominated.
 */
import type { Catalog } from "../catalog";
import { CULTS, type Cult } from "../schema/common";
import type { Rules } from "../schema/rules";
import type { GameState, PlayerState } from "./state";

/** A faction's player at the start of the game, with `vp` victory points. */
export function newPlayer(catalog: Catalog, rules: Pick<Rules, "maxBridges">, id: string, vp: number): PlayerState {
  const f = catalog.factions[id]!;
  const skip = f.traits.skip;
  return {
    faction: id,
    picked: "",
    unlocked: [],
    priestsUnlock: f.traits.unlocks !== undefined,
    vp,
    coins: f.startingResources.coins,
    workers: f.startingResources.workers,
    priests: f.startingResources.priests,
    power: [f.power.bowl1, f.power.bowl2, f.power.bowl3],
    // The tracks in the order of `CULTS` (written out: every game makes its players).
    cults: { fire: f.startingCults.fire ?? 0, water: f.startingCults.water ?? 0, earth: f.startingCults.earth ?? 0, air: f.startingCults.air ?? 0 } satisfies Record<Cult, number>,
    keys: catalog.merchants?.factionRules[id]?.setup?.keys ?? 0,
    shipping: f.shipping?.start ?? 0,
    digging: 0,
    range: skip?.range ?? 0,
    buildings: { D: 0, TP: 0, TE: 0, SH: 0, SA: 0 },
    priestCap: f.priestSupply,
    priestsSent: 0,
    bridgesLeft: rules.maxBridges,
    favors: [],
    towns: [],
    passed: false,
    dropped: false,
    vpSources: { initial: vp },
    pending: { spades: 0, cultSteps: 0, cultSameTrack: false, favors: f.traits.startingFavors, towns: 0, bridges: 0, freeDwellings: 0, freeTradingHouses: 0, freeTransforms: 0, loseCult: 0, unlocks: 0, leechTokens: 0, shapeshift: 0 },
    actionsLeft: 0,
    subActions: {},
    buildLocations: [],
    homeOnly: false,
    mustUseSpades: false,
    cultBlocked: [],
    ...(catalog.merchants ? { merchants: { ships: [], traded: [], landed: [], rangeAdvances: 0 } } : {}),
  };
}

/** The name of the player in seat `seat` before the auction seats the factions (`player1`, ...). */
export function auctionPlayerName(seat: number): string {
  return `player${seat + 1}`;
}

/** A player without a faction yet (during the auction): nothing but a name. */
export function auctionPlayer(name: string): PlayerState {
  return {
    faction: name,
    picked: "",
    unlocked: [],
    priestsUnlock: false,
    vp: 0,
    coins: 0,
    workers: 0,
    priests: 0,
    power: [0, 0, 0],
    cults: Object.fromEntries(CULTS.map((c) => [c, 0])) as Record<Cult, number>,
    keys: 0,
    shipping: 0,
    digging: 0,
    range: 0,
    buildings: { D: 0, TP: 0, TE: 0, SH: 0, SA: 0 },
    priestCap: 0,
    priestsSent: 0,
    bridgesLeft: 0,
    favors: [],
    towns: [],
    passed: false,
    dropped: false,
    vpSources: {},
    pending: { spades: 0, cultSteps: 0, cultSameTrack: false, favors: 0, towns: 0, bridges: 0, freeDwellings: 0, freeTradingHouses: 0, freeTransforms: 0, loseCult: 0, unlocks: 0, leechTokens: 0, shapeshift: 0 },
    actionsLeft: 0,
    subActions: {},
    buildLocations: [],
    homeOnly: false,
    mustUseSpades: false,
    cultBlocked: [],
  };
}

/**
 * Setup order: in seating order, the factions that pick a terrain colour pick it and those with
 * starting favor tiles take them (Fire & Ice); each faction places a dwelling in seating order, then
 * again in reverse; factions with more dwellings place the rest after everyone, factions placing
 * last after that; volcano factions then pick their colour; then docks are placed in seating order
 * (Merchants of the Seas); then bonus cards are picked in reverse
 * seating order.
 */
export function setupQueue(catalog: Catalog, factions: string[]): GameState["setupQueue"] {
  // Loops over the seats (no closures: every game of a self-play run makes its queue).
  const queue: GameState["setupQueue"] = [];
  const n = factions.length;
  for (let seat = 0; seat < n; seat++) {
    const f = catalog.factions[factions[seat]!]!;
    if (f.homeTerrain === "ice" || f.homeTerrain === "chosen") queue.push({ seat, step: "color" });
    if (f.traits.startingFavors > 0) queue.push({ seat, step: "favor" });
  }
  // Seats placing their dwellings in the usual order (there and back), then those placing theirs last.
  const normal: number[] = [];
  for (let seat = 0; seat < n; seat++) if (dwellingsOf(catalog, factions, seat).placement !== "last") normal.push(seat);
  for (const seat of normal) if (dwellingsOf(catalog, factions, seat).count >= 1) queue.push({ seat, step: "dwelling" });
  for (let k = normal.length - 1; k >= 0; k--) if (dwellingsOf(catalog, factions, normal[k]!).count >= 2) queue.push({ seat: normal[k]!, step: "dwelling" });
  for (const seat of normal) for (let i = 2; i < dwellingsOf(catalog, factions, seat).count; i++) queue.push({ seat, step: "dwelling" });
  for (let seat = 0; seat < n; seat++) {
    const t = dwellingsOf(catalog, factions, seat);
    if (t.placement === "last") for (let i = 0; i < t.count; i++) queue.push({ seat, step: "dwelling" });
  }
  // Volcano factions pick their colour once every initial dwelling is placed (as on terra.snellman.net).
  for (let seat = 0; seat < n; seat++) if (catalog.factions[factions[seat]!]!.homeTerrain === "volcano") queue.push({ seat, step: "color" });
  // Merchants of the Seas: docks, in turn order from the first player (players without a riverside dwelling are skipped then).
  if (catalog.merchants) for (let seat = 0; seat < n; seat++) queue.push({ seat, step: "dock" });
  for (let seat = n - 1; seat >= 0; seat--) queue.push({ seat, step: "bonus" });
  return queue;
}

/** How the faction in `seat` places its initial dwellings. */
function dwellingsOf(catalog: Catalog, factions: readonly string[], seat: number) {
  return catalog.factions[factions[seat]!]!.traits.setupDwellings;
}

