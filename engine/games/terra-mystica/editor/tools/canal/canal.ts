/** The canal tool (Merchants of the Seas): open or close the canal on the edge between two neighbouring land hexes. */
import { toggleCanal } from "../../../map/edit";
import { pairTool } from "../pair";

export const canalTool = pairTool(toggleCanal, "canal");
