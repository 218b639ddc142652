"use client";

import { DifferenceChart, errors, type IntervalJson } from "./LabCharts";

/** One faction of an A/B comparison as GET /api/lab/compare answers it (unbounded interval ends are null). */
export interface FactionComparisonJson {
  faction: string;
  a: { games: number; wins: number; winRate: IntervalJson; meanVp: IntervalJson } | null;
  b: { games: number; wins: number; winRate: IntervalJson; meanVp: IntervalJson } | null;
  /** B − A win rate (a fraction); null when the faction played in one batch only. */
  winRate: IntervalJson | null;
  /** B − A mean VP; null as above. */
  meanVp: IntervalJson | null;
  winRateChanged: boolean;
  meanVpChanged: boolean;
}

export interface LabComparisonJson {
  confidence: number;
  a: { id: string; packId: string; packVersion: string; games: number; spec: { pack: { revision?: number }; players: number; seed: number } };
  b: LabComparisonJson["a"];
  factions: FactionComparisonJson[];
  notes: string[];
}

const pct = (x: number) => (x * 100).toFixed(1);
const signed = (x: number, f: (x: number) => string) => `${x > 0 ? "+" : ""}${f(x)}`;
const vp = (x: number) => x.toFixed(1);
const ends = (i: IntervalJson, f: (x: number) => string) => (i.lo === null || i.hi === null ? "unbounded" : `${f(i.lo)} to ${f(i.hi)}`);

const difference = (i: IntervalJson | null, changed: boolean, f: (x: number) => string) => (i ? `${signed(i.estimate, f)} (${ends(i, f)})${changed ? " changed" : ""}` : "— (one batch only)");

/**
 * An A/B comparison of two lab batches: per faction B − A win rate and mean VP with their intervals,
 * as a table and as two charts of horizontal error bars around 0. A difference whose interval
 * excludes 0 is marked (red point, "changed").
 */
export function LabComparison({ comparison }: { comparison: LabComparisonJson }) {
  const level = `${Math.round(comparison.confidence * 100)}%`;
  const f = comparison.factions;
  const name = (b: LabComparisonJson["a"]) => `${b.packId}${b.spec.pack.revision ? `@${b.spec.pack.revision}` : ""} ${b.packVersion}, seed ${b.spec.seed}, ${b.games} games`;
  return (
    <section className="space-y-4" aria-label="A/B comparison">
      <p className="text-sm text-zinc-700">
        A: batch <code>{comparison.a.id}</code> ({name(comparison.a)}) · B: batch <code>{comparison.b.id}</code> ({name(comparison.b)}). Δ is B − A, with its {level} interval.
      </p>
      {comparison.notes.map((n) => (
        <p key={n} className="text-sm text-amber-700">
          Note: {n}
        </p>
      ))}
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-zinc-500">
            <th className="py-1">Faction</th>
            <th>Games A/B</th>
            <th>Win A</th>
            <th>Win B</th>
            <th>Δ win rate (points)</th>
            <th>VP A</th>
            <th>VP B</th>
            <th>Δ mean VP</th>
          </tr>
        </thead>
        <tbody>
          {f.map((x) => (
            <tr key={x.faction} data-testid={`compare-${x.faction}`} className="border-t border-zinc-100">
              <td className="py-1 font-medium">{x.faction}</td>
              <td>
                {x.a?.games ?? 0}/{x.b?.games ?? 0}
              </td>
              <td>{x.a ? `${pct(x.a.winRate.estimate)}%` : "—"}</td>
              <td>{x.b ? `${pct(x.b.winRate.estimate)}%` : "—"}</td>
              <td className={x.winRateChanged ? "font-semibold text-red-700" : undefined}>{difference(x.winRate, x.winRateChanged, pct)}</td>
              <td>{x.a ? vp(x.a.meanVp.estimate) : "—"}</td>
              <td>{x.b ? vp(x.b.meanVp.estimate) : "—"}</td>
              <td className={x.meanVpChanged ? "font-semibold text-red-700" : undefined}>{difference(x.meanVp, x.meanVpChanged, vp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="grid gap-6 lg:grid-cols-2">
        <DifferenceChart label={`Δ win rate B − A (points, ${level} Newcombe interval)`} unit="points" rows={f.flatMap((x) => (x.winRate ? [{ label: x.faction, value: x.winRate.estimate * 100, error: errors(x.winRate, 100), changed: x.winRateChanged }] : []))} />
        <DifferenceChart label={`Δ mean VP B − A (${level} Welch interval)`} unit="VP" rows={f.flatMap((x) => (x.meanVp ? [{ label: x.faction, value: x.meanVp.estimate, error: errors(x.meanVp), changed: x.meanVpChanged }] : []))} />
      </div>
    </section>
  );
}
