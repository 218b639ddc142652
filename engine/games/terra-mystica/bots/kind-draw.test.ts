import { describe, expect, it } from "vitest";
import { nextState, valueAt } from "../../../core/random";
import { RANDOM_BOT } from "./random";
import { addToTree, drawInOrder, drawKind, treeOf } from "./kind-draw";

/** Weights like the random bot's (its own, boosted ones, kinds of weight 0) for `n` kinds, from a seeded stream. */
function weightsFor(n: number, r: number): { weights: Float64Array; r: number } {
  const pool = [...Object.values(RANDOM_BOT.weights), 1, 1, 1, 0, 20, 0.1, 2 * 0.05, 10 * 20, 1 / 3];
  const weights = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    r = nextState(r);
    weights[i] = pool[Math.floor(valueAt(r) * pool.length)]!;
  }
  return { weights, r };
}

function sumInOrder(weights: Float64Array): number {
  let total = 0;
  for (const w of weights) total += w;
  return total;
}

describe("drawing a kind from a Fenwick tree", () => {
  it("falls on the kind the draw in order falls on, as kinds are dropped one by one, for every value drawn", () => {
    let r = 12345;
    let draws = 0;
    for (let round = 0; round < 2000; round++) {
      const n = 1 + (round % 24);
      const made = weightsFor(n, r);
      r = made.r;
      const weights = made.weights;
      const tree = treeOf(weights, n);
      let total = sumInOrder(weights);
      for (let drop = 0; drop < n && total > 0; drop++) {
        r = nextState(r);
        const value = valueAt(r);
        const i = drawKind(weights, tree, n, total, value);
        expect(i).toBe(drawInOrder(weights, n, total, value));
        draws++;
        total -= weights[i]!;
        addToTree(tree, n, i, -weights[i]!);
        weights[i] = 0;
      }
    }
    expect(draws).toBeGreaterThan(10_000);
  });

  it("falls on the kind the draw in order falls on when the value lands exactly on a boundary between kinds", () => {
    // Integer weights with a total of 16: values k/16 land exactly where one kind ends and the next begins.
    const weights = Float64Array.from([1, 2, 0, 3, 1, 4, 0, 5]);
    const tree = treeOf(weights, weights.length);
    const total = sumInOrder(weights);
    expect(total).toBe(16);
    const boundaries = [0, 1, 3, 6, 7, 11, 15.999999999999998];
    for (const b of boundaries) {
      const value = b / 16;
      expect(drawKind(weights, tree, weights.length, total, value)).toBe(drawInOrder(weights, weights.length, total, value));
    }
    // Just inside each kind: the tree answers by itself; just before a boundary and at it, the answers differ by one kind.
    expect(drawKind(weights, tree, weights.length, total, 3 / 16)).toBe(3);
    expect(drawKind(weights, tree, weights.length, total, 2.9999 / 16)).toBe(1);
  });
});
