/** The documents the Origins editors work on, their Zod schemas and JSON Schemas (for Monaco and the generated fields). */
import { z } from "zod";
import { OriginsPackSchema } from "@/engine/games/origins/schema";
import type { JsonSchemaNode } from "@/components/authoring/form/SchemaFields";

const S = OriginsPackSchema.shape;

/** What an editor edits: one section of the pack (`slot`), or several top-level sections as one document (`keys`). */
export interface OriginsDocument {
  slot: string[];
  keys?: readonly string[];
  schema: z.ZodType;
}

export const BUILDINGS_DOC = { slot: ["buildings"], schema: S.buildings } satisfies OriginsDocument;
export const ZODIAC_DOC = { slot: ["zodiacCards"], schema: S.zodiacCards } satisfies OriginsDocument;
export const DISTRICTS_DOC = { slot: ["districtCards"], schema: S.districtCards } satisfies OriginsDocument;
export const MEETING_PLACES_DOC = {
  slot: [],
  keys: ["mainActions", "meetingPlaces"],
  schema: z.strictObject({ mainActions: S.mainActions, meetingPlaces: S.meetingPlaces }),
} satisfies OriginsDocument;
export const TRACKS_DOC = {
  slot: [],
  keys: ["temples", "military", "population", "advisorRow"],
  schema: z.strictObject({ temples: S.temples, military: S.military, population: S.population, advisorRow: S.advisorRow }),
} satisfies OriginsDocument;

const cache = new Map<z.ZodType, JsonSchemaNode & object>();

/** The JSON Schema of a document (made once). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchemaNode & object {
  if (!cache.has(schema)) cache.set(schema, z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchemaNode & object);
  return cache.get(schema)!;
}

/** The JSON Schema of one entry of a section keyed by id. */
export const entrySchemaOf = (schema: z.ZodType): JsonSchemaNode => jsonSchemaOf(schema).additionalProperties as JsonSchemaNode;

export const BONUS_TILES_DOC = { slot: ["bonusTiles"], schema: S.bonusTiles } satisfies OriginsDocument;
export const STARTING_TILES_DOC = { slot: ["startingTiles"], schema: S.startingTiles } satisfies OriginsDocument;
export const COLOURS_DOC = { slot: ["colours"], schema: S.colours } satisfies OriginsDocument;
export const SETUP_DOC = {
  slot: [],
  keys: ["setup", "components"],
  schema: z.strictObject({ setup: S.setup, components: S.components }),
} satisfies OriginsDocument;
export const SOLO_DOC = { slot: ["solo"], schema: S.solo } satisfies OriginsDocument;
export const RULES_DOC = { slot: ["rules"], schema: S.rules } satisfies OriginsDocument;
