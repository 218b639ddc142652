/** The JSON Schema of an Origins content pack, generated from the Zod schemas (descriptions included). */
import { z } from "zod";
import { OriginsPackSchema, SCHEMA_VERSION } from "./pack";

/** JSON Schema (draft 2020-12) of an Origins pack as written to disk: what editors (Monaco) check against. */
export function originsPackJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(OriginsPackSchema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  return {
    ...schema,
    $id: "https://mystica.studio/schemas/origins-pack.json",
    title: `Mystica Studio content pack for Origins: First Builders (schemaVersion ${SCHEMA_VERSION})`,
  };
}
