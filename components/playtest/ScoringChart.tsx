/**
 * Final scoring: each player's victory points by source (starting VP, round scoring, towns, cult
 * majorities, area, resources, ...) as stacked bars, best first, with a legend and the numbers.
 * VP lost (power taken) is drawn to the left of zero. The final-scoring tiles in play (Fire & Ice's,
 * Merchants of the Seas' trade majority) are named, with each player's count and the VP it gives.
 */
import { envOf, measure, rankingVp, VP_SOURCES, type Catalog, type GameState, type VpSource } from "@/engine";
import { factionColor, factionName, VP_SOURCE_STYLE } from "./model/view";
import { FactionBadge, Panel } from "./pieces";

export interface ScoringChartProps {
  catalog: Catalog;
  state: GameState;
  title?: string;
}

/** The name of a source in this game: the final-scoring tiles in play name theirs. */
function sourceLabel(catalog: Catalog, state: GameState, s: VpSource): string {
  if (s !== "final-scoring-tile" || state.finalScoring.length === 0) return VP_SOURCE_STYLE[s].label;
  return `Final tile: ${state.finalScoring.map((id) => catalog.finalScoringTiles[id]?.name ?? id).join(", ")}`;
}

export function ScoringChart({ catalog, state, title }: ScoringChartProps) {
  const players = [...state.players].sort((a, b) => b.vp - a.vp);
  const env = envOf(catalog, state);
  // Each final-scoring tile in play: each player's count now, and the VP it gives (or gave) for it.
  const tiles = state.finalScoring.flatMap((id) => {
    const tile = catalog.finalScoringTiles[id];
    if (!tile) return [];
    const levels = state.players.map((_, seat) => measure(env, seat, tile.metric));
    return [{ id, tile, levels, vp: rankingVp(levels, tile.points) }];
  });
  const used = VP_SOURCES.filter((s) => players.some((p) => (p.vpSources[s] ?? 0) !== 0));
  const gains = (p: (typeof players)[number]) => used.filter((s) => (p.vpSources[s] ?? 0) > 0);
  const losses = (p: (typeof players)[number]) => used.reduce((n, s) => n + Math.min(0, p.vpSources[s] ?? 0), 0);
  const maxGain = Math.max(1, ...players.map((p) => gains(p).reduce((n, s) => n + p.vpSources[s]!, 0)));
  const maxLoss = Math.max(0, ...players.map((p) => -losses(p)));
  const total = maxGain + maxLoss;
  const lossShare = (maxLoss / total) * 100;
  return (
    <Panel title={title ?? (state.finished ? "Final scoring" : "Victory points so far")} label="Scoring by source">
      <ol className="space-y-2.5" data-testid="scoring-chart">
        {players.map((p, rank) => {
          const loss = -losses(p);
          return (
            <li key={p.faction} data-faction={p.faction} className="grid grid-cols-[11rem_1fr_3rem] items-center gap-3">
              <div className="flex min-w-0 items-center gap-2">
                <span className="w-4 text-right text-xs font-bold text-stone-400">{rank + 1}</span>
                <FactionBadge color={factionColor(catalog, p.faction)} name={factionName(catalog, p.faction)} size="sm" />
                <span className="text-sm leading-tight font-semibold">{factionName(catalog, p.faction)}</span>
              </div>
              <div className="relative flex h-6 items-stretch">
                <div className="flex justify-end" style={{ width: `${lossShare}%` }}>
                  {loss > 0 && (
                    <div className="rounded-l bg-rose-500/80 bg-[repeating-linear-gradient(135deg,transparent_0_3px,rgb(255_255_255/0.35)_3px_5px)]" style={{ width: `${(loss / maxLoss) * 100}%` }} title={`${VP_SOURCE_STYLE.leech.label}: −${loss}`} />
                  )}
                </div>
                <div className="flex flex-1 overflow-hidden rounded-r shadow-inner" style={{ background: "rgb(0 0 0 / 0.06)" }}>
                  {gains(p).map((s) => {
                    const n = p.vpSources[s]!;
                    return (
                      <div
                        key={s}
                        data-source={s}
                        className="flex items-center justify-center overflow-hidden border-r border-white/60 text-[10px] font-bold text-white"
                        style={{ width: `${(n / maxGain) * 100}%`, background: VP_SOURCE_STYLE[s].color }}
                        title={`${sourceLabel(catalog, state, s)}: ${n}`}
                      >
                        {n >= 5 ? n : ""}
                      </div>
                    );
                  })}
                </div>
              </div>
              <div className="text-right text-lg font-black tabular-nums" data-testid={`final-vp-${p.faction}`}>
                {p.vp}
              </div>
            </li>
          );
        })}
      </ol>
      <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-[11px] text-stone-600" aria-label="Sources">
        {used.map((s: VpSource) => (
          <li key={s} className="inline-flex items-center gap-1">
            <span className="size-2.5 rounded-sm" style={{ background: s === "leech" ? "#f43f5e" : VP_SOURCE_STYLE[s].color }} />
            {sourceLabel(catalog, state, s)}
          </li>
        ))}
      </ul>
      {tiles.map(({ id, tile, levels, vp }) => (
        <div key={id} className="mt-2 rounded-md bg-indigo-900/10 px-2 py-1.5 text-xs" data-testid={`final-tile-${id}`} data-final-tile={id}>
          <span className="font-semibold text-indigo-950">
            Final-scoring tile “{tile.name}” ({tile.points.join("/")} VP{state.finished ? "" : ", if the game ended now"}):
          </span>{" "}
          {state.players
            .map((p, seat) => ({ p, seat }))
            .sort((a, b) => levels[b.seat]! - levels[a.seat]!)
            .map(({ p, seat }) => (
              <span key={p.faction} className="mr-2 inline-flex items-center gap-1 whitespace-nowrap" data-faction={p.faction} data-level={levels[seat]} data-vp={vp[seat]}>
                <FactionBadge color={factionColor(catalog, p.faction)} name={factionName(catalog, p.faction)} size="sm" />
                {factionName(catalog, p.faction)} {levels[seat]}
                {tile.metric === "trade-markers" ? ` trade marker${levels[seat] === 1 ? "" : "s"}` : ""} → <b>{vp[seat]} VP</b>
              </span>
            ))}
        </div>
      ))}
      <details className="mt-2 text-xs">
        <summary className="cursor-pointer text-stone-500 hover:text-stone-800">Numbers</summary>
        <div className="mt-1 overflow-x-auto">
          <table className="w-full text-right tabular-nums">
            <thead>
              <tr className="text-stone-500">
                <th className="py-1 text-left font-semibold">Faction</th>
                {used.map((s) => (
                  <th key={s} className="px-1 py-1 font-semibold">
                    {sourceLabel(catalog, state, s)}
                  </th>
                ))}
                <th className="px-1 py-1 font-semibold">Total</th>
              </tr>
            </thead>
            <tbody>
              {players.map((p) => (
                <tr key={p.faction} className="border-t border-stone-300/60">
                  <td className="py-1 text-left font-semibold">{factionName(catalog, p.faction)}</td>
                  {used.map((s) => (
                    <td key={s} className="px-1">
                      {p.vpSources[s] ?? 0}
                    </td>
                  ))}
                  <td className="px-1 font-bold">{p.vp}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Panel>
  );
}
