"use client";

/**
 * The figures of a finished batch (computed by lib/lab/figures.ts, drawn here): each faction's VP
 * spread and mean VP by source, the win rate by seat, and per map the suggested starting VP with
 * its interval, beside the pack's printed table when it has one (difference per faction and
 * Spearman's rank correlation of the two).
 */
import { BoxChart, DifferenceChart, ErrorBarChart, errors, FairLine, StackedBarChart, type IntervalJson } from "./LabCharts";

export interface StartingVpJson {
  player: string;
  games: number;
  current: number;
  offset: IntervalJson;
  suggested: IntervalJson;
}

/** GET /api/lab/batches/:id's `figures` (unbounded interval ends are null in JSON). */
export interface BatchFiguresJson {
  confidence: number;
  spreads: { player: string; games: number; min: number; q1: number; median: number; q3: number; max: number; mean: number }[];
  sources: { sources: string[]; players: { player: string; games: number; meanVp: number; bySource: Record<string, number> }[] };
  seats: { seat: number; games: number; wins: number; winRate: IntervalJson }[];
  startingVp: {
    map: string;
    games: number;
    suggestions: StartingVpJson[];
    printed?: { rows: { player: string; printed: number; suggested: IntervalJson; difference: IntervalJson }[]; spearman?: number; unprinted: string[] };
  }[];
}

/** A VP source id as a label ("round-scoring" → "round scoring"). */
const sourceLabel = (id: string) => id.replace(/-/g, " ");

const num = (x: number | null, digits = 1) => (x === null ? "–" : x.toFixed(digits));
const signed = (x: number) => `${x > 0 ? "+" : ""}${x.toFixed(1)}`;
const excludesZero = (i: IntervalJson) => (i.lo !== null && i.lo > 0) || (i.hi !== null && i.hi < 0);

/** `noun`: what a result's player is (the game module's `lab.playerNoun`); `seatNote`: what the seats are (`lab.seatNote`). */
export function LabFigures({ figures, seats, noun = "faction", seatNote = "seat 1 starts", oneBoard = false }: { figures: BatchFiguresJson; seats: number; noun?: string; seatNote?: string; oneBoard?: boolean }) {
  const level = `${Math.round(figures.confidence * 100)}%`;
  const sources = figures.sources;
  return (
    <div className="space-y-6" data-testid="lab-figures">
      <div className="grid gap-6 lg:grid-cols-2">
        <BoxChart
          rows={figures.spreads.map(({ player, ...s }) => ({ label: player, ...s }))}
          label={`VP distribution by ${noun}`}
          caption={`Final VP by ${noun} (box: quartiles, split at the median; whiskers: lowest to highest; dot: mean)`}
          fill="#b45309"
        />
        <ErrorBarChart
          rows={figures.seats.map((s) => ({ label: `seat ${s.seat + 1}`, value: s.winRate.estimate * 100, error: errors(s.winRate, 100) }))}
          label="Win rate by seat"
          caption={`Win rate by seat (%, ${level} Wilson interval; ${seatNote})`}
          name="win rate"
          fill="#1d4ed8"
          domain={[0, 100]}
          slanted={false}
        >
          {seats > 0 && <FairLine seats={seats} />}
        </ErrorBarChart>
      </div>
      <StackedBarChart
        rows={sources.players.map((p) => ({ label: p.player, ...p.bySource }))}
        parts={sources.sources}
        partLabel={sourceLabel}
        label="VP by source"
        caption={`Mean final VP by source per ${noun} (a source that costs VP, such as leeching, is drawn below 0)`}
      />
      {figures.startingVp.map((m) => (
        <StartingVpView key={m.map} view={m} level={level} noun={noun} oneBoard={oneBoard} />
      ))}
    </div>
  );
}

/** One map's suggested starting VP: a table, and what to add to the start (or to the printed table) as error bars around 0. */
function StartingVpView({ view, level, noun, oneBoard }: { view: BatchFiguresJson["startingVp"][number]; level: string; noun: string; oneBoard: boolean }) {
  const printed = view.printed;
  const where = oneBoard ? "" : ` on ${view.map}`;
  const byPlayer = new Map(printed?.rows.map((r) => [r.player, r]));
  const chart = printed
    ? printed.rows.map((r) => ({ label: r.player, value: r.difference.estimate, error: errors(r.difference), changed: excludesZero(r.difference) }))
    : view.suggestions.map((s) => ({ label: s.player, value: s.offset.estimate, error: errors(s.offset), changed: excludesZero(s.offset) }));
  return (
    <section aria-label={`Starting VP on ${view.map}`} className="space-y-3 rounded-lg border border-zinc-200 bg-white p-4">
      <h3 className="text-sm font-semibold text-zinc-900">
        Suggested starting VP{where} ({view.games} games)
      </h3>
      <p className="text-xs text-zinc-600">
        The start that would give every {noun} the same expected final rank, with a {level} bootstrap interval (games re-scored with VP added to each start; assumes the bots play the same whatever
        their score).{" "}
        {printed
          ? "The pack prints a starting-VP table for this map: the difference is suggested − printed."
          : `The pack prints no starting-VP table for this ${oneBoard ? "game" : "map"}: the suggestion is measured from the start the batch was played with.`}
      </p>
      {printed && (
        <p className="text-sm text-zinc-800" data-testid="starting-vp-spearman">
          Rank correlation (Spearman) of suggestion and printed table: {printed.spearman === undefined ? "not defined (fewer than 3 factions, or a table that is the same for all)" : printed.spearman.toFixed(2)}
          {printed.unprinted.length > 0 && ` · not in the printed table: ${printed.unprinted.join(", ")}`}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <table className="w-full self-start text-sm" data-testid={`starting-vp-${view.map}`}>
          <thead className="text-left text-xs text-zinc-500">
            <tr>
              <th className="py-1 first-letter:uppercase">{noun}</th>
              <th>Games</th>
              <th>Played with</th>
              <th>Suggested [{level}]</th>
              {printed && <th>Printed</th>}
              {printed && <th>Difference</th>}
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {view.suggestions.map((s) => {
              const p = byPlayer.get(s.player);
              return (
                <tr key={s.player} className="border-t border-zinc-100">
                  <td className="py-1">{s.player}</td>
                  <td>{s.games}</td>
                  <td>{s.current}</td>
                  <td>
                    {num(s.suggested.estimate)} [{num(s.suggested.lo)}, {num(s.suggested.hi)}]
                  </td>
                  {printed && <td>{p ? p.printed : "—"}</td>}
                  {printed && <td className={p && excludesZero(p.difference) ? "font-semibold text-red-700" : undefined}>{p ? signed(p.difference.estimate) : "—"}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
        <DifferenceChart label={`${printed ? "Suggested − printed starting VP" : "VP to add to the start"}${where} (${level} interval)`} unit="VP" rows={chart} />
      </div>
    </section>
  );
}
