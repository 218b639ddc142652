/** The bridge-slot tool: join two land hexes across the river, or remove a slot (derived or added). */
import { toggleBridgeSlot } from "../../../map/edit";
import { pairTool } from "../pair";

export const bridgeTool = pairTool(toggleBridgeSlot, "bridge slot");
