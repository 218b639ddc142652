import { describe, expect, it } from "vitest";
import { resolveFromContentRoot } from "@/engine/games/terra-mystica/testing/node/load-pack";
import type { Faction } from "@/engine";
import { factionTraits } from "./abilityText";

const base = resolveFromContentRoot("base")!;
const faction = (id: string) => base.factions[id] as Faction;

describe("what a faction card says sets a faction apart", () => {
  it("says what the Darklings' data states, though they have no ability: priests dig for VP, the stronghold ordains priests", () => {
    expect(faction("darklings").abilities).toEqual([]);
    expect(factionTraits(faction("darklings")).map((t) => t.label)).toEqual(["Stronghold: up to 3× 1 worker for 1 priest", "Spade: 1 priest (+2 VP)"]);
  });

  it("tells the Alchemists' two conversions apart, with each ability's sentence behind its chip", () => {
    const traits = factionTraits(faction("alchemists"));
    const conversions = traits.filter((t) => t.label.includes("→"));
    expect(conversions.map((t) => t.label)).toEqual(["1 VP → 1 coin", "2 coins → 1 VP"]);
    expect(conversions[0]!.text).toBe("Any time: 1 VP for 1 coin.");
  });

  it("adds nothing for digging paid with workers, or for a stronghold that gives nothing when built", () => {
    const traits = factionTraits(faction("witches"));
    expect(traits).toHaveLength(faction("witches").abilities.length);
    expect(traits.some((t) => t.label.startsWith("Spade:") || t.label.startsWith("Stronghold:"))).toBe(false);
  });
});
