/** The JSON Schema of a content pack, generated from the Zod schemas (descriptions included). */
import { z } from "zod";
import { ContentPackSchema, SCHEMA_VERSION } from "./pack";

/** JSON Schema (draft 2020-12) of a content pack as written to disk: defaults are optional. */
export function contentPackJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(ContentPackSchema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  return {
    ...schema,
    $id: "https://mystica.studio/schemas/content-pack.json",
    title: `Mystica Studio content pack (schemaVersion ${SCHEMA_VERSION})`,
  };
}
