"use client";

/**
 * The game's flow, drawn from the engine's XState machine itself (`flowGraph()`): its states as
 * nested boxes (titles, descriptions and the phase work of their entry actions from the machine),
 * its transitions as arrows (event, guard and description from the machine; routed around the
 * boxes), the state the game is in highlighted, and what can happen next from there listed below.
 * With a coverage (`FlowCoverage`, recorded by the engine's compiled flow), each arrow carries how
 * often it was taken and the states never entered are dimmed.
 */
import { useLayoutEffect, useRef, useState } from "react";
import { flowGraph, type FlowCoverage, type FlowEdge, type FlowGraph, type FlowNode } from "@/engine";
import { routeEdges, type Box, type Point } from "./flowRoutes";

export interface FlowDiagramProps {
  /** Id of the machine's current state, e.g. "flow.round.actions.turn" (`flowStateId(state.flow)`). */
  current?: string;
  /** What a session or a batch of games went through: counts on the arrows, unvisited states dimmed. */
  coverage?: FlowCoverage;
  /** Transitions (keys) the machine would take now on a moderator's command (asked of its XState actor): marked in the list of what comes next. */
  enabled?: readonly string[];
  /** The game's machine (Terra Mystica's when not given) and how its compound states lay out their children. */
  graph?: FlowGraph;
  layout?: Readonly<Record<string, "row" | "cycle">>;
  className?: string;
}

/** One arrow: the transitions between a pair of states. */
interface Arrow {
  key: string;
  from: string;
  to: string;
  edges: FlowEdge[];
}

/**
 * How Terra Mystica's compound states lay out their children: in a row (setup), as a cycle (a
 * round: income above the cult bonus on the left, the action phase on the right), else in a column.
 */
const TM_LAYOUT: Record<string, "row" | "cycle"> = { "flow.setup": "row", "flow.round": "cycle" };

/** A machine ready to draw: its arrows (transitions grouped by pair of states) and states by id. */
interface Drawn {
  graph: FlowGraph;
  arrows: Arrow[];
  byId: Map<string, FlowNode>;
}

const drawnCache = new WeakMap<FlowGraph, Drawn>();
function drawnOf(graph: FlowGraph): Drawn {
  const hit = drawnCache.get(graph);
  if (hit) return hit;
  const out = new Map<string, Arrow>();
  for (const e of graph.edges) {
    const key = `${e.from}>${e.to}`;
    const a = out.get(key) ?? { key, from: e.from, to: e.to, edges: [] };
    a.edges.push(e);
    out.set(key, a);
  }
  const byId = new Map<string, FlowNode>();
  (function index(n: FlowNode) {
    byId.set(n.id, n);
    n.children.forEach(index);
  })(graph.root);
  const drawn = { graph, arrows: [...out.values()], byId };
  drawnCache.set(graph, drawn);
  return drawn;
}

/** The trigger of a transition in words: `always if free`, `income if incomeAllowed`. */
export function triggerOf(e: FlowEdge): string {
  return `${e.event}${e.guard ? ` if ${e.guard}` : ""}`;
}

/** The transitions that may leave `current` (its own, then its ancestors'), in the machine's order. */
function nextFrom(graph: FlowGraph, current: string | undefined): FlowEdge[] {
  if (!current) return [];
  const out: FlowEdge[] = [];
  for (let id = current; id; id = id.includes(".") ? id.slice(0, id.lastIndexOf(".")) : "") out.push(...graph.edges.filter((e) => e.from === id));
  return out;
}

interface Line {
  arrow: Arrow;
  d: string;
  mid: Point;
  /** Whether the arrow runs vertically at its middle. */
  vertical: boolean;
}

/** The arrow there and back between the same two states, if any: its label goes on the other side. */
const pairSide = (arrows: readonly Arrow[], a: Arrow): number => (arrows.some((o) => o.from === a.to && o.to === a.from) ? (a.from < a.to ? -1 : 1) : 0);

/** The arrow's label when no coverage is shown: its events and guards. */
const triggers = (a: Arrow) => [...new Set(a.edges.map((e) => (e.event === "always" ? e.guard : e.event)))].join(" | ");

/** The point `fraction` of the way along a route, and whether the route runs vertically there. */
function pointAt(route: Point[], fraction: number): Point & { vertical: boolean } {
  let total = 0;
  for (let i = 1; i < route.length; i++) total += Math.abs(route[i]!.x - route[i - 1]!.x) + Math.abs(route[i]!.y - route[i - 1]!.y);
  let left = total * fraction;
  for (let i = 1; i < route.length; i++) {
    const [p, q] = [route[i - 1]!, route[i]!];
    const len = Math.abs(q.x - p.x) + Math.abs(q.y - p.y);
    if (left <= len) return { x: p.x + Math.sign(q.x - p.x) * left, y: p.y + Math.sign(q.y - p.y) * left, vertical: p.x === q.x };
    left -= len;
  }
  return { ...route[0]!, vertical: false };
}

export function FlowDiagram({ current, coverage, enabled = [], graph = flowGraph(), layout = TM_LAYOUT, className = "" }: FlowDiagramProps) {
  const { arrows: ARROWS, byId } = drawnOf(graph);
  const box = useRef<HTMLDivElement>(null);
  const [lines, setLines] = useState<Line[]>([]);
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    const measure = () => {
      const origin = root.getBoundingClientRect();
      const rect = (el: HTMLElement, id: string): Box => {
        const r = el.getBoundingClientRect();
        return { id, x1: r.left - origin.left, y1: r.top - origin.top, x2: r.right - origin.left, y2: r.bottom - origin.top };
      };
      const boxes = [...root.querySelectorAll<HTMLElement>("[data-state]")].map((el) => rect(el, el.dataset.state!));
      const labels = [...root.querySelectorAll<HTMLElement>("[data-flow-label]")].map((el) => rect(el, ""));
      const routes = routeEdges(boxes, ARROWS, labels);
      const pills = [...boxes.filter((b) => !root.querySelector(`[data-state="${b.id}"] [data-state]`)), ...labels];
      const out: Line[] = [];
      ARROWS.forEach((arrow, i) => {
        const route = routes[i];
        if (!route) return;
        // The label goes where it covers no state (the middle of the arrow if it can).
        const w = triggers(arrow).length * 5 + 10;
        const clear = (p: Point) => !pills.some((b) => p.x + w / 2 > b.x1 && p.x - w / 2 < b.x2 && p.y + 8 > b.y1 && p.y - 8 < b.y2);
        const mid = [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8].map((f) => pointAt(route, f)).find(clear) ?? pointAt(route, 0.5);
        out.push({ arrow, d: route.map((p, j) => `${j ? "L" : "M"}${Math.round(p.x)} ${Math.round(p.y)}`).join(" "), mid, vertical: mid.vertical });
      });
      setLines(out);
    };
    measure();
    // Re-route when the panel or any state's box changes size (counts appear, a state is lit).
    const ro = new ResizeObserver(measure);
    ro.observe(root);
    root.querySelectorAll("[data-state]").forEach((el) => ro.observe(el));
    return () => ro.disconnect();
  }, [coverage, current, ARROWS]);

  const next = nextFrom(graph, current);
  const nextKeys = new Set(next.map((e) => e.key));
  const taken = (a: Arrow) => (coverage ? a.edges.reduce((n, e) => n + (coverage.transitions[e.key] ?? 0), 0) : undefined);
  return (
    <figure className={className} data-testid="flow-diagram" data-current={current} data-coverage={coverage ? "true" : undefined}>
      <div ref={box} className="relative">
        <Node node={graph.root} current={current} coverage={coverage} depth={0} layout={layout} />
        <svg className="pointer-events-none absolute inset-0 h-full w-full overflow-visible" aria-hidden>
          <defs>
            <marker id="flow-arrow" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0 0 L8 4 L0 8 Z" fill="#57534e" />
            </marker>
            <marker id="flow-arrow-on" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0 0 L8 4 L0 8 Z" fill="#d97706" />
            </marker>
          </defs>
          {lines.map(({ arrow, d }) => {
            const active = arrow.edges.some((e) => nextKeys.has(e.key));
            const n = taken(arrow);
            const unused = n === 0;
            return (
              <path
                key={arrow.key}
                data-edge={arrow.key}
                data-count={n}
                d={d}
                fill="none"
                strokeLinejoin="round"
                stroke={active ? "#d97706" : "#78716c"}
                strokeOpacity={unused && !active ? 0.45 : 1}
                strokeWidth={active ? 2.2 : 1.3}
                strokeDasharray={active || (n ?? 0) > 0 ? undefined : "4 3"}
                markerEnd={`url(#${active ? "flow-arrow-on" : "flow-arrow"})`}
              />
            );
          })}
        </svg>
        {lines.map(({ arrow, mid, vertical }) => {
          const n = taken(arrow);
          // Centred on its arrow; beside it (on the arrow's own side) when an arrow runs back alongside.
          const side = pairSide(ARROWS, arrow);
          const shift = side === 0 ? "-50%, -50%" : vertical ? `${side < 0 ? "calc(-100% - 7px)" : "7px"}, -50%` : `-50%, ${side < 0 ? "calc(-100% - 6px)" : "6px"}`;
          return (
            <span
              key={arrow.key}
              data-edge-label={arrow.key}
              title={arrow.edges.map((e) => `${triggerOf(e)}: ${e.description ?? ""}${e.actions.length ? ` (then ${e.actions.join(", ")})` : ""}`).join("\n")}
              style={{ left: mid.x, top: mid.y, transform: `translate(${shift})` }}
              className={`absolute z-[2] cursor-help rounded px-1 text-[9px] leading-[13px] font-semibold whitespace-nowrap ring-1 ${
                n === undefined ? "bg-white/90 text-stone-500 ring-stone-300" : n > 0 ? "bg-emerald-700 text-white ring-emerald-800" : "bg-white/90 text-stone-400 ring-stone-300"
              }`}
            >
              {n === undefined ? triggers(arrow) : `×${n}`}
            </span>
          );
        })}
      </div>
      {next.length > 0 && (
        <figcaption className="mt-2 space-y-0.5 text-[11px] text-stone-600" data-testid="flow-next">
          {next.map((e) => (
            <div key={e.key}>
              → <span className="font-semibold text-stone-800">{byId.get(e.to)?.title ?? e.to}</span>{" "}
              <code className="rounded bg-stone-200/70 px-0.5 text-[10px]">{triggerOf(e)}</code>: {e.description}
              {enabled.includes(e.key) && (
                <span className="ml-1 rounded bg-emerald-700 px-1 text-[9px] font-bold text-white" data-enabled={e.event}>
                  possible now
                </span>
              )}
            </div>
          ))}
        </figcaption>
      )}
    </figure>
  );
}

function Node({ node, current, coverage, depth, layout }: { node: FlowNode; current?: string; coverage?: FlowCoverage; depth: number; layout: Readonly<Record<string, "row" | "cycle">> }) {
  const here = current === node.id;
  const inside = !!current && current.startsWith(`${node.id}.`);
  const visits = coverage ? (coverage.states[node.id] ?? 0) : undefined;
  const dim = visits === 0 && !here && !inside;
  const tip = [node.description, node.entry.length ? `entry: ${node.entry.join(", ")}` : "", visits !== undefined ? `entered ${visits}×` : ""].filter(Boolean).join("\n");
  if (depth === 0)
    return (
      <div className="flex flex-col gap-5">
        {node.children.map((c) => (
          <Node key={c.id} node={c} current={current} coverage={coverage} depth={1} layout={layout} />
        ))}
      </div>
    );
  if (node.children.length === 0)
    return (
      <div
        data-state={node.id}
        data-current={here ? "true" : undefined}
        data-visits={visits}
        data-dim={dim ? "true" : undefined}
        title={tip}
        className={`relative z-[1] rounded-full px-3 py-1.5 text-center text-[11px] font-semibold whitespace-nowrap shadow-sm ring-1 ${
          here ? "bg-amber-400 text-stone-950 ring-2 ring-amber-600" : "bg-white text-stone-700 ring-stone-300"
        } ${dim ? "opacity-35" : ""}`}
      >
        {node.title}
        {visits !== undefined && visits > 0 && <span className="ml-1 rounded-full bg-stone-800/80 px-1 text-[9px] text-white">{visits}</span>}
      </div>
    );
  return (
    <div
      data-state={node.id}
      data-visits={visits}
      data-dim={dim ? "true" : undefined}
      title={tip}
      className={`rounded-xl border px-2.5 pt-1 pb-3 ${inside ? "border-amber-500/70 bg-amber-50/70" : "border-stone-300 bg-stone-50/60"} ${dim ? "opacity-50" : ""}`}
    >
      <div className={`mb-1.5 w-fit text-[10px] font-bold tracking-wider uppercase ${inside ? "text-amber-800" : "text-stone-500"}`} data-flow-label>
        {node.title}
      </div>
      {layout[node.id] === "cycle" && node.children.length >= 3 ? (
        <div className="flex flex-row items-center justify-between gap-7">
          <div className="flex flex-col items-start gap-16">
            <Node node={node.children[0]!} current={current} coverage={coverage} depth={depth + 1} layout={layout} />
            <Node node={node.children[node.children.length - 1]!} current={current} coverage={coverage} depth={depth + 1} layout={layout} />
          </div>
          <div className="flex flex-col gap-7">
            {node.children.slice(1, -1).map((c) => (
              <Node key={c.id} node={c} current={current} coverage={coverage} depth={depth + 1} layout={layout} />
            ))}
          </div>
        </div>
      ) : (
        <div className={`flex ${layout[node.id] === "row" ? "flex-row flex-wrap items-center justify-between gap-x-8 gap-y-5" : "flex-col gap-7"}`}>
          {node.children.map((c) => (
            <Node key={c.id} node={c} current={current} coverage={coverage} depth={depth + 1} layout={layout} />
          ))}
        </div>
      )}
    </div>
  );
}
