/**
 * What lies beside the board: the scoring tile of each round (the current one marked), the bonus
 * cards on offer with the coins on them, and the favor and town tiles left. Cards and tiles the
 * acting player may take now (passing, a favor or town due) are lit and clickable.
 */
import type { Catalog, GameState, Move } from "@/engine";
import { Amount, Panel } from "./pieces";

export function ScoringTiles({ catalog, state }: { catalog: Catalog; state: GameState }) {
  return (
    <ol className="grid grid-cols-3 gap-1.5 sm:grid-cols-6" aria-label="Scoring tiles" data-testid="scoring-tiles">
      {state.scoring.map((id, i) => {
        const round = i + 1;
        const tile = catalog.scoringTiles[id];
        const now = round === state.round && !state.finished;
        const done = round < state.round || state.finished;
        return (
          <li
            key={id}
            data-round={round}
            data-current={now ? "true" : undefined}
            title={tile?.text}
            className={`rounded-lg px-2 py-1.5 text-[11px] ring-1 transition ${now ? "bg-amber-200 text-stone-900 ring-2 ring-amber-500" : done ? "bg-stone-700/50 text-stone-300 ring-black/20" : "bg-[#f7f1e3] text-stone-700 ring-black/20"}`}
          >
            <div className="flex items-center justify-between font-bold">
              <span>Round {round}</span>
              <span className="text-[9px] opacity-60">{id}</span>
            </div>
            <div className="leading-tight">{tile?.name}</div>
          </li>
        );
      })}
      {state.finalScoring.map((id) => {
        const tile = catalog.finalScoringTiles[id];
        return (
          <li key={`final-${id}`} data-final-scoring={id} title={tile?.text} className="col-span-3 rounded-lg bg-[#efe4c8] px-2 py-1.5 text-[11px] text-stone-800 ring-1 ring-amber-700/40 sm:col-span-6">
            <span className="font-bold">Final scoring</span> <span className="text-[9px] opacity-60">{id}</span> · {tile?.name ?? id}
            {tile?.points && <span className="text-stone-600"> · {tile.points.join("/")} VP</span>}
          </li>
        );
      })}
    </ol>
  );
}

export interface SupplyProps {
  catalog: Catalog;
  state: GameState;
  /** `pass`, `favor` and `town` moves of the acting player. */
  moves?: readonly Move[];
  onMove?: (move: Move) => void;
  onAttempt?: (move: Move) => void;
  /** Faction of the acting player (for attempts). */
  actor?: string;
}

export function BonusCards({ catalog, state, moves = [], onMove, onAttempt, actor }: SupplyProps) {
  const holders = new Map(state.players.filter((p) => p.bonus).map((p) => [p.bonus!, p.faction]));
  const ids = Object.keys(state.pool.bonus).filter((id) => state.pool.bonus[id]! > 0 || holders.has(id));
  return (
    <Panel title="Bonus cards" label="Bonus cards">
      <ul className="grid grid-cols-2 gap-1.5 sm:grid-cols-3 xl:grid-cols-4" data-testid="bonus-cards">
        {ids.map((id) => {
          const card = catalog.bonusCards[id];
          const move = moves.find((m) => m.type === "pass" && m.bonus === id);
          const held = holders.get(id);
          const coins = state.bonusCoins[id] ?? 0;
          return (
            <li key={id}>
              <button
                type="button"
                data-bonus={id}
                disabled={!!held && !move}
                title={card?.text}
                onClick={() => (move ? onMove?.(move) : actor && onAttempt?.({ type: "pass", faction: actor, bonus: id }))}
                className={`flex h-full w-full flex-col rounded-lg px-2 py-1.5 text-left text-[11px] ring-1 ${
                  move ? "bg-amber-300 text-stone-900 ring-2 ring-amber-600 hover:bg-amber-200" : held ? "bg-stone-700/40 text-stone-300 ring-black/20" : "bg-[#fbf3dc] text-stone-700 ring-black/15"
                }`}
              >
                <span className="flex items-center justify-between font-bold">
                  {id}
                  {coins > 0 && <Amount kind="coins" n={coins} className="text-[11px]" />}
                </span>
                <span className="leading-tight">{card?.name}</span>
                {held && <span className="mt-0.5 text-[10px] font-semibold">{catalog.factions[held]?.name ?? held}</span>}
                {move && <span className="mt-0.5 text-[10px] font-bold">{move.type === "pass" && state.phase === "setup-bonus" ? "Take" : "Pass & take"}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

export function TilePool({ catalog, state, moves = [], onMove }: SupplyProps) {
  const favors = Object.entries(state.pool.favor);
  const towns = Object.entries(state.pool.town);
  const favorMove = (id: string) => moves.find((m) => m.type === "favor" && m.tile === id && m.choice === undefined);
  // A tile whose gain is a choice (Merchants' FAV13) is taken with the turn panel's buttons, one per option.
  const favorChoices = (id: string) => moves.some((m) => m.type === "favor" && m.tile === id && m.choice !== undefined);
  const townMove = (id: string) => moves.find((m) => m.type === "town" && m.tile === id);
  return (
    <Panel title="Favor and town tiles" label="Favor and town tiles">
      <ul className="grid grid-cols-3 gap-1 sm:grid-cols-4 xl:grid-cols-6" data-testid="favor-tiles">
        {favors.map(([id, left]) => (
          <SupplyTile
            key={id}
            id={id}
            left={left}
            tile={catalog.favorTiles[id]}
            move={favorMove(id)}
            choices={favorChoices(id)}
            onMove={onMove}
            data={{ "data-favor": id }}
            available="bg-sky-50 text-sky-950 ring-sky-900/20"
          />
        ))}
      </ul>
      <ul className="mt-1.5 grid grid-cols-3 gap-1 sm:grid-cols-5" data-testid="town-tiles">
        {towns.map(([id, left]) => (
          <SupplyTile key={id} id={id} left={left} tile={catalog.townTiles[id]} move={townMove(id)} onMove={onMove} data={{ "data-town-tile": id }} available="bg-yellow-50 text-yellow-950 ring-yellow-900/25" />
        ))}
      </ul>
    </Panel>
  );
}

/** A favor or town tile left in the supply: a button when taking it is a legal move. */
function SupplyTile({
  id,
  left,
  tile,
  move,
  choices = false,
  onMove,
  data,
  available,
}: {
  id: string;
  left: number;
  tile: { name?: string; text?: string } | undefined;
  move: Move | undefined;
  /** The tile may be taken with one of the options of its choice, offered as the turn panel's buttons. */
  choices?: boolean;
  onMove: ((move: Move) => void) | undefined;
  data: Record<string, string>;
  /** Classes for a tile still in the supply that cannot be taken now. */
  available: string;
}) {
  return (
    <li>
      <button
        type="button"
        disabled={!move}
        {...data}
        title={choices ? `${tile?.text ?? id} Choose the option with the buttons of the turn panel.` : tile?.text}
        onClick={() => move && onMove?.(move)}
        className={`flex h-full w-full flex-col rounded-md px-1.5 py-1 text-left text-[10px] ring-1 ${move || choices ? "bg-amber-300 ring-2 ring-amber-600 hover:bg-amber-200" : left > 0 ? available : "bg-stone-300/60 text-stone-500 ring-black/10"}`}
      >
        <span className="flex justify-between font-bold">
          {id}
          <span className="font-normal opacity-70">×{left}</span>
        </span>
        <span className="leading-tight">{tile?.name}</span>
      </button>
    </li>
  );
}
