/**
 * `merchant C4-D5-r7-E6` (Merchants of the Seas, §8): during a Move ships action, the Fakirs or
 * Dwarves move one merchant along a path — the hex it stands on, then each hex it steps to, land or
 * river (never ending on a river hex), up to the range tile's merchant range. It ends on an empty
 * land hex (where the player may later transform and build), on its own structure or a building
 * with its trade marker, or on another faction's structure without its marker, where it stops to
 * trade (`trade E6` after all merchants moved). `merchant +1 ...` pays for the extra steps (1 power);
 * `merchant +1b2 ...` pays them from bowl II where the faction's row allows it. Each merchant moves
 * once per action, and none after trading has begun.
 */
import { merchantDestinations, merchantPathCost, merchantSteps, merchantTrades } from "../../rules/merchants";
import type { MoveFamily } from "../family";
import { pieceFamily } from "../ship";
import { amountsText } from "../words";
import type { Catalog } from "../../catalog";

export interface MerchantMove {
  type: "merchant";
  faction: string;
  /** The hex the merchant stands on, then each cell it steps to (ids: `C4`, `r7`). */
  path: string[];
  /** Whether the extra steps are bought for this merchant. */
  extra: boolean;
  /** The extra steps paid by moving 1 token from bowl II to bowl I instead of with power (`+1b2`). */
  bowl2?: boolean;
}

export const MERCHANT: MoveFamily<"merchant"> = {
  ...pieceFamily({
    type: "merchant",
    start: "the hex it stands on",
    example: "C4-D5-E6",
    steps: merchantSteps,
    destinations: merchantDestinations,
    pathCost: merchantPathCost,
    trades: merchantTrades,
  }),
  label: (catalog, move) => merchantLabel(catalog, move),
};

/** "Move a merchant from C4 via D5 to E6, paying 1 power for extra steps". */
function merchantLabel(catalog: Catalog, move: MerchantMove): string {
  const [from, ...rest] = move.path;
  const to = rest[rest.length - 1] ?? from!;
  const via = rest.slice(0, -1);
  const cost = catalog.merchants ? amountsText(catalog.merchants.shipMoves.extraStepCost) : "";
  const paying = move.extra ? `, paying ${move.bowl2 ? "from bowl II " : cost ? `${cost} ` : ""}for extra steps` : "";
  return `Move a merchant from ${from} ${via.length ? `via ${via.join(", ")} ` : ""}to ${to}${paying}`;
}
