import { describe, expect, it } from "vitest";
import { editorHref } from "./links";

describe("links from a problem to its editor", () => {
  it("sends a faction value to that faction's editor", () => {
    expect(editorHref("base", "factions.witches.startingResources.coins").href).toBe("/packs/base/factions/witches");
  });

  it("sends a tile to its kind's editor and a whole tile section to the tiles page", () => {
    expect(editorHref("my pack", "bonusCards.BON4.income").href).toBe("/packs/my%20pack/tiles/bonus-cards/BON4");
    expect(editorHref("base", "scoringTiles").href).toBe("/packs/base/tiles#scoring-tiles");
  });

  it("sends rules and variants to the rules editor", () => {
    expect(editorHref("base", "rules.towns.minPower").href).toBe("/packs/base/rules#rules");
    expect(editorHref("base", "variants.towns6.rules.towns.x").href).toBe("/packs/base/rules#variant-towns6");
  });

  it("sends a Merchants of the Seas value to the Merchants editor", () => {
    expect(editorHref("my seas", "merchants.shipyards.factions.auren.cost.coins")).toEqual({ href: "/packs/my%20seas/merchants#merchants", label: "Edit Merchants of the Seas" });
  });

  it("sends anything else to the pack overview", () => {
    expect(editorHref("base", "manifest.version").href).toBe("/packs/base");
  });
});
