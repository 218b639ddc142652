/**
 * The moderator's `start` changes nothing here: it is an event of the flow machine, which decides when
 * it applies (`../../flow/machine.ts`: taking income, starting the round or ending the game
 * although power offers are still open, when that has not happened on its own).
 */
import type { MoveFamily } from "../family";

export interface StartMove {
  type: "start";
}

export const START: MoveFamily<"start"> = {
  type: "start",
  listed: 0,
  list: () => undefined,
  check: () => undefined,
  apply: () => undefined,
  verbs: { start: "moderator" },
  parse: (c) => (/^start$/i.test(c.text) ? { type: "start" } : undefined),
  format: () => "start",
  label: () => "Start the round",
};
