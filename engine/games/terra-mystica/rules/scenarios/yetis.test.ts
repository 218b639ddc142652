/**
 * Yetis (Fire & Ice): an ice faction (see icemaidens.test.ts for picking and ice) whose power actions
 * cost 1 power less; with their stronghold they take power actions already taken, as often as they
 * can pay; their stronghold and sanctuary count 4 power. Every log here is also replayed by
 * terra.snellman.net's engine (fire-and-ice-logs.ts, scripts/cli/site-logs.test.ts).
 */
import { describe, expect, it } from "vitest";
import { expectRefused, game } from "./helpers";
import { YETIS, YETIS_STRONGHOLD } from "./fire-and-ice-logs";

const fi = (log: string) => game(log, "fire-and-ice");

describe("yetis", () => {
  it("start with all 12 power tokens in bowl II, on earth 1 and air 1, their dwellings on ice", () => {
    const s = fi(YETIS);
    const p = s.player("yetis");
    expect([p.cults.earth, p.cults.air]).toEqual([1, 1]);
    expect(p.power[0] + p.power[1] + p.power[2]).toBe(12);
    expect(p.picked).toBe("mountains");
  });

  it("pay one power less for a power action", () => {
    const s = fi(YETIS).play("yetis: burn 4");
    const p = s.player("yetis");
    const [bowl3, priests] = [p.power[2], p.priests];
    // ACT2 (a priest) costs 3 power, 2 for the Yetis.
    s.play("yetis: action ACT2");
    expect([p.power[2], p.priests]).toEqual([bowl3 - 2, priests + 1]);
  });

  it("without their stronghold, cannot take a power action already taken", () => {
    const s = fi(YETIS).play(`
      yetis: +10c. +10w. upgrade E7 to TP
      witches: burn 3. action ACT2
      yetis: burn 4
    `);
    expectRefused(s, "yetis: action ACT2", "move/action-used");
  });

  it("with their stronghold, take a power action already taken, again and again, and keep it from the others", () => {
    const s = fi(YETIS).play(YETIS_STRONGHOLD).play("yetis: burn 4. action ACT2");
    expectRefused(s, "witches: action ACT2", "move/action-used");
    s.play("witches: pass BON5");
    const p = s.player("yetis");
    const priests = p.priests;
    s.play("yetis: action ACT2").play("yetis: burn 2. action ACT2");
    expect(p.priests).toBe(priests + 2);
  });

  it("offer 4 power from their stronghold to a neighbour's building", () => {
    const s = fi(YETIS).play(YETIS_STRONGHOLD).play("yetis: pass BON5").play("witches: +10c. +10w. upgrade D5 to TP");
    expect(s.state.leechOffers).toEqual([expect.objectContaining({ seat: 0, amount: 4 })]);
  });
});
