"use client";

/**
 * The game board: the map editor's hex board (terrain as it is now, so transformed hexes show their
 * new terrain) with the game drawn over it — structures in their faction's colour, bridges, town
 * markers, transformed hexes, the last move — and the hexes the acting player's legal moves touch,
 * highlighted to click. Clicking any hex reports it (with where it is, for a menu); what a click
 * means is decided from the legal moves by the caller.
 * Merchants of the Seas: ships on river cells and on structures, docks, shipyards and trade markers
 * in their factions' colours (canals are the map editor's drawing); while a person moves a ship, the
 * cells marked by the caller (`shipCells`) and the way clicked so far (`shipWay`).
 */
import { memo, useMemo, type ReactNode } from "react";
import { BOARD_TERRAIN_COLORS, buildGrid, type Catalog, type GameState, type Move } from "@/engine";
import { HexBoard } from "@/components/map/HexBoard";
import { boardFrame, hexCenterById, HEX_SIZE, offsetOf, outline } from "@/components/map/geometry";
import { CanalOverlay } from "@/components/map/overlays/CanalOverlay";
import { DockBadge, Ship, ShipyardBadge, Structure, TradeMarker, edgeOf } from "./pieces";
import { factionColor, mapNow } from "./model/view";
import { merchantsView } from "./model/ships";

/** How a cell is marked while a ship is moved: a ship that can move, the next step of its way, a cell where a way can end, where the way is now. */
export type ShipCellMark = "ship" | "next" | "end" | "here";

export interface HexClick {
  hex: string;
  /** Where the hex is, as a share of the board's width and height (0..1), for placing a menu. */
  at: { x: number; y: number };
}

export interface GameBoardProps {
  catalog: Catalog;
  state: GameState;
  /** Hexes the acting player may click, with the moves for each. */
  targets?: ReadonlyMap<string, Move[]>;
  /** Bridges the acting player may build. */
  bridges?: readonly Extract<Move, { type: "bridge" }>[];
  /** Colour of the highlights (the acting faction's). */
  accent?: string;
  /** The hex of the move just played. */
  lastHex?: string;
  labels?: boolean;
  onHex?: (click: HexClick) => void;
  onMove?: (move: Move) => void;
  /** Cells to click for moving a ship (river cells and structures), by how they are marked. */
  shipCells?: ReadonlyMap<string, ShipCellMark>;
  /** The way of the ship being moved, clicked so far (its cell first). */
  shipWay?: readonly string[];
  /** Drawn over the board in page space (a move menu). */
  children?: ReactNode;
}

export function GameBoard({ catalog, state, targets, bridges = [], accent = "#f59e0b", lastHex, labels = false, onHex, onMove, shipCells, shipWay, children }: GameBoardProps) {
  const map = useMemo(() => mapNow(catalog, state), [catalog, state]);
  const original = catalog.pack.maps[state.map]!;
  const grid = useMemo(() => buildGrid({ rows: original.rows, offset: offsetOf(original) }), [original]);
  const frame = boardFrame(map);
  const board = catalog.boards[state.map]!;
  const at = (hex: string) => {
    const c = hexCenterById(grid, hex)!;
    return { x: (c.x - frame.minX) / frame.width, y: (c.y - frame.minY) / frame.height };
  };
  return (
    <div className="relative" data-testid="game-board">
      <HexBoard map={map} labels={labels} references={false} title={`${original.name}, round ${state.round}`} className="block h-auto w-full drop-shadow-[0_10px_24px_rgb(0_0_0/0.45)]">
        <CanalOverlay grid={grid} canals={original.canals ?? []} />
        <g data-layer="targets">
          {board.ids.slice(0, board.landCount).map((id) => {
            const c = hexCenterById(grid, id);
            if (!c) return null;
            const moves = targets?.get(id);
            if (!moves)
              return <polygon key={id} points={outline(c, 2)} data-hex-target={id} fill="transparent" className={onHex ? "cursor-not-allowed" : undefined} onClick={() => onHex?.({ hex: id, at: at(id) })} />;
            return (
              <g key={id} role="button" aria-label={`${id}: ${moves.length} legal move${moves.length === 1 ? "" : "s"}`} data-hex-target={id} data-legal="true" className="group cursor-pointer" onClick={() => onHex?.({ hex: id, at: at(id) })}>
                <polygon points={outline(c, 3)} fill="#fde047" fillOpacity={0.22} stroke="#1c1917" strokeOpacity={0.55} strokeWidth={6} className="group-hover:fill-opacity-50" />
                <polygon points={outline(c, 3)} fill="none" stroke="#fde047" strokeWidth={3}>
                  <animate attributeName="stroke-opacity" values="1;0.3;1" dur="1.4s" repeatCount="indefinite" />
                </polygon>
                {!state.board.building[board.index[id]!] && <circle cx={c.x} cy={c.y} r={4.5} fill={accent} stroke="#fff" strokeWidth={1.5} />}
              </g>
            );
          })}
        </g>
        <Pieces catalog={catalog} state={state} grid={grid} />
        {lastHex && <LastMove grid={grid} hex={lastHex} />}
        {shipWay && shipWay.length > 1 && <ShipWay grid={grid} way={shipWay} color={accent} />}
        {shipCells && shipCells.size > 0 && (
          <g data-layer="ship-cells">
            {[...shipCells].map(([id, mark]) => {
              const c = hexCenterById(grid, id);
              if (!c) return null;
              const title = { ship: `Move a ship from ${id}`, next: `Sail on to ${id}`, end: `A ship can reach ${id}`, here: `The ship's way ends on ${id} for now` }[mark];
              return (
                <g key={id} role="button" aria-label={title} data-ship-cell={id} data-mark={mark} className="cursor-pointer" onClick={() => onHex?.({ hex: id, at: at(id) })}>
                  <title>{title}</title>
                  <polygon points={outline(c, 3)} fill={mark === "end" ? "#7dd3fc" : "#fde047"} fillOpacity={mark === "end" ? 0.12 : mark === "here" ? 0.05 : 0.25} stroke="#1c1917" strokeOpacity={0.5} strokeWidth={mark === "end" ? 3 : 6} />
                  <polygon points={outline(c, 3)} fill="none" stroke={mark === "end" ? "#7dd3fc" : mark === "ship" ? accent : "#fde047"} strokeWidth={mark === "end" ? 2 : 3} strokeDasharray={mark === "end" ? "5 4" : undefined}>
                    {mark !== "end" && mark !== "here" && <animate attributeName="stroke-opacity" values="1;0.3;1" dur="1.4s" repeatCount="indefinite" />}
                  </polygon>
                </g>
              );
            })}
          </g>
        )}
        {bridges.map((m) => {
          const a = hexCenterById(grid, m.a);
          const b = hexCenterById(grid, m.b);
          if (!a || !b) return null;
          return (
            <g key={`${m.a}:${m.b}`} role="button" aria-label={`Bridge ${m.a}–${m.b}`} className="cursor-pointer" onClick={() => onMove?.(m)}>
              <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={accent} strokeWidth={5} strokeDasharray="5 5" strokeLinecap="round" />
              <circle cx={(a.x + b.x) / 2} cy={(a.y + b.y) / 2} r={7} fill={accent} stroke="#fff" strokeWidth={2} />
            </g>
          );
        })}
      </HexBoard>
      {children}
    </div>
  );
}

type Grid = ReturnType<typeof buildGrid>;

/** Structures, bridges, towns and transformed hexes: they change only when the state does. */
const Pieces = memo(function Pieces({ catalog, state, grid }: { catalog: Catalog; state: GameState; grid: Grid }) {
  const board = catalog.boards[state.map]!;
  const colors = state.players.map((p) => factionColor(catalog, p.faction));
  const names = state.players.map((p) => catalog.factions[p.faction]?.name ?? p.faction);
  const out: ReactNode[] = [];
  const towns: ReactNode[] = [];
  for (const br of state.board.bridges) {
    const a = hexCenterById(grid, board.ids[br.a]!);
    const b = hexCenterById(grid, board.ids[br.b]!);
    if (!a || !b) continue;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = Math.hypot(dx, dy);
    const t = (HEX_SIZE * 0.55) / len;
    const color = colors[br.seat] ?? "#78716c";
    out.push(
      <g key={`bridge-${br.a}-${br.b}`} data-bridge-built={`${board.ids[br.a]}-${board.ids[br.b]}`}>
        <line x1={a.x + dx * t} y1={a.y + dy * t} x2={b.x - dx * t} y2={b.y - dy * t} stroke={edgeOf(color)} strokeWidth={9} strokeLinecap="round" />
        <line x1={a.x + dx * t} y1={a.y + dy * t} x2={b.x - dx * t} y2={b.y - dy * t} stroke={color} strokeWidth={6} strokeLinecap="round" />
      </g>,
    );
  }
  for (let h = 0; h < board.landCount; h++) {
    const id = board.ids[h]!;
    const c = hexCenterById(grid, id);
    if (!c) continue;
    const now = state.board.terrain[h]!;
    // Ice and volcano (Fire & Ice) are not terrains a map is drawn with: painted over the hex.
    if (now === "ice" || now === "volcano")
      out.push(<polygon key={`special-${id}`} data-terrain={now} data-hex={id} points={outline(c, 1)} fill={BOARD_TERRAIN_COLORS[now]} stroke={now === "ice" ? "#7fb3d5" : "#9a3412"} strokeWidth={1.5} />);
    if (now !== board.terrain[h])
      out.push(<circle key={`tf-${id}`} data-transformed={id} cx={c.x} cy={c.y} r={HEX_SIZE * 0.74} fill="none" stroke="#fff" strokeOpacity={0.55} strokeWidth={1.2} strokeDasharray="2 3" />);
    const b = state.board.building[h];
    if (!b) continue;
    const seat = state.board.owner[h]!;
    out.push(
      <g key={`b-${id}`} data-building={b} data-hex={id} data-owner={state.players[seat]?.faction}>
        {/* The shipyard (Merchants of the Seas) is drawn as a stronghold until the table has its own shape. */}
        <Structure building={b === "SY" ? "SH" : b} color={colors[seat] ?? "#78716c"} x={c.x} y={c.y - 1} scale={1.3} title={`${names[seat]}: ${b} on ${id}`} />
      </g>,
    );
    if (state.board.town[h])
      towns.push(
        <g key={`t-${id}`} transform={`translate(${c.x + 12} ${c.y - 14})`} data-town={id}>
          <title>{`Part of a town of ${names[seat]}`}</title>
          <circle r={9} fill="#fde047" stroke="#1c1917" strokeWidth={1.6} />
          <circle cx={-3.2} cy={0} r={2.6} fill="none" stroke="#1c1917" strokeWidth={1.7} />
          <path d="M-0.6 0 H5.6 M3.4 0 V2.8 M5.4 0 V2.4" fill="none" stroke="#1c1917" strokeWidth={1.7} strokeLinecap="round" />
        </g>,
      );
  }
  // Town keys go over every structure, so no neighbour's building hides them.
  return (
    <g data-layer="pieces" pointerEvents="none">
      {out}
      <MerchantsPieces catalog={catalog} state={state} grid={grid} colors={colors} names={names} />
      {towns}
    </g>
  );
});

/**
 * Merchants of the Seas pieces: docks (lower left of their structure) and shipyards (lower right),
 * trade markers in a row under the structure (the traders' colours), ships on river cells (up to
 * three a cell, side by side) and ships standing on structures to trade (on the structure's right).
 */
function MerchantsPieces({ catalog, state, grid, colors, names }: { catalog: Catalog; state: GameState; grid: Grid; colors: string[]; names: string[] }) {
  if (!catalog.merchants || !state.players.some((p) => p.merchants)) return null;
  const out: ReactNode[] = [];
  const onRiver = new Map<string, { seat: number; moved: boolean }[]>();
  const markers = new Map<string, number[]>();
  state.players.forEach((_, seat) => {
    const v = merchantsView(catalog, state, seat);
    if (!v) return;
    const color = colors[seat] ?? "#78716c";
    const moved = [...v.moved];
    for (const cell of v.onRiver) {
      const i = moved.indexOf(cell);
      if (i >= 0) moved.splice(i, 1);
      onRiver.set(cell, [...(onRiver.get(cell) ?? []), { seat, moved: i >= 0 }]);
    }
    for (const hex of v.traded) markers.set(hex, [...(markers.get(hex) ?? []), seat]);
    const c = (hex: string) => hexCenterById(grid, hex);
    if (v.dock && c(v.dock)) out.push(<g key={`dock-${seat}`} data-dock={v.dock} data-owner={state.players[seat]!.faction}><DockBadge color={color} x={c(v.dock)!.x - 15} y={c(v.dock)!.y + 11} title={`${names[seat]}: ${v.dockWord} under ${v.dock}`} /></g>);
    if (v.shipyard && c(v.shipyard)) out.push(<g key={`sy-${seat}`} data-shipyard={v.shipyard} data-owner={state.players[seat]!.faction}><ShipyardBadge color={color} x={c(v.shipyard)!.x + 15} y={c(v.shipyard)!.y + 11} title={`${names[seat]}: shipyard on ${v.shipyard}`} /></g>);
    for (const hex of v.landed) {
      const at = c(hex);
      if (at) out.push(<g key={`landed-${seat}-${hex}`} data-ship={hex} data-landed="true" data-owner={state.players[seat]!.faction}><Ship color={color} x={at.x + 14} y={at.y + 2} scale={0.9} title={`${names[seat]}: a ship on ${hex}, waiting to trade`} /></g>);
    }
  });
  for (const [hex, seats] of markers) {
    const at = hexCenterById(grid, hex);
    if (!at) continue;
    seats.forEach((seat, i) =>
      out.push(
        <g key={`marker-${hex}-${seat}`} data-trade-marker={hex} data-owner={state.players[seat]!.faction}>
          <TradeMarker color={colors[seat] ?? "#78716c"} x={at.x + (i - (seats.length - 1) / 2) * 9} y={at.y + 19.5} title={`${names[seat]}'s trade marker on ${hex}`} />
        </g>,
      ),
    );
  }
  for (const [cell, ships] of onRiver) {
    const at = hexCenterById(grid, cell);
    if (!at) continue;
    const n = ships.length;
    const scale = n === 1 ? 1.25 : n <= 3 ? 1 : 0.85;
    ships.forEach(({ seat, moved }, i) => {
      // One ship in the middle; two side by side; three and more in two rows.
      const row = n <= 2 ? 0 : i < Math.ceil(n / 2) ? -1 : 1;
      const inRow = n <= 2 ? n : row < 0 ? Math.ceil(n / 2) : Math.floor(n / 2);
      const k = n <= 2 ? i : row < 0 ? i : i - Math.ceil(n / 2);
      const x = at.x + (k - (inRow - 1) / 2) * 19 * scale;
      const y = at.y + row * 10;
      out.push(
        <g key={`ship-${cell}-${i}`} data-ship={cell} data-owner={state.players[seat]!.faction} data-moved={moved ? "true" : undefined}>
          <Ship color={colors[seat] ?? "#78716c"} x={x} y={y} scale={scale} moved={moved} title={`${names[seat]}: a ship on ${cell}${moved ? " (moved in this action)" : ""}`} />
        </g>,
      );
    });
  }
  return <g data-layer="merchants">{out}</g>;
}

/** The way of the ship being moved: a dashed line through the cells clicked so far. */
function ShipWay({ grid, way, color }: { grid: Grid; way: readonly string[]; color: string }) {
  const points = way.map((id) => hexCenterById(grid, id)).filter((c): c is NonNullable<typeof c> => !!c);
  const d = points.map((c) => `${c.x},${c.y}`).join(" ");
  return (
    <g pointerEvents="none" data-ship-way={way.join("-")}>
      <polyline points={d} fill="none" stroke="#1c1917" strokeOpacity={0.55} strokeWidth={7} strokeLinecap="round" strokeLinejoin="round" />
      <polyline points={d} fill="none" stroke={color} strokeWidth={4} strokeDasharray="7 5" strokeLinecap="round" strokeLinejoin="round" />
      {points.slice(1).map((c, i) => (
        <circle key={i} cx={c.x} cy={c.y} r={3.5} fill={color} stroke="#fff" strokeWidth={1.2} />
      ))}
    </g>
  );
}

function LastMove({ grid, hex }: { grid: Grid; hex: string }) {
  const c = hexCenterById(grid, hex);
  if (!c) return null;
  return <polygon points={outline(c, 1)} fill="none" stroke="#fff" strokeWidth={3} strokeOpacity={0.9} pointerEvents="none" data-last-move={hex} />;
}
