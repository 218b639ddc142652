/**
 * The effects library of Origins: what a building's ability, a main action, a bonus action, an attack
 * bonus or a zodiac card does, as parameterised entries run by one interpreter. An ability is a list
 * of steps done in order; a step is an effect, or an offer to pay for more effects (`may-pay`).
 */
import { z } from "zod";
import { AmountSchema, CountTableSchema, CounterSchema, TempleSchema } from "./common";

const positive = (what: string) => z.number().int().min(1).describe(what);
const count = (what: string) => z.number().int().min(0).describe(what);

/** One term of a gain that grows with a count: `gain` for each one counted. */
export const PerCountSchema = z
  .strictObject({
    count: CounterSchema,
    gain: AmountSchema.describe("Gained for each one counted."),
  })
  .describe("A gain for each one of something counted.");

/** Name the effect that is not in the library, and list the ones that are. */
function unknownEffectMessage(issue: { code?: string; input?: unknown; options?: unknown }): string | undefined {
  const { code, input, options } = issue as { code?: string; input?: unknown; options?: unknown[] };
  if (code !== "invalid_union" || !Array.isArray(options)) return undefined;
  const given = typeof input === "object" && input !== null ? (input as { effect?: unknown }).effect : undefined;
  const library = options.join(", ");
  return given === undefined
    ? `missing "effect": name one from the engine's effects library (${library})`
    : `unknown effect ${JSON.stringify(given)}: the engine's effects library has ${library}`;
}

const TempleTargetSchema = z
  .union([TempleSchema, z.enum(["any", "other"])])
  .describe("Which temple: a named one; any (the player's choice); other (one the player chooses, not the temple climbed just before).");

/** The effects of the library, each with its parameters. */
const EFFECTS = [
  z
    .strictObject({
      effect: z.literal("gain"),
      gain: AmountSchema.optional().describe("Gained once."),
      per: z.array(PerCountSchema).optional().describe("Gained for each one counted (several terms add up)."),
    })
    .describe("Gain resources and VP, fixed and for each one of something (Granary: 1 Food and 1 per Farm)."),
  z
    .strictObject({
      effect: z.literal("score-table"),
      count: CounterSchema,
      vp: CountTableSchema.describe("VP by count: entry i is the VP when the count is i."),
    })
    .describe("Score VP read from a table by a count (Obelisk: 1/2/4/7 VP for 1/2/3/4+ Obelisks)."),
  z
    .strictObject({
      effect: z.literal("military"),
      advance: count("Spaces to advance on the military track."),
      advancePer: CounterSchema.optional().describe("One more space for each one counted (Fortress: per red building)."),
      attack: z
        .enum(["none", "or", "and-or"])
        .describe("none: no attack; or: advance or attack, not both; and-or: advance, attack, or both in either order."),
    })
    .describe("Advance on the military track and/or attack."),
  z
    .strictObject({
      effect: z.literal("climb"),
      steps: positive("Steps to climb on one temple track (never split)."),
      temple: TempleTargetSchema,
      takeZodiacCard: z.boolean().describe("Whether the player takes that temple's zodiac card at once, whatever their position."),
    })
    .describe("Climb a temple track."),
  z
    .strictObject({
      effect: z.literal("build"),
      pay: z.enum(["normal", "free"]).describe("normal: pay the market slot's Wisdom and the tile's Stone; free: pay nothing."),
    })
    .describe("Build a market tile (or take it as a Farm, free) and add it to the city."),
  z
    .strictObject({
      effect: z.literal("reserve-building"),
      payWhenBuilt: z
        .enum(["stone", "stone-and-wisdom", "nothing"])
        .describe("What is paid when the kept tile is built later: its Stone; its Stone and the Wisdom of the slot it was taken from; nothing."),
      refillMarket: z.boolean().describe("Whether the market is slid and refilled as after a build."),
    })
    .describe("Take a market tile free and keep it beside the board, to build in a later build action (Construction site)."),
  z
    .strictObject({
      effect: z.literal("recruit"),
      payWisdom: z.boolean().describe("Whether the Wisdom under the die's slot is paid."),
    })
    .describe("Take a die from citizen recruitment onto a free base."),
  z.strictObject({ effect: z.literal("take-orator") }).describe("Take an Orator from Orator recruitment, if one is there."),
  z
    .strictObject({
      effect: z.literal("spend-food"),
      max: positive("Most Food that may be spent."),
    })
    .describe("Spend 1 to `max` Food; each gives +1 to an unused Freeman or 1 military space."),
  z
    .strictObject({
      effect: z.literal("increase-freeman"),
      upTo: positive("Most added to the die's value (never above 6)."),
      which: z.enum(["unused", "any"]).describe("unused: a Freeman beside the board; any: any Freeman, placed or not (never a seat die)."),
    })
    .describe("Add to the value of one Freeman (Portal: up to +2 to an unused one)."),
  z
    .strictObject({
      effect: z.literal("increase-seat-die"),
      amount: positive("Added to the die just placed on a seat (never above 6)."),
    })
    .describe("Add to the value of the die just placed on a seat (Leo)."),
  z
    .strictObject({
      effect: z.literal("cash-in-freeman"),
      decrease: positive("Taken off the die's value afterwards."),
      lowest: z.number().int().min(1).max(6).describe("The value the die never goes below (a die already there stays)."),
    })
    .describe("Choose an unused Freeman: score VP equal to its value, then lower it (Veterans' quarter)."),
  z
    .strictObject({ effect: z.literal("swap-die-colour") })
    .describe("Swap an unused Freeman's die for a reserve die of another colour, same value (Court)."),
  z
    .strictObject({
      effect: z.literal("set-mothership"),
      value: z.number().int().min(1).max(6).describe("The value any one mothership is set to."),
    })
    .describe("Set any mothership to a value (Fountain of wisdom: 1)."),
  z
    .strictObject({ effect: z.literal("copy-adjacent") })
    .describe("Use the ability of a building orthogonally next to this one (Mages' tower)."),
] as const;

export const EffectSchema = z
  .discriminatedUnion("effect", EFFECTS, { error: unknownEffectMessage })
  .describe("An effect from the engine's effects library, with its parameters.");
export type Effect = z.infer<typeof EffectSchema>;
export type EffectId = Effect["effect"];

/** An offer within an ability: the player may pay the cost to get the effects. */
export const MayPaySchema = z
  .strictObject({
    effect: z.literal("may-pay"),
    cost: AmountSchema.describe("What the player pays (Gold replaces anything)."),
    then: z.array(EffectSchema).min(1).describe("What the payment gets, in order."),
  })
  .describe("The player may pay the cost to get the effects (Forest temple: 1 Gold to climb 1 on another temple).");

/** One step of an ability or action: an effect, or an offer to pay for more. */
export const StepSchema = z
  .discriminatedUnion("effect", [...EFFECTS, MayPaySchema], { error: unknownEffectMessage })
  .describe("An effect of the library, or an offer to pay for effects (`may-pay`).");
export type Step = z.infer<typeof StepSchema>;

/** A list of steps done in order. */
export const StepsSchema = z.array(StepSchema).describe("Steps done in order.");

/** The documented effects library, one entry per effect id (kept in sync by the type). */
export const EFFECT_LIBRARY: Record<EffectId | "may-pay", { title: string; summary: string }> = {
  gain: { title: "Gain", summary: "Resources and VP, fixed and for each one of something counted." },
  "score-table": { title: "Score from a table", summary: "VP read from a table by a count." },
  military: { title: "Military", summary: "Advance on the military track, attack, or both." },
  climb: { title: "Climb a temple", summary: "Steps on one temple track, with its zodiac card or not." },
  build: { title: "Build", summary: "Build a market tile, paying its costs or not, or take it as a Farm." },
  "reserve-building": { title: "Reserve a building", summary: "Take a market tile free to build later." },
  recruit: { title: "Recruit", summary: "Take a citizen die onto a free base, paying its Wisdom or not." },
  "take-orator": { title: "Take an Orator", summary: "Take an Orator die if one is available." },
  "spend-food": { title: "Spend Food", summary: "Each Food: +1 to an unused Freeman or 1 military space." },
  "increase-freeman": { title: "Increase a Freeman", summary: "Add to one Freeman's value." },
  "increase-seat-die": { title: "Increase the seat die", summary: "Add to the value of the die just placed on a seat." },
  "cash-in-freeman": { title: "Cash in a Freeman", summary: "VP equal to an unused Freeman's value, then lower it." },
  "swap-die-colour": { title: "Swap a die's colour", summary: "An unused Freeman's die for a reserve die of another colour." },
  "set-mothership": { title: "Set a mothership", summary: "Set any mothership to a value." },
  "copy-adjacent": { title: "Copy a neighbour", summary: "Use an adjacent building's ability." },
  "may-pay": { title: "May pay", summary: "Pay a cost to get more effects." },
};
