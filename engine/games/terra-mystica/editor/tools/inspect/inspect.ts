/** The select/inspect tool: clicking a cell selects it for the details panel; the board is not changed. */
import type { Tool } from "../tool";

export const inspectTool: Tool = {
  down: (state, { cell }) => ({ ...state, selected: cell }),
  move: (state) => state,
  up: (state) => state,
};
