/**
 * The board's cells: one group per hex with its terrain colour and glyph, carrying `data-hex` (E7,
 * or r12 for river as terra.snellman.net numbers them), `data-terrain` and `data-cell` (row,col).
 * Off-board positions inside the board's rectangle are drawn as dashed ghosts when `ghosts` is set,
 * so they can be painted. Cells are memoised: repainting one hex re-renders only its row's hexes.
 */
import { memo, useMemo } from "react";
import { buildGrid, rowCells, type Grid } from "@/engine";
import { centerOf, type Offset } from "./geometry";
import { DEF_IDS } from "./HexDefs";
import { CELL_STYLES, kindOfCode, type CellStyleKey } from "./terrain";

export interface HexCellsProps {
  rows: readonly string[];
  offset: Offset;
  /** Draw off-board positions (editing). */
  ghosts?: boolean;
  /** The grid of these rows, when the caller has it already. */
  grid?: Grid;
}

interface CellModel {
  key: string;
  id?: string;
  kind: CellStyleKey;
  row: number;
  col: number;
}

export const HexCells = memo(function HexCells({ rows, offset, ghosts = false, grid: given }: HexCellsProps) {
  const cells = useMemo(() => {
    const grid = given ?? buildGrid({ rows: rows as string[], offset });
    const width = Math.max(0, ...rows.map((r) => rowCells(r).length));
    const out: CellModel[] = [];
    rows.forEach((line, row) => {
      const codes = rowCells(line);
      const n = ghosts ? width : codes.length;
      for (let col = 0; col < n; col++) {
        const kind = kindOfCode(codes[col] ?? ".");
        if (kind === "off" && !ghosts) continue;
        out.push({ key: `${row},${col}`, id: grid.at(row, col)?.id, kind, row, col });
      }
    });
    return out;
  }, [rows, offset, ghosts, given]);
  return (
    <g data-layer="cells">
      {cells.map((c) => (
        <HexCell key={c.key} id={c.id} kind={c.kind} row={c.row} col={c.col} offset={offset} />
      ))}
    </g>
  );
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
