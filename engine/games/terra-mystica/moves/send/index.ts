/**
 * `send`: sending a priest to a cult track, onto the first free order space (or the one worth
 * `steps`), where it stays; with no order space free it advances one step (the rules'
 * `priestReturnSteps`) and returns to the supply.
 */
import type { Cult } from "../../schema/common";
import { CULTS } from "../../schema/common";
import { mustBeActive } from "../common";
import { advanceCult } from "../../rules/cults";
import { factionOf, type Env } from "../../rules/env";
import { reject, type Rejection } from "../../rules/result";
import { canTake, take } from "../../rules/turn";
import { cultFromWord } from "../../notation/words";
import { STAGE, type MoveFamily } from "../family";
import { CULT_NAMES } from "../words";

/** Send a priest to a cult track, on an order space worth `steps` (the first free one by default). */
export interface SendMove {
  type: "send";
  faction: string;
  cult: Cult;
  steps?: number;
}

/** The order space a priest would take (-1: none, the priest returns), or why it cannot be sent. */
export function checkSend(env: Env, seat: number, cult: Cult, steps?: number): number | Rejection {
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  const p = env.state.players[seat]!;
  if (!canTake(env, seat, "send")) return reject("move/not-allowed-now", `${p.faction} cannot send a priest now (the action is already taken)`);
  if (p.priests < 1) return reject("move/not-enough-priests", `${p.faction} has no priest to send`);
  const spaces = env.state.cultSpaces[cult];
  const values = env.rules.cults.priestSpaces;
  for (let i = 0; i < values.length; i++) if (spaces[i] === -1 && (steps === undefined || values[i] === steps)) return i;
  if (steps !== undefined && steps !== env.rules.cults.priestReturnSteps)
    return reject("move/no-order-space", `No free order space worth ${steps} on the ${cult} track`);
  return -1;
}

function doSend(env: Env, seat: number, cult: Cult, space: number): void {
  take(env, seat, "send");
  placePriest(env, seat, cult, space);
  env.state.players[seat]!.priests--;
}

/** The first free order space of a cult track (the one worth most), or -1 when all are taken. */
export function firstFreeOrderSpace(env: Env, cult: Cult): number {
  return env.state.cultSpaces[cult].indexOf(-1);
}

/**
 * A priest of the player's goes on the cult track's order space `space`, where it stays (one
 * fewer they may hold), and they advance its steps; with `space` -1 (none free) they advance the
 * rules' `priestReturnSteps` and the priest goes back to the supply. The faction's bonus steps for
 * a priest on a cult track are added. The caller takes the priest from where it comes (the
 * player's hand for `send`, the supply for the Merchants favor tile's `priestToCult`).
 */
export function placePriest(env: Env, seat: number, cult: Cult, space: number): void {
  const p = env.state.players[seat]!;
  let steps = env.rules.cults.priestReturnSteps;
  if (space >= 0) {
    env.state.cultSpaces[cult][space] = seat;
    steps = env.rules.cults.priestSpaces[space]!;
    p.priestCap--;
    p.priestsSent++;
  }
  const bonus = factionOf(env, seat).traits.priestCultBonus;
  if (bonus && (bonus.requires === "" || p.buildings[bonus.requires] > 0)) steps += bonus.steps;
  advanceCult(env, seat, cult, steps);
}

export const SEND: MoveFamily<"send"> = {
  type: "send",
  listed: STAGE.turn,
  /** Each cult track, on its first free order space. */
  list(l) {
    const { env, seat, p, faction } = l;
    if (p.priests > 0 && canTake(env, seat, "send"))
      for (const cult of CULTS) if (typeof checkSend(env, seat, cult) === "number") l.out.push({ type: "send", faction, cult });
  },
  check(env, seat, move) {
    const space = checkSend(env, seat, move.cult, move.steps);
    return typeof space === "number" ? undefined : space;
  },
  apply(env, seat, move) {
    const space = checkSend(env, seat, move.cult, move.steps);
    if (typeof space !== "number") return space;
    doSend(env, seat, move.cult, space);
    return undefined;
  },
  verbs: { send: "player" },
  parse(c) {
    const m = c.text.match(/^send (?:p|priest) to (\w+)(?: for (\d+))?$/i);
    if (!m) return undefined;
    const cult = cultFromWord(m[1]!);
    if (!cult) return { error: `Unknown cult track '${m[1]}'` };
    return m[2] ? { type: "send", faction: c.faction, cult, steps: Number(m[2]) } : { type: "send", faction: c.faction, cult };
  },
  format: (move) => `send p to ${move.cult}${move.steps !== undefined ? ` for ${move.steps}` : ""}`,
  label: (_, move) => `Send a priest to ${CULT_NAMES[move.cult]}`,
};
