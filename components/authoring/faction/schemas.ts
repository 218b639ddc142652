/** JSON Schemas of the documents the faction editor works on, generated once from the Zod schemas. */
import { FactionSchema, type AbilityId } from "@/engine";
import { z } from "zod";
import { inlineRefs } from "../form/jsonSchema";
import type { JsonSchemaNode } from "../form/SchemaFields";

export const FACTION_JSON_SCHEMA = z.toJSONSchema(FactionSchema, { io: "input", unrepresentable: "any" }) as JsonSchemaNode & object;

/** The form reads nodes: the effect schema's references are inlined (Monaco takes FACTION_JSON_SCHEMA as it is). */
const props = inlineRefs(FACTION_JSON_SCHEMA).properties!;

/** One JSON Schema per ability of the library, by ability id. */
export const ABILITY_SCHEMAS = Object.fromEntries(
  (props.abilities!.items!.oneOf ?? props.abilities!.items!.anyOf ?? []).map((o) => [o.properties!.ability!.const as AbilityId, o]),
) as Record<AbilityId, JsonSchemaNode>;

/** Schema of a structure's one-time reward (`onBuild`). */
export const EFFECT_SCHEMA = props.buildings!.properties!.D!.properties!.onBuild!;

/** Schema of the spade track's levels. */
export const DIGGING_SCHEMA = props.digging!;
