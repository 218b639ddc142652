/**
 * Passive effects: what holds while a player has something. `holdings` is the one list of what a
 * player holds that has them — the round's scoring tile, their bonus card, their favor tiles and
 * their faction's abilities — and the functions below are the one interpreter that reads it: income,
 * VP for building, per spade and per town, pass VP, shipping bonus, the power a town needs, and the
 * abilities' hooks. Every field of the content vocabulary's `Passive` is read here for every holder
 * whose schema has it (validation refuses the one a holder cannot honour: see `checkPack`).
 */
import type { Catalog } from "../catalog";
import type { Building, Resources } from "../schema/common";
import type { Passive, PassVp } from "../schema/effects";
import type { Ability } from "../schema/faction";
import { abilityHooks } from "./abilities";
import { passCount, tableValue } from "./counters";
import type { Env } from "./env";
import { addVp, gainResources } from "./resources";
import { detectTownsEverywhere } from "./towns";
import type { GameState, VpSource } from "./state";

/** Who holds a passive effect. */
export type Holder = "scoring-tile" | "bonus-card" | "favor";

/** Something held, with the passive fields its schema allows. */
export interface HeldTile {
  readonly holder: Holder;
  readonly id: string;
  readonly passive: Partial<Passive>;
}

export interface HeldAbility {
  readonly holder: "ability";
  readonly id: string;
  readonly ability: Ability;
}

export type Held = HeldTile | HeldAbility;

/**
 * Everything the seat holds that has passive effects, in the order they pay: the round's scoring
 * tile (during a round), the bonus card, the favor tiles in the order taken, the faction's abilities.
 * The list is remembered per seat until what is held there changes: do not change it.
 */
export function holdings(catalog: Catalog, state: GameState, seat: number): readonly Held[] {
  const entry = heldBy(catalog, state, seat);
  if (!entry.all) {
    const all: Held[] = [];
    for (const t of entry.tiles) all.push(t);
    for (const a of entry.abilities) all.push(a);
    entry.all = all;
  }
  return entry.all;
}

interface HeldCache {
  catalog: Catalog;
  scoring: string | undefined;
  bonus: string | undefined;
  /** The favor tiles held (a copy; never changed). */
  favors: readonly string[];
  faction: string;
  /** Tiles then abilities, made when first asked for (`holdings`). */
  all: Held[] | undefined;
  tiles: HeldTile[];
  abilities: HeldAbility[];
}

/** The favor tiles of an entry whose player holds none (never changed). */
const NO_FAVORS: string[] = [];

/**
 * What was held at each seat when last asked (of any state: an entry depends only on the catalog,
 * the round's scoring tile, the bonus card, the favor tiles and the faction, all compared before it
 * is used, so a copied state, another game or another catalog finds it stale, never wrong).
 */
const SLOTS: (HeldCache | undefined)[] = [];

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A faction's abilities as holdings, made once per faction definition (they never change). */
const ABILITIES = new WeakMap<object, HeldAbility[]>();
const NO_ABILITIES: HeldAbility[] = [];

function abilitiesOf(faction: Catalog["factions"][string] | undefined): HeldAbility[] {
  if (!faction) return NO_ABILITIES;
  let held = ABILITIES.get(faction);
  if (!held) {
    held = [];
    for (const ability of faction.abilities) held.push({ holder: "ability", id: ability.ability, ability });
    ABILITIES.set(faction, held);
  }
  return held;
}

function heldBy(catalog: Catalog, state: GameState, seat: number): HeldCache {
  const p = state.players[seat]!;
  const scoring = state.round > 0 ? state.scoring[state.round - 1] : undefined;
  const cached = SLOTS[seat];
  if (cached && cached.catalog === catalog && cached.scoring === scoring && cached.bonus === p.bonus && cached.faction === p.faction && sameList(cached.favors, p.favors)) return cached;
  return renewHeld(catalog, p, seat, scoring, cached);
}

/** The seat's entry made again from what the player holds now (renewed in place when there is one). */
function renewHeld(catalog: Catalog, p: GameState["players"][number], seat: number, scoring: string | undefined, cached: HeldCache | undefined): HeldCache {
  const tiles: HeldTile[] = [];
  const tile = scoring ? catalog.scoringTiles[scoring] : undefined;
  if (scoring && tile) tiles.push({ holder: "scoring-tile", id: scoring, passive: tile });
  const bonus = p.bonus ? catalog.bonusCards[p.bonus] : undefined;
  if (p.bonus && bonus) tiles.push({ holder: "bonus-card", id: p.bonus, passive: bonus });
  const favors: string[] = p.favors.length === 0 ? NO_FAVORS : [];
  for (const id of p.favors) {
    favors.push(id);
    const favor = catalog.favorTiles[id];
    if (favor) tiles.push({ holder: "favor", id, passive: favor });
  }
  // The faction's abilities are the entry's own while the catalog and faction are the same.
  const abilities = cached && cached.catalog === catalog && cached.faction === p.faction ? cached.abilities : abilitiesOf(catalog.factions[p.faction]);
  const all = undefined;
  // The seat's entry is renewed in place; the lists it held before are left to whoever was given them.
  let entry = cached;
  if (entry) {
    entry.catalog = catalog;
    entry.scoring = scoring;
    entry.bonus = p.bonus;
    entry.favors = favors;
    entry.faction = p.faction;
    entry.all = all;
    entry.tiles = tiles;
    entry.abilities = abilities;
  } else {
    entry = { catalog, scoring, bonus: p.bonus, favors, faction: p.faction, all, tiles, abilities };
    SLOTS[seat] = entry;
  }
  return entry;
}

/** The tiles among the holdings (scoring tile, bonus card, favor tiles). */
function heldTiles(env: Env, seat: number): readonly HeldTile[] {
  return heldBy(env.catalog, env.state, seat).tiles;
}

function heldAbilities(env: Env, seat: number): readonly HeldAbility[] {
  return heldBy(env.catalog, env.state, seat).abilities;
}

/**
 * The VP source a holder's field scores under: everything from the round's scoring tile is round
 * scoring; a tile's build VP count as buildings, its spade and town rewards as spades and towns.
 */
function sourceOf(holder: Holder, field: "buildVp" | "perSpade" | "perTown" | "income"): VpSource {
  if (holder === "scoring-tile") return "round-scoring";
  if (field === "perSpade") return "spades";
  if (field === "perTown") return "towns";
  if (field === "income") return holder === "bonus-card" ? "passing" : "buildings";
  return "buildings";
}

/** Income from what the seat holds (bonus card, favor tiles), in holding order, handed to `sink` part by part. */
export function heldIncomeTo(catalog: Catalog, state: GameState, seat: number, sink: { part(from: "bonus-card" | "favor", income: Resources | undefined, source: VpSource): void }): void {
  const tiles = heldBy(catalog, state, seat).tiles;
  for (let i = 0; i < tiles.length; i++) {
    const h = tiles[i]!;
    if (h.holder === "bonus-card" || h.holder === "favor") sink.part(h.holder, h.passive.income, sourceOf(h.holder, "income"));
  }
}

/** A structure was built (or upgraded into). */
export function onBuilt(env: Env, seat: number, building: Building | "SY"): void {
  const p = env.state.players[seat]!;
  for (const h of heldTiles(env, seat)) addVp(p, h.passive.buildVp?.[building] ?? 0, sourceOf(h.holder, "buildVp"));
}

/** The seat gained spades (any source). */
export function onSpadesGained(env: Env, seat: number, n: number): void {
  const p = env.state.players[seat]!;
  for (const h of heldTiles(env, seat)) gainResources(p, h.passive.perSpade, sourceOf(h.holder, "perSpade"), n);
  for (const h of heldAbilities(env, seat)) abilityHooks(h.ability).onSpades?.(env, seat, h.ability as never, n);
}

/**
 * Steps on the shipping or digging track, or spaces of a range marker, however gained during the
 * action phase: the round's scoring tile's reward per step (`perAdvance`, Merchants of the Seas).
 */
export function onAdvanced(env: Env, seat: number, n: number): void {
  const state = env.state;
  if (n <= 0 || state.round === 0 || state.phase !== "actions") return;
  const id = state.scoring[state.round - 1];
  const per = id === undefined ? undefined : env.catalog.scoringTiles[id]?.perAdvance;
  if (per) gainResources(state.players[seat]!, per, "round-scoring", n);
}

/** Town tiles were taken (one per town). */
export function onTownsTaken(env: Env, seat: number, n: number): void {
  const p = env.state.players[seat]!;
  for (const h of heldTiles(env, seat)) gainResources(p, h.passive.perTown, sourceOf(h.holder, "perTown"), n);
  for (const h of heldAbilities(env, seat)) abilityHooks(h.ability).onTown?.(env, seat, h.ability as never, n);
}

/** An opponent took power from the seat's building (once per building). */
export function onLeechTaken(env: Env, seat: number): void {
  for (const h of heldAbilities(env, seat)) abilityHooks(h.ability).onLeechTaken?.(env, seat, h.ability as never);
}

/** Every opponent declined the power of the seat's building. */
export function onLeechAllDeclined(env: Env, seat: number): void {
  for (const h of heldAbilities(env, seat)) abilityHooks(h.ability).onLeechAllDeclined?.(env, seat, h.ability as never);
}

/** VP the seat would score for passing now: every held pass-VP table and ability. */
export function passVpNow(env: Env, seat: number): number {
  let vp = 0;
  // The holdings' order: tiles, then abilities.
  const held = heldBy(env.catalog, env.state, seat);
  for (const h of held.tiles) vp += tablesValue(env, seat, h.passive.passVp);
  for (const h of held.abilities) vp += abilityHooks(h.ability).passVp?.(env, seat, h.ability as never) ?? 0;
  return vp;
}

/** The VP of a holder's pass-VP tables. */
function tablesValue(env: Env, seat: number, list: readonly PassVp[] | undefined): number {
  let vp = 0;
  if (list) for (let i = 0; i < list.length; i++) vp += tableValue(list[i]!.vp, passCount(env, seat, list[i]!.per));
  return vp;
}

/** Extra shipping range from what the seat holds (none once passed). */
export function heldShippingBonus(env: Env, seat: number): number {
  if (env.state.players[seat]!.passed) return 0;
  let bonus = 0;
  for (const h of heldTiles(env, seat)) bonus += h.passive.shippingBonus ?? 0;
  return bonus;
}

/** Ships the seat gains in the income phase from what it holds (Merchants of the Seas). */
export function heldShipIncome(env: Env, seat: number): number {
  let n = 0;
  for (const h of heldTiles(env, seat)) n += h.passive.shipIncome ?? 0;
  return n;
}

/** A trade with a building of this type: the VP of what the seat holds (scoring tile, bonus card, favor tiles). */
export function onTraded(env: Env, seat: number, building: Building | "SY"): void {
  const p = env.state.players[seat]!;
  for (const h of heldTiles(env, seat)) addVp(p, h.passive.perTrade?.[building] ?? 0, h.holder === "scoring-tile" ? "round-scoring" : "trades");
}

/** How much less power a town needs, from what the seat holds. */
export function heldTownPowerReduction(env: Env, seat: number): number {
  let reduction = 0;
  for (const h of heldTiles(env, seat)) reduction += h.passive.townPowerReduction ?? 0;
  return reduction;
}

/** A tile was taken and is now held: a lower town power may complete towns at once. */
export function onTileTaken(env: Env, seat: number, passive: Partial<Passive>): void {
  if (passive.townPowerReduction) detectTownsEverywhere(env, seat);
}
