/**
 * `xs.map(f)` as a loop. `Array.prototype.map` makes arrays of one kind while the calling function
 * runs unoptimised and of another once V8 compiles it (TurboFan inlines `map`): code that later reads
 * such arrays is then thrown away and compiled again, late in a long run (`createGame`, `cloneState`
 * and `envOf` were, in a replay's steady state). A loop that pushes builds arrays of one kind
 * whichever tier runs it, as `cloneState` builds its copies.
 */
export function mapOf<T, U>(xs: readonly T[], f: (x: T, i: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < xs.length; i++) out.push(f(xs[i]!, i));
  return out;
}
