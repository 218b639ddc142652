/**
 * The map editor as a reducer: events in (pointer, tool and brush choice, undo/redo, board resizing,
 * bridge and canal toggles, a new document from the JSON panel or an import), the next state out.
 * Pure: the React editor and the tests drive it the same way.
 */
import type { MapInput } from "../schema/map";
import type { BoardCell } from "../map/layout";
import { addLine, describeDropped, matchSnellmanRows, removeLine, toggleBridgeSlot, toggleCanal, type CellCode, type BoardSide } from "../map/edit";
import { redo, undo, record } from "../../../core/history";
import { commit, IDLE, type EditorState, type ToolId } from "./state";
import { NO_TOOL, type Tool } from "./tools/tool";
import { brushTool, cancelStroke } from "./tools/brush/brush";
import { bridgeTool } from "./tools/bridge/bridge";
import { canalTool } from "./tools/canal/canal";
import { inspectTool } from "./tools/inspect/inspect";
import { applyToggle } from "./tools/pair";

/** Every tool's pointer handlers, by id. */
export const TOOLS: Record<ToolId, Tool> = {
  inspect: inspectTool,
  brush: brushTool(),
  erase: brushTool("."),
  bridge: bridgeTool,
  canal: canalTool,
  pan: NO_TOOL,
};

export type EditorEvent =
  | { type: "pointer.down"; cell?: BoardCell }
  | { type: "pointer.move"; cell?: BoardCell }
  | { type: "pointer.up"; cell?: BoardCell }
  /** Escape or a cancelled pointer: a stroke is undone, a picked hex dropped. */
  | { type: "cancel" }
  | { type: "tool"; tool: ToolId }
  /** Pick the brush's terrain (or river); selects the brush tool. */
  | { type: "brush"; code: CellCode }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "line.add"; side: BoardSide }
  | { type: "line.remove"; side: BoardSide }
  | { type: "bridge.toggle"; a: string; b: string }
  | { type: "canal.toggle"; a: string; b: string }
  | { type: "snellman.rows" }
  /**
   * A whole new document: from the JSON panel or a form field (a run of edits with the same label
   * from the same place is one undo step), or an import.
   */
  | { type: "replace"; doc: MapInput; origin: "json" | "form" | "import"; label: string }
  | { type: "select"; cell?: BoardCell }
  | { type: "notice.dismiss" };

const SIDE_NAMES: Record<BoardSide, string> = { top: "top row", bottom: "bottom row", left: "left column", right: "right column" };

/** Finish whatever gesture is in progress before another change. */
function settle(state: EditorState): EditorState {
  if (state.gesture.kind === "stroke") return TOOLS[state.tool].up(state, {});
  return state.gesture.kind === "idle" ? state : { ...state, gesture: IDLE };
}

export function editorReducer(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case "pointer.down":
      // A stroke still open (its release was missed) ends first; a picked hex stays picked.
      return TOOLS[state.tool].down(state.gesture.kind === "stroke" ? settle(state) : state, { cell: event.cell });
    case "pointer.move":
      return TOOLS[state.tool].move(state, { cell: event.cell });
    case "pointer.up":
      return TOOLS[state.tool].up(state, { cell: event.cell });
    case "cancel":
      return state.gesture.kind === "stroke" ? cancelStroke(state) : { ...state, gesture: IDLE };
    case "tool":
      return event.tool === state.tool ? state : { ...settle(state), tool: event.tool, gesture: IDLE };
    case "brush":
      return { ...settle(state), brush: event.code, tool: event.code === "." ? "erase" : "brush", gesture: IDLE };
    case "undo": {
      const s = state.gesture.kind === "stroke" ? cancelStroke(state) : settle(state);
      const step = undo(s.history, s.doc);
      if (!step) return s;
      return { ...s, doc: step.doc, history: step.history, version: s.version + 1, origin: "board", notice: { tone: "info", message: `Undid: ${step.label}` } };
    }
    case "redo": {
      const s = settle(state);
      const step = redo(s.history, s.doc);
      if (!step) return s;
      return { ...s, doc: step.doc, history: step.history, version: s.version + 1, origin: "board", notice: { tone: "info", message: `Redid: ${step.label}` } };
    }
    case "line.add": {
      const s = settle(state);
      const result = addLine(s.doc, event.side);
      return commit(s, s.doc, result.map, `Add ${SIDE_NAMES[event.side]}`, noticeOf(describeDropped(result.dropped)));
    }
    case "line.remove": {
      const s = settle(state);
      const result = removeLine(s.doc, event.side);
      if (!result.ok) return { ...s, notice: { tone: "error", message: result.message } };
      return commit(s, s.doc, result.map, `Remove ${SIDE_NAMES[event.side]}`, noticeOf(describeDropped(result.dropped)));
    }
    case "bridge.toggle":
      return applyToggle(settle(state), toggleBridgeSlot, "bridge slot", event.a, event.b);
    case "canal.toggle":
      return applyToggle(settle(state), toggleCanal, "canal", event.a, event.b);
    case "snellman.rows": {
      const s = settle(state);
      return commit(s, s.doc, matchSnellmanRows(s.doc).map, "Shift rows for terra.snellman.net");
    }
    case "replace": {
      const s = settle(state);
      if (JSON.stringify(event.doc) === JSON.stringify(s.doc)) return s;
      const last = s.history.past[s.history.past.length - 1];
      // Typing in the JSON panel or a field: one undo step per run of edits.
      if (event.origin !== "import" && s.origin === event.origin && last?.label === event.label && s.history.future.length === 0)
        return { ...s, doc: event.doc, version: s.version + 1 };
      return { ...s, doc: event.doc, history: record(s.history, s.doc, event.label), version: s.version + 1, origin: event.origin, notice: undefined };
    }
    case "select":
      return { ...state, selected: event.cell };
    case "notice.dismiss":
      return { ...state, notice: undefined };
  }
}

function noticeOf(message: string | undefined): Partial<EditorState> {
  return { notice: message ? { tone: "info", message } : undefined };
}

/** Whether undo / redo would do something, and what. */
export function undoLabel(state: EditorState): string | undefined {
  return state.history.past[state.history.past.length - 1]?.label;
}
export function redoLabel(state: EditorState): string | undefined {
  return state.history.future[state.history.future.length - 1]?.label;
}
