"use client";

/**
 * The game board: the map editor's hex board (terrain as it is now, so transformed hexes show their
 * new terrain) with the game drawn over it — structures in their faction's colour, bridges, town
 * markers, transformed hexes, the last move — and the hexes the acting player's legal moves touch,
 * highlighted to click. Clicking any hex reports it (with where it is, for a menu); what a click
 * means is decided from the legal moves by the caller.
 */
import { memo, useMemo, type ReactNode } from "react";
import { BOARD_TERRAIN_COLORS, buildGrid, type Catalog, type GameState, type Move } from "@/engine";
import { HexBoard } from "@/components/map/HexBoard";
import { boardFrame, hexCenterById, HEX_SIZE, offsetOf, outline } from "@/components/map/geometry";
import { CanalOverlay } from "@/components/map/overlays/CanalOverlay";
import { Structure, edgeOf } from "./pieces";
import { factionColor, mapNow } from "./model/view";

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
  /** Drawn over the board in page space (a move menu). */
  children?: ReactNode;
}

export function GameBoard({ catalog, state, targets, bridges = [], accent = "#f59e0b", lastHex, labels = false, onHex, onMove, children }: GameBoardProps) {
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
      {towns}
    </g>
  );
});

function LastMove({ grid, hex }: { grid: Grid; hex: string }) {
  const c = hexCenterById(grid, hex);
  if (!c) return null;
  return <polygon points={outline(c, 1)} fill="none" stroke="#fff" strokeWidth={3} strokeOpacity={0.9} pointerEvents="none" data-last-move={hex} />;
}
