/**
 * The cult board: four tracks with each faction's marker, the spaces where stepping up gives power,
 * and the order spaces with the priests sent there. When the engine lists a priest to send or cult
 * steps to place, the track to click is highlighted.
 */
import { CULTS, rulesFor, type Catalog, type Cult, type GameState, type Move } from "@/engine";
import { CULT_COLORS, CULT_NAMES, factionColor, factionName, isDark } from "./model/view";
import { Panel } from "./pieces";

export interface CultBoardProps {
  catalog: Catalog;
  state: GameState;
  /** `send` and `cult` moves of the acting player. */
  moves?: readonly Move[];
  onMove?: (move: Move) => void;
}

export function CultBoard({ catalog, state, moves = [], onMove }: CultBoardProps) {
  const rules = rulesFor(catalog, state.options);
  const top = rules.cults.top;
  const powerAt = new Map(rules.cults.powerAt.map((p) => [p.space, p.power]));
  const levels = Array.from({ length: top + 1 }, (_, i) => top - i);
  const moveFor = (cult: Cult) => moves.find((m): m is Extract<Move, { type: "send" | "cult" }> => (m.type === "send" || m.type === "cult") && m.cult === cult);
  return (
    <Panel title="Cult board" label="Cult board">
      <div className="grid grid-cols-4 gap-1.5" data-testid="cult-board">
        {CULTS.map((cult) => {
          const style = CULT_COLORS[cult];
          const move = moveFor(cult);
          const here = (level: number) => state.players.map((p, seat) => ({ p, seat })).filter(({ p }) => p.cults[cult] === level);
          return (
            <div key={cult} data-cult={cult} className={`overflow-hidden rounded-lg ring-1 ring-black/25 ${move ? "ring-2 ring-amber-400" : ""}`}>
              <div className="py-1 text-center text-[11px] font-bold tracking-wide uppercase" style={{ background: style.fill, color: style.ink }}>
                {CULT_NAMES[cult]}
              </div>
              <ol className="bg-gradient-to-b from-stone-100 to-stone-200/70" aria-label={`${CULT_NAMES[cult]} track`}>
                {levels.map((level) => {
                  const markers = here(level);
                  return (
                    <li key={level} className="flex h-[18px] items-center gap-0.5 border-b border-stone-300/70 px-1 text-[9px]" title={markers.map(({ p }) => factionName(catalog, p.faction)).join(", ") || undefined}>
                      <span className={`w-3.5 text-right font-semibold tabular-nums ${level === top ? "text-amber-700" : "text-stone-400"}`}>{level}</span>
                      {powerAt.has(level) && <span className="rounded-sm bg-violet-200 px-0.5 font-bold text-violet-800">{powerAt.get(level)}</span>}
                      <span className="flex -space-x-1">
                        {markers.map(({ p }) => {
                          const c = factionColor(catalog, p.faction);
                          return <span key={p.faction} className="size-3 rounded-full ring-1 ring-white" style={{ background: c, boxShadow: isDark(c) ? undefined : "inset 0 0 0 1px rgb(0 0 0 / 0.35)" }} data-marker={p.faction} />;
                        })}
                      </span>
                    </li>
                  );
                })}
              </ol>
              <div className="flex justify-center gap-0.5 bg-stone-300/60 px-1 py-1" aria-label={`${CULT_NAMES[cult]} order spaces`}>
                {state.cultSpaces[cult].map((seat, i) => {
                  const steps = rules.cults.priestSpaces[i];
                  const c = seat >= 0 ? factionColor(catalog, state.players[seat]!.faction) : undefined;
                  return (
                    <span key={i} className="flex size-5 items-center justify-center rounded-full text-[9px] font-bold ring-1 ring-stone-500/40" style={{ background: c ?? "#fafaf9", color: c ? (isDark(c) ? "#fff" : "#1c1917") : "#78716c" }} title={seat >= 0 ? `${factionName(catalog, state.players[seat]!.faction)}'s priest` : `${steps} steps`}>
                      {steps}
                    </span>
                  );
                })}
              </div>
              {move && (
                <button type="button" onClick={() => onMove?.(move)} className="block w-full bg-amber-400 py-0.5 text-[10px] font-bold text-stone-900 hover:bg-amber-300">
                  {move.type === "send" ? "Send priest" : `+${move.steps} step${move.steps === 1 ? "" : "s"}`}
                </button>
              )}
            </div>
          );
        })}
      </div>
    </Panel>
  );
}
