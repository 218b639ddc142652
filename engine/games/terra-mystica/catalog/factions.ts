/**
 * Factions compiled for play: the board's numbers as they are, plus the traits their abilities
 * give, gathered once so the rules do not search the ability list on every move.
 */
import type { Building, Resources } from "../schema/common";
import type { Ability, AbilityId, Faction } from "../schema/faction";
import type { SpecialAction } from "../schema/effects";

type AbilityOf<K extends AbilityId> = Extract<Ability, { ability: K }>;
export type SkipSpaces = AbilityOf<"skip-spaces">;

/** A free exchange: give `give` units of one resource for `get` units of another. */
export interface ConversionRate {
  readonly from: ConvertibleResource;
  readonly to: ConvertibleResource;
  readonly give: number;
  readonly get: number;
}
export const CONVERTIBLE = ["coins", "workers", "priests", "power", "vp"] as const;
export type ConvertibleResource = (typeof CONVERTIBLE)[number];

export interface FactionAction {
  readonly id: string;
  readonly requires?: Building;
  readonly action: SpecialAction;
}

export interface FactionTraits {
  /** Tunnelling / carpet flight. */
  skip?: SkipSpaces;
  /** Spades any transformation to home terrain takes (Giants). */
  fixedTerraformSpades?: number;
  /** River hexes a town may span (Mermaids). */
  townRiverSkip: number;
  /** Extra conversions of the faction. */
  conversions: ConversionRate[];
  /** Starting dwellings and when they are placed. */
  setupDwellings: { count: number; placement: "normal" | "after-others" | "last" };
  /** The faction's action spaces. */
  actions: FactionAction[];
  /** Favor tiles taken during setup (Ice Maidens). */
  startingFavors: number;
  /** Power less each power action of the board costs (Yetis). */
  powerActionDiscount: number;
  /** Power actions already taken may be taken again, once this structure is built ("" for always; Yetis: SH). */
  reusePowerActions?: Building | "";
  /** Terraforming into volcano by paying tokens or cult steps (Dragonlords, Acolytes). */
  volcano?: AbilityOf<"volcano-terraform">;
  /** What each spade becomes instead (Dragonlords, Acolytes; Riverwalkers: nothing). */
  spadeSubstitute?: AbilityOf<"spade-substitute">["gain"];
  /** The action spaces that give spades are forbidden (Riverwalkers). */
  noSpadeActions?: boolean;
  /** Reach only along the river, initial dwellings beside it (Riverwalkers). */
  riverOnly?: boolean;
  /** Colours unlocked with priests instead of terraforming (Riverwalkers). */
  unlocks?: AbilityOf<"terrain-unlocks">;
  /** A new power token when an opponent takes power (Shapeshifters). */
  leechToken?: AbilityOf<"leech-token">;
  /** Extra steps of each priest sent to a cult track, once a structure is built (Acolytes). */
  priestCultBonus?: { steps: number; requires: Building | "" };
}

export interface CompiledFaction extends Faction {
  readonly id: string;
  readonly traits: FactionTraits;
}

/** How each ability shapes the static traits of a faction; abilities that act during play add nothing here. */
const TRAITS: { [K in AbilityId]: (ability: AbilityOf<K>, traits: FactionTraits) => void } = {
  "town-bonus": () => {},
  "spade-bonus": () => {},
  "pass-vp": () => {},
  "leech-bonus": () => {},
  conversion: (a, t) => {
    const from = single(a.give);
    const to = single(a.get);
    if (from && to) t.conversions.push({ from: from[0], give: from[1], to: to[0], get: to[1] });
  },
  "fixed-terraform-cost": (a, t) => (t.fixedTerraformSpades = a.spades),
  "skip-spaces": (a, t) => (t.skip = a),
  "town-river-skip": (a, t) => (t.townRiverSkip = a.rivers),
  "setup-dwellings": (a, t) => (t.setupDwellings = { count: a.count, placement: a.placement }),
  "special-action": (a, t) => t.actions.push({ id: a.id, requires: a.requires, action: a.action }),
  "starting-favors": (a, t) => (t.startingFavors += a.count),
  "power-action-discount": (a, t) => (t.powerActionDiscount += a.power),
  "reuse-power-actions": (a, t) => (t.reusePowerActions = a.requires ?? ""),
  "volcano-terraform": (a, t) => (t.volcano = a),
  "spade-substitute": (a, t) => {
    t.spadeSubstitute = a.gain;
    t.noSpadeActions = a.spadeActions === "forbidden";
  },
  "river-only": (_, t) => (t.riverOnly = true),
  "terrain-unlocks": (a, t) => (t.unlocks = a),
  "leech-token": (a, t) => (t.leechToken = a),
  "priest-cult-bonus": (a, t) => (t.priestCultBonus = { steps: a.steps, requires: a.requires ?? "" }),
};

function single(r: Resources): [ConvertibleResource, number] | undefined {
  const entries = Object.entries(r).filter(([, n]) => n);
  if (entries.length !== 1) return undefined;
  const [key, n] = entries[0]!;
  return [key as ConvertibleResource, n!];
}

export function compileFaction(id: string, faction: Faction): CompiledFaction {
  const traits: FactionTraits = { townRiverSkip: 0, conversions: [], setupDwellings: { count: 2, placement: "normal" }, actions: [], startingFavors: 0, powerActionDiscount: 0 };
  for (const ability of faction.abilities) (TRAITS[ability.ability] as (a: Ability, t: FactionTraits) => void)(ability, traits);
  return { ...faction, id, traits };
}
