/** The map editor's engine: state, reducer and tools (pure TypeScript). */
export { TOOL_IDS, initialState, type ToolId, type EditorState, type Gesture, type Notice, type StrokeGesture, type PairGesture } from "./state";
export { HISTORY_LIMIT, type History, type HistoryEntry } from "../../../core/history";
export { editorReducer, undoLabel, redoLabel, TOOLS, type EditorEvent } from "./editor";
export type { PointerInput, Tool } from "./tools/tool";
export { strokeLabel } from "./tools/brush/brush";
