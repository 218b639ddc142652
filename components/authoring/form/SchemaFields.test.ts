import { describe, expect, it } from "vitest";
import { defaultFor, discriminatorOf, humanize } from "./SchemaFields";
import { ABILITY_SCHEMAS } from "../faction/schemas";
import { AbilitySchema } from "@/engine";

describe("forms generated from the JSON Schema", () => {
  it("labels keys in words", () => {
    expect(humanize("costWithNeighbour")).toBe("Cost with neighbour");
    expect(humanize("passVp")).toBe("Pass VP");
    expect(humanize("TP")).toBe("TP");
  });

  it("finds the discriminator of the ability union", () => {
    expect(discriminatorOf(Object.values(ABILITY_SCHEMAS))).toBe("ability");
  });

  it("makes a starting value of every ability kind that has the kind set", () => {
    for (const [id, node] of Object.entries(ABILITY_SCHEMAS)) expect((defaultFor(node) as { ability: string }).ability).toBe(id);
    expect(AbilitySchema.safeParse(defaultFor(ABILITY_SCHEMAS["town-river-skip"])).success).toBe(true);
  });
});
