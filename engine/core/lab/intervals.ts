/**
 * Confidence intervals for the balance lab: Wilson's score interval for a rate, Student's t (or a
 * seeded percentile bootstrap) for a mean, and the two differences an A/B comparison needs
 * (Newcombe's hybrid score interval for two rates, Welch's t for two means). Pure and deterministic.
 */
import { nextRandom } from "../random";
import { normalQuantile, tQuantile } from "./distributions";

/** An estimate with its confidence interval. */
export interface Interval {
  estimate: number;
  lo: number;
  hi: number;
}

/** The two-sided critical value of the normal distribution for a confidence level (1.959964 for 0.95). */
export function zFor(confidence: number): number {
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`confidence must be in (0, 1), not ${confidence}`);
  return normalQuantile(1 - (1 - confidence) / 2);
}

/**
 * Wilson's score interval for a rate of `successes` in `n` trials. `successes` may be fractional
 * (a tie for the win counts as a share of a win). With no trials the interval is [0, 1].
 */
export function wilson(successes: number, n: number, confidence = 0.95): Interval {
  if (!(n >= 0) || !(successes >= 0) || successes > n) throw new RangeError(`wilson: need 0 ≤ successes ≤ n, got ${successes} of ${n}`);
  if (n === 0) return { estimate: 0, lo: 0, hi: 1 };
  const z = zFor(confidence);
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = ((z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n)));
  // At p̂ = 0 or 1 the bound is exactly 0 or 1; rounding must not move it past p̂.
  return { estimate: p, lo: successes === 0 ? 0 : Math.max(0, centre - half), hi: successes === n ? 1 : Math.min(1, centre + half) };
}

/** The mean and sample standard deviation. */
export function meanAndSd(values: readonly number[]): { mean: number; sd: number } {
  const n = values.length;
  if (n === 0) return { mean: NaN, sd: NaN };
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  let ss = 0;
  for (const v of values) ss += (v - mean) * (v - mean);
  return { mean, sd: n > 1 ? Math.sqrt(ss / (n - 1)) : NaN };
}

/** Student's t interval for a mean. With fewer than two values the interval is unbounded. */
export function tInterval(values: readonly number[], confidence = 0.95): Interval {
  const n = values.length;
  const { mean, sd } = meanAndSd(values);
  if (n < 2) return { estimate: mean, lo: -Infinity, hi: Infinity };
  const half = (tQuantile(1 - (1 - confidence) / 2, n - 1) * sd) / Math.sqrt(n);
  return { estimate: mean, lo: mean - half, hi: mean + half };
}

/**
 * A percentile bootstrap interval for a statistic of `values` (the mean by default): `resamples`
 * resamples drawn with the seeded generator, so the same seed gives the same interval.
 */
export function bootstrapInterval(
  values: readonly number[],
  options: { seed: number; resamples?: number; confidence?: number; statistic?: (sample: readonly number[]) => number },
): Interval {
  const statistic = options.statistic ?? ((s) => meanAndSd(s).mean);
  const n = values.length;
  const estimate = statistic(values);
  if (n < 2) return { estimate, lo: -Infinity, hi: Infinity };
  const resamples = options.resamples ?? 2000;
  const confidence = options.confidence ?? 0.95;
  let rng = options.seed >>> 0;
  const stats: number[] = [];
  const sample = new Array<number>(n);
  for (let b = 0; b < resamples; b++) {
    for (let i = 0; i < n; i++) {
      const r = nextRandom(rng);
      rng = r.state;
      sample[i] = values[Math.floor(r.value * n)]!;
    }
    stats.push(statistic(sample));
  }
  stats.sort((a, b) => a - b);
  const alpha = (1 - confidence) / 2;
  return { estimate, lo: quantileSorted(stats, alpha), hi: quantileSorted(stats, 1 - alpha) };
}

/** The `q` quantile of sorted values (linear interpolation between order statistics). */
export function quantileSorted(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const at = q * (sorted.length - 1);
  const i = Math.floor(at);
  const f = at - i;
  return i + 1 < sorted.length ? sorted[i]! * (1 - f) + sorted[i + 1]! * f : sorted[i]!;
}

/**
 * The difference of two rates (b − a) with Newcombe's hybrid score interval (his method 10), built
 * from the two Wilson intervals: it stays inside [−1, 1] and behaves at rates near 0 or 1.
 */
export function rateDifference(a: { successes: number; n: number }, b: { successes: number; n: number }, confidence = 0.95): Interval {
  const wa = wilson(a.successes, a.n, confidence);
  const wb = wilson(b.successes, b.n, confidence);
  const d = wb.estimate - wa.estimate;
  const lo = d - Math.sqrt((wb.estimate - wb.lo) ** 2 + (wa.hi - wa.estimate) ** 2);
  const hi = d + Math.sqrt((wb.hi - wb.estimate) ** 2 + (wa.estimate - wa.lo) ** 2);
  return { estimate: d, lo, hi };
}

/** The difference of two means (mean of b − mean of a) with Welch's t interval (unequal variances). */
export function meanDifference(a: readonly number[], b: readonly number[], confidence = 0.95): Interval {
  const ma = meanAndSd(a);
  const mb = meanAndSd(b);
  const d = mb.mean - ma.mean;
  if (a.length < 2 || b.length < 2) return { estimate: d, lo: -Infinity, hi: Infinity };
  const va = (ma.sd * ma.sd) / a.length;
  const vb = (mb.sd * mb.sd) / b.length;
  const se = Math.sqrt(va + vb);
  if (se === 0) return { estimate: d, lo: d, hi: d };
  const df = (va + vb) ** 2 / ((va * va) / (a.length - 1) + (vb * vb) / (b.length - 1));
  const half = tQuantile(1 - (1 - confidence) / 2, df) * se;
  return { estimate: d, lo: d - half, hi: d + half };
}

/** Spearman's rank correlation of two paired lists (ties get their average rank). */
export function spearman(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) throw new RangeError(`spearman: lists of ${a.length} and ${b.length} values`);
  const ra = averageRanks(a);
  const rb = averageRanks(b);
  const ma = meanAndSd(ra);
  const mb = meanAndSd(rb);
  let cov = 0;
  for (let i = 0; i < ra.length; i++) cov += (ra[i]! - ma.mean) * (rb[i]! - mb.mean);
  return cov / (ra.length - 1) / (ma.sd * mb.sd);
}

/** Ranks from 1 (smallest value), ties sharing their average rank. */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((x, y) => x[0] - y[0]);
  const ranks = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) ranks[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return ranks;
}
