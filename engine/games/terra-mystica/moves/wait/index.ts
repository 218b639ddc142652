/** `wait`: waiting for others. It changes nothing, and ends the previous player's turn like any move of someone else. */
import type { MoveFamily } from "../family";

export interface WaitMove {
  type: "wait";
  faction: string;
}

export const WAIT: MoveFamily<"wait"> = {
  type: "wait",
  listed: 0,
  list: () => undefined,
  check: () => undefined,
  apply: () => undefined,
  verbs: { wait: "player" },
  parse: (c) => (c.text.length === 4 ? { type: "wait", faction: c.faction } : undefined),
  format: () => "wait",
  label: () => "Wait",
};
