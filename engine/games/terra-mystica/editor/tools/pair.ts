/**
 * Tools that join two land hexes (bridge slots, canals): drag from one hex to the other, or click
 * one then the other. Releasing or clicking on the first hex again keeps it picked; Escape drops it.
 */
import { buildGrid } from "../../map/grid";
import type { MapInput } from "../../schema/map";
import type { Refused, RefChange } from "../../map/edit";
import { commit, IDLE, type EditorState } from "../state";
import type { PointerInput, Tool } from "./tool";

type Toggle = (map: MapInput, a: string, b: string) => { ok: true; map: MapInput; change: RefChange } | Refused;

/** The land hex at the pointer, if any. */
export function landAt(state: EditorState, input: PointerInput): string | undefined {
  if (!input.cell) return undefined;
  const hex = buildGrid({ rows: state.doc.rows, offset: state.doc.offset ?? "odd" }).at(input.cell.row, input.cell.col);
  return hex && hex.kind !== "river" ? hex.id : undefined;
}

/** Apply a toggle between two hexes as one undo step, or report why it was refused. */
export function applyToggle(state: EditorState, toggle: Toggle, noun: string, a: string, b: string): EditorState {
  const result = toggle(state.doc, a, b);
  if (!result.ok) return { ...state, gesture: IDLE, notice: { tone: "error", message: result.message } };
  const verb = { added: "Add", removed: "Remove", restored: "Restore" }[result.change];
  return commit(state, state.doc, result.map, `${verb} ${noun} ${a}–${b}`, { notice: undefined });
}

export function pairTool(toggle: Toggle, noun: string): Tool {
  return {
    down(state, input) {
      const hex = landAt(state, input);
      const g = state.gesture;
      if (!hex) return { ...state, gesture: IDLE };
      if (g.kind === "pair" && !g.dragging && g.from !== hex) return applyToggle(state, toggle, noun, g.from, hex);
      return { ...state, gesture: { kind: "pair", from: hex, dragging: true }, notice: undefined };
    },
    move: (state) => state,
    up(state, input) {
      const g = state.gesture;
      if (g.kind !== "pair" || !g.dragging) return state;
      const hex = landAt(state, input);
      if (hex && hex !== g.from) return applyToggle(state, toggle, noun, g.from, hex);
      return { ...state, gesture: { ...g, dragging: false } };
    },
  };
}
