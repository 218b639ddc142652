"use client";

/**
 * The lab's chart kinds (recharts), each one component reused wherever that kind of figure is
 * drawn: bars with error bars (win rate, mean VP, win rate by seat), points with horizontal error
 * bars around 0 (A/B differences, starting VP to add), boxes (VP spread) and stacked bars (VP by
 * source). They draw what they are given; the numbers are computed on the server (lib/lab).
 */
import type { ReactNode } from "react";
import type { VpSpread } from "@/engine";
import { Bar, BarChart, CartesianGrid, ComposedChart, ErrorBar, Legend, ReferenceLine, ResponsiveContainer, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from "recharts";

/** An estimate with its confidence interval (ends are null when unbounded, e.g. from one game). */
export interface IntervalJson {
  estimate: number;
  lo: number | null;
  hi: number | null;
}

export interface FactionStatsJson {
  player: string;
  games: number;
  wins: number;
  winRate: IntervalJson;
  meanVp: IntervalJson;
}

/** Distances from the estimate to the interval's ends, as recharts' ErrorBar takes them (none where unbounded: one game). */
export function errors(i: IntervalJson, scale = 1): [number, number] | undefined {
  return i.lo === null || i.hi === null ? undefined : [(i.estimate - i.lo) * scale, (i.hi - i.estimate) * scale];
}

/** The estimate as a short dash, carrying the error bar (a scatter point exists even where the bar has height 0). */
const dash = (props: { cx?: number; cy?: number }) => <line x1={(props.cx ?? 0) - 5} x2={(props.cx ?? 0) + 5} y1={props.cy} y2={props.cy} stroke="#18181b" strokeWidth={2} />;

const fixed1 = (v: unknown) => (typeof v === "number" ? v.toFixed(1) : String(v));

/** Per player (a faction, or what the game's results are about: `noun`) win rate and mean VP, each bar with its 95% confidence interval as an error bar. */
export function LabCharts({ players, seats, noun = "faction" }: { players: FactionStatsJson[]; seats: number; noun?: string }) {
  const sorted = [...players].sort((a, b) => b.winRate.estimate - a.winRate.estimate);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ErrorBarChart
        rows={sorted.map((p) => ({ label: p.player, value: p.winRate.estimate * 100, error: errors(p.winRate, 100) }))}
        label={`Win rate by ${noun}`}
        caption={`Win rate by ${noun} (%, 95% Wilson interval)`}
        name="win rate"
        fill="#0f766e"
        domain={[0, 100]}
      >
        {seats > 0 && <FairLine seats={seats} />}
      </ErrorBarChart>
      <ErrorBarChart rows={sorted.map((p) => ({ label: p.player, value: p.meanVp.estimate, error: errors(p.meanVp) }))} label={`Mean VP by ${noun}`} caption={`Mean final VP by ${noun} (95% t interval)`} name="mean VP" fill="#b45309" />
    </div>
  );
}

/** The fair win rate, 1/seats, as a dashed line on a win-rate chart (in %). */
export function FairLine({ seats }: { seats: number }) {
  return <ReferenceLine y={100 / seats} stroke="#a1a1aa" strokeDasharray="4 4" label={{ value: "fair", fontSize: 10, position: "insideTopRight" }} />;
}

export interface ErrorBarRow {
  label: string;
  value: number;
  /** Distances down and up to the interval's ends (none: unbounded). */
  error?: [number, number];
}

/** Bars of one measure per category, each with its interval as an error bar. */
export function ErrorBarChart({ rows, label, caption, name, fill, domain, slanted = true, children }: {
  rows: ErrorBarRow[];
  /** The figure's accessible name. */
  label: string;
  caption: string;
  /** The measure's name in the tooltip. */
  name: string;
  fill: string;
  domain?: [number, number];
  /** Slanted category labels (long names such as factions). */
  slanted?: boolean;
  children?: ReactNode;
}) {
  return (
    <figure className="rounded-lg border border-zinc-200 bg-white p-4" aria-label={label}>
      <figcaption className="mb-2 text-sm font-medium text-zinc-800">{caption}</figcaption>
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: slanted ? 48 : 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" {...(slanted ? { angle: -40, textAnchor: "end" } : {})} interval={0} tick={{ fontSize: 11 }} />
          <YAxis {...(domain ? { domain } : {})} tick={{ fontSize: 11 }} />
          <Tooltip formatter={fixed1} />
          {children}
          <Bar dataKey="value" name={name} fill={fill} isAnimationActive={false} />
          <Scatter dataKey="value" name={name} shape={dash} isAnimationActive={false} legendType="none" tooltipType="none">
            <ErrorBar dataKey="error" width={6} stroke="#18181b" direction="y" isAnimationActive={false} />
          </Scatter>
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}

export interface DifferenceRow {
  label: string;
  value: number;
  error?: [number, number];
  /** Drawn in red: the interval excludes 0. */
  changed: boolean;
}

/** Differences of one measure per category, each a point with a horizontal error bar, around a line at 0. */
export function DifferenceChart({ label, rows, unit }: { label: string; rows: DifferenceRow[]; unit: string }) {
  const height = 40 + rows.length * 28;
  return (
    <figure className="rounded-lg border border-zinc-200 bg-white p-4" aria-label={label}>
      <figcaption className="mb-2 text-sm font-medium text-zinc-800">{label}</figcaption>
      <ResponsiveContainer width="100%" height={height}>
        <ScatterChart margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" dataKey="value" name={unit} tick={{ fontSize: 11 }} domain={["auto", "auto"]} />
          <YAxis type="category" dataKey="label" width={110} tick={{ fontSize: 11 }} interval={0} reversed />
          <Tooltip formatter={fixed1} />
          <ReferenceLine x={0} stroke="#52525b" />
          <Scatter data={rows} fill="#0f766e" isAnimationActive={false} shape={(p: { cx?: number; cy?: number; payload?: { changed: boolean } }) => <circle cx={p.cx} cy={p.cy} r={4} fill={p.payload?.changed ? "#b91c1c" : "#0f766e"} />}>
            <ErrorBar dataKey="error" width={6} stroke="#18181b" direction="x" isAnimationActive={false} />
          </Scatter>
        </ScatterChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** One category's spread: extremes, quartiles, median and mean. */
/** One box: the engine's spread of a player's final VP, under the label the chart shows. */
export type SpreadRow = Omit<VpSpread, "player"> & { label: string };

/** The box's tooltip: the spread's figures, not recharts' stacked parts. */
function SpreadTooltip({ active, payload }: { active?: boolean; payload?: readonly { payload?: SpreadRow }[] }) {
  const row = active ? payload?.[0]?.payload : undefined;
  if (!row) return null;
  return (
    <div className="rounded-md border border-zinc-200 bg-white px-3 py-2 text-xs shadow-sm tabular-nums">
      <p className="font-medium text-zinc-900">
        {row.label} ({row.games} games)
      </p>
      <p>
        min {row.min} · Q1 {row.q1.toFixed(1)} · median {row.median.toFixed(1)} · Q3 {row.q3.toFixed(1)} · max {row.max}
      </p>
      <p>mean {row.mean.toFixed(1)}</p>
    </div>
  );
}

/**
 * A box per category: the box spans the quartiles (split at the median), the whisker the lowest to
 * the highest value, a dot marks the mean.
 */
export function BoxChart({ rows, label, caption, fill }: { rows: SpreadRow[]; label: string; caption: string; fill: string }) {
  const data = rows.map((r) => ({ ...r, base: r.q1, lower: r.median - r.q1, upper: r.q3 - r.median, whisker: [r.median - r.min, r.max - r.median] as [number, number] }));
  // The VP range with some room, on round tens (the boxes' invisible bases start at 0 and are cut off).
  const low = Math.max(0, Math.floor((Math.min(...rows.map((r) => r.min)) - 5) / 10) * 10);
  const high = Math.ceil((Math.max(...rows.map((r) => r.max)) + 5) / 10) * 10;
  return (
    <figure className="rounded-lg border border-zinc-200 bg-white p-4" aria-label={label}>
      <figcaption className="mb-2 text-sm font-medium text-zinc-800">{caption}</figcaption>
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 48, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" angle={-40} textAnchor="end" interval={0} tick={{ fontSize: 11 }} />
          <YAxis domain={rows.length ? [low, high] : [0, 1]} allowDataOverflow tick={{ fontSize: 11 }} />
          <Tooltip content={SpreadTooltip} />
          <Bar dataKey="base" stackId="box" fill="transparent" isAnimationActive={false} legendType="none" />
          <Bar dataKey="lower" stackId="box" fill={fill} fillOpacity={0.85} stroke="#18181b" strokeWidth={0.5} isAnimationActive={false} />
          <Bar dataKey="upper" stackId="box" fill={fill} fillOpacity={0.5} stroke="#18181b" strokeWidth={0.5} isAnimationActive={false} />
          <Scatter dataKey="median" shape={dash} isAnimationActive={false} legendType="none">
            <ErrorBar dataKey="whisker" width={8} stroke="#18181b" direction="y" isAnimationActive={false} />
          </Scatter>
          <Scatter dataKey="mean" fill="#18181b" shape="circle" isAnimationActive={false} legendType="none" />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** Distinct colours for the parts of a stack (Tableau 10, then darker and lighter ones). */
const PALETTE = ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac", "#1f3a5f", "#8cd17d", "#d4a6c8", "#86bcb6", "#499894"];

/**
 * Each part's colour: by its place among the parts in name order, so a part keeps its colour across
 * batches that have the same parts whatever their order in the stack; parts below 0 in grey tones.
 */
function partColours(rows: readonly Record<string, number | string>[], parts: readonly string[]): Map<string, string> {
  const negative = (p: string) => rows.reduce((a, r) => a + (typeof r[p] === "number" ? r[p] : 0), 0) < 0;
  const named = [...parts].sort();
  let grey = 0;
  return new Map(named.map((p, i) => [p, negative(p) ? ["#52525b", "#a1a1aa", "#27272a"][grey++ % 3]! : PALETTE[i % PALETTE.length]!]));
}

/** Stacked bars: per category, the parts of a total (negative parts below 0). */
export function StackedBarChart({ rows, parts, label, caption, partLabel = (p) => p }: {
  rows: ({ label: string } & Record<string, number | string>)[];
  /** The parts, bottom of the stack first. */
  parts: string[];
  label: string;
  caption: string;
  partLabel?: (part: string) => string;
}) {
  const colours = partColours(rows, parts);
  return (
    <figure className="rounded-lg border border-zinc-200 bg-white p-4" aria-label={label}>
      <figcaption className="mb-2 text-sm font-medium text-zinc-800">{caption}</figcaption>
      <ResponsiveContainer width="100%" height={340}>
        <BarChart data={rows} stackOffset="sign" margin={{ top: 8, right: 8, bottom: 48, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" angle={-40} textAnchor="end" interval={0} tick={{ fontSize: 11 }} />
          <YAxis tick={{ fontSize: 11 }} />
          <Tooltip formatter={fixed1} />
          <Legend verticalAlign="top" itemSorter={null} wrapperStyle={{ fontSize: 11, paddingBottom: 8 }} />
          <ReferenceLine y={0} stroke="#52525b" />
          {parts.map((p) => (
            <Bar key={p} dataKey={p} name={partLabel(p)} stackId="parts" fill={colours.get(p)} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
