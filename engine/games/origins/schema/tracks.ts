/** The tracks: military (spaces, thresholds, attack bonuses), temples, and the player board's population track and Advisor row. */
import { z } from "zod";
import { CountTableSchema } from "./common";
import { StepsSchema } from "./effects";

const count = (what: string) => z.number().int().min(0).describe(what);
const positive = (what: string) => z.number().int().min(1).describe(what);

export const MilitarySpaceSchema = z
  .strictObject({
    attackBonus: StepsSchema.optional().describe("What an attack from this space gives first (omitted: nothing)."),
  })
  .describe("A space of the military track.");

export const MilitaryTrackSchema = z
  .strictObject({
    spaces: z
      .array(MilitarySpaceSchema)
      .min(3)
      .describe("Every space in order: the first is the start (all markers equal), the last the final space."),
    thresholds: z
      .array(positive("A threshold lies between this space and the next one."))
      .min(1)
      .describe("Where the thresholds are: each number is the space just before a threshold, in increasing order."),
    superiorityPerThreshold: count("Superiority tokens for each threshold crossed."),
    finalVp: count("VP for reaching the final space (the marker never moves again)."),
    attackVp: z
      .strictObject({
        perWeakerOpponent: count("VP per opponent strictly behind the attacker (a marker on the same space is not behind)."),
        perThresholdCrossed: count("VP per threshold behind the attacker's marker."),
      })
      .describe("VP of an attack, after its bonus."),
    stacking: z
      .enum(["arrivals-on-top"])
      .describe("arrivals-on-top: a marker arriving on an occupied space goes on top; the lower marker wins ties."),
    fallback: z
      .strictObject({
        to: z
          .enum(["space-after-threshold"])
          .describe("space-after-threshold: each marker falls back to the space just past the nearest threshold behind it."),
        beforeFirstThreshold: z
          .enum(["first-space", "start", "stay"])
          .describe("Where a marker that has crossed no threshold falls back to: the first space after the start, the start, or nowhere."),
      })
      .describe("The fallback at the end of every round (rearmost markers first; a falling stack goes under markers already there)."),
  })
  .describe("The military track.");
export type MilitaryTrack = z.infer<typeof MilitaryTrackSchema>;

export const TempleTracksSchema = z
  .strictObject({
    top: positive("Steps from the start to the top of each temple track (steps past the top are lost)."),
    vp: CountTableSchema.describe("VP at the end by position: entry i for a marker i steps up (0 is the start, `top` the top)."),
    stacking: z
      .enum(["arrivals-on-top"])
      .describe("arrivals-on-top: a marker arriving on an occupied step goes on top; the lower marker wins ties."),
    zodiacAward: z
      .strictObject({
        when: z.enum(["round-end"]).describe("When each temple's card goes to the player highest on its track (forest, mountain, sea in turn)."),
        nobodyClimbed: z
          .enum(["card-stays", "lowest-in-start-stack"])
          .describe("When every marker of the track is still on the start: the card stays where it is, or goes to the lowest marker of the start stack."),
      })
      .describe("Awarding the zodiac cards at the end of a round."),
  })
  .describe("The three temple tracks (forest, mountain, sea), one zodiac card each.");
export type TempleTracks = z.infer<typeof TempleTracksSchema>;

export const PopulationSchema = z
  .strictObject({
    bases: positive("Population bases of each player."),
    startingFree: positive("Bases beside the board at the start (the rest are on the population track)."),
    foodCosts: z.array(count("Food printed beside this base.")).min(1).describe("Food to unlock each base of the track, leftmost first."),
    lastBaseVp: count("VP for unlocking the last base."),
  })
  .describe("The population track of the player board.");
export type Population = z.infer<typeof PopulationSchema>;

export const AdvisorRowSchema = z
  .strictObject({
    vp: z.array(count("VP printed beside this space.")).min(1).describe("VP beside each space of the row, left to right."),
    scoreOnPlacement: z.boolean().describe("Whether an Advisor of a new colour scores the VP beside its space when placed (a duplicate always scores the rightmost occupied space's)."),
  })
  .describe("The Advisor row of the player board: one space per colour.");
export type AdvisorRow = z.infer<typeof AdvisorRowSchema>;
