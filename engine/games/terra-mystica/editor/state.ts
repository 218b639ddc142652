/** The map editor's state: the document, its history, the active tool and the gesture in progress. */
import type { MapInput } from "../schema/map";
import type { BoardCell } from "../map/layout";
import type { CellCode } from "../map/edit";
import { emptyHistory, record, type History } from "../../../core/history";

export const TOOL_IDS = ["inspect", "brush", "erase", "bridge", "canal", "pan"] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** A brush stroke being painted: the document before it, and the cells painted so far. */
export interface StrokeGesture {
  readonly kind: "stroke";
  readonly before: MapInput;
  readonly code: CellCode;
  readonly cells: readonly BoardCell[];
  readonly last: BoardCell;
}

/** A bridge or canal being placed: the first hex picked, while dragging or after a click. */
export interface PairGesture {
  readonly kind: "pair";
  readonly from: string;
  readonly dragging: boolean;
}

export type Gesture = { readonly kind: "idle" } | StrokeGesture | PairGesture;

export interface Notice {
  readonly tone: "info" | "error";
  readonly message: string;
}

export interface EditorState {
  readonly doc: MapInput;
  readonly history: History<MapInput>;
  readonly tool: ToolId;
  /** The terrain (or river) the brush paints. */
  readonly brush: CellCode;
  readonly gesture: Gesture;
  /** The cell the inspect tool shows. */
  readonly selected?: BoardCell;
  /** The last message about an edit (references dropped, a bridge refused). */
  readonly notice?: Notice;
  /** Counts document changes, undo and redo included. */
  readonly version: number;
  /** What made the last document change: board tools, the JSON panel, a form field, an import, or loading. */
  readonly origin: "board" | "json" | "form" | "import" | "load";
}

export const IDLE: Gesture = { kind: "idle" };

export function initialState(doc: MapInput, options: { tool?: ToolId; brush?: CellCode } = {}): EditorState {
  return { doc, history: emptyHistory(), tool: options.tool ?? "brush", brush: options.brush ?? "F", gesture: IDLE, version: 0, origin: "load" };
}

/** Apply a finished change: the new document goes live and the old one onto the undo stack. */
export function commit(state: EditorState, before: MapInput, doc: MapInput, label: string, extra: Partial<EditorState> = {}): EditorState {
  if (doc === before) return { ...state, doc, gesture: IDLE, ...extra };
  return { ...state, doc, history: record(state.history, before, label), version: state.version + 1, origin: "board", gesture: IDLE, ...extra };
}
