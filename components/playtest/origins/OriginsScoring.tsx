"use client";

/**
 * Origins' final scoring (`state.final`) as stacked bars, one per player, best first: the VP scored
 * during the game, then the final scoring's parts (Gold, the Advisor row, the two lowest temples,
 * seat dice times their towers), with the winners named.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { OriginsState } from "@/engine";
import type { SessionSeat } from "../useGameLine";
import { Panel } from "../pieces";

const PARTS = [
  { key: "during", label: "During the game", color: "#78716c" },
  { key: "gold", label: "Gold", color: "#eab308" },
  { key: "advisors", label: "Advisor row", color: "#0ea5e9" },
  { key: "temples", label: "Temples", color: "#16a34a" },
  { key: "seats", label: "Seats × towers", color: "#9333ea" },
] as const;

export type ScoreRow = { player: string; total: number } & Record<(typeof PARTS)[number]["key"], number>;

/** Each player's VP by part, best first. */
export function scoreRows(state: OriginsState, seats: readonly SessionSeat[]): ScoreRow[] {
  return (state.final ?? [])
    .map((f) => {
      const p = state.players[f.seat]!;
      return { player: `${p.id} · ${seats[f.seat]?.name ?? p.id}`, total: p.vp, during: p.vp - f.total, gold: f.gold, advisors: f.advisors, temples: f.temples, seats: f.seats };
    })
    .sort((a, b) => b.total - a.total);
}

export function OriginsScoring({ state, seats }: { state: OriginsState; seats: readonly SessionSeat[] }) {
  const rows = scoreRows(state, seats);
  const winners = (state.winners ?? []).map((s) => `${state.players[s]!.id} · ${seats[s]?.name ?? ""}`);
  return (
    <Panel title="Final scoring" label="Final scoring">
      <p className="mb-2 text-sm font-semibold" data-testid="winners">
        {winners.length === 1 ? `Winner: ${winners[0]}` : `Shared win: ${winners.join(", ")}`}
      </p>
      <div style={{ height: 60 + rows.length * 44 }} data-testid="final-scoring">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 24, top: 4, bottom: 4 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="player" width={130} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            {PARTS.map((p) => (
              <Bar key={p.key} dataKey={p.key} name={p.label} stackId="vp" fill={p.color} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="mt-2 w-full text-right text-xs tabular-nums" data-testid="final-table">
        <thead className="text-stone-500">
          <tr>
            <th className="text-left font-semibold">Player</th>
            {PARTS.map((p) => (
              <th key={p.key} className="font-semibold">
                {p.label}
              </th>
            ))}
            <th className="font-semibold">Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.player} data-score={r.total}>
              <td className="text-left font-semibold">{r.player}</td>
              {PARTS.map((p) => (
                <td key={p.key}>{r[p.key]}</td>
              ))}
              <td className="font-bold">{r.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
