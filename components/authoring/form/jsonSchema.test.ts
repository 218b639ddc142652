import { describe, expect, it } from "vitest";
import { z } from "zod";
import { TownTileSchema } from "@/engine";
import { EFFECT_SCHEMA } from "../faction/schemas";
import { inlineRefs } from "./jsonSchema";
import { defaultFor, type JsonSchemaNode } from "./SchemaFields";

describe("JSON Schemas for the generated form fields", () => {
  it("gives the faction form an effect node with its fields (the generated schema refers to $defs/Effect)", () => {
    expect((EFFECT_SCHEMA as { $ref?: string }).$ref).toBeUndefined();
    expect(EFFECT_SCHEMA.type).toBe("object");
    expect(Object.keys(EFFECT_SCHEMA.properties ?? {})).toEqual(expect.arrayContaining(["gain", "cultChoice", "ships", "choice"]));
    expect(EFFECT_SCHEMA.description).toBe("What building one of these gives once, e.g. favor tiles for a temple.");
  });

  it("inlines every local reference of a tile schema and leaves the input alone", () => {
    const generated = z.toJSONSchema(TownTileSchema, { io: "input", unrepresentable: "any" }) as JsonSchemaNode & object;
    const before = JSON.stringify(generated);
    expect(before).toContain('"$ref":"#/$defs/Effect"');
    const inlined = inlineRefs(generated);
    expect(JSON.stringify({ ...inlined, $defs: undefined })).not.toContain("$ref");
    expect(JSON.stringify(generated)).toBe(before);
    expect(defaultFor(inlined.properties!.gain!)).toEqual({});
  });
});
