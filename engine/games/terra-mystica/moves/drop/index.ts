/** `drop`: a player leaves the game (`resign`, or the moderator's `drop-faction x`). */
import type { Env } from "../../rules/env";
import { reject, type Rejection } from "../../rules/result";
import { subActionsOf } from "../../rules/state";
import { endTurnIfDone } from "../../rules/turn";
import { ID_SOURCE } from "../../schema/common";
import { checkOnCopy, type MoveFamily } from "../family";
import { factionName } from "../words";

/** Moderator: a player leaves the game. */
export interface DropMove {
  type: "drop";
  faction: string;
}

const DROP_FACTION = new RegExp(`^drop-faction (${ID_SOURCE})$`, "i");

/** A player leaves: they stop taking turns and receiving power offers; their bonus card goes back. */
function drop(env: Env, seat: number): Rejection | undefined {
  const state = env.state;
  const p = state.players[seat]!;
  if (p.dropped) return reject("move/already-dropped", `${p.faction} have already left the game`);
  p.dropped = true;
  p.actionsLeft = 0;
  p.subActions = subActionsOf();
  state.leechOffers = state.leechOffers.filter((o) => o.seat !== seat);
  if (p.bonus) {
    state.pool.bonus[p.bonus] = (state.pool.bonus[p.bonus] ?? 0) + 1;
    p.bonus = undefined;
  }
  state.setupQueue = state.setupQueue.filter((s) => s.seat !== seat);
  endTurnIfDone(env, seat);
  return undefined;
}

export const DROP: MoveFamily<"drop"> = {
  type: "drop",
  listed: 0,
  list: () => undefined,
  check: checkOnCopy(drop),
  apply: drop,
  verbs: { resign: "player", "drop-faction": "moderator" },
  parse(c) {
    if (c.verb === "resign") return c.text.length === 6 ? { type: "drop", faction: c.faction } : undefined;
    const m = c.text.match(DROP_FACTION);
    return m ? { type: "drop", faction: m[1]!.toLowerCase() } : undefined;
  },
  format: (move) => `drop-faction ${move.faction}`,
  label: (catalog, move) => `${factionName(catalog, move.faction)} leave the game`,
};
