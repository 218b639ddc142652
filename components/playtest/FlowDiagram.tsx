"use client";

/**
 * The round/phase flow of the game, drawn from the engine's XState machine: its states as nested
 * boxes (`flowTree()`), the moves between them as arrows (`FLOW_EDGES`, routed around the boxes), and
 * the state the game is in highlighted (with what can happen next listed below).
 */
import { useLayoutEffect, useRef, useState } from "react";
import { FLOW_EDGES, flowTree, type FlowNode } from "@/engine";
import { routeEdges, type Box } from "./flowRoutes";

export interface FlowDiagramProps {
  /** Id of the current state, e.g. "flow.round.actions.turn" (from `targetFor(state)` without the #). */
  current?: string;
  className?: string;
}

const TREE = flowTree();

const LABELS: Record<string, string> = {
  setup: "Setup",
  dwellings: "Initial dwellings",
  bonusCards: "Bonus cards",
  round: "Round",
  income: "Income",
  actions: "Action phase",
  turn: "Turn",
  decisions: "Decisions",
  cultBonus: "Cult bonus",
  finished: "Final scoring",
};

/** How each compound state lays out its children. */
const ROWS = new Set(["flow.setup", "flow.round"]);

function label(key: string): string {
  return LABELS[key] ?? key;
}

interface Line {
  key: string;
  from: string;
  d: string;
  when: string;
}

export function FlowDiagram({ current, className = "" }: FlowDiagramProps) {
  const box = useRef<HTMLDivElement>(null);
  const [lines, setLines] = useState<Line[]>([]);
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    const measure = () => {
      const origin = root.getBoundingClientRect();
      const boxes: Box[] = [...root.querySelectorAll<HTMLElement>("[data-state]")].map((el) => {
        const r = el.getBoundingClientRect();
        return { id: el.dataset.state!, x1: r.left - origin.left, y1: r.top - origin.top, x2: r.right - origin.left, y2: r.bottom - origin.top };
      });
      const labels: Box[] = [...root.querySelectorAll<HTMLElement>("[data-flow-label]")].map((el) => {
        const r = el.getBoundingClientRect();
        return { id: "", x1: r.left - origin.left, y1: r.top - origin.top, x2: r.right - origin.left, y2: r.bottom - origin.top };
      });
      const routes = routeEdges(boxes, FLOW_EDGES, labels);
      const out: Line[] = [];
      FLOW_EDGES.forEach((e, i) => {
        const route = routes[i];
        if (!route) return;
        out.push({ key: `${e.from}>${e.to}`, from: e.from, d: route.map((p, j) => `${j ? "L" : "M"}${Math.round(p.x)} ${Math.round(p.y)}`).join(" "), when: e.when });
      });
      setLines(out);
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(root);
    return () => ro.disconnect();
  }, []);

  const next = FLOW_EDGES.filter((e) => e.from === current);
  return (
    <figure className={className} data-testid="flow-diagram" data-current={current}>
      <div ref={box} className="relative">
        <Node node={TREE} current={current} depth={0} />
        <svg className="pointer-events-none absolute inset-0 h-full w-full overflow-visible" aria-hidden>
          <defs>
            <marker id="flow-arrow" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0 0 L8 4 L0 8 Z" fill="#57534e" />
            </marker>
            <marker id="flow-arrow-on" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0 0 L8 4 L0 8 Z" fill="#d97706" />
            </marker>
          </defs>
          {lines.map((l) => {
            const active = l.from === current;
            return (
              <path key={l.key} data-edge={l.key} d={l.d} fill="none" strokeLinejoin="round" stroke={active ? "#d97706" : "#78716c"} strokeWidth={active ? 2.2 : 1.3} strokeDasharray={active ? undefined : "4 3"} markerEnd={`url(#${active ? "flow-arrow-on" : "flow-arrow"})`}>
                <title>{l.when}</title>
              </path>
            );
          })}
        </svg>
      </div>
      {next.length > 0 && (
        <figcaption className="mt-2 space-y-0.5 text-[11px] text-stone-600">
          {next.map((e) => (
            <div key={e.to}>
              → <span className="font-semibold text-stone-800">{label(e.to.split(".").pop()!)}</span> when {e.when}
            </div>
          ))}
        </figcaption>
      )}
    </figure>
  );
}

function Node({ node, current, depth }: { node: FlowNode; current?: string; depth: number }) {
  const children = node.children.filter((c) => c.key !== "sync");
  const here = current === node.id;
  const inside = !!current && current.startsWith(`${node.id}.`);
  if (depth === 0)
    return (
      <div className="flex flex-col gap-4">
        {children.map((c) => (
          <Node key={c.id} node={c} current={current} depth={1} />
        ))}
      </div>
    );
  if (children.length === 0)
    return (
      <div
        data-state={node.id}
        data-current={here ? "true" : undefined}
        title={node.description}
        className={`relative z-[1] rounded-full px-3 py-1.5 text-center text-[11px] font-semibold whitespace-nowrap shadow-sm ring-1 ${here ? "bg-amber-400 text-stone-950 ring-2 ring-amber-600" : "bg-white text-stone-700 ring-stone-300"}`}
      >
        {label(node.key)}
      </div>
    );
  return (
    <div data-state={node.id} title={node.description} className={`rounded-xl border px-2.5 pt-1 pb-2.5 ${inside ? "border-amber-500/70 bg-amber-50/70" : "border-stone-300 bg-stone-50/60"}`}>
      <div className={`mb-1.5 w-fit text-[10px] font-bold tracking-wider uppercase ${inside ? "text-amber-800" : "text-stone-500"}`} data-flow-label>
        {label(node.key)}
      </div>
      <div className={`flex ${ROWS.has(node.id) ? "flex-row items-center justify-between gap-6" : "flex-col gap-5"}`}>
        {children.map((c) => (
          <Node key={c.id} node={c} current={current} depth={depth + 1} />
        ))}
      </div>
    </div>
  );
}
