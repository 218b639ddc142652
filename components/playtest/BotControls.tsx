"use client";

/**
 * Bots at the table: play until a person has to act, or every seat to the end of the game, with a
 * progress bar; whether bots move on their own; how long the last run took.
 */
import type { MutableRefObject } from "react";
import type { BotRun, SessionSeat, TurnOf } from "./useGameLine";
import { Panel } from "./pieces";

/** What the bot controls read of a table's line of moves (`useGameLine`), for any game. */
export interface BotControlsLine {
  run?: BotRun;
  latest?: { finished: boolean };
  past: boolean;
  view?: TurnOf;
  seats: readonly SessionSeat[];
  lastRun: MutableRefObject<{ played: number; ms: number } | undefined>;
  runBots: (mode: BotRun["mode"]) => Promise<void>;
  stopBots: () => void;
  autoBots: boolean;
  setAutoBots: (on: boolean) => void;
}

/** `nameOf`: how the table names a seat (its faction, its player). */
export function BotControls({ pt, nameOf }: { pt: BotControlsLine; nameOf: (seat: number) => string }) {
  const { run, latest, past, view, seats } = pt;
  const disabled = !latest || latest.finished || past || !!run;
  // Bots cannot move on while a person owes an answer (a power offer, a tile): say whose.
  const waiting = !latest || past ? [] : (view?.deciding ?? []).filter((s) => seats[s]?.control !== "bot").map(nameOf);
  const last = pt.lastRun.current;
  const button = "flex-1 rounded-md px-2.5 py-1.5 text-xs font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-50";
  return (
    <Panel title="Bots" label="Bots">
      <div className="flex gap-1.5">
        <button type="button" disabled={disabled || waiting.length > 0} onClick={() => void pt.runBots("until-person")} className={`${button} bg-emerald-700 text-white hover:bg-emerald-800`} title={waiting.length ? `${waiting.join(" and ")} must answer first` : undefined}>
          Play bots until my turn
        </button>
        <button type="button" disabled={disabled} onClick={() => void pt.runBots("to-end")} className={`${button} bg-stone-800 text-white hover:bg-stone-950`} title="Bots play every seat, people's too, to the final scoring">
          Bots play to the end
        </button>
      </div>
      {waiting.length > 0 && !run && (
        <p className="mt-2 text-[11px] font-semibold text-violet-900" data-testid="bots-wait">
          {waiting.join(" and ")} must answer first: the bots wait for people&apos;s decisions.
        </p>
      )}
      {run ? (
        <div className="mt-2 space-y-1" role="status" data-testid="bot-progress">
          <div className="h-2 overflow-hidden rounded-full bg-stone-300" role="progressbar" aria-label="Game progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(run.progress * 100)}>
            <div className="h-full rounded-full bg-gradient-to-r from-emerald-500 to-amber-400 transition-[width]" style={{ width: `${Math.max(3, run.progress * 100)}%` }} />
          </div>
          <div className="flex items-center justify-between text-[11px] text-stone-600">
            <span>
              {run.mode === "to-end" ? "Playing to the end" : "Playing until a person's turn"} · {run.played} moves
            </span>
            <button type="button" onClick={pt.stopBots} className="font-semibold text-rose-700 underline">
              Stop
            </button>
          </div>
        </div>
      ) : (
        last && (
          <p className="mt-2 text-[11px] text-stone-500" data-testid="bot-last-run" data-moves={last.played} data-ms={Math.round(last.ms)}>
            Last run: {last.played} moves in {(last.ms / 1000).toFixed(1)} s
          </p>
        )
      )}
      <label className="mt-2 flex items-center gap-1.5 text-[11px] text-stone-600">
        <input type="checkbox" checked={pt.autoBots} onChange={(e) => pt.setAutoBots(e.target.checked)} />
        Bots move on their own when it is their turn
      </label>
    </Panel>
  );
}
