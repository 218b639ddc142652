/** Abilities read as sentences from their parameters. */
import { describe, expect, it } from "vitest";
import { ORIGINS_PACK } from "@/stories/origins/originsContent";
import { actionText, amountText, stepsText } from "./abilityText";

describe("an ability in words", () => {
  it("names every resource of an amount, with basic resources and choices", () => {
    expect(amountText({ stone: 1, gold: 2, basic: 1, choice: { count: 1, from: ["stone", "food"] }, vp: 3 })).toBe("1 Stone, 2 Gold, 1 basic resource, 1 of Stone or Food and 3 VP");
    expect(amountText({})).toBe("nothing");
  });

  it("reads offers to pay and several steps in order", () => {
    expect(
      stepsText([
        { effect: "military", advance: 1, attack: "or" },
        { effect: "may-pay", cost: { gold: 1 }, then: [{ effect: "climb", steps: 1, temple: "other", takeZodiacCard: false }] },
      ]),
    ).toBe("Advance 1 space on the military track, or attack, then you may pay 1 Gold to climb 1 step on another temple.");
  });

  it("names the building a counter counts by its name", () => {
    const steps = [{ effect: "gain" as const, per: [{ count: { of: "named-buildings" as const, building: "obelisk" }, gain: { vp: 1 } }] }];
    expect(stepsText(steps, { buildingName: (id) => ORIGINS_PACK.buildings[id]?.name ?? id })).toBe(`Gain 1 VP for each ${ORIGINS_PACK.buildings.obelisk!.name} in your city.`);
  });

  it("reads a VP table from its first scoring count, the last entry holding for more", () => {
    const obelisk = ORIGINS_PACK.buildings.obelisk!;
    expect(stepsText(obelisk.ability, { buildingName: (id) => ORIGINS_PACK.buildings[id]?.name ?? id })).toBe("Score 1/2/4/7 VP for 1/2/3/4+, counting each Obelisk in your city.");
  });

  it("advances only per thing counted when the fixed advance is 0", () => {
    expect(stepsText([{ effect: "military", advance: 0, advancePer: { of: "buildings", colour: "red" }, attack: "none" }])).toBe("Advance 1 space on the military track for each red building in your city.");
    expect(stepsText([{ effect: "military", advance: 2, advancePer: { of: "farms" }, attack: "none" }])).toBe("Advance 2 spaces on the military track, plus 1 for each Farm in your city.");
  });

  it("puts an action's cost first", () => {
    const temple = ORIGINS_PACK.mainActions.temple!;
    expect(actionText(temple.cost, temple.effects)).toBe("Pay 1 Stone: climb 2 steps on one temple of your choice and take its zodiac card.");
  });

  it("gives every building of the pack a sentence that is not the fallback", () => {
    for (const [id, b] of Object.entries(ORIGINS_PACK.buildings)) expect(stepsText(b.ability), id).toMatch(/^[A-Z].*\.$/);
  });
});
