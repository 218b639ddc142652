/**
 * Before the first move: the seats pick their factions in seating order. The factions still open
 * (not taken, no home terrain taken) are offered; seats with a faction named or drawn when the game
 * was created get it when their turn comes, and bots pick for themselves.
 */
import type { BoardTerrain, Catalog, GameSetup } from "@/engine";
import { TerrainSwatch } from "@/components/TerrainSwatch";
import { pickableFactions } from "@/lib/playtest/game";
import { factionColor, isDark } from "./model/view";
import { Panel } from "./pieces";
import type { SessionSeat } from "./usePlaytest";

export interface FactionPickProps {
  catalog: Catalog;
  setup: GameSetup;
  seats: readonly SessionSeat[];
  onPick: (faction: string) => void;
}

export function FactionPick({ catalog, setup, seats, onPick }: FactionPickProps) {
  const seat = setup.factions.length;
  const reserved = seats.slice(seat + 1).flatMap((s) => (s.faction ? [s.faction] : []));
  const open = pickableFactions(catalog, [...setup.factions, ...reserved], setup.options);
  const person = seats[seat];
  return (
    <div className="space-y-3">
      <Panel title="Setup · factions" label="Faction pick">
        <ol className="mb-3 flex flex-wrap gap-2 text-sm">
          {seats.map((s, i) => {
            const f = setup.factions[i] ?? s.faction;
            return (
              <li key={i} className={`rounded-full px-3 py-1 ring-1 ${i === seat ? "bg-amber-300 font-semibold text-stone-900 ring-amber-600" : "bg-white/70 ring-stone-300"}`}>
                {i + 1}. {s.name ?? `Seat ${i + 1}`}: {f ? (catalog.factions[f]?.name ?? f) : i === seat ? "picking…" : "to pick"}
              </li>
            );
          })}
        </ol>
        {setup.scoring && (
          <p className="mb-3 text-xs text-stone-600">
            Scoring tiles: {setup.scoring.map((id, i) => `R${i + 1} ${catalog.scoringTiles[id]?.name ?? id}`).join(" · ")}
            {setup.finalScoring && setup.finalScoring.length > 0 && ` · Final scoring: ${setup.finalScoring.map((id) => catalog.finalScoringTiles[id]?.name ?? id).join(", ")}`}
          </p>
        )}
        {person?.control === "bot" ? (
          <p className="text-sm text-stone-600">The bot at seat {seat + 1} is picking…</p>
        ) : (
          <>
            <p className="mb-2 text-sm font-semibold">{person?.name ?? `Seat ${seat + 1}`}: pick a faction</p>
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {open.map((id) => {
                const f = catalog.factions[id]!;
                const color = factionColor(catalog, id);
                return (
                  <li key={id}>
                    <button type="button" onClick={() => onPick(id)} data-pick={id} className="flex h-full w-full flex-col overflow-hidden rounded-lg bg-white text-left shadow ring-1 ring-black/15 hover:ring-2 hover:ring-amber-500">
                      <span className="flex items-center gap-2 px-3 py-1.5 text-sm font-bold" style={{ background: color, color: isDark(color) ? "#fff" : "#1c1917" }}>
                        {f.homeTerrain !== "chosen" && <TerrainSwatch terrain={f.homeTerrain as BoardTerrain} size="sm" />}
                        {f.name}
                      </span>
                      <span className="px-3 py-2 text-xs leading-snug text-stone-600">{f.description}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </Panel>
    </div>
  );
}
