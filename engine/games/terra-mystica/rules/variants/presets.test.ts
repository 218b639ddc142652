/**
 * The house-rule presets the variants editor offers (`VARIANT_PRESETS`): each one as a variant of
 * content/base, switched on in a log with `option <id>`, does what it says — and nothing without it.
 */
import { describe, expect, it } from "vitest";
import { VARIANT_PRESETS } from "../../packs/variants";
import { passUntil } from "../scenarios/helpers";
import { HALFLINGS_WITCHES } from "../scenarios/site-logs";
import { baseWithVariant, play } from "./helpers";

function preset(id: string) {
  const p = VARIANT_PRESETS.find((v) => v.id === id);
  if (!p) throw new Error(`no preset ${id}`);
  return baseWithVariant(p.id, p.rules);
}

/** Witches on D1 and F2 with plenty of resources, Dwarves far away; round 6 pays a coin per earth step (SCORE1). */
const WITCHES = (options: string) => `
  option loose-adjust-resource
  ${options}
  score SCORE2,SCORE3,SCORE4,SCORE5,SCORE7,SCORE1
  setup witches
  setup dwarves
  witches: build D1
  dwarves: build I9
  dwarves: build H6
  witches: build F2
  dwarves: pass BON1
  witches: pass BON2
`;

/** Halflings on E2 next to the Witches on D1 and F2. */
const NEIGHBOURS = (options: string) => `${options}\n${HALFLINGS_WITCHES}`;

describe("variant presets", () => {
  it("offers the four presets these tests cover", () => {
    expect(VARIANT_PRESETS.map((p) => p.id)).toEqual(["towns-of-6", "free-leech", "last-round-cult-bonus", "no-starting-vp"]);
  });

  it("towns-of-6: a town of 6 power is founded (not without the option)", () => {
    const catalog = preset("towns-of-6");
    const sixPower = (options: string) =>
      play(WITCHES(options), catalog).play(`
        witches: +20c. +12w
        witches: dig 1. build D2
        dwarves: pass BON3
        witches: dig 2. build E3
        witches: upgrade D2 to TP
        witches: upgrade E3 to TP
      `);
    const s = sixPower("option towns-of-6");
    expect(s.player("witches").pending.towns).toBe(1);
    s.play("witches: +TW1");
    expect(s.player("witches").towns).toEqual(["TW1"]);
    expect(sixPower("").player("witches").pending.towns).toBe(0);
  });

  it("free-leech: taking power from a neighbour costs no VP (power − 1 without the option)", () => {
    const catalog = preset("free-leech");
    const leech = (options: string) => play(NEIGHBOURS(options), catalog).play("halflings: upgrade E2 to TP\nwitches: leech 2 from halflings").player("witches");
    expect(leech("option free-leech")).toMatchObject({ vp: 20, power: [3, 9, 0] });
    expect(leech("")).toMatchObject({ vp: 19, power: [3, 9, 0] });
  });

  it("last-round-cult-bonus: round 6's cult bonus is paid (not without the option)", () => {
    const catalog = preset("last-round-cult-bonus");
    const coins = (options: string) => {
      const s = passUntil(play(WITCHES(options), catalog), "end");
      expect(s.state.finished).toBe(true);
      const d = s.player("dwarves");
      return d.coins + 3 * (d.vpSources.resources ?? 0);
    };
    // SCORE1 in round 6: a coin per step on earth; the Dwarves stand on earth 2.
    expect(coins("option last-round-cult-bonus") - coins("")).toBe(2);
  });

  it("no-starting-vp: everyone starts at 0 VP (20 without the option)", () => {
    const catalog = preset("no-starting-vp");
    const vps = (options: string) => play(WITCHES(options), catalog).state.players.map((p) => p.vp);
    expect(vps("option no-starting-vp")).toEqual([0, 0]);
    expect(vps("")).toEqual([20, 20]);
  });
});
