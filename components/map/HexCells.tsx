/**
 * The board's cells: one group per hex with its terrain colour and glyph, carrying `data-hex` (E7,
 * or r12 for river as terra.snellman.net numbers them), `data-terrain` and `data-cell` (row,col).
 * Off-board positions inside the board's rectangle are drawn as dashed ghosts when `ghosts` is set,
 * so they can be painted. Rows and cells are memoised: repainting a hex re-renders its row (and the
 * rows below it only when the river numbering moves).
 */
import { memo } from "react";
import { rowCells, rowHexes } from "@/engine";
import { centerOf, type Offset } from "./geometry";
import { DEF_IDS } from "./HexDefs";
import { CELL_STYLES, type CellStyleKey } from "./terrain";

export interface HexCellsProps {
  rows: readonly string[];
  offset: Offset;
  /** Draw off-board positions (editing). */
  ghosts?: boolean;
}

export const HexCells = memo(function HexCells({ rows, offset, ghosts = false }: HexCellsProps) {
  const width = ghosts ? Math.max(0, ...rows.map((r) => rowCells(r).length)) : 0;
  let riverBefore = 0;
  return (
    <g data-layer="cells">
      {rows.map((line, row) => {
        const start = riverBefore;
        riverBefore += rowCells(line).filter((c) => c === "~").length;
        return <HexRow key={row} line={line} row={row} riverBefore={start} offset={offset} width={width} />;
      })}
    </g>
  );
});

interface HexRowProps {
  line: string;
  row: number;
  riverBefore: number;
  offset: Offset;
  /** Draw ghosts up to this many cells (0: none). */
  width: number;
}

const HexRow = memo(function HexRow({ line, row, riverBefore, offset, width }: HexRowProps) {
  const hexes = rowHexes(line, row, riverBefore);
  const n = Math.max(hexes.length, width);
  const cells = [];
  for (let col = 0; col < n; col++) {
    const hex = hexes[col];
    if (!hex && width === 0) continue;
    cells.push(<HexCell key={col} id={hex?.id} kind={hex?.kind ?? "off"} row={row} col={col} offset={offset} />);
  }
  return <>{cells}</>;
});

interface HexCellProps {
  id?: string;
  kind: CellStyleKey;
  row: number;
  col: number;
  offset: Offset;
}

const HexCell = memo(function HexCell({ id, kind, row, col, offset }: HexCellProps) {
  const { x, y } = centerOf(offset, row, col);
  const style = CELL_STYLES[kind];
  const at = `translate(${x.toFixed(2)} ${y.toFixed(2)})`;
  if (kind === "off")
    return (
      <g data-terrain="off" data-cell={`${row},${col}`} transform={at} data-export="skip">
        <use href={`#${DEF_IDS.hex}`} fill="#ffffff" fillOpacity={0.35} stroke={style.stroke} strokeWidth={1} strokeDasharray="3 3" />
      </g>
    );
  const river = kind === "river";
  return (
    <g data-hex={id} data-terrain={kind} data-cell={`${row},${col}`} transform={at}>
      {/* River hexes overlap their neighbours slightly so a river reads as one body of water. */}
      <use href={`#${DEF_IDS.hex}`} fill={style.fill} stroke={river ? style.fill : style.stroke} strokeWidth={river ? 2.5 : 1.25} />
      {!river && <use href={`#${DEF_IDS.bevel}`} />}
      <use href={`#${DEF_IDS.glyph(kind)}`} />
    </g>
  );
});
