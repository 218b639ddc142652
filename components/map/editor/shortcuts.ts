/** The map editor's keyboard shortcuts: one table drives both the key handler and the help overlay. */
import type { CellCode, ToolId } from "@/engine";
import { BRUSH_CODES } from "../terrain";

export const TOOL_KEYS: Record<Exclude<ToolId, never>, string> = {
  inspect: "V",
  brush: "B",
  erase: "E",
  bridge: "G",
  canal: "C",
  pan: "H",
};

export const TOOL_NAMES: Record<ToolId, string> = {
  inspect: "Select and inspect",
  brush: "Terrain brush",
  erase: "Erase (off board)",
  bridge: "Bridge slots",
  canal: "Canals",
  pan: "Pan",
};

export const TOOL_HINTS: Record<ToolId, string> = {
  inspect: "Click a hex to see its coordinate, neighbours and one-spade neighbours.",
  brush: "Click or drag to paint. Pick a terrain with 1–7, river with 8.",
  erase: "Click or drag to take hexes off the board and shape its outline.",
  bridge: "Click a marker to remove or restore a slot, or pick two land hexes across the river to add one.",
  canal: "Click a marker on an edge with river on both sides, or pick two neighbouring land hexes.",
  pan: "Drag to move the board. Hold Space with any tool to pan.",
};

/** Number keys 1–8 pick the brush: the seven terrains in cycle order, then river. */
export const BRUSH_KEYS: readonly { key: string; code: CellCode }[] = BRUSH_CODES.map((code, i) => ({ key: String(i + 1), code }));

export const OTHER_SHORTCUTS: readonly { keys: string; what: string }[] = [
  { keys: "Ctrl/⌘ Z", what: "Undo" },
  { keys: "Shift Ctrl/⌘ Z", what: "Redo (also Ctrl Y)" },
  { keys: "Ctrl/⌘ S", what: "Save" },
  { keys: "Space (hold)", what: "Pan with any tool" },
  { keys: "+ / −", what: "Zoom in / out (or the mouse wheel)" },
  { keys: "0", what: "Fit the board" },
  { keys: "L", what: "Coordinate labels on/off" },
  { keys: "Esc", what: "Cancel a stroke or a picked hex; close a dialog" },
  { keys: "?", what: "This help" },
];

/** Whether a key event comes from a text field or the JSON editor (their own keys win). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return !!target.closest("input, textarea, select, [contenteditable=true], .monaco-editor");
}
