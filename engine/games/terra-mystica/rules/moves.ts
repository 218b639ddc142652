/**
 * Moves: what a player (or the moderator) does, as a discriminated union close to terra.snellman.net's
 * commands. Hexes are coordinates such as "E7"; factions and tiles are content ids.
 */
import type { Cult } from "../schema/common";
import type { ResourceKey } from "./resources";
import type { BuildMove } from "../moves/build";
import type { UpgradeMove } from "../moves/upgrade";
import type { TransformMove } from "../moves/transform";
import type { DigMove } from "../moves/dig";
import type { BurnMove } from "../moves/burn";
import type { ConvertMove } from "../moves/convert";
import type { SendMove } from "../moves/send";
import type { AdvanceMove } from "../moves/advance";
import type { BridgeMove } from "../moves/bridge";
import type { ConnectMove } from "../moves/connect";
import type { FavorMove } from "../moves/favor";
import type { TownMove } from "../moves/town";
import type { CultMove } from "../moves/cult";
import type { LeechMove } from "../moves/leech";
import type { DeclineMove } from "../moves/decline";
import type { PassMove } from "../moves/pass";
import type { ActionMove } from "../moves/action";
import type { WaitMove } from "../moves/wait";
import type { DoneMove } from "../moves/done";
import type { AdjustMove } from "../moves/adjust";
import type { DropMove } from "../moves/drop";
import type { IncomeMove } from "../moves/income";
import type { StartMove } from "../moves/start";
import type { FinishMove } from "../moves/finish";
import type { PickColorMove } from "../moves/pick";
import type { NominateMove } from "../moves/nominate";
import type { BidMove } from "../moves/bid";
import type { UnlockMove } from "../moves/unlock";
import type { TokenMove } from "../moves/token";
import type { DockMove } from "../moves/dock";
import type { ShipMove } from "../moves/ship";
import type { MerchantMove } from "../moves/merchant";
import type { ShipAtMove } from "../moves/ship-at";
import type { TradeMove } from "../moves/trade";

/**
 * What a manual adjustment (`-1w`, `-1SPADE`, `-free_d`, `-water`) changes: a resource, unused
 * spades, a pending free dwelling or trading house, or a cult position.
 */
export type Adjustable = ResourceKey | "spades" | "freeDwellings" | "freeTradingHouses" | "shapeshift" | Cult;

export type Move =
  | NominateMove
  | BidMove
  | PickColorMove
  | UnlockMove
  | TokenMove
  | BuildMove
  | DockMove
  | UpgradeMove
  | TransformMove
  | DigMove
  | SendMove
  | AdvanceMove
  | ConvertMove
  | BurnMove
  | ActionMove
  | ShipMove
  | MerchantMove
  | ShipAtMove
  | TradeMove
  | PassMove
  | LeechMove
  | DeclineMove
  | FavorMove
  | TownMove
  | CultMove
  | BridgeMove
  | ConnectMove
  | WaitMove
  | DoneMove
  | AdjustMove
  | DropMove
  /** Moderator: income / start of round / end of game, when they have not happened on their own. */
  | IncomeMove
  | StartMove
  | FinishMove;

export type MoveType = Move["type"];
export type FactionMove = Extract<Move, { faction: string }>;

export function moveFaction(move: Move): string | undefined {
  return "faction" in move ? move.faction : undefined;
}
