import { describe, expect, it } from "vitest";
import { EFFECT_LIBRARY, EffectSchema, StepSchema } from "./effects";

describe("the effects library", () => {
  it("accepts a gain that grows with a count", () => {
    const granary = { effect: "gain", gain: { food: 1 }, per: [{ count: { of: "farms" }, gain: { food: 1 } }] };
    expect(EffectSchema.parse(granary)).toEqual(granary);
  });

  it("names an unknown effect and lists the library", () => {
    const result = StepSchema.safeParse({ effect: "fly" });
    expect(result.success).toBe(false);
    const message = result.error?.issues[0]?.message ?? "";
    expect(message).toMatch(/^unknown effect "fly": the engine's effects library has gain, /);
    expect(message).toContain("may-pay");
  });

  it("asks for the effect's name when it is missing", () => {
    expect(StepSchema.safeParse({ gain: { stone: 1 } }).error?.issues[0]?.message).toMatch(/^missing "effect"/);
  });

  it("accepts an offer to pay for more effects as a step, not as an effect of the offer", () => {
    const offer = { effect: "may-pay", cost: { gold: 1 }, then: [{ effect: "climb", steps: 1, temple: "other", takeZodiacCard: false }] };
    expect(StepSchema.parse(offer)).toEqual(offer);
    expect(StepSchema.safeParse({ ...offer, then: [offer] }).success).toBe(false);
  });

  it("documents every effect of the library", () => {
    const ids = EffectSchema.options.map((o) => o.shape.effect.value);
    expect(Object.keys(EFFECT_LIBRARY).sort()).toEqual([...ids, "may-pay"].sort());
  });
});
