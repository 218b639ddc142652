"use client";

import type { ReactNode } from "react";
import { Bar, CartesianGrid, ComposedChart, ErrorBar, ReferenceLine, ResponsiveContainer, Scatter, Tooltip, XAxis, YAxis } from "recharts";

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
function errors(i: IntervalJson, scale = 1): [number, number] | undefined {
  return i.lo === null || i.hi === null ? undefined : [(i.estimate - i.lo) * scale, (i.hi - i.estimate) * scale];
}

/** The estimate as a short dash, carrying the error bar (a scatter point exists even where the bar has height 0). */
const dash = (props: { cx?: number; cy?: number }) => <line x1={(props.cx ?? 0) - 5} x2={(props.cx ?? 0) + 5} y1={props.cy} y2={props.cy} stroke="#18181b" strokeWidth={2} />;

/** Per faction win rate and mean VP, each bar with its 95% confidence interval as an error bar. */
export function LabCharts({ players, seats }: { players: FactionStatsJson[]; seats: number }) {
  const rows = [...players]
    .sort((a, b) => b.winRate.estimate - a.winRate.estimate)
    .map((p) => ({
      faction: p.player,
      winRate: p.winRate.estimate * 100,
      winRateError: errors(p.winRate, 100),
      meanVp: p.meanVp.estimate,
      meanVpError: errors(p.meanVp),
    }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ErrorBarChart rows={rows} value="winRate" label="Win rate by faction" caption="Win rate by faction (%, 95% Wilson interval)" name="win rate" fill="#0f766e" domain={[0, 100]}>
        {seats > 0 && <ReferenceLine y={100 / seats} stroke="#a1a1aa" strokeDasharray="4 4" label={{ value: "fair", fontSize: 10, position: "insideTopRight" }} />}
      </ErrorBarChart>
      <ErrorBarChart rows={rows} value="meanVp" label="Mean VP by faction" caption="Mean final VP by faction (95% t interval)" name="mean VP" fill="#b45309" />
    </div>
  );
}

type Row = { faction: string; winRate: number; winRateError?: [number, number]; meanVp: number; meanVpError?: [number, number] };

/** One figure: a bar per faction for `value`, with its interval (`<value>Error`) as an error bar. */
function ErrorBarChart({ rows, value, label, caption, name, fill, domain, children }: {
  rows: Row[];
  value: "winRate" | "meanVp";
  label: string;
  caption: string;
  name: string;
  fill: string;
  domain?: [number, number];
  children?: ReactNode;
}) {
  return (
    <figure className="rounded-lg border border-zinc-200 bg-white p-4" aria-label={label}>
      <figcaption className="mb-2 text-sm font-medium text-zinc-800">{caption}</figcaption>
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 48, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="faction" angle={-40} textAnchor="end" interval={0} tick={{ fontSize: 11 }} />
          <YAxis {...(domain ? { domain } : {})} tick={{ fontSize: 11 }} />
          <Tooltip formatter={(v) => (typeof v === "number" ? v.toFixed(1) : String(v))} />
          {children}
          <Bar dataKey={value} name={name} fill={fill} isAnimationActive={false} />
          <Scatter dataKey={value} name={name} shape={dash} isAnimationActive={false} legendType="none" tooltipType="none">
            <ErrorBar dataKey={`${value}Error`} width={6} stroke="#18181b" direction="y" isAnimationActive={false} />
          </Scatter>
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
