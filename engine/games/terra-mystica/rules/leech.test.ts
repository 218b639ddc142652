/** Leech in notation: the VP cost, the cap by free bowl space, offers lapsing at the next action. */
import { describe, expect, it } from "vitest";
import { pack } from "./scenarios/helpers";
import { type Catalog } from "../catalog";
import { apply } from "./apply";
import { scenario } from "../testing/scenario";
import { HALFLINGS_WITCHES } from "./scenarios/site-logs";

const base: Catalog = pack("base");

const SETUP = HALFLINGS_WITCHES;

describe("leech", () => {
  it("offers the power of every adjacent structure and costs power minus one VP", () => {
    const s = scenario(base, SETUP);
    expect(s.player("witches").power).toEqual([5, 7, 0]);
    s.play("halflings: upgrade E2 to TP");
    expect(s.state.leechOffers).toEqual([expect.objectContaining({ amount: 2, actual: 2 })]);
    s.play("witches: leech 2 from halflings");
    expect(s.player("witches").power).toEqual([3, 9, 0]);
    expect(s.player("witches").vp).toBe(19);
    expect(s.player("witches").vpSources.leech).toBe(-1);
  });

  it("gives only what the bowls can take and charges for that", () => {
    const s = scenario(base, SETUP);
    s.player("witches").power = [0, 1, 11];
    s.play("halflings: upgrade E2 to TP");
    expect(s.state.leechOffers[0]!.actual).toBe(1);
    s.play("witches: leech 2 from halflings");
    expect(s.player("witches").power).toEqual([0, 0, 12]);
    expect(s.player("witches").vp).toBe(20);
  });

  it("declines an open offer when its player takes their next action", () => {
    const s = scenario(base, SETUP);
    s.play(`
      halflings: upgrade E2 to TP
      witches: burn 1
    `);
    expect(s.state.leechOffers).toHaveLength(1);
    s.play("witches: dig 2. build E1");
    // The witches' offer lapsed; their new dwelling offers power to the halflings in turn.
    expect(s.state.leechOffers).toEqual([expect.objectContaining({ seat: 0, from: 1, amount: 2 })]);
    expect(s.player("witches").power).toEqual([5, 5, 1]);
    expect(s.player("witches").vpSources.leech).toBeUndefined();
  });

  it("rejects taking power nobody offered, leaving the game as it was", () => {
    const s = scenario(base, SETUP);
    const before = structuredClone(s.state);
    const r = apply(base, s.state, { type: "leech", faction: "witches", amount: 2, from: "halflings" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe("move/no-such-offer");
    expect(s.state).toEqual(before);
  });
});
