/**
 * Arrows of the flow diagram routed around its boxes: each arrow is a straight line, an L or a Z of
 * horizontal and vertical segments that crosses no box except those around its two ends (a state's
 * parents, which it must enter or leave). The shortest such route wins, each bend counting extra.
 */

export interface Box {
  id: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export type Point = { x: number; y: number };

/** Space kept between an arrow and a box it runs past. */
const GAP = 6;
/** What a bend costs, in pixels of length. */
const BEND = 40;

const inside = (v: number, lo: number, hi: number) => v > lo && v < hi;
const center = (b: Box): Point => ({ x: (b.x1 + b.x2) / 2, y: (b.y1 + b.y2) / 2 });

/** Whether an axis-aligned segment passes through the inside of a box. */
function crosses(p: Point, q: Point, b: Box): boolean {
  if (p.y === q.y) return inside(p.y, b.y1 + 1, b.y2 - 1) && Math.max(p.x, q.x) > b.x1 + 1 && Math.min(p.x, q.x) < b.x2 - 1;
  return inside(p.x, b.x1 + 1, b.x2 - 1) && Math.max(p.y, q.y) > b.y1 + 1 && Math.min(p.y, q.y) < b.y2 - 1;
}

function cost(points: Point[]): number {
  let n = 0;
  for (let i = 1; i < points.length; i++) n += Math.abs(points[i]!.x - points[i - 1]!.x) + Math.abs(points[i]!.y - points[i - 1]!.y);
  return n + (points.length - 2) * BEND;
}

/** Where a route may leave `a` towards a point outside it, on a straight horizontal or vertical line. */
function exitH(a: Box, y: number, toward: number): Point | undefined {
  if (!inside(y, a.y1 + 3, a.y2 - 3)) return undefined;
  if (toward >= a.x2) return { x: a.x2, y };
  if (toward <= a.x1) return { x: a.x1, y };
  return undefined;
}
function exitV(a: Box, x: number, toward: number): Point | undefined {
  if (!inside(x, a.x1 + 3, a.x2 - 3)) return undefined;
  if (toward >= a.y2) return { x, y: a.y2 };
  if (toward <= a.y1) return { x, y: a.y1 };
  return undefined;
}

/** Candidate routes from box `a` to box `b`, each a list of points (first on `a`'s edge, last on `b`'s). */
function candidates(a: Box, b: Box, xs: number[], ys: number[], shift: number): Point[][] {
  const out: Point[][] = [];
  const ca = center(a);
  const cb = center(b);
  const push = (...pts: (Point | undefined)[]) => {
    if (pts.every(Boolean)) out.push(pts as Point[]);
  };
  // Straight, where the boxes face each other (shifted when two arrows join the same pair).
  const lo = Math.max(a.y1, b.y1) + 4;
  const hi = Math.min(a.y2, b.y2) - 4;
  if (lo < hi) {
    const y = Math.min(hi, Math.max(lo, (ca.y + cb.y) / 2 + shift));
    push(exitH(a, y, cb.x), exitH(b, y, ca.x));
  }
  const left = Math.max(a.x1, b.x1) + 4;
  const right = Math.min(a.x2, b.x2) - 4;
  if (left < right) {
    const x = Math.min(right, Math.max(left, (ca.x + cb.x) / 2 + shift));
    push(exitV(a, x, cb.y), exitV(b, x, ca.y));
  }
  const ax = ca.x + shift;
  const ay = ca.y + shift;
  const bx = cb.x + shift;
  const by = cb.y + shift;
  // L: out of a's side, into b's top or bottom; or out of a's top or bottom, into b's side.
  for (const x of [bx, ...xs])
    for (const y of [ay, ay - 9, ay + 9]) {
      const start = exitH(a, y, x);
      const end = exitV(b, x, y);
      if (start && end) push(start, { x, y }, end);
    }
  for (const y of [by, ...ys])
    for (const x of [ax, ax - 8, ax + 8]) {
      const start = exitV(a, x, y);
      const end = exitH(b, y, x);
      if (start && end) push(start, { x, y }, end);
    }
  // Z: through a horizontal lane (out of a's top or bottom, into b's), or a vertical one.
  for (const y of ys)
    for (const x of [bx, ...xs]) {
      const start = exitV(a, ax, y);
      const end = exitV(b, x, y);
      if (start && end) push(start, { x: ax, y }, { x, y }, end);
    }
  for (const x of xs)
    for (const y of [by, ...ys]) {
      const start = exitH(a, ay, x);
      const end = exitH(b, y, x);
      if (start && end) push(start, { x, y: ay }, { x, y }, end);
    }
  return out;
}

/** Whether `id` is `end` or one of the states around it. */
const around = (id: string, end: string) => end === id || end.startsWith(`${id}.`);

/**
 * The route of each edge (undefined when no route avoids the boxes). Two arrows between the same
 * pair of states (there and back) run side by side.
 */
export function routeEdges(boxes: readonly Box[], edges: readonly { from: string; to: string }[], labels: readonly Box[] = []): (Point[] | undefined)[] {
  const byId = new Map(boxes.map((b) => [b.id, b]));
  const xs = [...boxes, ...labels].flatMap((b) => [b.x1 - GAP, b.x2 + GAP]);
  const ys = [...boxes, ...labels].flatMap((b) => [b.y1 - GAP, b.y2 + GAP]);
  // Where arrows already leave or enter a box: another arrow there would hide its head.
  const ports: Point[] = [];
  const taken = (p: Point) => ports.some((q) => Math.abs(q.x - p.x) < 8 && Math.abs(q.y - p.y) < 8);
  return edges.map((e) => {
    const a = byId.get(e.from);
    const b = byId.get(e.to);
    if (!a || !b) return undefined;
    const paired = edges.some((o) => o.from === e.to && o.to === e.from);
    const shift = paired ? (e.from < e.to ? -5 : 5) : 0;
    const obstacles = [...boxes.filter((o) => !around(o.id, e.from) && !around(o.id, e.to)), ...labels];
    let best: Point[] | undefined;
    let bestCost = Infinity;
    for (const route of candidates(a, b, xs, ys, shift)) {
      let clear = true;
      for (let i = 1; i < route.length && clear; i++) clear = !obstacles.some((o) => crosses(route[i - 1]!, route[i]!, o));
      // Nor may it run back through its own ends.
      for (let i = 2; i < route.length - 1 && clear; i++) clear = !crosses(route[i - 1]!, route[i]!, a) && !crosses(route[i - 1]!, route[i]!, b);
      const c = cost(route) + (taken(route[0]!) ? 100 : 0) + (taken(route[route.length - 1]!) ? 100 : 0);
      if (clear && c < bestCost) {
        best = route;
        bestCost = c;
      }
    }
    if (best) ports.push(best[0]!, best[best.length - 1]!);
    return best;
  });
}
