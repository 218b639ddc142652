/**
 * The random bot's draw of a kind of move by weight, made cheap without changing any draw. The
 * rule is `drawInOrder`: a value in [0, 1) times the total, minus each weight in order until it
 * falls below 0 (kinds of weight 0, those dropped, skipped). A choice draws ≈ 9 times, each over
 * ≈ 20 kinds; `drawKind` finds the same kind in a few steps from a Fenwick tree of the weights
 * (sums of ranges of them), and falls back on `drawInOrder` when the value lies so near the
 * boundary between two kinds that the sums' rounding could decide differently (a chance of about
 * one in a billion per draw).
 */

/**
 * How far from a boundary between kinds a draw must fall for the tree's answer to stand: far above
 * the rounding of ≈ 20 sums of weights below 1,000 (≈ 1e-12), far below the spacing of the draws'
 * values (2^-32 times the total).
 */
const MARGIN = 1e-9;

/** The kind (index into `weights`, of which the first `n` count) the draw `value` falls on: subtraction in order. */
export function drawInOrder(weights: Float64Array, n: number, total: number, value: number): number {
  let at = value * total;
  let last = 0;
  for (let i = 0; i < n; i++) {
    const w = weights[i]!;
    if (w <= 0) continue;
    last = i;
    at -= w;
    if (at < 0) return i;
  }
  return last;
}

/**
 * `drawInOrder`'s answer, read from `tree` (a Fenwick tree of the same `n` weights, `treeOf`): the
 * kind after the longest run of kinds whose weights sum to at most the value times the total.
 */
export function drawKind(weights: Float64Array, tree: Float64Array, n: number, total: number, value: number): number {
  const x = value * total;
  let pos = 0;
  let rest = x;
  for (let step = topOf(n); step > 0; step >>= 1) {
    const next = pos + step;
    if (next <= n && tree[next]! <= rest) {
      pos = next;
      rest -= tree[next]!;
    }
  }
  // `rest`: how far past the kinds before `pos` the value falls; it must fall well inside `pos`'s weight.
  if (pos < n && rest > MARGIN && weights[pos]! - rest > MARGIN) return pos;
  return drawInOrder(weights, n, total, value);
}

/** The highest power of 2 not above `n` (n ≥ 1). */
function topOf(n: number): number {
  return 1 << (31 - Math.clz32(n));
}

/** A Fenwick tree of the first `n` weights (1-based: `tree[j]` sums the weights j − (j & −j) … j − 1), into `into` when given. */
export function treeOf(weights: Float64Array, n: number, into?: Float64Array): Float64Array {
  const tree = into && into.length > n ? into : new Float64Array(n + 1);
  tree[0] = 0;
  for (let j = 1; j <= n; j++) tree[j] = weights[j - 1]!;
  for (let j = 1; j <= n; j++) {
    const up = j + (j & -j);
    if (up <= n) tree[up]! += tree[j]!;
  }
  return tree;
}

/** Add `delta` to weight `i` (0-based) in a tree of `n` weights. */
export function addToTree(tree: Float64Array, n: number, i: number, delta: number): void {
  for (let j = i + 1; j <= n; j += j & -j) tree[j]! += delta;
}
