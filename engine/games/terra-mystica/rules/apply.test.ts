/** Applying moves: copies versus in place, and rejected moves changing nothing. */
import { describe, expect, it } from "vitest";
import { pack } from "./scenarios/helpers";
import { HALFLINGS_WITCHES } from "./scenarios/site-logs";
import { type Catalog } from "../catalog";
import { scenario } from "../testing/scenario";
import { apply, applyInPlace } from "./apply";
import { possessive } from "./env";

const base: Catalog = pack("base");

const SETUP = HALFLINGS_WITCHES;

describe("apply", () => {
  it("returns a new state and leaves its input as it was", () => {
    const s = scenario(base, SETUP);
    const before = structuredClone(s.state);
    const r = apply(base, s.state, { type: "upgrade", faction: "halflings", hex: "E2", to: "TP" });
    expect(r.ok).toBe(true);
    expect(s.state).toEqual(before);
    if (r.ok) expect(r.state.players[0]!.buildings.TP).toBe(1);
  });

  it("rejects a move out of turn without ending the turn of the player before", () => {
    const s = scenario(base, SETUP).play("halflings: upgrade E2 to TP");
    const before = structuredClone(s.state);
    const r = applyInPlace(base, s.state, { type: "upgrade", faction: "witches", hex: "Z1", to: "TP" });
    expect(r).toMatchObject({ ok: false, code: "move/unknown-hex" });
    expect(s.state).toEqual(before);
    expect(s.state.active).toBe(0);
  });

  it("says which resource is missing, in a sentence (a trading house next to an opponent costs 3 coins)", () => {
    const s = scenario(base, SETUP);
    s.player("halflings").coins = 1;
    expect(s.attempt("halflings: upgrade E2 to TP")).toEqual({
      ok: false,
      code: "move/not-enough-coins",
      message: "Upgrading to TP needs 3 coins, halflings has 1",
    });
  });

  it("moves the turn on when the next player acts, and not before", () => {
    const s = scenario(base, SETUP).play("halflings: upgrade E2 to TP");
    expect(s.state.active).toBe(0);
    s.play("witches: leech 2 from halflings");
    expect(s.state.active).toBe(1);
    expect(s.attempt("halflings: burn 1")).toMatchObject({ ok: false, code: "move/not-your-turn" });
  });

  it("says whose turn it is with the factions' names and a correct possessive", () => {
    const s = scenario(base, SETUP).play("halflings: upgrade E2 to TP").play("witches: leech 2 from halflings");
    expect(s.attempt("halflings: burn 1")).toMatchObject({ message: "Halflings cannot do this now: it is Witches' turn" });
    const setup = scenario(base, "score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6\nsetup auren\nsetup nomads\n");
    expect(setup.attempt("nomads: build F3")).toMatchObject({ message: "Setup expects Auren to place a dwelling, not Nomads to build" });
    expect(setup.attempt("nomads: pass BON1")).toMatchObject({ message: "Setup does not expect Nomads to pick a bonus card now" });
    expect(["Witches", "Auren", "Chaos Magicians"].map(possessive)).toEqual(["Witches'", "Auren's", "Chaos Magicians'"]);
  });
});
