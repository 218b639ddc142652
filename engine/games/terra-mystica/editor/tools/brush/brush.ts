/**
 * The terrain brush (and the eraser, a brush of off-board cells): press and drag to paint. Fast
 * drags fill the cells between pointer events, and a stroke is one undo step.
 */
import { TERRAINS } from "../../../schema/common";
import { cellCode, describeDropped, paintCells, terrainCode, type CellCode } from "../../../map/edit";
import { hexLine, type BoardCell } from "../../../map/layout";
import { commit, IDLE, type EditorState, type StrokeGesture } from "../../state";
import type { PointerInput, Tool } from "../tool";

const inBoard = (state: EditorState, cell: BoardCell | undefined): cell is BoardCell =>
  !!cell && cell.row >= 0 && cell.row < state.doc.rows.length && cell.col >= 0;

const NAMES = new Map<string, string>([...TERRAINS.map((t) => [terrainCode(t), t] as const), ["~", "river"], [".", "off board"]]);

/** "Paint 5 hexes forest", "Erase 2 hexes". */
export function strokeLabel(code: CellCode, count: number): string {
  const hexes = `${count} ${count === 1 ? "hex" : "hexes"}`;
  return code === "." ? `Erase ${hexes}` : `Paint ${hexes} ${NAMES.get(code)}`;
}

function paint(state: EditorState, gesture: StrokeGesture): EditorState {
  const result = paintCells(gesture.before, gesture.cells, gesture.code);
  return { ...state, doc: result.map, gesture };
}

/** A brush painting `code`; the eraser is brushTool(".") . */
export function brushTool(fixed?: CellCode): Tool {
  const codeOf = (state: EditorState) => fixed ?? state.brush;
  return {
    down(state, { cell }: PointerInput) {
      if (!inBoard(state, cell)) return state;
      return paint(state, { kind: "stroke", before: state.doc, code: codeOf(state), cells: [cell], last: cell });
    },
    move(state, { cell }: PointerInput) {
      const g = state.gesture;
      if (g.kind !== "stroke" || !cell || (cell.row === g.last.row && cell.col === g.last.col)) return state;
      const offset = g.before.offset ?? "odd";
      const seen = new Set(g.cells.map((c) => `${c.row},${c.col}`));
      const fresh = hexLine(offset, g.last, cell).filter((c) => inBoard(state, c) && !seen.has(`${c.row},${c.col}`));
      if (fresh.length === 0) return { ...state, gesture: { ...g, last: cell } };
      return paint(state, { ...g, cells: [...g.cells, ...fresh], last: cell });
    },
    up(state) {
      const g = state.gesture;
      if (g.kind !== "stroke") return state;
      const result = paintCells(g.before, g.cells, g.code);
      const changed = g.cells.filter((c) => cellCode(g.before, c.row, c.col) !== g.code).length;
      const notice = describeDropped(result.dropped);
      return commit(state, g.before, result.map, strokeLabel(g.code, changed), notice ? { notice: { tone: "info", message: notice } } : {});
    },
  };
}

/** Abandon a stroke: the board goes back to how it was before it. */
export function cancelStroke(state: EditorState): EditorState {
  return state.gesture.kind === "stroke" ? { ...state, doc: state.gesture.before, gesture: IDLE } : state;
}
