/**
 * Faction schema: the numbers of a faction board plus its abilities, picked from a fixed library
 * of parameterised abilities that the engine implements (see ABILITY_LIBRARY).
 */
import { z } from "zod";
import {
  ACTION_ID_SOURCE,
  CountTableSchema,
  CultStepsSchema,
  ResourcesSchema,
  TerrainSchema,
  BuildingSchema,
  SPECIAL_TERRAINS,
} from "./common";
import { EffectSchema, PassVpSchema, SpecialActionSchema } from "./effects";

const count = (what: string) => z.number().int().min(0).describe(what);

/** Income added by a structure type, indexed by how many of that type are built. */
export const BuildingIncomeSchema = z
  .strictObject({
    coins: CountTableSchema.optional(),
    workers: CountTableSchema.optional(),
    priests: CountTableSchema.optional(),
    power: CountTableSchema.optional(),
  })
  .describe("Income by number built: entry i is the income with i of this structure on the board (entry 0 is the board's base income).");

export const BuildingDefSchema = z
  .strictObject({
    cost: ResourcesSchema.describe("Cost to build (or upgrade into) this structure."),
    costWithNeighbour: ResourcesSchema.optional().describe(
      "Cost when an opponent's structure is directly adjacent (the trading-house discount).",
    ),
    supply: z.number().int().min(0).describe("How many of this structure the faction has."),
    income: BuildingIncomeSchema,
    onBuild: EffectSchema.optional().describe("What building one of these gives once, e.g. favor tiles for a temple."),
    power: z.number().int().min(0).optional().describe("Power value in towns and leech (defaults from the rules)."),
  })
  .describe("One structure type on the faction board.");
export type BuildingDef = z.infer<typeof BuildingDefSchema>;

export const ShippingTrackSchema = z
  .strictObject({
    start: count("Starting level."),
    max: count("Highest level."),
    cost: ResourcesSchema.describe("Cost of one step."),
    vp: z.array(z.number().int().min(0)).describe("VP for reaching each level above the start, in order."),
  })
  .describe("The shipping track.");

export const DiggingTrackSchema = z
  .strictObject({
    levels: z
      .array(
        z.strictObject({
          cost: ResourcesSchema.describe("What one spade costs at this level (usually workers)."),
          bonus: ResourcesSchema.optional().describe("Gained for each spade bought at this level (Darklings: 2 VP)."),
        }),
      )
      .min(1)
      .describe("Exchange rate per level, starting level first."),
    advanceCost: ResourcesSchema.optional().describe("Cost of one step on the track; omitted when it cannot be advanced."),
    vp: z.array(z.number().int().min(0)).default([]).describe("VP for reaching each level after the first."),
  })
  .describe("The spade exchange track (digging).");

/** Factions that skip hexes (Dwarves' tunnelling, Fakirs' carpet flight). */
const SkipSpaces = z
  .strictObject({
    ability: z.literal("skip-spaces"),
    name: z.string().describe("Tunnelling, Carpet Flight, ..."),
    range: z.number().int().min(1).describe("Spaces (terrain or river) that may be skipped at first."),
    maxRange: z.number().int().min(1).describe("Highest range reachable."),
    cost: ResourcesSchema.describe("Extra cost of each skip."),
    costWithStronghold: ResourcesSchema.optional().describe("Extra cost once the stronghold is built."),
    vp: count("VP each time the player skips."),
    countsForArea: z.boolean().describe("Whether reachable structures count as connected in the area scoring."),
  })
  .describe("Transform and build across skipped spaces for an extra cost; replaces shipping.");

/** Name the ability that is not in the library, and list the ones that are. */
function unknownAbilityMessage(issue: { code?: string; input?: unknown; options?: unknown }): string | undefined {
  const { code, input, options } = issue as { code?: string; input?: unknown; options?: unknown[] };
  if (code !== "invalid_union" || !Array.isArray(options)) return undefined;
  const given = typeof input === "object" && input !== null ? (input as { ability?: unknown }).ability : undefined;
  const library = options.join(", ");
  return given === undefined
    ? `missing "ability": name one from the engine's ability library (${library})`
    : `unknown ability ${JSON.stringify(given)}: the engine's ability library has ${library}`;
}

/**
 * The library of abilities the engine implements. A faction lists entries from it; each entry's
 * `ability` names its handler and the other fields are its parameters.
 */
export const AbilitySchema = z
  .discriminatedUnion("ability", [
    z
      .strictObject({
        ability: z.literal("town-bonus"),
        gain: ResourcesSchema.describe("Gained for each town founded."),
      })
      .describe("Gain something each time the faction founds a town (Witches: 5 VP; Swarmlings: 3 workers)."),
    z
      .strictObject({
        ability: z.literal("spade-bonus"),
        gain: ResourcesSchema.describe("Gained for each spade, whatever its source."),
        requires: BuildingSchema.optional().describe("Only once this structure is built."),
      })
      .describe("Gain something for every spade (Halflings: 1 VP; Alchemists after their stronghold: 2 power)."),
    z
      .strictObject({
        ability: z.literal("pass-vp"),
        passVp: PassVpSchema,
        requires: BuildingSchema.optional().describe("Only once this structure is built."),
      })
      .describe("VP when passing (Engineers after their stronghold: 3 VP per bridge connecting their structures)."),
    z
      .strictObject({
        ability: z.literal("conversion"),
        give: ResourcesSchema,
        get: ResourcesSchema,
      })
      .describe("An extra free conversion, any time and any number of times (Alchemists' Philosopher's Stone)."),
    z
      .strictObject({
        ability: z.literal("fixed-terraform-cost"),
        spades: z.number().int().min(1).describe("Spades any transformation into the home terrain takes."),
      })
      .describe("Every transformation into the home terrain takes exactly this many spades (Giants: 2)."),
    SkipSpaces,
    z
      .strictObject({
        ability: z.literal("leech-bonus"),
        whenTaken: EffectSchema.describe("When at least one opponent takes power from the faction's build."),
        whenAllDeclined: EffectSchema.optional().describe("When every opponent declines."),
      })
      .describe("A reward when opponents take power from the faction's building (Cultists: 1 cult step)."),
    z
      .strictObject({
        ability: z.literal("town-river-skip"),
        rivers: z.number().int().min(1).describe("River hexes a town may span."),
      })
      .describe("A town may be connected across river hexes (Mermaids: 1)."),
    z
      .strictObject({
        ability: z.literal("setup-dwellings"),
        count: z.number().int().min(0).describe("Dwellings placed during setup."),
        placement: z
          .enum(["normal", "after-others", "last"])
          .describe(
            "normal: in the two setup rounds; after-others: the extra one after everyone's second (Nomads); last: after all others (Chaos Magicians).",
          ),
      })
      .describe("A different number of starting dwellings, placed at a different time."),
    z
      .strictObject({
        ability: z.literal("starting-favors"),
        count: z.number().int().min(1).describe("Favor tiles taken during setup."),
      })
      .describe("Favor tiles taken during setup, before the initial dwellings (Ice Maidens: 1)."),
    z
      .strictObject({
        ability: z.literal("power-action-discount"),
        power: z.number().int().min(1).describe("Power less that each power action costs."),
      })
      .describe("The power actions of the board cost less power (Yetis: 1)."),
    z
      .strictObject({
        ability: z.literal("reuse-power-actions"),
        requires: BuildingSchema.optional().describe("Only once this structure is built."),
      })
      .describe("The faction may take power actions already taken this round, as often as it can pay (Yetis after their stronghold)."),
    z
      .strictObject({
        ability: z.literal("volcano-terraform"),
        payWith: z
          .enum(["power-tokens", "cult-steps"])
          .describe("power-tokens: tokens removed from the game, bowl I first; cult-steps: steps lost on one cult track of the player's choice."),
        cost: z.number().int().min(1).describe("Tokens or steps to turn a hex into volcano."),
        costOnOpponentHome: z.number().int().min(1).describe("Tokens or steps when the hex is the home terrain of another faction in the game."),
      })
      .describe(
        "Turn terrain into the volcano home by paying power tokens or cult steps instead of spades (Dragonlords, Acolytes): `dig` is free and each dug 'spade' turns one hex into volcano, at this price, the initial dwellings included.",
      ),
    z
      .strictObject({
        ability: z.literal("spade-substitute"),
        gain: EffectSchema.describe("What each spade becomes (nothing: the spade is lost)."),
        spadeActions: z
          .enum(["allowed", "forbidden"])
          .default("allowed")
          .describe("Whether the action spaces that give spades (ACT5, ACT6, the spade bonus card) may be taken at all (Riverwalkers: forbidden)."),
      })
      .describe(
        "Every spade the faction would get (power actions, bonus cards, cult bonuses) becomes something else, and no transformation follows (Dragonlords: a power token in bowl I; Acolytes: a cult step).",
      ),
    z
      .strictObject({
        ability: z.literal("river-only"),
      })
      .describe(
        "The faction lives by the river (Riverwalkers): its initial dwellings go beside a river, and it reaches hexes only along the river by shipping, never by land.",
      ),
    z
      .strictObject({
        ability: z.literal("terrain-unlocks"),
        cost: ResourcesSchema.describe("What unlocking a colour costs."),
        costOnOpponentHome: ResourcesSchema.describe("What unlocking the home terrain of another faction in the game costs."),
      })
      .describe(
        "The faction never terraforms (Riverwalkers): it builds on its colour and on colours it unlocks. Every priest it would gain becomes a choice (`unlock-terrain <colour>`, paid, raising its priest limit by one; or `unlock-terrain gain-priest`, a priest up to the limit).",
      ),
    z
      .strictObject({
        ability: z.literal("leech-token"),
        cost: ResourcesSchema.describe("What the new token costs (Shapeshifters: 1 VP; nothing in the first version)."),
        optional: z.boolean().describe("Whether the player chooses (`gain P3 for VP` or `-GAIN_P3_FOR_VP`); otherwise the token comes at once."),
      })
      .describe("When an opponent takes power from the faction's building (once per building), a new power token in bowl III (Shapeshifters)."),
    z
      .strictObject({
        ability: z.literal("priest-cult-bonus"),
        steps: z.number().int().min(1).describe("Extra steps of every priest sent to a cult track."),
        requires: BuildingSchema.optional().describe("Only once this structure is built."),
      })
      .describe("A priest sent to a cult track goes further (Acolytes after their stronghold: 1 more step)."),
    z
      .strictObject({
        ability: z.literal("special-action"),
        id: z
          .string()
          .regex(new RegExp(`^${ACTION_ID_SOURCE}$`), "must be an action id of upper-case letters and digits, e.g. ACTW (game notation names actions so)")
          .describe("Action id as in game logs, e.g. ACTW."),
        requires: BuildingSchema.optional().describe("Available once this structure is built."),
        action: SpecialActionSchema,
      })
      .describe("A faction action space (Engineers' bridge, Witches' Ride, Sandstorm, double turn, ...)."),
  ], { error: unknownAbilityMessage })
  .describe("An ability from the engine's ability library, with its parameters.");
export type Ability = z.infer<typeof AbilitySchema>;
export type AbilityId = Ability["ability"];

/** The documented ability library, one entry per ability id (kept in sync by the type). */
export const ABILITY_LIBRARY: Record<AbilityId, { title: string; summary: string }> = {
  "town-bonus": { title: "Town bonus", summary: "Gain resources each time you found a town." },
  "spade-bonus": { title: "Spade bonus", summary: "Gain resources for every spade you get, optionally once a structure is built." },
  "pass-vp": { title: "Pass VP", summary: "Score VP when passing, by a count of buildings, shipping or bridges." },
  conversion: { title: "Extra conversion", summary: "A free exchange available any time on your turn." },
  "fixed-terraform-cost": { title: "Fixed terraform cost", summary: "Every transformation to home terrain costs the same number of spades." },
  "skip-spaces": { title: "Skip spaces", summary: "Reach over terrain or river for an extra cost and VP (tunnelling, carpet flight)." },
  "leech-bonus": { title: "Leech bonus", summary: "A reward when opponents take power from your building." },
  "town-river-skip": { title: "Town across river", summary: "Towns may span river hexes." },
  "setup-dwellings": { title: "Setup dwellings", summary: "Start with a different number of dwellings, placed at a different time." },
  "special-action": { title: "Special action", summary: "An action space on the faction board, possibly unlocked by a structure." },
  "starting-favors": { title: "Starting favor tiles", summary: "Take favor tiles during setup." },
  "power-action-discount": { title: "Cheaper power actions", summary: "The board's power actions cost less power." },
  "reuse-power-actions": { title: "Reuse power actions", summary: "Take power actions already taken this round, as often as you can pay." },
  "volcano-terraform": { title: "Volcano terraforming", summary: "Turn terrain into volcano by paying power tokens or cult steps instead of spades." },
  "spade-substitute": { title: "Spades become something else", summary: "Every spade you would get becomes another reward, with no transformation." },
  "river-only": { title: "River only", summary: "Initial dwellings beside a river; hexes reached only along the river by shipping." },
  "terrain-unlocks": { title: "Unlock colours", summary: "Never terraform: priests gained unlock colours to build on (or become priests up to a limit)." },
  "leech-token": { title: "Token for leech", summary: "A new power token in bowl III when an opponent takes power from your building." },
  "priest-cult-bonus": { title: "Priests go further", summary: "A priest sent to a cult track goes extra steps, optionally once a structure is built." },
};

export const FactionSchema = z
  .strictObject({
    name: z.string().min(1).describe("Display name."),
    description: z.string().optional(),
    homeTerrain: z
      .union([TerrainSchema, z.enum(SPECIAL_TERRAINS), z.literal("chosen")])
      .describe(
        'Home terrain: a terrain of the cycle; "ice" (Fire & Ice: the faction picks a colour at setup, its initial dwellings turn that colour into ice, and its spades count from it); "volcano"; or "chosen" for factions whose home is the colour they pick during setup.',
      ),
    option: z
      .string()
      .optional()
      .describe("A game option that must be on for this faction to be played (e.g. fire-and-ice-factions/ice)."),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .optional()
      .describe("Display colour of the faction's pieces."),
    startingResources: z
      .strictObject({
        coins: count("Coins."),
        workers: count("Workers."),
        priests: count("Priests."),
      })
      .describe("Coins, workers and priests at the start."),
    power: z
      .strictObject({ bowl1: count("Tokens in bowl I."), bowl2: count("Tokens in bowl II."), bowl3: count("Tokens in bowl III.") })
      .describe("Power tokens in the three bowls at the start."),
    startingCults: CultStepsSchema.describe("Starting positions on the cult tracks."),
    priestSupply: z.number().int().min(0).default(7).describe("Priests the faction owns (on its board and on the cult tracks)."),
    buildings: z
      .strictObject({ D: BuildingDefSchema, TP: BuildingDefSchema, TE: BuildingDefSchema, SH: BuildingDefSchema, SA: BuildingDefSchema })
      .describe("The five structure types."),
    shipping: ShippingTrackSchema.optional().describe("Omitted for factions without shipping."),
    digging: DiggingTrackSchema,
    abilities: z.array(AbilitySchema).default([]).describe("Special abilities from the engine's ability library."),
  })
  .describe("A faction board.");
export type Faction = z.infer<typeof FactionSchema>;
export type FactionInput = z.input<typeof FactionSchema>;
