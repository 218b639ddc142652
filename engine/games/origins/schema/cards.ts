/** Zodiac cards (one per temple in play, held by the player highest on its track) and district cards (2×2 patterns). */
import { z } from "zod";
import { ColourSchema } from "./common";
import { EffectSchema, StepsSchema } from "./effects";

/** The moments a zodiac card's steps may be triggered at. */
export const ZODIAC_TRIGGERS = ["attack", "complete-district", "advisor-from-six", "raise-tower", "pass", "climb-two"] as const;
export type ZodiacTrigger = (typeof ZODIAC_TRIGGERS)[number];

/** Things a price may be lowered for. */
export const DISCOUNTABLE = ["build", "recruit"] as const;

export const ZodiacPowerSchema = z
  .discriminatedUnion("power", [
    z
      .strictObject({
        power: z.literal("trigger"),
        on: z
          .array(z.enum(ZODIAC_TRIGGERS))
          .min(1)
          .describe(
            "When: attack (each attack, after its VP); complete-district (after scoring and activations); advisor-from-six (a value-6 Freeman becomes an Advisor); raise-tower; pass (on passing, before Freemen are increased and promoted); climb-two (after climbing 2 steps with the temple action or a temple building).",
          ),
        steps: StepsSchema.min(1).describe("What the holder may do then, in order."),
      })
      .describe("The holder may do something at certain moments."),
    z
      .strictObject({
        power: z.literal("wisdom-discount"),
        amount: z.number().int().min(1).describe("Wisdom less (never below 0)."),
        on: z.array(z.enum(DISCOUNTABLE)).min(1).describe("What is cheaper: build (a market tile's slot) and recruit (a recruitment die's slot)."),
      })
      .describe("Some Wisdom costs are lower (Taurus)."),
    z
      .strictObject({
        power: z.literal("boost-new-workers"),
        amount: z.number().int().min(1).describe("Added to a citizen or Orator the holder takes (never above 6 or 5)."),
      })
      .describe("Citizens and Orators taken come stronger (Sagittarius)."),
    z
      .strictObject({
        power: z.literal("bonus-action-alternative"),
        instead: EffectSchema.describe("What any bonus action the holder earns may be instead."),
      })
      .describe("Any earned bonus action may be replaced (Pisces: gain 1 Gold)."),
    z
      .strictObject({ power: z.literal("build-over-farm") })
      .describe("A building may be built onto one of the holder's Farms without paying Wisdom or Stone; the Farm goes under its pile (Virgo)."),
  ])
  .describe("What holding a zodiac card does.");
export type ZodiacPower = z.infer<typeof ZodiacPowerSchema>;

export const ZodiacCardSchema = z
  .strictObject({
    name: z.string().min(1).describe("Display name (English)."),
    nameFr: z.string().min(1).optional().describe("Name printed in the French edition."),
    text: z.string().min(1).describe("The card's effect (English)."),
    power: ZodiacPowerSchema,
  })
  .describe("A zodiac card.");
export type ZodiacCard = z.infer<typeof ZodiacCardSchema>;

export const DistrictCardSchema = z
  .strictObject({
    pattern: z
      .array(z.string())
      .describe("The 2×2 pattern, top row first: one letter per square, a colour's code (see `colours`) or * for any tile (grey tiles and Farms included). Matched rotated or mirrored."),
    vp: z
      .strictObject({
        first: z.number().int().min(0).describe("VP the first time a player scores this card."),
        later: z.number().int().min(0).describe("VP each later time the same player scores it."),
      })
      .describe("The two VP values printed on the card."),
    towers: z.array(ColourSchema).describe("Tower icons at the top: one floor of each colour joins the floor reserve at setup."),
  })
  .describe("A district card.");
export type DistrictCard = z.infer<typeof DistrictCardSchema>;

