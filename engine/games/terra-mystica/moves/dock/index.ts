/**
 * `dock E7` (Merchants of the Seas): during setup, after the initial dwellings, put the dock under
 * one of your riverside dwellings (Fakirs and Dwarves: the warehouse, under any dwelling). Players
 * with no such dwelling are skipped; their dock waits for their first riverside dwelling.
 */
import type { Env } from "../../rules/env";
import { nameOf } from "../../rules/env";
import { reject, type Rejection } from "../../rules/result";
import { dockHexAllowed, dockHexes, skipDocksAside } from "../../rules/docks";
import { isRejection, landHex } from "../common";
import { STAGE, type MoveFamily } from "../family";

export interface DockMove {
  type: "dock";
  faction: string;
  hex: string;
}

function checkDock(env: Env, seat: number, id: string): number | Rejection {
  const { state } = env;
  const p = state.players[seat]!;
  const head = state.setupQueue[0];
  if (!head || head.step !== "dock" || head.seat !== seat)
    return reject("move/not-your-turn", head?.step === "dock" ? `${nameOf(env, head.seat)} place their dock before ${p.faction}` : `${p.faction} do not place a dock now`);
  const hex = landHex(env, id);
  if (isRejection(hex)) return hex;
  if (state.board.owner[hex] !== seat || state.board.building[hex] !== "D")
    return reject("move/not-own-dwelling", `The dock goes under one of ${p.faction}'s dwellings; ${env.board.ids[hex]} has none`);
  if (!dockHexAllowed(env, seat, hex)) return reject("move/inland", `The dock goes under a riverside dwelling; ${env.board.ids[hex]} is inland`);
  return hex;
}

export const DOCK: MoveFamily<"dock"> = {
  type: "dock",
  listed: STAGE.setupDocks,
  list(l) {
    const { env, seat, faction } = l;
    const head = env.state.setupQueue[0];
    if (head?.step !== "dock" || head.seat !== seat) return;
    for (const h of dockHexes(env, seat)) l.out.push({ type: "dock", faction, hex: env.board.ids[h]! });
  },
  check(env, seat, move) {
    const hex = checkDock(env, seat, move.hex);
    return isRejection(hex) ? hex : undefined;
  },
  apply(env, seat, move) {
    const hex = checkDock(env, seat, move.hex);
    if (isRejection(hex)) return hex;
    env.state.players[seat]!.merchants!.dock = hex;
    env.state.setupQueue.shift();
    skipDocksAside(env);
    return undefined;
  },
  verbs: { dock: "player" },
  parse(c) {
    const m = c.text.match(/^dock (\w+)$/i);
    return m ? { type: "dock", faction: c.faction, hex: m[1]!.toUpperCase() } : undefined;
  },
  format: (move) => `dock ${move.hex}`,
  label: (catalog, move) => `Put the ${catalog.merchants?.factionRules[move.faction]?.usesMerchants ? "warehouse" : "dock"} under ${move.hex}`,
};
