import { describe, expect, it } from "vitest";
import { originsPackJsonSchema } from "./json-schema";
import { EFFECT_LIBRARY } from "./effects";

describe("the JSON Schema of an Origins pack", () => {
  const schema = originsPackJsonSchema() as any;

  it("describes the sections with their descriptions", () => {
    expect(schema.properties.buildings.description).toMatch(/Building tiles/);
    expect(schema.properties.manifest.properties.game.const).toBe("origins");
  });

  it("requires every colour and lists every effect of the library", () => {
    expect(schema.properties.colours.required).toEqual(["red", "purple", "blue", "orange", "yellow"]);
    const text = JSON.stringify(schema);
    for (const id of Object.keys(EFFECT_LIBRARY)) expect(text).toContain(`"${id}"`);
  });

  it("refuses fields the pack does not know", () => {
    expect(schema.additionalProperties).toBe(false);
  });

  it("matches the published file public/schemas/origins-pack.json", async () => {
    const fs = await import("node:fs");
    const path = await import("node:path");
    const file = path.join(import.meta.dirname, "..", "..", "..", "..", "public", "schemas", "origins-pack.json");
    expect(JSON.parse(fs.readFileSync(file, "utf8")), "run `npm run schema` to regenerate").toEqual(originsPackJsonSchema());
  });
});
