"use client";

/**
 * The game log in the game's notation (`format`), one command per line, grouped by round. Clicking a
 * line shows the game as it was after it (time travel); the step buttons move one line at a time.
 * Undo and redo at the present (each takes back or puts back the same moves); while looking back,
 * continuing from there as a branch.
 */
import { useEffect, useRef } from "react";
import { formatMove, type Catalog, type Move } from "@/engine";
import { factionColor } from "./model/view";
import { Panel } from "./pieces";

export interface LogPanelProps<M, S extends { round: number }> {
  /** A move in the game's notation, and the colour of the player who made it. */
  format: (move: M) => string;
  colorOf?: (move: M) => string | undefined;
  /** The line of moves and the state before each (`states[i]` is before move `i`). */
  line: readonly M[];
  states: readonly S[];
  /** Moves shown (the present when it is `line.length`). */
  cursor: number;
  onGoto?: (moves: number) => void;
  onUndo?: () => void;
  onRedo?: () => void;
  canRedo?: boolean;
  onBranch?: () => void;
  /** Setup lines shown above the moves. */
  setupLines?: readonly string[];
  height?: string;
}

/**
 * How Terra Mystica's log reads: terra.snellman.net notation, each move in its faction's colour.
 * With `sealed` (the fast auction's bids are not all in), a bid's amount is not shown.
 */
export function terraMysticaLog(catalog: Catalog, sealed = false) {
  return {
    format: (m: Move) => (sealed && m.type === "bid" ? `${m.faction}: bid ${m.nominee} (sealed)` : formatMove(m)),
    colorOf: (m: Move) => ("faction" in m ? factionColor(catalog, m.faction) : undefined),
  };
}

function roundOf(state: { round: number } | undefined): string {
  if (!state || state.round === 0) return "Setup";
  return `Round ${state.round}`;
}

export function LogPanel<M, S extends { round: number }>({ format, colorOf, line, states, cursor, onGoto, onUndo, onRedo, canRedo = false, onBranch, setupLines = [], height = "h-80" }: LogPanelProps<M, S>) {
  const box = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = box.current;
    const row = list?.querySelector<HTMLElement>(`[data-move="${cursor}"]`);
    if (list && row) list.scrollTop = Math.max(0, row.offsetTop - list.clientHeight / 2);
  }, [cursor, line.length]);
  const past = cursor < line.length;
  const step = "rounded-md px-2 py-1 text-xs font-semibold text-stone-700 ring-1 ring-stone-400/50 hover:bg-white disabled:opacity-40 disabled:hover:bg-transparent";
  const headers = line.map((_, i) => roundOf(states[i]) !== roundOf(i > 0 ? states[i - 1] : undefined) || i === 0);
  return (
    <Panel
      title={`Log · ${line.length} move${line.length === 1 ? "" : "s"}`}
      label="Game log"
      actions={
        <div className="flex items-center gap-1">
          <button type="button" className={step} onClick={onUndo} disabled={!onUndo || line.length === 0 || past} title={past ? "Go back to the present to undo" : "Take back the last move (and the bots' moves after a person's)"}>
            Undo
          </button>
          <button type="button" className={step} onClick={onRedo} disabled={!onRedo || !canRedo || past} title={past ? "Go back to the present to redo" : "Play again the moves the last undo took back"}>
            Redo
          </button>
        </div>
      }
    >
      <div className="mb-2 flex items-center gap-1" role="group" aria-label="Step through the game">
        <button type="button" className={step} aria-label="First move" onClick={() => onGoto?.(0)} disabled={cursor === 0}>
          <StepIcon d="M4 3v10M13 3 6 8l7 5z" />
        </button>
        <button type="button" className={step} aria-label="Previous move" onClick={() => onGoto?.(cursor - 1)} disabled={cursor === 0}>
          <StepIcon d="M11 3 4 8l7 5z" />
        </button>
        <span className="flex-1 text-center text-xs text-stone-600 tabular-nums" data-testid="log-position">
          {cursor} / {line.length}
        </span>
        <button type="button" className={step} aria-label="Next move" onClick={() => onGoto?.(cursor + 1)} disabled={!past}>
          <StepIcon d="M5 3l7 5-7 5z" />
        </button>
        <button type="button" className={step} aria-label="Last move" onClick={() => onGoto?.(line.length)} disabled={!past}>
          <StepIcon d="M12 3v10M3 3l7 5-7 5z" />
        </button>
      </div>
      {past && (
        <div className="mb-2 rounded-md bg-sky-100 px-2 py-1.5 text-xs text-sky-950 ring-1 ring-sky-800/20" role="status">
          Looking at the game after move {cursor}.{" "}
          <button type="button" className="font-semibold underline" onClick={() => onGoto?.(line.length)}>
            Back to the present
          </button>
          {onBranch && (
            <>
              {" · "}
              <button type="button" className="font-semibold underline" onClick={onBranch}>
                Continue from here as a branch
              </button>
            </>
          )}
        </div>
      )}
      <ol ref={box} className={`relative ${height} overflow-y-auto rounded-md bg-white/60 font-mono text-[11.5px] leading-5 ring-1 ring-stone-300`} data-testid="log-lines">
        {setupLines.map((text, i) => (
          <li key={`s${i}`} className="px-2 text-stone-400">
            {text}
          </li>
        ))}
        <li data-move={0}>
          <button type="button" onClick={() => onGoto?.(0)} className={`w-full px-2 text-left ${cursor === 0 ? "bg-amber-200 font-semibold" : "text-stone-500 hover:bg-amber-50"}`}>
            — start of play —
          </button>
        </li>
        {line.map((move, i) => {
          const group = roundOf(states[i]);
          const header = headers[i];
          const color = colorOf?.(move);
          return (
            <li key={i} data-move={i + 1}>
              {header && <div className="sticky top-0 z-10 bg-stone-200/95 px-2 font-sans text-[10px] font-bold tracking-wider text-stone-600 uppercase">{group}</div>}
              <button
                type="button"
                onClick={() => onGoto?.(i + 1)}
                aria-current={cursor === i + 1 ? "step" : undefined}
                className={`flex w-full items-center gap-1.5 px-2 text-left ${cursor === i + 1 ? "bg-amber-200 font-semibold" : i + 1 > cursor ? "text-stone-400 hover:bg-amber-50" : "hover:bg-amber-50"}`}
              >
                <span className="w-8 shrink-0 text-right text-[10px] text-stone-400 tabular-nums">{i + 1}</span>
                <span className="size-2 shrink-0 rounded-full" style={{ background: color ?? "#a8a29e" }} />
                <span className="min-w-0 break-words">{format(move)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}

function StepIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden>
      <path d={d} fill="currentColor" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  );
}
