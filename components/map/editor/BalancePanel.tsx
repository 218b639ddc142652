"use client";

/**
 * The map's balance per home terrain: pick a terrain and a figure to see it as a heatmap on the
 * board, and compare the terrains in a table. Figures come from the engine's `mapBalance`.
 */
import { BALANCE_METRICS, TERRAINS, type BalanceMetric, type MapBalance, type Terrain } from "@/engine";
import Link from "next/link";
import type { MapLabJson, WinRateCell } from "@/lib/lab/map-win-rates";
import { CELL_STYLES } from "../terrain";

/** Spades: green (own terrain) to red (three spades). */
const SPADE_COLOURS = ["#15803d", "#84cc16", "#f59e0b", "#dc2626"] as const;
/** Other figures: light to dark blue from 0 to the highest value on the board. */
const SCALE_LIGHT = [239, 246, 255];
const SCALE_DARK = [30, 58, 138];

/** The highest value a heatmap's legend runs to. */
export function heatMax(metric: BalanceMetric, heat: ReadonlyMap<string, number>): number {
  if (metric === "spades") return 3;
  if (metric === "river" || metric === "edge") return 1;
  return Math.max(1, ...heat.values());
}

/** The colour of a value on a metric's heatmap. */
export function heatColour(metric: BalanceMetric, value: number, max: number): string {
  if (metric === "spades") return SPADE_COLOURS[Math.min(3, Math.max(0, value))]!;
  const t = max > 0 ? Math.min(1, value / max) : 0;
  const mix = SCALE_LIGHT.map((a, i) => Math.round(a + (SCALE_DARK[i]! - a) * t));
  return `#${mix.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

export interface BalancePanelProps {
  balance: MapBalance;
  terrain: Terrain;
  metric: BalanceMetric;
  /** Legend range of the current heatmap. */
  max: number;
  onTerrain: (terrain: Terrain) => void;
  onMetric: (metric: BalanceMetric) => void;
  /** The lab's measured win rates on this map (newest finished batch); absent: none yet. */
  lab?: MapLabJson;
  /** Where to run a batch on this map. */
  labLink: string;
}

const percent = (x: number) => `${Math.round(x * 100)}%`;
/** A win rate with its interval and games, as one line ("31% [22–41%], 48 games"). */
const rateText = (c: WinRateCell) => `${percent(c.winRate.estimate)} [${percent(c.winRate.lo)}–${percent(c.winRate.hi)}], ${c.games} game${c.games === 1 ? "" : "s"}`;

const COLUMNS: { label: string; title: string; value: (b: MapBalance["terrains"][Terrain]) => number }[] = [
  { label: "0", title: "Own hexes (0 spades)", value: (b) => b.spadeCounts[0] },
  { label: "1", title: "Land hexes 1 spade away", value: (b) => b.spadeCounts[1] },
  { label: "2", title: "Land hexes 2 spades away", value: (b) => b.spadeCounts[2] },
  { label: "3", title: "Land hexes 3 spades away", value: (b) => b.spadeCounts[3] },
  { label: "River", title: "Own hexes touching the river", value: (b) => b.riverAccess },
  { label: "Crowd", title: "Neighbours of other terrains, summed over own hexes", value: (b) => b.crowding },
  { label: "Edge", title: "Own hexes on the board's edge", value: (b) => b.edge },
  { label: "Bridge", title: "Bridge slots with an end on an own hex", value: (b) => b.bridgeSlots },
];

export function BalancePanel({ balance, terrain, metric, max, onTerrain, onMetric, lab, labLink }: BalancePanelProps) {
  const about = BALANCE_METRICS.find((m) => m.id === metric)!;
  const legend = metric === "river" || metric === "edge" ? [0, 1] : Array.from({ length: max + 1 }, (_, i) => i);
  return (
    <section aria-label="Balance" className="space-y-4 text-sm" data-testid="balance-panel" data-terrain={terrain} data-metric={metric}>
      <div>
        <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-zinc-500 uppercase">Home terrain</h3>
        <div className="flex flex-wrap gap-1" role="radiogroup" aria-label="Home terrain">
          {TERRAINS.map((t) => (
            <button
              key={t}
              type="button"
              role="radio"
              aria-checked={t === terrain}
              data-terrain={t}
              onClick={() => onTerrain(t)}
              className={`flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium ring-1 ${t === terrain ? "bg-zinc-900 text-white ring-zinc-900" : "bg-white text-zinc-700 ring-zinc-300 hover:bg-zinc-100"}`}
            >
              <span className="size-3 rounded-sm ring-1 ring-black/20" style={{ background: CELL_STYLES[t].fill }} />
              {CELL_STYLES[t].name}
            </button>
          ))}
        </div>
      </div>
      <div>
        <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-zinc-500 uppercase">Heatmap</h3>
        <div className="flex flex-wrap gap-1" role="radiogroup" aria-label="Heatmap figure">
          {BALANCE_METRICS.map((m) => (
            <button
              key={m.id}
              type="button"
              role="radio"
              aria-checked={m.id === metric}
              data-metric={m.id}
              onClick={() => onMetric(m.id)}
              className={`rounded-md px-2 py-1 text-xs font-medium ring-1 ${m.id === metric ? "bg-sky-700 text-white ring-sky-700" : "bg-white text-zinc-700 ring-zinc-300 hover:bg-zinc-100"}`}
            >
              {m.title}
            </button>
          ))}
        </div>
        <p className="mt-2 text-xs text-zinc-600">{about.description}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-zinc-700" data-testid="balance-legend">
          {legend.map((v) => (
            <span key={v} className="inline-flex items-center gap-1">
              <span className="size-3.5 rounded-sm ring-1 ring-black/20" style={{ background: heatColour(metric, v, max) }} />
              {metric === "river" || metric === "edge" ? (v ? "yes" : "no") : v}
            </span>
          ))}
        </div>
      </div>
      <div className="-mx-1 overflow-x-auto px-1">
        <table className="w-full border-collapse text-xs tabular-nums" data-testid="balance-table">
          <thead>
            <tr className="text-zinc-500">
              <th className="py-1 text-left font-medium">Terrain</th>
              <th colSpan={4} className="py-1 text-center font-medium" title="Land hexes by spades from the terrain">
                Spades 0 · 1 · 2 · 3
              </th>
              {COLUMNS.slice(4).map((c) => (
                <th key={c.label} title={c.title} className="py-1 pl-1 text-right font-medium">
                  {c.label}
                </th>
              ))}
              {lab && (
                <th title="Win rate measured by the lab on this map (95% Wilson interval, games)" className="py-1 pl-1.5 text-right font-medium">
                  Lab win
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {TERRAINS.map((t) => {
              const b = balance.terrains[t];
              return (
                <tr key={t} data-terrain={t} onClick={() => onTerrain(t)} className={`cursor-pointer border-t border-zinc-200 ${t === terrain ? "bg-sky-50 font-semibold" : "hover:bg-zinc-100"}`}>
                  <td className="py-1">
                    <span className="inline-flex items-center gap-1.5">
                      <span className="size-2.5 rounded-sm ring-1 ring-black/20" style={{ background: CELL_STYLES[t].fill }} />
                      {CELL_STYLES[t].name}
                    </span>
                  </td>
                  {COLUMNS.map((c, i) => (
                    <td key={c.label} title={c.title} className={`py-1 text-right ${i >= 4 ? "pl-1" : "pl-0.5"}`}>
                      {c.value(b)}
                    </td>
                  ))}
                  {lab && <LabCell home={lab.rates.byHome[t]} />}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <LabNote lab={lab} link={labLink} />
      <p className="text-xs text-zinc-500">Recomputed after every change to the map. Crowding counts neighbouring land hexes of other terrains; river access counts own hexes touching the river.</p>
    </section>
  );
}

/** A home terrain's measured win rate: the rate, then its interval and games; each faction in the tooltip. */
function LabCell({ home }: { home: MapLabJson["rates"]["byHome"][string] | undefined }) {
  if (!home) return <td className="py-1 pl-1.5 text-right text-zinc-400" title="No faction of this home terrain played in the batch">—</td>;
  return (
    <td className="py-1 pl-1.5 text-right" data-testid="lab-win" title={home.factions.map((f) => `${f.faction}: ${rateText(f)}`).join("\n")}>
      <span>{percent(home.winRate.estimate)}</span>
      <span className="block text-[10px] font-normal whitespace-nowrap text-zinc-500">
        {Math.round(home.winRate.lo * 100)}–{Math.round(home.winRate.hi * 100)} · {home.games}
      </span>
    </td>
  );
}

/** Which batch the lab column comes from, the factions it cannot place on a terrain, or how to get one. */
function LabNote({ lab, link }: { lab: MapLabJson | undefined; link: string }) {
  if (!lab)
    return (
      <p className="text-xs text-zinc-600" data-testid="balance-lab">
        Lab win rate: no batch yet —{" "}
        <Link href={link} className="font-medium text-teal-800 underline">
          run one in /lab
        </Link>
      </p>
    );
  const { batch } = lab;
  return (
    <div className="space-y-1 text-xs text-zinc-600" data-testid="balance-lab">
      <p>
        Lab win: the newest finished batch on this map (<code>{batch.id}</code>
        {batch.revision ? `, revision ${batch.revision}` : ""}, {batch.players} players, bots {batch.bots.join(", ")}): {lab.games} games. Each cell: the home terrain&apos;s win rate, its 95% Wilson
        interval · games (its factions pooled; hover for each).{" "}
        <Link href={link} className="font-medium text-teal-800 underline">
          Run another in /lab
        </Link>
      </p>
      {lab.rates.elsewhere.length > 0 && <p>Factions without one home terrain: {lab.rates.elsewhere.map((f) => `${f.faction} ${rateText(f)}`).join("; ")}.</p>}
    </div>
  );
}
