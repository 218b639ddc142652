/**
 * The catalog: a validated, resolved content pack compiled into typed lookups for the rules
 * engine — factions with their ability traits, every action space by id, tiles, maps with their
 * adjacency and distances, conversion rates — plus the rules as changed by a game's options.
 */
import type { Building, Terrain } from "../schema/common";
import type { SpecialAction } from "../schema/effects";
import type { Rules, Variant } from "../schema/rules";
import type { Merchants, ShipyardBoard } from "../schema/merchants";
import type { BonusCard, FavorTile, FinalScoringTile, PowerAction, ScoringTile, TownTile } from "../schema/tiles";
import { applyRuleOverrides, type ResolvedPack } from "../schema/validate";
import { compileBoard, type Board } from "./board";
import { compileFaction, CONVERTIBLE, type CompiledFaction, type ConversionRate, type ConvertibleResource } from "./factions";

export * from "./board";
export * from "./factions";

export type ActionSpaceKind = "power" | "bonus" | "favor" | "faction" | "shipyard";

/**
 * The ids of the two special actions of every shipyard board (Merchants of the Seas): Move ships
 * (from the start) and Build a ship (once the shipyard is built). A faction's own board may change
 * them (`merchants.shipyards.factions`): see `spaceAction`.
 */
export const SHIPYARD_ACTIONS = { moveShips: "SHIPS", buildShip: "BUILDSHIP" } as const;

/** Anything that can be taken with `action <id>`: power actions, bonus cards, favor tiles, faction spaces. */
export interface ActionSpace {
  readonly id: string;
  readonly kind: ActionSpaceKind;
  readonly action: SpecialAction;
  /** For faction spaces: the faction and the structure that unlocks it. */
  readonly faction?: string;
  readonly requires?: Building;
}

/** Best exchange rates of a faction: `rates[from][to]` units of `from` for one unit of `to`. */
export type RateTable = Readonly<Record<ConvertibleResource, Readonly<Partial<Record<ConvertibleResource, number>>>>>;

export interface Catalog {
  readonly pack: ResolvedPack;
  readonly rules: Rules;
  readonly factions: Readonly<Record<string, CompiledFaction>>;
  readonly bonusCards: Readonly<Record<string, BonusCard>>;
  readonly favorTiles: Readonly<Record<string, FavorTile>>;
  readonly scoringTiles: Readonly<Record<string, ScoringTile>>;
  readonly finalScoringTiles: Readonly<Record<string, FinalScoringTile>>;
  readonly townTiles: Readonly<Record<string, TownTile>>;
  readonly powerActions: Readonly<Record<string, PowerAction>>;
  readonly actionSpaces: Readonly<Record<string, ActionSpace>>;
  /** The same action spaces as a list, in the order of `actionSpaces`. */
  readonly actionSpaceList: readonly ActionSpace[];
  readonly variants: Readonly<Record<string, Variant>>;
  /** Merchants of the Seas, when the pack has it (its removed tiles are left out of the tile registries). */
  readonly merchants?: Merchants;
  readonly boards: Readonly<Record<string, Board>>;
  /** Position of each terrain on the terraform cycle. */
  readonly cycleIndex: Readonly<Record<Terrain, number>>;
  /** Conversion rates by faction (the common ones plus the faction's own). */
  readonly rates: Readonly<Record<string, RateTable>>;
  /** Rules with a set of options applied, memoised by option list. */
  readonly rulesCache: Map<string, Rules>;
}

/**
 * A registry keyed by id, without a prototype: looking up an id such as `constructor` or
 * `__proto__` (from a log, a request, a pack) finds nothing instead of Object.prototype's members.
 */
function registry<T>(entries: Readonly<Record<string, T>> = {}): Record<string, T> {
  return Object.assign(Object.create(NO_PROTOTYPE) as Record<string, T>, entries);
}

/**
 * The prototype of registries: an object with no properties and no prototype. (A registry made with
 * `Object.create(null)` itself would be a hash-table object in V8, and the engine twice as slow.)
 */
const NO_PROTOTYPE: object = Object.freeze(Object.create(null));

/** Compile a resolved pack. Maps are compiled up front: a replay then does no geometry. */
export function compileCatalog(resolved: ResolvedPack): Catalog {
  const pack = withoutRemovedTiles(resolved);
  const rules = pack.rules;
  const factions = registry<CompiledFaction>();
  for (const [id, f] of Object.entries(pack.factions)) factions[id] = compileFaction(id, f);

  const actionSpaces = registry<ActionSpace>();
  for (const [id, a] of Object.entries(pack.powerActions)) actionSpaces[id] = { id, kind: "power", action: a };
  for (const [id, t] of Object.entries(pack.bonusCards)) if (t.action) actionSpaces[id] = { id, kind: "bonus", action: t.action };
  for (const [id, t] of Object.entries(pack.favorTiles)) if (t.action) actionSpaces[id] = { id, kind: "favor", action: t.action };
  for (const f of Object.values(factions))
    for (const a of f.traits.actions) actionSpaces[a.id] = { id: a.id, kind: "faction", action: a.action, faction: f.id, requires: a.requires };
  const yard = pack.merchants?.shipyards.default;
  if (yard) for (const key of ["moveShips", "buildShip"] as const) actionSpaces[SHIPYARD_ACTIONS[key]] = { id: SHIPYARD_ACTIONS[key], kind: "shipyard", action: yard[key] };

  const boards = registry<Board>();
  for (const [id, map] of Object.entries(pack.maps)) boards[id] = compileBoard(id, map);

  const cycleIndex = Object.fromEntries(rules.terraformCycle.map((t, i) => [t, i])) as Record<Terrain, number>;
  const rates = registry(compileRates(factions, rules.conversions));

  return {
    pack: resolved,
    rules,
    factions,
    bonusCards: registry(pack.bonusCards),
    favorTiles: registry(pack.favorTiles),
    scoringTiles: registry(pack.scoringTiles),
    finalScoringTiles: registry(pack.finalScoringTiles),
    townTiles: registry(pack.townTiles),
    powerActions: registry(pack.powerActions),
    actionSpaces,
    actionSpaceList: Object.values(actionSpaces),
    variants: registry(pack.variants),
    ...(pack.merchants ? { merchants: pack.merchants } : {}),
    boards,
    cycleIndex,
    rates,
    rulesCache: new Map(),
  };
}

/**
 * What an action space does for a faction: a shipyard board's action as that faction's board says;
 * a power action giving favor tiles (the favor power action, Merchants of the Seas) with the number
 * of tiles the faction's row says (`merchants.factionRules.<f>.favorActionTiles`, the Chaos
 * Magicians: 1; without the row, the action's own number); any other as printed.
 */
export function spaceAction(catalog: Catalog, faction: string, space: ActionSpace): SpecialAction {
  if (space.kind === "power") {
    const effect = space.action.effect;
    const tiles = effect?.favorTiles ? catalog.merchants?.factionRules[faction]?.favorActionTiles : undefined;
    return tiles === undefined || tiles === effect!.favorTiles ? space.action : { ...space.action, effect: { ...effect, favorTiles: tiles } };
  }
  if (space.kind !== "shipyard") return space.action;
  const key = space.id === SHIPYARD_ACTIONS.moveShips ? "moveShips" : "buildShip";
  return catalog.merchants?.shipyards.factions[faction]?.[key] ?? space.action;
}

/** A faction's shipyard board (Merchants of the Seas): the default board with the faction's own fields over it; undefined without the expansion. */
export function shipyardBoard(catalog: Catalog, faction: string): ShipyardBoard | undefined {
  const yards = catalog.merchants?.shipyards;
  return yards && { ...yards.default, ...yards.factions[faction] };
}

/** The pack without the tiles Merchants of the Seas leaves out of play (`merchants.removedTiles`); the pack itself when it removes none. */
function withoutRemovedTiles(pack: ResolvedPack): ResolvedPack {
  const removed = new Set(pack.merchants?.removedTiles ?? []);
  if (removed.size === 0) return pack;
  const keep = <T>(entries: Record<string, T>): Record<string, T> => Object.fromEntries(Object.entries(entries).filter(([id]) => !removed.has(id)));
  return {
    ...pack,
    bonusCards: keep(pack.bonusCards),
    favorTiles: keep(pack.favorTiles),
    scoringTiles: keep(pack.scoringTiles),
    townTiles: keep(pack.townTiles),
    powerActions: keep(pack.powerActions),
  };
}

/** Exchange rates of each faction: the common conversions of the rules plus the faction's own. */
function compileRates(factions: Readonly<Record<string, CompiledFaction>>, conversions: Rules["conversions"]): Record<string, RateTable> {
  const common: ConversionRate[] = [];
  for (const c of conversions) {
    const g = Object.entries(c.give).filter(([, n]) => n);
    const r = Object.entries(c.get).filter(([, n]) => n);
    if (g.length === 1 && r.length === 1)
      common.push({ from: g[0]![0] as ConvertibleResource, give: g[0]![1]!, to: r[0]![0] as ConvertibleResource, get: r[0]![1]! });
  }
  const rates: Record<string, RateTable> = {};
  for (const f of Object.values(factions)) rates[f.id] = rateTable([...common, ...f.traits.conversions]);
  return rates;
}

const ratesByRules = new WeakMap<Rules, Readonly<Record<string, RateTable>>>();

/** Exchange rates of each faction under these rules (a variant may change the common conversions). */
export function ratesFor(catalog: Catalog, rules: Rules): Readonly<Record<string, RateTable>> {
  if (rules.conversions === catalog.rules.conversions) return catalog.rates;
  let rates = ratesByRules.get(rules);
  if (!rates) {
    rates = compileRates(catalog.factions, rules.conversions);
    ratesByRules.set(rules, rates);
  }
  return rates;
}

/**
 * The cheapest way to get one unit of each resource from each other one, chaining conversions that
 * yield a single unit (priest → worker → coin makes a priest worth a coin). Victory points are only
 * converted directly: as on terra.snellman.net, the Alchemists' coins-for-VP takes coins, not the
 * workers or power that could buy them.
 */
function rateTable(conversions: ConversionRate[]): RateTable {
  const table = Object.fromEntries(CONVERTIBLE.map((r) => [r, {} as Partial<Record<ConvertibleResource, number>>])) as Record<
    ConvertibleResource,
    Partial<Record<ConvertibleResource, number>>
  >;
  for (const c of conversions) {
    if (c.get !== 1 && c.give % c.get !== 0) continue;
    const per = c.give / c.get;
    const old = table[c.from][c.to];
    if (old === undefined || per < old) table[c.from][c.to] = per;
  }
  for (const via of CONVERTIBLE)
    for (const from of CONVERTIBLE)
      for (const to of CONVERTIBLE) {
        if (from === to || from === "vp" || to === "vp") continue;
        const a = table[from][via];
        const b = table[via][to];
        if (a === undefined || b === undefined) continue;
        const old = table[from][to];
        if (old === undefined || a * b < old) table[from][to] = a * b;
      }
  return table;
}

/** The rules of a game with these options (variants of the pack) switched on. Unknown options change nothing. */
export function rulesFor(catalog: Catalog, options: readonly string[]): Rules {
  if (options.length === 0) return catalog.rules;
  // Every move asks again with the same options: the last answer is checked without building a key.
  const last = lastRules.get(catalog);
  if (last && (last.list === options || sameList(last.options, options))) {
    last.list = options;
    return last.rules;
  }
  const rules = rulesForKey(catalog, options);
  lastRules.set(catalog, { list: options, options: options.slice(), rules });
  return rules;
}

/**
 * The options and rules `rulesFor` last answered, per catalog: the list it was given (a game's
 * options never change, so the same list is the same options) and a copy of it.
 */
const lastRules = new WeakMap<Catalog, { list: readonly string[]; options: readonly string[]; rules: Rules }>();

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function rulesForKey(catalog: Catalog, options: readonly string[]): Rules {
  const key = options.join(",");
  const cached = catalog.rulesCache.get(key);
  if (cached) return cached;
  let rules = catalog.rules;
  for (const option of options) {
    const overrides = catalog.variants[option]?.rules;
    if (!overrides) continue;
    const changed = applyRuleOverrides(rules, overrides);
    if (changed.ok) rules = changed.rules;
  }
  catalog.rulesCache.set(key, rules);
  return rules;
}

/** Whether a tile with this `option` is in play under these options. */
export function tileInPlay(tile: { option?: string }, options: readonly string[]): boolean {
  return !tile.option || options.includes(tile.option);
}
