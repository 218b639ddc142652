/**
 * A player's three power bowls with their tokens, and — when the engine lists them — the burn
 * amounts and conversions the player may make now.
 */
import type { Move } from "@/engine";
import { TokenIcon } from "./pieces";

export interface PowerBowlsProps {
  power: readonly [number, number, number];
  /** Burn moves the engine lists for the player now. */
  burns?: readonly Extract<Move, { type: "burn" }>[];
  onMove?: (move: Move) => void;
  compact?: boolean;
}

const ROMAN = ["I", "II", "III"];

export function PowerBowls({ power, burns = [], onMove, compact = false }: PowerBowlsProps) {
  return (
    <div className="space-y-1.5" data-testid="power-bowls">
      <div className="flex items-end gap-1.5" role="group" aria-label={`Power bowls: ${power[0]} in I, ${power[1]} in II, ${power[2]} in III`}>
        {power.map((n, i) => (
          <div
            key={i}
            className={`relative flex flex-1 flex-col items-center justify-end rounded-b-[999px] rounded-t-md border border-violet-900/25 bg-gradient-to-b from-violet-100 to-violet-200/80 px-1 pb-1.5 shadow-inner ${compact ? "h-11" : "h-14"} ${i === 2 && n > 0 ? "ring-2 ring-violet-500/60" : ""}`}
            data-bowl={i + 1}
          >
            <span className="absolute top-0.5 text-[9px] font-semibold text-violet-900/50">{ROMAN[i]}</span>
            <span className="flex items-center gap-0.5 text-base font-bold text-violet-950 tabular-nums">
              <TokenIcon kind="power" size={13} />
              {n}
            </span>
          </div>
        ))}
      </div>
      {burns.length > 0 && (
        <div className="flex flex-wrap items-center gap-1 text-[11px]">
          <span className="text-stone-500">Burn</span>
          {burns.map((m) => (
            <button
              key={m.amount}
              type="button"
              onClick={() => onMove?.(m)}
              title={`Remove ${m.amount * 2} tokens from bowl II to move ${m.amount} to bowl III`}
              className="rounded bg-violet-700 px-1.5 py-0.5 font-semibold text-white shadow-sm hover:bg-violet-800"
            >
              {m.amount}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
