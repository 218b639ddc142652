"use client";

/**
 * The interactive board: zoom (wheel, buttons), pan (pan tool, Space or middle button + drag), the
 * cell under the pointer (shown bottom left), and pointer events turned into board cells for the
 * editor's tools. The cells layer is memoised, so hovering re-renders only the overlays.
 */
import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from "react";
import { flushSync } from "react-dom";
import { cellAtPoint, type BoardCell, type Grid, type MapInput } from "@/engine";
import { BoardLabels } from "./BoardLabels";
import { BOARD_BACKGROUND } from "./HexBoard";
import { boardFrame, HEX_SIZE, offsetOf } from "./geometry";
import { HexCells } from "./HexCells";
import { HexDefs } from "./HexDefs";
import { CELL_STYLES } from "./terrain";

export interface BoardViewHandle {
  zoomBy(factor: number): void;
  fit(): void;
  /** The board's SVG element (for export). */
  svg(): SVGSVGElement | null;
}

export interface BoardViewProps {
  map: MapInput;
  grid: Grid;
  labels?: boolean;
  ghosts?: boolean;
  /** Drag pans the view instead of using the tool. */
  panning?: boolean;
  cursor?: string;
  /** Refit the view when this changes (another map, another board size). */
  fitKey?: string;
  onCellDown?: (cell: BoardCell) => void;
  onCellMove?: (cell: BoardCell) => void;
  onCellUp?: (cell: BoardCell | undefined) => void;
  onCancel?: () => void;
  /** Layers drawn over the cells (bridges, canals, highlights), given the hovered cell. */
  overlays?: (hover: BoardCell | undefined) => ReactNode;
  ref?: Ref<BoardViewHandle>;
}

interface View {
  k: number;
  tx: number;
  ty: number;
}

/** Space kept free around a fitted board (top, right, bottom, left), for the controls over the view. */
const FIT_MARGINS = [84, 44, 52, 44] as const;
const MIN_ZOOM = 0.25;
const MAX_ZOOM = 4;
const clamp = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

export function BoardView({
  map,
  grid,
  labels = false,
  ghosts = true,
  panning = false,
  cursor = "crosshair",
  fitKey,
  onCellDown,
  onCellMove,
  onCellUp,
  onCancel,
  overlays,
  ref,
}: BoardViewProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const [view, setView] = useState<View>({ k: 1, tx: 0, ty: 0 });
  const [panActive, setPanActive] = useState(false);
  const [hover, setHover] = useState<BoardCell | undefined>();
  const lastCell = useRef<string | undefined>(undefined);
  const drag = useRef<{ kind: "tool" } | { kind: "pan"; x: number; y: number; tx: number; ty: number } | undefined>(undefined);
  const offset = offsetOf(map);
  const frame = boardFrame(map);
  const { minX, minY, width: frameWidth, height: frameHeight } = frame;

  /** Fit the board to the box; runs again when the board's size changes. */
  const fit = useCallback(() => {
    const box = boxRef.current;
    if (!box) return;
    const { width, height } = box.getBoundingClientRect();
    if (width === 0 || height === 0) return;
    // Leave room for the controls along the edges of the view.
    const [top, right, bottom, left] = FIT_MARGINS;
    const k = clamp(Math.min((width - left - right) / frameWidth, (height - top - bottom) / frameHeight));
    setView({ k, tx: left + (width - left - right - frameWidth * k) / 2 - minX * k, ty: top + (height - top - bottom - frameHeight * k) / 2 - minY * k });
  }, [minX, minY, frameWidth, frameHeight]);

  const zoomAt = useCallback((factor: number, cx?: number, cy?: number) => {
    const box = boxRef.current;
    if (!box) return;
    const rect = box.getBoundingClientRect();
    const x = cx ?? rect.width / 2;
    const y = cy ?? rect.height / 2;
    setView((v) => {
      const k = clamp(v.k * factor);
      return { k, tx: x - ((x - v.tx) * k) / v.k, ty: y - ((y - v.ty) * k) / v.k };
    });
  }, []);

  useImperativeHandle(ref, () => ({ zoomBy: (f) => zoomAt(f), fit, svg: () => svgRef.current }), [zoomAt, fit]);

  useLayoutEffect(() => {
    fit();
  }, [fit, fitKey]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(() => fit());
    observer.observe(box);
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = box.getBoundingClientRect();
      zoomAt(Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0015)), e.clientX - rect.left, e.clientY - rect.top);
    };
    box.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      observer.disconnect();
      box.removeEventListener("wheel", onWheel);
    };
  }, [fit, zoomAt]);

  const cellAt = (clientX: number, clientY: number): BoardCell => {
    const rect = boxRef.current!.getBoundingClientRect();
    return cellAtPoint(offset, { x: (clientX - rect.left - view.tx) / view.k, y: (clientY - rect.top - view.ty) / view.k }, HEX_SIZE);
  };

  const hoverTo = (cell: BoardCell | undefined) => {
    const key = cell ? `${cell.row},${cell.col}` : undefined;
    if (key === lastCell.current) return false;
    lastCell.current = key;
    setHover(cell);
    return true;
  };

  const hovered = hover ? grid.at(hover.row, hover.col) : undefined;
  const inRows = hover && hover.row >= 0 && hover.row < map.rows.length && hover.col >= 0;

  return (
    <div
      ref={boxRef}
      className="relative h-full w-full touch-none overflow-hidden select-none"
      style={{ cursor: panActive ? "grabbing" : panning ? "grab" : cursor, background: "radial-gradient(circle at 50% 40%, #fafaf9, #e7e5e4)" }}
      data-testid="board-view"
      onPointerDown={(e) => {
        if (e.button === 2) return;
        (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
        if (panning || e.button === 1) {
          drag.current = { kind: "pan", x: e.clientX, y: e.clientY, tx: view.tx, ty: view.ty };
          setPanActive(true);
          return;
        }
        drag.current = { kind: "tool" };
        const cell = cellAt(e.clientX, e.clientY);
        hoverTo(cell);
        onCellDown?.(cell);
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (d?.kind === "pan") {
          setView((v) => ({ ...v, tx: d.tx + e.clientX - d.x, ty: d.ty + e.clientY - d.y }));
          return;
        }
        const cell = cellAt(e.clientX, e.clientY);
        // While a tool drags (a brush stroke), show each hex at once instead of at React's next turn.
        if (d?.kind === "tool")
          flushSync(() => {
            if (hoverTo(cell)) onCellMove?.(cell);
          });
        else hoverTo(cell);
      }}
      onPointerUp={(e) => {
        const d = drag.current;
        drag.current = undefined;
        setPanActive(false);
        if (d?.kind === "tool") onCellUp?.(cellAt(e.clientX, e.clientY));
      }}
      onPointerCancel={() => {
        if (drag.current?.kind === "tool") onCancel?.();
        drag.current = undefined;
        setPanActive(false);
      }}
      onPointerLeave={() => {
        if (!drag.current) hoverTo(undefined);
      }}
      onContextMenu={(e) => e.preventDefault()}
    >
      <svg ref={svgRef} xmlns="http://www.w3.org/2000/svg" className="absolute inset-0 h-full w-full" aria-label={`Board: ${map.name}`} role="application">
        <HexDefs />
        <g transform={`translate(${view.tx} ${view.ty}) scale(${view.k})`} data-layer="board">
          <rect x={frame.minX} y={frame.minY} width={frame.width} height={frame.height} rx={12} fill={BOARD_BACKGROUND} stroke="#d6cfbf" strokeWidth={1 / view.k} />
          <HexCells rows={map.rows} offset={offset} ghosts={ghosts} />
          {overlays?.(hover)}
          {labels && <BoardLabels rows={map.rows} offset={offset} />}
        </g>
      </svg>
      <div className="pointer-events-none absolute bottom-3 left-3 flex items-center gap-2 rounded-md bg-white/90 px-2.5 py-1 text-xs text-zinc-700 shadow-sm ring-1 ring-zinc-900/10" aria-live="polite" data-testid="hover-readout">
        {hovered ? (
          <>
            <span className="font-mono font-semibold text-zinc-900">{hovered.id}</span>
            <span className="inline-block size-2.5 rounded-sm ring-1 ring-black/10" style={{ background: CELL_STYLES[hovered.kind].fill }} />
            {CELL_STYLES[hovered.kind].name}
          </>
        ) : inRows ? (
          <span className="text-zinc-500">Off board (row {String.fromCharCode(65 + (hover!.row % 26))}, cell {hover!.col + 1})</span>
        ) : (
          <span className="text-zinc-500">Hover a hex for its coordinate</span>
        )}
      </div>
      <div className="absolute right-3 bottom-3 flex items-center overflow-hidden rounded-md bg-white/95 text-sm shadow-sm ring-1 ring-zinc-900/10">
        <button type="button" className="px-2.5 py-1 text-zinc-700 hover:bg-zinc-100" aria-label="Zoom out" title="Zoom out (−)" onClick={() => zoomAt(1 / 1.25)}>
          −
        </button>
        <button type="button" className="border-x border-zinc-200 px-2 py-1 font-mono text-xs text-zinc-600 tabular-nums hover:bg-zinc-100" title="Fit the board (0)" onClick={fit}>
          {Math.round(view.k * 100)}%
        </button>
        <button type="button" className="px-2.5 py-1 text-zinc-700 hover:bg-zinc-100" aria-label="Zoom in" title="Zoom in (+)" onClick={() => zoomAt(1.25)}>
          +
        </button>
      </div>
    </div>
  );
}
