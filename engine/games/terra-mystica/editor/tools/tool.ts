/** What a tool is: handlers for pointer events on board cells, each returning the next editor state. */
import type { BoardCell } from "../../map/layout";
import type { EditorState } from "../state";

export interface PointerInput {
  /** The cell under the pointer (on or off the board); undefined outside the board's area. */
  readonly cell?: BoardCell;
}

export interface Tool {
  down(state: EditorState, input: PointerInput): EditorState;
  move(state: EditorState, input: PointerInput): EditorState;
  up(state: EditorState, input: PointerInput): EditorState;
}

/** A tool that ignores the pointer (panning is the view's business). */
export const NO_TOOL: Tool = { down: (s) => s, move: (s) => s, up: (s) => s };
