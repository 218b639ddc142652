"use client";

/**
 * What the Origins table draws: the meeting places with their motherships, bonus tiles and the
 * workers visiting them; the market, citizen recruitment and Orators; the temple and military
 * tracks; the district cards; and each player's board with their city on a square grid (cells keyed
 * "row,column"). Cells, seats and meeting places where the player to move has a legal move are lit;
 * clicking one picks among those moves. Nothing here decides a rule.
 */
import type { ReactNode } from "react";
import { originsParseCellKey, type OriginsDie, type OriginsMove, type OriginsState, type OriginsTypes } from "@/engine";
import type { SessionSeat } from "../useGameLine";
import { Panel } from "../pieces";

type Catalog = OriginsTypes["catalog"];

/** The players' own colours (seat order), kept apart from the five die colours. */
export const SEAT_COLOURS = ["#0f766e", "#be185d", "#4338ca", "#a16207"] as const;
export const seatColour = (seat: number): string => (seat < 0 ? "#57534e" : SEAT_COLOURS[seat % SEAT_COLOURS.length]!);

/** What was clicked on the board: the choices are narrowed to the moves there. */
export type Focus = { kind: "place"; place: number } | { kind: "cell"; cell: string } | { kind: "seat"; seat: string } | { kind: "slot"; slot: number };

/** Whether a move is made at what was clicked. */
export function movesAt(move: OriginsMove, focus: Focus): boolean {
  switch (focus.kind) {
    case "place":
      return (move.type === "visit" || move.type === "mothership" || move.type === "neighbour") && move.place === focus.place;
    case "cell":
      return (move.type === "build" || move.type === "activate" || move.type === "copy") && move.cell === focus.cell;
    case "seat":
      return move.type === "district" && move.seat === focus.seat;
    case "slot":
      return (move.type === "build" && "slot" in move.from && move.from.slot === focus.slot) || (move.type === "reserve" && move.slot === focus.slot);
  }
}

const colourHex = (catalog: Catalog, colour: string) => catalog.pack.colours[colour as keyof Catalog["pack"]["colours"]]?.hex ?? "#78716c";

/** A die: its colour, its value in pips' place. */
export function Die({ catalog, die, size = 22, title, ring }: { catalog: Catalog; die: OriginsDie; size?: number; title?: string; ring?: string }) {
  const bg = colourHex(catalog, die.colour);
  const dark = die.colour !== "yellow" && die.colour !== "orange";
  return (
    <span
      data-die={`${catalog.codeOfColour[die.colour]}${die.value}`}
      title={title ?? `${catalog.pack.colours[die.colour]?.name} ${die.value}`}
      className="inline-flex shrink-0 items-center justify-center rounded-[5px] font-bold shadow-sm"
      style={{ width: size, height: size, background: bg, color: dark ? "#fff" : "#1c1917", fontSize: size * 0.55, boxShadow: ring ? `0 0 0 2px ${ring}` : undefined }}
    >
      {die.value}
    </span>
  );
}

/** A player's marker on a track. */
function Marker({ seat, label }: { seat: number; label: string }) {
  return <span title={label} className="inline-block size-3 rounded-full ring-1 ring-white/80" style={{ background: seatColour(seat) }} />;
}

const lit = "ring-2 ring-amber-400 hover:bg-amber-100 cursor-pointer";

export function MeetingPlaces({ catalog, state, moves, onFocus }: { catalog: Catalog; state: OriginsState; moves: OriginsMove[]; onFocus: (f: Focus) => void }) {
  const pack = catalog.pack;
  return (
    <Panel title="Meeting places" label="Meeting places">
      <ol className="grid grid-cols-5 gap-2" data-testid="meeting-places">
        {state.meetingPlaces.map((mp, i) => {
          const place = pack.meetingPlaces[i]!;
          const tile = pack.bonusTiles[mp.bonusTile];
          const here = moves.some((m) => movesAt(m, { kind: "place", place: i }));
          const visitors = state.players.flatMap((p, seat) => [
            ...p.freemen.filter((f) => f.at === i).map((f) => ({ seat, node: <Die key={`${seat}${f.colour}${f.value}`} catalog={catalog} die={f} size={20} ring={seatColour(seat)} title={`${p.id}: ${pack.colours[f.colour]?.name} ${f.value}`} /> })),
            ...(p.archon === i ? [{ seat, node: <span key={`a${seat}`} className="rounded bg-stone-900 px-1 text-[10px] font-bold text-amber-300 ring-2" style={{ ["--tw-ring-color" as string]: seatColour(seat) }} title={`${p.id}'s Archon`}>A</span> }] : []),
          ]);
          const orators = state.usedOrators.filter((o) => o.place === i);
          return (
            <li key={i} data-place={i + 1} className={`flex flex-col gap-1 rounded-lg bg-white/70 p-2 text-[11px] ring-1 ring-stone-300 ${here ? lit : ""}`} onClick={here ? () => onFocus({ kind: "place", place: i }) : undefined}>
              <div className="flex items-center justify-between">
                <span className="font-bold text-stone-700">Place {i + 1}</span>
                <span className="rounded bg-stone-800 px-1.5 font-mono text-[11px] font-bold text-white" title="Mothership value">
                  {mp.value}
                </span>
              </div>
              <div className="rounded bg-stone-100 px-1 py-0.5 leading-tight">{pack.mainActions[place.top]?.name ?? place.top}</div>
              <div className="rounded bg-stone-100 px-1 py-0.5 leading-tight">{pack.mainActions[place.bottom]?.name ?? place.bottom}</div>
              <div className="flex items-center gap-1 leading-tight" title={tile?.text}>
                <span className="size-2.5 shrink-0 rounded-full" style={{ background: tile ? colourHex(catalog, tile.colour) : "#aaa" }} />
                Bonus: {tile?.name ?? mp.bonusTile}
              </div>
              <div className="flex min-h-6 flex-wrap items-center gap-1">
                {visitors.map((v) => v.node)}
                {orators.map((o, k) => (
                  <span key={`o${k}`} className="rounded bg-white px-1 text-[10px] font-bold ring-2" style={{ ["--tw-ring-color" as string]: seatColour(o.seat) }} title="Orator">
                    W{o.value}
                  </span>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}

export function Supply({ catalog, state, moves, onFocus }: { catalog: Catalog; state: OriginsState; moves: OriginsMove[]; onFocus: (f: Focus) => void }) {
  const pack = catalog.pack;
  return (
    <Panel title="Market and recruitment" label="Market">
      <ol className="grid grid-cols-5 gap-1.5" data-testid="market">
        {state.market.map((id, slot) => {
          const b = id ? pack.buildings[id] : undefined;
          const here = moves.some((m) => movesAt(m, { kind: "slot", slot }));
          return (
            <li key={slot} data-slot={slot + 1} title={b?.text} onClick={here ? () => onFocus({ kind: "slot", slot }) : undefined} className={`rounded-md bg-white/80 p-1.5 text-[11px] ring-1 ring-stone-300 ${here ? lit : ""}`}>
              <div className="flex items-center justify-between text-[10px] text-stone-500">
                <span>slot {slot + 1}</span>
                <span title="Wisdom to take it">{pack.setup.market.wisdom[slot] ?? 0} W</span>
              </div>
              {b ? (
                <>
                  <div className="mt-0.5 border-l-4 pl-1 font-semibold leading-tight" style={{ borderColor: colourHex(catalog, b.colour) }}>
                    {b.name}
                  </div>
                  <div className="text-[10px] text-stone-500">{b.stone} Stone</div>
                </>
              ) : (
                <div className="text-stone-400">empty</div>
              )}
            </li>
          );
        })}
      </ol>
      {state.draftPool.length > 0 && (
        <div className="mt-2 flex flex-wrap items-center gap-1.5 text-[11px]" data-testid="draft-pool">
          <span className="font-semibold text-stone-600">Starting draft</span>
          {state.draftPool.map((d, i) => (
            <Die key={i} catalog={catalog} die={d} size={20} />
          ))}
        </div>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-1.5 text-[11px]" data-testid="recruitment">
        <span className="font-semibold text-stone-600">Recruitment</span>
        {state.recruitment.map((d, i) => (d ? <Die key={i} catalog={catalog} die={d} size={20} /> : <span key={i} className="inline-block size-5 rounded border border-dashed border-stone-400" />))}
        <span className="ml-3 font-semibold text-stone-600">Orators</span>
        {state.oratorPool.map((v, i) => (
          <span key={i} className="rounded bg-white px-1 font-bold ring-1 ring-stone-400">
            W{v}
          </span>
        ))}
      </div>
    </Panel>
  );
}

export function Tracks({ catalog, state }: { catalog: Catalog; state: OriginsState }) {
  const pack = catalog.pack;
  const stacks = (list: number[], key: string) => (
    <span className="flex flex-col-reverse items-center gap-0.5">
      {list.map((seat, k) => (
        <Marker key={`${key}${k}`} seat={seat} label={seat < 0 ? "dummy" : state.players[seat]!.id} />
      ))}
    </span>
  );
  return (
    <Panel title="Temples and military" label="Tracks">
      <div className="space-y-1.5 text-[11px]" data-testid="temples">
        {(Object.keys(state.temples) as (keyof OriginsState["temples"])[]).map((t) => {
          const z = state.zodiac[t];
          return (
            <div key={t} className="flex items-end gap-1" data-temple={t}>
              <span className="w-28 shrink-0 leading-tight">
                <span className="font-semibold capitalize">{t}</span>
                <span className="block text-[10px] text-stone-500" title={pack.zodiacCards[z.card]?.text}>
                  {pack.zodiacCards[z.card]?.name ?? z.card}
                  {z.holder !== undefined ? ` · ${state.players[z.holder]?.id ?? "dummy"}` : ""}
                </span>
              </span>
              {state.temples[t].map((list, step) => (
                <span key={step} className="flex min-h-7 w-5 flex-col items-center justify-end rounded-sm bg-white/70 ring-1 ring-stone-300" title={`step ${step}: ${pack.temples.vp[step] ?? 0} VP`}>
                  {stacks(list, `${t}${step}`)}
                  <span className="text-[8px] text-stone-400">{step}</span>
                </span>
              ))}
            </div>
          );
        })}
      </div>
      <div className="mt-2 flex items-end gap-1 text-[11px]" data-testid="military">
        <span className="w-28 shrink-0 font-semibold">Military</span>
        {state.military.map((list, space) => (
          <span key={space} className="flex min-h-7 w-5 flex-col items-center justify-end rounded-sm bg-rose-50 ring-1 ring-rose-300" title={`space ${space}`}>
            {stacks(list, `m${space}`)}
            <span className="text-[8px] text-stone-400">{space}</span>
          </span>
        ))}
      </div>
      <div className="mt-2 flex flex-wrap gap-1.5 text-[10px]" data-testid="district-cards">
        {state.districtCards.map((d) => {
          const card = pack.districtCards[d.id];
          return (
            <span key={d.id} className="flex items-center gap-1 rounded bg-white/80 px-1 py-0.5 ring-1 ring-stone-300" title={`${d.id}: ${card?.vp.first}/${card?.vp.later} VP`}>
              <span className="grid grid-cols-2 gap-px">
                {(card?.pattern.join("") ?? "").split("").map((ch, k) => (
                  <span key={k} className="size-2" style={{ background: ch === "*" ? "#d6d3d1" : colourHex(catalog, catalog.colourOfCode[ch] ?? "") }} />
                ))}
              </span>
              {d.gold} Gold
            </span>
          );
        })}
      </div>
    </Panel>
  );
}

const CELL = 46;

/** A player's board: resources, workers, towers, Advisors, and the city grid. */
export function PlayerPanel({ catalog, state, seat, person, acting, moves, onFocus }: { catalog: Catalog; state: OriginsState; seat: number; person?: SessionSeat; acting: boolean; moves: OriginsMove[]; onFocus: (f: Focus) => void }) {
  const pack = catalog.pack;
  const p = state.players[seat]!;
  const cells = new Set(Object.keys(p.city));
  const targets = new Set(moves.flatMap((m) => (m.type === "build" || m.type === "activate" || m.type === "copy" ? [m.cell] : [])));
  const seatTargets = new Set(moves.flatMap((m) => (m.type === "district" ? [m.seat] : [])));
  const keys = [...cells, ...targets, ...seatTargets];
  const at = keys.map(originsParseCellKey);
  const rows = at.map((c) => c.row);
  const cols = at.map((c) => c.column);
  const r0 = Math.min(...rows) - (targets.size ? 0 : 1);
  const r1 = Math.max(...rows) + 1 + (targets.size ? 0 : 1);
  const c0 = Math.min(...cols) - (targets.size ? 0 : 1);
  const c1 = Math.max(...cols) + 1 + (targets.size ? 0 : 1);
  const width = (c1 - c0 + 1) * CELL;
  const height = (r1 - r0 + 1) * CELL;
  const grid: ReactNode[] = [];
  for (let r = r0; r <= r1; r++)
    for (let c = c0; c <= c1; c++) {
      const key = `${r},${c}`;
      const tile = p.city[key];
      const target = targets.has(key);
      const left = (c - c0) * CELL;
      const top = (r - r0) * CELL;
      if (!tile && !target) continue;
      const b = tile?.kind === "building" || tile?.kind === "farm" ? pack.buildings[tile.building] : undefined;
      const name = tile?.kind === "agora" ? "Agora" : tile?.kind === "palace" ? "Palace" : tile?.kind === "farm" ? "Farm" : (b?.name ?? "");
      const bg = tile?.kind === "building" && b ? colourHex(catalog, b.colour) : tile?.kind === "farm" ? "#a3b18a" : tile ? "#a8a29e" : "transparent";
      grid.push(
        <button
          key={key}
          type="button"
          data-cell={key}
          data-tile={tile?.kind}
          data-target={target ? "true" : undefined}
          disabled={!target}
          title={`${key}${name ? `: ${name}` : ""}${b ? ` — ${b.text}` : ""}`}
          onClick={() => onFocus({ kind: "cell", cell: key })}
          className={`absolute flex items-center justify-center overflow-hidden rounded-[4px] p-0.5 text-center text-[9px] leading-[10px] font-semibold ${tile ? "text-white shadow-sm ring-1 ring-black/30" : "border-2 border-dashed border-amber-500 bg-amber-200/40 text-amber-900"} ${target ? "cursor-pointer outline-2 outline-amber-400 hover:brightness-110" : ""}`}
          style={{ left: left + 1, top: top + 1, width: CELL - 2, height: CELL - 2, background: tile ? bg : undefined, textShadow: tile ? "0 1px 1px rgb(0 0 0 / 0.5)" : undefined }}
        >
          {tile ? name : "+"}
        </button>,
      );
    }
  // Seats of power sit where the four cells of their district meet.
  for (const key of new Set([...Object.keys(p.seats), ...seatTargets])) {
    const { row, column } = originsParseCellKey(key);
    const die = p.seats[key];
    const x = (column - c0 + 1) * CELL;
    const y = (row - r0 + 1) * CELL;
    grid.push(
      <button
        key={`seat${key}`}
        type="button"
        data-seat-of-power={key}
        disabled={!seatTargets.has(key)}
        onClick={() => onFocus({ kind: "seat", seat: key })}
        title={`Seat of power at ${key}`}
        className={`absolute z-10 flex items-center justify-center rounded-full ${seatTargets.has(key) && !die ? "size-6 cursor-pointer bg-amber-300 text-[10px] font-bold text-stone-900 ring-2 ring-amber-600" : ""}`}
        style={{ left: x - 12, top: y - 12, width: 24, height: 24 }}
      >
        {die ? <Die catalog={catalog} die={die} size={22} ring="#fff" /> : "◆"}
      </button>,
    );
  }
  const res = (label: string, n: number, key: string) => (
    <span data-resource={key} className="rounded bg-white/80 px-1.5 py-0.5 ring-1 ring-stone-300">
      {label} <b>{n}</b>
    </span>
  );
  return (
    <section aria-label={`Player ${p.id}`} data-player={p.id} className={`rounded-xl bg-[#f7f1e3] p-3 text-stone-800 shadow-lg ring-1 ${acting ? "ring-4 ring-amber-400" : "ring-black/20"}`}>
      <header className="mb-2 flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-sm font-bold">
          <span className="size-3 rounded-full" style={{ background: seatColour(seat) }} />
          {p.id} · {person?.name ?? p.id}
          {person?.control === "bot" && <span className="rounded bg-stone-700 px-1 text-[10px] font-semibold text-white">bot</span>}
          {p.passed && <span className="rounded bg-stone-300 px-1 text-[10px] font-semibold">passed</span>}
        </h2>
        <span className="text-lg font-bold tabular-nums" data-testid="vp">
          {p.vp} VP
        </span>
      </header>
      <div className="flex flex-wrap gap-1 text-[11px]">
        {res("Stone", p.stone, "stone")}
        {res("Food", p.food, "food")}
        {res("Wisdom", p.wisdom, "wisdom")}
        {res("Gold", p.gold, "gold")}
        {res("Superiority", p.superiority, "superiority")}
      </div>
      <div className="mt-1.5 flex flex-wrap items-center gap-1 text-[11px]">
        <span className="text-stone-500">Freemen</span>
        {p.freemen.map((f, k) => (
          <span key={k} className={f.at !== undefined ? "opacity-40" : ""}>
            <Die catalog={catalog} die={f} size={20} title={`${pack.colours[f.colour]?.name} ${f.value}${f.at !== undefined ? ` (at place ${f.at + 1})` : ""}`} />
          </span>
        ))}
        {p.orators.map((v, k) => (
          <span key={`o${k}`} className="rounded bg-white px-1 font-bold ring-1 ring-stone-400">
            W{v}
          </span>
        ))}
        <span className="ml-1 text-stone-500" title="Bases off the population track">
          bases {p.bases}
        </span>
      </div>
      <div className="mt-1.5 flex flex-wrap items-center gap-1 text-[11px]" data-testid="towers">
        <span className="text-stone-500">Towers</span>
        {(Object.keys(p.towers) as (keyof typeof p.towers)[]).map((c) => (
          <span key={c} data-tower={c} className="flex h-5 min-w-5 items-center justify-center rounded-sm px-1 font-bold text-white" style={{ background: colourHex(catalog, c) }} title={`${pack.colours[c]?.name} tower: ${p.towers[c]} floors`}>
            {p.towers[c]}
          </span>
        ))}
        <span className="ml-2 text-stone-500">Advisors</span>
        {p.advisors.map((a, k) => (
          <span key={k} className="inline-block size-3.5 rounded-sm ring-1 ring-stone-400" style={{ background: a ? colourHex(catalog, a) : "transparent" }} title={`Advisor space ${k + 1}: ${pack.advisorRow.vp[k]} VP`} />
        ))}
      </div>
      <div className="mt-2 overflow-auto rounded-lg bg-[#e7dcc3] p-1 ring-1 ring-stone-400/50">
        <div className="relative mx-auto" style={{ width, height }} data-testid="city">
          {grid}
        </div>
      </div>
    </section>
  );
}
