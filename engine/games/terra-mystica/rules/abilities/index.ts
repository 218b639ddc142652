/**
 * The ability registry: one handler per ability id of the content library. Abilities that only
 * shape a faction's static traits (compiled in the catalog) have no hooks here; the rules read
 * their traits where they apply (reach, terraform cost, conversions, setup, actions, towns).
 */
import type { Ability, AbilityId } from "../../schema/faction";
import { leechBonus } from "./leech-bonus";
import { leechToken } from "./leech-token";
import { passVp } from "./pass-vp";
import { spadeBonus } from "./spade-bonus";
import { townBonus } from "./town-bonus";
import type { AbilityHooks, AbilityOf } from "./types";

export type { AbilityHooks } from "./types";

export const ABILITY_HANDLERS: { readonly [K in AbilityId]: AbilityHooks<AbilityOf<K>> } = {
  "town-bonus": townBonus,
  "spade-bonus": spadeBonus,
  "pass-vp": passVp,
  "leech-bonus": leechBonus,
  conversion: {},
  "fixed-terraform-cost": {},
  "skip-spaces": {},
  "town-river-skip": {},
  "setup-dwellings": {},
  "special-action": {},
  "starting-favors": {},
  "power-action-discount": {},
  "reuse-power-actions": {},
  "volcano-terraform": {},
  "spade-substitute": {},
  "priest-cult-bonus": {},
  "river-only": {},
  "terrain-unlocks": {},
  "leech-token": leechToken,
};

/** The hooks of one ability entry. */
export function abilityHooks(ability: Ability): AbilityHooks<Ability> {
  return ABILITY_HANDLERS[ability.ability] as AbilityHooks<Ability>;
}
