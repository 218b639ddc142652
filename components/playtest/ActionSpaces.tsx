/**
 * The power action spaces of the game board: cost, what each gives, whether it is taken this round.
 * A space the acting player may take now (by the engine's legal moves) is lit and clickable;
 * clicking another one asks the engine anyway, which answers with its reason.
 */
import type { Catalog, GameState, Move } from "@/engine";
import { Panel, TokenIcon } from "./pieces";

export interface ActionSpacesProps {
  catalog: Catalog;
  state: GameState;
  /** `action` moves of the acting player. */
  moves?: readonly Move[];
  onMove?: (move: Move) => void;
  /** Try a space the engine does not list (to show its reason). */
  onAttempt?: (id: string) => void;
}

function gives(a: Catalog["powerActions"][string]): string {
  const g = a.effect?.gain;
  if (g) return Object.entries(g).map(([k, n]) => `${n} ${k === "coins" ? "coins" : k}`).join(", ");
  if (a.then?.handler === "bridge") return "a bridge";
  if (a.then?.handler === "transform") return `${a.then.spades} spade${a.then.spades === 1 ? "" : "s"}`;
  return a.name ?? "";
}

export function ActionSpaces({ catalog, state, moves = [], onMove, onAttempt }: ActionSpacesProps) {
  return (
    <Panel title="Power actions" label="Power actions">
      <ul className="grid grid-cols-3 gap-1.5 sm:grid-cols-6" data-testid="power-actions">
        {Object.entries(catalog.powerActions).map(([id, a]) => {
          const taken = state.usedActions.includes(id);
          const move = moves.find((m) => m.type === "action" && m.id === id);
          return (
            <li key={id}>
              <button
                type="button"
                data-action-space={id}
                data-taken={taken ? "true" : undefined}
                aria-label={`${id} ${a.name ?? ""}: ${a.cost?.power ?? 0} power for ${gives(a)}${taken ? " (taken)" : ""}`}
                onClick={() => (move ? onMove?.(move) : onAttempt?.(id))}
                className={`relative flex h-full w-full flex-col items-center gap-0.5 px-1 pt-1.5 pb-1 text-center [clip-path:polygon(30%_0,70%_0,100%_30%,100%_70%,70%_100%,30%_100%,0_70%,0_30%)] ${
                  move ? "cursor-pointer bg-amber-300 text-stone-900 hover:bg-amber-200" : taken ? "bg-stone-300 text-stone-500" : "bg-[#e9ddf5] text-violet-950"
                }`}
              >
                <span className="flex items-center gap-0.5 text-[11px] font-bold">
                  <TokenIcon kind="power" size={12} />
                  {a.cost?.power ?? 0}
                </span>
                <span className="text-[10px] leading-tight font-semibold">{gives(a)}</span>
                <span className="text-[9px] text-current/60">{id}</span>
                {taken && (
                  <span aria-hidden className="absolute inset-0 flex items-center justify-center text-2xl font-black text-stone-700/60">
                    ✕
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
