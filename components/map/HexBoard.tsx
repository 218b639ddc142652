/**
 * A whole board as one self-contained SVG: terrain hexes, bridge slots, canals and optional
 * coordinate labels, scaled to its box. Overlays passed as children are drawn on top in board
 * units. Used for stories, previews and the SVG/PNG export.
 */
import type { ReactNode, Ref } from "react";
import { useMemo } from "react";
import { bridgeSlotViews, buildGrid, type MapInput } from "@/engine";
import { BoardLabels } from "./BoardLabels";
import { boardFrame, offsetOf } from "./geometry";
import { HexCells } from "./HexCells";
import { HexDefs } from "./HexDefs";
import { BridgeOverlay } from "./overlays/BridgeOverlay";
import { CanalOverlay } from "./overlays/CanalOverlay";

export const BOARD_BACKGROUND = "#efe8d8";

export interface HexBoardProps {
  map: MapInput;
  labels?: boolean;
  ghosts?: boolean;
  /** Draw the board's bridge slots and canals (default); off when an overlay draws them instead. */
  references?: boolean;
  title?: string;
  className?: string;
  children?: ReactNode;
  ref?: Ref<SVGSVGElement>;
}

export function HexBoard({ map, labels = false, ghosts = false, references = true, title, className, children, ref }: HexBoardProps) {
  const offset = offsetOf(map);
  const frame = boardFrame(map);
  const grid = useMemo(() => buildGrid({ rows: map.rows, offset }), [map.rows, offset]);
  const slots = useMemo(() => bridgeSlotViews(grid, map), [grid, map]);
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${frame.minX} ${frame.minY} ${frame.width} ${frame.height}`}
      role="img"
      aria-label={title ?? map.name}
      className={className}
      data-board={map.name}
    >
      <title>{title ?? map.name}</title>
      <HexDefs />
      <rect x={frame.minX} y={frame.minY} width={frame.width} height={frame.height} rx={10} fill={BOARD_BACKGROUND} />
      <HexCells rows={map.rows} offset={offset} ghosts={ghosts} />
      {references && <CanalOverlay grid={grid} canals={map.canals ?? []} />}
      {references && <BridgeOverlay grid={grid} slots={slots} />}
      {labels && <BoardLabels rows={map.rows} offset={offset} />}
      {children}
    </svg>
  );
}
