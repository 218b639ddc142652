/**
 * One player's board: faction and who plays it, VP, resources with next round's income, power
 * bowls, shipping and digging tracks, structures still in supply with the income the next one
 * unlocks, bonus card, favor and town tiles, and the buttons for what the engine lets this player
 * do from the board now (burn, convert, advance a track, use a tile's or the faction's action).
 */
import { BUILDINGS, incomeOf, type Catalog, type GameState, type Income, type Move } from "@/engine";
import { BOT_LABELS, type BotId } from "@/lib/playtest/schema";
import { BUILDING_NAMES, deltaText, factionColor, isDark, moveLabel, nextIncome } from "./model/view";
import { merchantsView, type MerchantsView } from "./model/ships";
import { Amount, DockBadge, ShipIcon, ShipyardBadge, StructureIcon, TokenIcon, TradeMarker } from "./pieces";
import { PowerBowls } from "./PowerBowls";
import type { SessionSeat } from "./usePlaytest";

export interface PlayerBoardProps {
  catalog: Catalog;
  state: GameState;
  seat: number;
  person?: SessionSeat;
  /** The seat whose turn it is. */
  acting?: boolean;
  /** Legal moves of this player now (empty when it is not their turn). */
  moves?: readonly Move[];
  onMove?: (move: Move) => void;
  onControl?: (control: "human" | BotId) => void;
}

/** Income in words ("+6c +3w +2 pw"); power income is tokens moved through the bowls. */
function incomeText(i: Income): string {
  return deltaText({ coins: i.coins, workers: i.workers, priests: i.priests, power: 0, vp: i.vp }) + (i.power ? ` +${i.power} pw` : "");
}

export function PlayerBoard({ catalog, state, seat, person, acting = false, moves = [], onMove, onControl }: PlayerBoardProps) {
  const p = state.players[seat]!;
  const f = catalog.factions[p.faction]!;
  const color = factionColor(catalog, p.faction);
  const ink = isDark(color) ? "#fff" : "#1c1917";
  const income = incomeOf(catalog, state, seat);
  const of = <T extends Move["type"]>(type: T) => moves.filter((m): m is Extract<Move, { type: T }> => m.type === type);
  const actions = of("action");
  const actionFor = (id: string) => actions.find((m) => m.id === id);
  const advance = (track: "shipping" | "digging") => of("advance").find((m) => m.track === track);
  const control: "human" | BotId = person?.control === "bot" ? (person.bot ?? "heuristic") : "human";
  const factionActions = f.traits.actions;
  const shipping = f.shipping;
  const digLevels = f.digging?.levels.length ?? 0;
  const merchants = merchantsView(catalog, state, seat);

  return (
    <article
      aria-label={`${f.name} player board`}
      data-faction={p.faction}
      data-acting={acting ? "true" : undefined}
      className={`flex flex-col overflow-hidden rounded-xl bg-[#f7f1e3] text-stone-800 shadow-[0_10px_28px_-14px_rgb(0_0_0/0.75)] ring-1 transition ${acting ? "ring-4 ring-amber-300" : "ring-black/20"}`}
    >
      <header className="flex items-center gap-2 px-3 py-2" style={{ background: `linear-gradient(100deg, ${color}, ${color}dd 60%, ${color}aa)`, color: ink }}>
        <div className="min-w-0 flex-1">
          <h3 className="text-sm leading-tight font-bold tracking-wide break-words">{f.name}</h3>
          <div className="flex items-center gap-1 text-[11px] opacity-90">
            {onControl ? (
              <select
                aria-label={`Who plays ${f.name}`}
                value={control}
                onChange={(e) => onControl(e.target.value as "human" | BotId)}
                className="max-w-[9rem] rounded bg-black/15 px-1 py-px text-[11px] outline-none hover:bg-black/25"
                style={{ color: ink }}
              >
                <option value="human">{person?.name && person.control !== "bot" ? person.name : "A person"}</option>
                {(Object.keys(BOT_LABELS) as BotId[]).map((b) => (
                  <option key={b} value={b}>
                    {BOT_LABELS[b]}
                  </option>
                ))}
              </select>
            ) : (
              <span>{person?.name}</span>
            )}
            {p.passed && state.phase === "actions" && <span className="rounded bg-black/25 px-1 font-semibold">passed</span>}
            {acting && <span className="rounded bg-amber-300 px-1 font-semibold text-stone-900">to move</span>}
          </div>
        </div>
        <div className="text-right" title="Victory points">
          <div className="text-2xl leading-none font-black tabular-nums" data-testid={`vp-${p.faction}`}>
            {p.vp}
          </div>
          <div className="text-[10px] font-semibold tracking-widest uppercase opacity-80">VP</div>
        </div>
      </header>

      <div className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-2 p-3 text-sm">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold">
          <Amount kind="coins" n={p.coins} />
          <Amount kind="workers" n={p.workers} />
          <Amount kind="priests" n={`${p.priests}`} />
          {p.keys > 0 && <span className="text-xs text-stone-500" title="Town keys">🗝 {p.keys}</span>}
        </div>
        <div className="text-right text-[11px] leading-tight text-stone-500" title="Income at the start of next round (structures, favor tiles, bonus card)">
          income
          <div className="font-semibold text-emerald-800" data-testid="income">{incomeText(income) || "—"}</div>
        </div>

        <div className="col-span-2">
          <PowerBowls power={p.power} burns={of("burn")} onMove={onMove} compact />
        </div>

        <div className="col-span-2 grid grid-cols-2 gap-2 text-[11px]">
          {shipping && (
            <Track
              label="Shipping"
              level={p.shipping}
              max={shipping.max}
              min={shipping.start}
              move={advance("shipping")}
              onMove={onMove}
            />
          )}
          {!shipping && f.traits.skip && (
            <div className="rounded-md bg-stone-900/5 px-2 py-1">
              <div className="font-semibold text-stone-600">{f.traits.skip.name}</div>
              <div className="mt-0.5 text-stone-700">range {p.range}</div>
            </div>
          )}
          {digLevels > 0 && <Track label="Digging" level={p.digging} max={digLevels - 1} min={0} move={advance("digging")} onMove={onMove} />}
        </div>

        <ul className="col-span-2 space-y-0.5" aria-label="Structures in supply">
          {BUILDINGS.map((b) => {
            const supply = f.buildings[b].supply;
            const left = supply - p.buildings[b];
            const next = left > 0 ? incomeText(nextIncome(catalog, p.faction, b, p.buildings[b])) : "";
            return (
              <li key={b} className="flex items-center gap-1.5" title={`${BUILDING_NAMES[b]}: ${p.buildings[b]} built, ${left} in supply`}>
                <span className="w-6 text-[10px] font-bold text-stone-500">{b}</span>
                <span className="flex min-w-0 flex-1 flex-wrap items-center">
                  {Array.from({ length: supply }, (_, i) => (
                    <StructureIcon key={i} building={b} color={color} ghost={i < p.buildings[b]} size={b === "D" ? 17 : 21} />
                  ))}
                </span>
                {next && <span className="text-[10px] whitespace-nowrap text-emerald-800">next {next}</span>}
              </li>
            );
          })}
        </ul>

        {merchants && <MerchantsRow v={merchants} color={color} />}

        <div className="col-span-2 flex flex-wrap gap-1.5">
          {p.bonus && <TileChip id={p.bonus} kind="bonus" catalog={catalog} coins={0} move={actionFor(p.bonus)} onMove={onMove} />}
          {p.favors.map((id) => (
            <TileChip key={id} id={id} kind="favor" catalog={catalog} move={actionFor(id)} onMove={onMove} />
          ))}
          {p.towns.map((id, i) => (
            <TileChip key={`${id}-${i}`} id={id} kind="town" catalog={catalog} />
          ))}
          {factionActions.map((a) =>
            p.buildings[a.requires ?? "D"] > 0 || !a.requires ? (
              <ActionButton key={a.id} label={a.action.name ?? a.id} move={actionFor(a.id)} onMove={onMove} used={state.usedActions.includes(`${a.id}/${seat}`) || state.usedActions.includes(a.id)} />
            ) : null,
          )}
        </div>

        {of("convert").length > 0 && (
          <div className="col-span-2 flex flex-wrap items-center gap-1 text-[11px]">
            <span className="text-stone-500">Convert</span>
            {of("convert").map((m) => (
              <button
                key={`${m.give}-${m.get}`}
                type="button"
                onClick={() => onMove?.(m)}
                className="rounded border border-stone-400/60 bg-white/70 px-1.5 py-0.5 font-semibold text-stone-700 hover:bg-white"
                title={moveLabel(catalog, m)}
              >
                {m.giveCount}
                {short(m.give)}→{m.getCount}
                {short(m.get)}
              </button>
            ))}
          </div>
        )}
      </div>
    </article>
  );
}

/** Merchants of the Seas: ships in supply and on the board, trade markers left, the dock (and shipyard). */
function MerchantsRow({ v, color }: { v: MerchantsView; color: string }) {
  const onBoard = v.onRiver.length + v.landed.length;
  const where = [...v.onRiver, ...v.landed.map((h) => `${h} (to trade)`)];
  const ships = v.word === "ship" ? "Ships" : "Merchants";
  return (
    <div className="col-span-2 grid grid-cols-2 gap-2 text-[11px]" aria-label="Merchants of the Seas pieces" data-testid="merchants-pieces">
      <div className="rounded-md bg-sky-900/10 px-2 py-1" title={`${ships}: ${v.supply} in supply, ${onBoard} on the board${where.length ? ` (${where.join(", ")})` : ""}`}>
        <div className="flex items-center justify-between font-semibold text-stone-600">
          <span>{ships}</span>
          <span className="font-normal text-stone-500" data-testid="ships-count">
            {v.supply} in supply · {onBoard} on board
          </span>
        </div>
        <div className="mt-0.5 flex items-center gap-1">
          {Array.from({ length: v.pieces }, (_, i) => (
            <ShipIcon key={i} color={color} ghost={i >= v.supply} size={17} />
          ))}
          {where.length > 0 && <span className="truncate text-[10px] text-stone-500">{where.join(", ")}</span>}
        </div>
      </div>
      <div className="rounded-md bg-sky-900/10 px-2 py-1">
        <div className="flex items-center justify-between font-semibold text-stone-600" title={`Trade markers: ${v.markersLeft} of ${v.markers} left (${v.traded.length} placed)`}>
          <span className="inline-flex items-center gap-1">
            <svg viewBox="-5 -5 10 10" width={11} height={11} aria-hidden>
              <TradeMarker color={color} r={4} />
            </svg>
            Trade markers
          </span>
          <span className="font-normal text-stone-500" data-testid="markers-left">
            {v.markersLeft}/{v.markers} left
          </span>
        </div>
        <div className="mt-0.5 flex items-center gap-1.5 text-stone-600">
          <span className="inline-flex items-center gap-1" data-testid="dock" title={v.dock ? `The ${v.dockWord} stands under ${v.dock}` : `The ${v.dockWord} waits for a riverside dwelling`}>
            <svg viewBox="-7 -7 14 14" width={13} height={13} aria-hidden className={v.dock ? "" : "opacity-40"}>
              <DockBadge color={color} />
            </svg>
            {v.dock ? `${v.dockWord} ${v.dock}` : `${v.dockWord} not placed`}
          </span>
          {v.shipyard && (
            <span className="inline-flex items-center gap-1" data-testid="shipyard" title={`Shipyard on ${v.shipyard}`}>
              <svg viewBox="-8 -8 16 16" width={13} height={13} aria-hidden>
                <ShipyardBadge color={color} />
              </svg>
              shipyard {v.shipyard}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}

function short(r: string): string {
  return { coins: "c", workers: "w", priests: "p", power: "pw", vp: "vp" }[r] ?? r;
}

function Track({ label, level, max, min, move, onMove }: { label: string; level: number; max: number; min: number; move?: Move; onMove?: (m: Move) => void }) {
  return (
    <div className="rounded-md bg-stone-900/5 px-2 py-1">
      <div className="flex items-center justify-between">
        <span className="font-semibold text-stone-600">{label}</span>
        {move && (
          <button type="button" onClick={() => onMove?.(move)} className="rounded bg-emerald-700 px-1.5 text-[10px] font-semibold text-white hover:bg-emerald-800" title={`Advance ${label.toLowerCase()}`}>
            ▲
          </button>
        )}
      </div>
      <div className="mt-0.5 flex gap-0.5" aria-label={`${label} ${level}`}>
        {Array.from({ length: Math.max(max - min + 1, 1) }, (_, i) => {
          const v = i + min;
          return (
            <span key={v} className={`flex h-4 min-w-4 flex-1 items-center justify-center rounded-sm text-[9px] font-bold ${v === level ? "bg-stone-800 text-white" : v < level ? "bg-stone-400 text-white" : "bg-white/80 text-stone-400 ring-1 ring-stone-300"}`}>
              {v}
            </span>
          );
        })}
      </div>
    </div>
  );
}

const KIND_STYLE = {
  bonus: "bg-amber-100 ring-amber-700/30 text-amber-950",
  favor: "bg-sky-100 ring-sky-700/30 text-sky-950",
  town: "bg-yellow-100 ring-yellow-700/40 text-yellow-950",
} as const;

function TileChip({ id, kind, catalog, move, onMove, coins }: { id: string; kind: keyof typeof KIND_STYLE; catalog: Catalog; move?: Move; onMove?: (m: Move) => void; coins?: number }) {
  const tile = kind === "bonus" ? catalog.bonusCards[id] : kind === "favor" ? catalog.favorTiles[id] : catalog.townTiles[id];
  return (
    <span className={`inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-[11px] ring-1 ${KIND_STYLE[kind]}`} title={tile?.text ?? tile?.name ?? id}>
      <span className="font-bold">{id}</span>
      <span className="opacity-80">{tile?.name}</span>
      {coins ? <Amount kind="coins" n={coins} /> : null}
      {move && (
        <button type="button" onClick={() => onMove?.(move)} className="rounded bg-stone-800 px-1 text-[10px] font-semibold text-white hover:bg-stone-950">
          use
        </button>
      )}
    </span>
  );
}

function ActionButton({ label, move, onMove, used }: { label: string; move?: Move; onMove?: (m: Move) => void; used: boolean }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-md bg-rose-100 px-1.5 py-0.5 text-[11px] text-rose-950 ring-1 ring-rose-700/30">
      <TokenIcon kind="power" size={11} />
      <span className={used ? "line-through opacity-60" : ""}>{label}</span>
      {move && (
        <button type="button" onClick={() => onMove?.(move)} className="rounded bg-stone-800 px-1 text-[10px] font-semibold text-white hover:bg-stone-950">
          use
        </button>
      )}
    </span>
  );
}

