import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalQuantile, tCdf, tQuantile } from "./distributions";
import { bootstrapInterval, meanDifference, rateDifference, spearman, tInterval, wilson, zFor } from "./intervals";

describe("the distributions", () => {
  it("gives the textbook critical values of the normal and Student's t", () => {
    expect(zFor(0.95)).toBeCloseTo(1.959964, 5);
    expect(zFor(0.99)).toBeCloseTo(2.575829, 5);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 5);
    // Two-sided 95% critical values from any t table.
    const table: [number, number][] = [[1, 12.7062], [2, 4.3027], [5, 2.5706], [10, 2.2281], [30, 2.0423], [120, 1.9799]];
    for (const [df, t] of table) expect(tQuantile(0.975, df)).toBeCloseTo(t, 3);
  });

  it("inverts the t distribution function", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 0.999, noNaN: true }), fc.integer({ min: 1, max: 500 }), (p, df) => {
        expect(tCdf(tQuantile(p, df), df)).toBeCloseTo(p, 6);
      }),
    );
  });
});

describe("Wilson's interval", () => {
  it("matches Newcombe's (1998) worked examples", () => {
    const cases: [number, number, number, number][] = [[81, 263, 0.2553, 0.3662], [15, 148, 0.0624, 0.1605], [0, 20, 0, 0.1611], [1, 29, 0.0061, 0.1718]];
    for (const [k, n, lo, hi] of cases) {
      const w = wilson(k, n);
      expect(w.lo).toBeCloseTo(lo, 4);
      expect(w.hi).toBeCloseTo(hi, 4);
    }
  });

  it("contains the observed rate, stays in [0, 1], and shrinks as games quadruple", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const k = Math.round(share * n * 2) / 2; // half wins (ties) included
        if (k > n) return;
        const w = wilson(k, n);
        expect(w.lo).toBeLessThanOrEqual(k / n + 1e-12);
        expect(w.hi).toBeGreaterThanOrEqual(k / n - 1e-12);
        expect(w.lo).toBeGreaterThanOrEqual(0);
        expect(w.hi).toBeLessThanOrEqual(1);
        const wider = wilson(4 * k, 4 * n);
        expect(wider.hi - wider.lo).toBeLessThan(w.hi - w.lo);
      }),
    );
  });

  it("refuses impossible counts with a sentence", () => {
    expect(() => wilson(5, 4)).toThrow(/0 ≤ successes ≤ n, got 5 of 4/);
  });
});

describe("intervals for means", () => {
  it("gives the t interval of a small textbook sample", () => {
    // 5, 7, 8, 9, 11: mean 8, sd √5, t(0.975, 4) = 2.7764.
    const t = tInterval([5, 7, 8, 9, 11]);
    expect(t.estimate).toBe(8);
    expect(t.hi - 8).toBeCloseTo((2.7764 * Math.sqrt(5)) / Math.sqrt(5), 3);
  });

  it("contains the mean and shrinks with more games; the bootstrap agrees with t on a large sample", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 3, maxLength: 60 }), (values) => {
        const t = tInterval(values);
        expect(t.lo).toBeLessThanOrEqual(t.estimate);
        expect(t.hi).toBeGreaterThanOrEqual(t.estimate);
        const four = tInterval([...values, ...values, ...values, ...values]);
        if (t.hi > t.lo) expect(four.hi - four.lo).toBeLessThan(t.hi - t.lo);
      }),
      { numRuns: 50 },
    );
    const values = Array.from({ length: 400 }, (_, i) => (i * 37) % 101);
    const t = tInterval(values);
    const b = bootstrapInterval(values, { seed: 7 });
    expect(b).toEqual(bootstrapInterval(values, { seed: 7 }));
    expect(b.estimate).toBeCloseTo(t.estimate, 10);
    expect(Math.abs(b.lo - t.lo)).toBeLessThan(0.5);
    expect(Math.abs(b.hi - t.hi)).toBeLessThan(0.5);
  });
});

describe("A/B differences", () => {
  it("matches Newcombe's (1998) hybrid score interval for two rates", () => {
    const d = rateDifference({ successes: 48, n: 80 }, { successes: 56, n: 70 });
    expect(d.estimate).toBeCloseTo(0.2, 10);
    expect(d.lo).toBeCloseTo(0.0524, 3);
    expect(d.hi).toBeCloseTo(0.3339, 3);
  });

  it("reduces to the pooled t interval for equal variances and sizes, and contains the difference", () => {
    const a = [1, 2, 3, 4, 5];
    const b = [3, 4, 5, 6, 7];
    const d = meanDifference(a, b);
    expect(d.estimate).toBe(2);
    // Pooled sd √2.5, se = √(2·2.5/5) = 1, df 8: t = 2.3060.
    expect(d.hi - d.estimate).toBeCloseTo(2.306, 3);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 150 }), { minLength: 2, maxLength: 40 }), fc.array(fc.integer({ min: 0, max: 150 }), { minLength: 2, maxLength: 40 }), (x, y) => {
        const r = meanDifference(x, y);
        expect(r.lo).toBeLessThanOrEqual(r.estimate);
        expect(r.hi).toBeGreaterThanOrEqual(r.estimate);
      }),
      { numRuns: 50 },
    );
  });
});

describe("Spearman's rank correlation", () => {
  it("is 1 for the same order, −1 for the reverse, and handles ties", () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 35, 100])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
    // Textbook: ranks 1..5 against 2,1,4,3,5 → 1 − 6·4/(5·24) = 0.8.
    expect(spearman([1, 2, 3, 4, 5], [2, 1, 4, 3, 5])).toBeCloseTo(0.8, 12);
    expect(spearman([1, 1, 2], [1, 2, 3])).toBeCloseTo(Math.sqrt(3) / 2, 12);
  });
});
