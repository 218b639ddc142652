/** Helpers for editor tests: run events through the reducer like a user's pointer would. */
import type { MapInput } from "../schema/map";
import type { BoardCell } from "../map/layout";
import { buildGrid } from "../map/grid";
import { editorReducer, type EditorEvent } from "./editor";
import { initialState, type EditorState, type ToolId } from "./state";
import type { CellCode } from "../map/edit";

export function start(doc: MapInput, tool: ToolId = "brush", brush: CellCode = "F"): EditorState {
  return initialState(doc, { tool, brush });
}

export function run(state: EditorState, ...events: EditorEvent[]): EditorState {
  return events.reduce(editorReducer, state);
}

/** Press on the first cell, move through the others, release on the last. */
export function drag(state: EditorState, ...cells: BoardCell[]): EditorState {
  const [first, ...rest] = cells;
  return run(state, { type: "pointer.down", cell: first }, ...rest.map((cell) => ({ type: "pointer.move" as const, cell })), {
    type: "pointer.up",
    cell: cells[cells.length - 1],
  });
}

/** Click a land hex by id. */
export function click(state: EditorState, id: string): EditorState {
  const hex = buildGrid({ rows: state.doc.rows, offset: state.doc.offset ?? "odd" }).hexes.get(id);
  if (!hex) throw new Error(`no hex ${id}`);
  const cell = { row: hex.row, col: hex.col };
  return run(state, { type: "pointer.down", cell }, { type: "pointer.up", cell });
}

export const cellOf = (state: EditorState, id: string): BoardCell => {
  const hex = buildGrid({ rows: state.doc.rows, offset: state.doc.offset ?? "odd" }).hexes.get(id);
  if (!hex) throw new Error(`no hex ${id}`);
  return { row: hex.row, col: hex.col };
};
