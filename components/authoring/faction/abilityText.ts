/** What a faction ability does, in one sentence, from its parameters. */
import { ABILITY_LIBRARY, type Ability, type Building, type Effect, type Faction } from "@/engine";
import { followUpText, resourcesText } from "../effects";
import { BUILDING_NAMES } from "../icons";

const after = (b: Building | undefined) => (b ? ` once the ${BUILDING_NAMES[b].toLowerCase()} is built` : "");

/** "2 favor tiles, 1 Fire step, 3 coins": an immediate effect in words. */
export function effectText(effect: Effect | undefined): string {
  if (!effect) return "nothing";
  const parts: string[] = [];
  if (effect.gain && resourcesText(effect.gain) !== "nothing") parts.push(resourcesText(effect.gain));
  if (effect.powerTokens) parts.push(`${effect.powerTokens} new power token${effect.powerTokens === 1 ? "" : "s"}`);
  if (effect.powerTokensPerPlayer) parts.push(`${effect.powerTokensPerPlayer} new power token${effect.powerTokensPerPlayer === 1 ? "" : "s"} per player`);
  for (const [cult, steps] of Object.entries(effect.cult ?? {})) if (steps) parts.push(`${steps} ${cult} step${steps === 1 ? "" : "s"}`);
  if (effect.cultChoice) parts.push(`${effect.cultChoice} step${effect.cultChoice === 1 ? "" : "s"} on a cult track of your choice`);
  if (effect.keys) parts.push(`${effect.keys} key${effect.keys === 1 ? "" : "s"}`);
  if (effect.spades) parts.push(`${effect.spades} free spade${effect.spades === 1 ? "" : "s"}${effect.spadesMayBuild ? " (then you may build)" : ""}`);
  if (effect.shipping) parts.push(`${effect.shipping} shipping step${effect.shipping === 1 ? "" : "s"}`);
  if (effect.range) parts.push(`${effect.range} range step${effect.range === 1 ? "" : "s"}`);
  if (effect.bridges) parts.push(`${effect.bridges} free bridge${effect.bridges === 1 ? "" : "s"} placed at once`);
  if (effect.favorTiles) parts.push(`${effect.favorTiles} favor tile${effect.favorTiles === 1 ? "" : "s"}`);
  if (effect.townTiles) parts.push(`${effect.townTiles} town tile${effect.townTiles === 1 ? "" : "s"}`);
  if (effect.exchange) parts.push(`up to ${effect.exchange.max}× ${resourcesText(effect.exchange.give)} for ${resourcesText(effect.exchange.get)}`);
  return parts.length > 0 ? parts.join(", ") : "nothing";
}

const PLACEMENT: Record<Extract<Ability, { ability: "setup-dwellings" }>["placement"], string> = {
  normal: "in the two setup rounds",
  "after-others": "the extra one after everyone's second",
  last: "after all other players",
};

/** One sentence describing an ability with its parameters. */
export function abilityText(a: Ability): string {
  switch (a.ability) {
    case "town-bonus":
      return `Each town founded gives ${resourcesText(a.gain)}.`;
    case "spade-bonus":
      return `Each spade gives ${resourcesText(a.gain)}${after(a.requires)}.`;
    case "pass-vp":
      return `When passing: ${a.passVp.vp.slice(1).join("/")} VP by ${a.passVp.per}${after(a.requires)}.`;
    case "conversion":
      return `Any time: ${resourcesText(a.give)} for ${resourcesText(a.get)}.`;
    case "fixed-terraform-cost":
      return `Transforming into the home terrain always takes ${a.spades} spade${a.spades === 1 ? "" : "s"}.`;
    case "skip-spaces":
      return `${a.name}: reach over ${a.range} space${a.range === 1 ? "" : "s"} (up to ${a.maxRange}) for ${resourcesText(a.cost)}${a.costWithStronghold ? ` (${resourcesText(a.costWithStronghold)} with the stronghold)` : ""}, +${a.vp} VP each time.`;
    case "leech-bonus":
      return `When an opponent takes power from your building: ${effectText(a.whenTaken)}${a.whenAllDeclined ? `; if all decline: ${effectText(a.whenAllDeclined)}` : ""}.`;
    case "town-river-skip":
      return `Towns may span ${a.rivers} river hex${a.rivers === 1 ? "" : "es"}.`;
    case "setup-dwellings":
      return `${a.count} starting dwelling${a.count === 1 ? "" : "s"}, placed ${PLACEMENT[a.placement]}.`;
    case "starting-favors":
      return `Takes ${a.count} favor tile${a.count === 1 ? "" : "s"} during setup.`;
    case "power-action-discount":
      return `The board's power actions cost ${a.power} power less.`;
    case "reuse-power-actions":
      return `May take power actions already taken this round, as often as they can pay${after(a.requires)}.`;
    case "volcano-terraform": {
      const what = a.payWith === "power-tokens" ? "power token" : "step";
      const where = a.payWith === "power-tokens" ? " (removed from the game, bowl I first)" : " on one cult track";
      return `Turns terrain into volcano for ${a.cost} ${what}${a.cost === 1 ? "" : "s"}${where}, ${a.costOnOpponentHome} on another faction's home terrain, instead of spades.`;
    }
    case "spade-substitute":
      return `Each spade becomes ${effectText(a.gain)}, with nothing to transform${a.spadeActions === "forbidden" ? "; the actions that give spades are forbidden" : ""}.`;
    case "river-only":
      return "Initial dwellings beside a river; hexes are reached only along the river by shipping, never by land.";
    case "terrain-unlocks":
      return `Never terraforms: each priest gained unlocks a colour to build on for ${resourcesText(a.cost)} (${resourcesText(a.costOnOpponentHome)} for another faction's home terrain), raising the priest limit, or is taken as a priest up to the limit.`;
    case "leech-token":
      return `When an opponent takes power from your building: a new power token in bowl III${a.optional ? `, if you want it, for ${resourcesText(a.cost)}` : resourcesText(a.cost) !== "nothing" ? ` for ${resourcesText(a.cost)}` : ""}.`;
    case "priest-cult-bonus":
      return `A priest sent to a cult track goes ${a.steps} step${a.steps === 1 ? "" : "s"} further${after(a.requires)}.`;
    case "special-action": {
      const parts = [a.action.effect ? effectText(a.action.effect) : undefined, a.action.then ? followUpText(a.action.then) : undefined].filter(Boolean);
      const cost = a.action.cost ? ` for ${resourcesText(a.action.cost)}` : "";
      return `${a.action.name ?? a.id}: ${parts.join(", then ") || "an action"}${cost}${a.action.oncePerRound === false ? "" : ", once per round"}${after(a.requires)}.`;
    }
  }
}

/** The library entry's title of an ability. */
export function abilityTitle(a: Pick<Ability, "ability">): string {
  return ABILITY_LIBRARY[a.ability]?.title ?? a.ability;
}

/** A short chip for a faction card, and the sentence behind it (its tooltip). */
export interface Trait {
  label: string;
  text: string;
}

/**
 * What sets a faction apart, for its card: its abilities, and the rules its data states elsewhere
 * — what its stronghold gives when built, and digging paid with something other than workers
 * (the Darklings have no ability: their priests dig, and their stronghold ordains priests).
 */
export function factionTraits(faction: Faction): Trait[] {
  const traits: Trait[] = faction.abilities.map((a) => ({
    label: a.ability === "special-action" ? (a.action.name ?? a.id) : a.ability === "conversion" ? `${resourcesText(a.give)} → ${resourcesText(a.get)}` : abilityTitle(a),
    text: abilityText(a),
  }));
  const stronghold = effectText(faction.buildings.SH?.onBuild);
  if (stronghold !== "nothing") traits.push({ label: `Stronghold: ${stronghold}`, text: `Building the stronghold gives ${stronghold}.` });
  const level = faction.digging.levels[0];
  if (level && Object.entries(level.cost ?? {}).some(([resource, amount]) => amount && resource !== "workers")) {
    const paid = resourcesText(level.cost);
    const bonus = level.bonus ? resourcesText(level.bonus) : undefined;
    traits.push({ label: `Spade: ${paid}${bonus ? ` (+${bonus})` : ""}`, text: `Each spade costs ${paid}${bonus ? ` and gives ${bonus}` : ""}.` });
  }
  return traits;
}
