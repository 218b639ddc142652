/** Turn order of the next round: seating order from the first to pass, or (a variant) the order of passing. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validatePackSource } from "../testing/node/load-pack";
import { compileCatalog } from "../catalog";
import { scenario } from "../testing/scenario";
import { turnOrder } from "./phase";

function catalog(pack: string) {
  const v = validatePackSource(path.join(import.meta.dirname, "../../../../content", pack));
  if (!v.ok) throw new Error(`content/${pack} is invalid`);
  return compileCatalog(v.resolved);
}

/** Halflings pass first, then the Witches, then the Dwarves. */
const GAME = (options: string) => `
  ${options}
  score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup halflings
  setup dwarves
  witches: build F2
  halflings: build E2
  dwarves: build I9
  dwarves: build H6
  halflings: build H3
  witches: build D1
  dwarves: pass BON2
  halflings: pass BON3
  witches: pass BON4
  witches: burn 3. action ACT2
  halflings: pass BON5
  dwarves: action BON2. +FIRE
  witches: pass BON6
  dwarves: pass BON7
`;

describe("turn order", () => {
  it("starts the next round with the first to pass and keeps the seating order", () => {
    const s = scenario(catalog("base"), GAME(""));
    expect(s.state.round).toBe(2);
    expect(turnOrder(s.state).map((i) => s.state.players[i]!.faction)).toEqual(["halflings", "dwarves", "witches"]);
    expect(s.state.active).toBe(1);
  });

  it("follows the order of passing with the variable-turn-order variant", () => {
    const s = scenario(catalog("promo"), GAME("option variable-turn-order"));
    expect(turnOrder(s.state).map((i) => s.state.players[i]!.faction)).toEqual(["halflings", "witches", "dwarves"]);
    expect(s.state.active).toBe(1);
  });
});
