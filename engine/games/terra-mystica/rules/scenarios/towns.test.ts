/** Towns: bridges join them, shipping does not, a sanctuary needs only 3 structures, towns grow and merge. */
import { describe, expect, it } from "vitest";
import { game } from "./helpers";

/**
 * The Auren (no town bonus; first to move) on `homes` with BON3; the Engineers far away in the
 * south-east pass on their first turn. Round 1 scores no towns (SCORE4).
 */
const setup = (homes: [string, string]) => `
  option loose-adjust-resource
  score SCORE4,SCORE1,SCORE2,SCORE3,SCORE5,SCORE6
  setup auren
  setup engineers
  auren: build ${homes[0]}
  engineers: build H6
  engineers: build I9
  auren: build ${homes[1]}
  engineers: pass BON1
  auren: pass BON3
`;

function townOf(s: ReturnType<typeof game>, hex: string): number {
  return s.state.board.town[s.catalog.boards.base!.index[hex]!]!;
}

describe("towns", () => {
  it("count structures joined by a bridge, but not those only reached by shipping", () => {
    const s = game(setup(["D1", "F2"])).play(`
      auren: +30w. +30c. +1p
      auren: advance ship
      engineers: pass BON4
      auren: dig 1. build H2
      auren: dig 1. build F1
      auren: dig 2. build E3
      auren: upgrade F2 to TP
      auren: upgrade F1 to TP
      auren: upgrade H2 to TP
    `);
    // F2, F1 (trading houses) and E3 make 5 power; H2 (2 more) is across the river.
    expect(s.player("auren").pending.towns).toBe(0);
    s.play("auren: +9pw. action ACT1. bridge F2:H2");
    expect(s.player("auren").pending.towns).toBe(1);
    s.play("auren: +TW1");
    expect(["F2", "F1", "E3", "H2"].map((h) => townOf(s, h))).toEqual([1, 1, 1, 1]);
    expect(townOf(s, "D1")).toBe(0);
  });

  it("need 4 structures, or 3 with a sanctuary", () => {
    const s = game(setup(["D1", "F2"])).play(`
      auren: +40w. +60c
      auren: dig 1. build D2
      engineers: pass BON4
      auren: dig 2. build E1
      auren: upgrade D1 to TP
      auren: upgrade D1 to SH. +FAV9
      auren: upgrade D2 to TP
      auren: upgrade E1 to TP
      auren: upgrade E1 to TE. +FAV10
    `);
    // Stronghold 3, trading house 2, temple 2: 7 power in only 3 structures.
    expect(s.player("auren").pending.towns).toBe(0);
    s.play("auren: upgrade E1 to SA. +FAV11");
    expect(s.player("auren").pending.towns).toBe(1);
  });

  it("grow when a structure is built next to them, without a new town tile", () => {
    const s = game(setup(["D1", "F2"])).play(`
      auren: +30w. +30c
      auren: dig 1. build D2
      engineers: pass BON4
      auren: dig 2. build E3
      auren: upgrade D2 to TP
      auren: upgrade E3 to TP
      auren: upgrade F2 to TP. +TW1
      auren: dig 1. build F1
    `);
    const p = s.player("auren");
    expect(p.pending.towns).toBe(0);
    expect(p.towns).toEqual(["TW1"]);
    expect(townOf(s, "F1")).toBe(townOf(s, "F2"));
    expect(townOf(s, "F1")).not.toBe(0);
  });

  it("merge when a structure joins two of them, each keeping its tile and no new one", () => {
    const s = game(setup(["C3", "F4"])).play(`
      auren: +100w. +100c
      auren: dig 2. build D4
      engineers: pass BON4
      auren: dig 1. build D5
      auren: dig 3. build E8
      auren: upgrade C3 to TP
      auren: upgrade D4 to TP
      auren: upgrade C3 to SH. +FAV9. +TW1
      auren: dig 3. build F3
      auren: dig 2. build G2
      auren: dig 2. build E5
      auren: upgrade F4 to TP
      auren: upgrade F3 to TP
      auren: upgrade G2 to TP. +TW2
    `);
    expect(townOf(s, "C3")).not.toBe(townOf(s, "F4"));
    s.play("auren: dig 1. build E7");
    const p = s.player("auren");
    expect(p.pending.towns).toBe(0);
    expect(p.towns).toEqual(["TW1", "TW2"]);
    expect(townOf(s, "E7")).not.toBe(0);
  });
});
