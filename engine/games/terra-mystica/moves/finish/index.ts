/**
 * The moderator's `finish` changes nothing here: it is an event of the flow machine, which decides when
 * it applies (`../../flow/machine.ts`: taking income, starting the round or ending the game
 * although power offers are still open, when that has not happened on its own).
 */
import type { MoveFamily } from "../family";

export interface FinishMove {
  type: "finish";
}

export const FINISH: MoveFamily<"finish"> = {
  type: "finish",
  listed: 0,
  list: () => undefined,
  check: () => undefined,
  apply: () => undefined,
  verbs: { finish: "moderator" },
  parse: (c) => (/^finish$/i.test(c.text) ? { type: "finish" } : undefined),
  format: () => "finish",
  label: () => "Finish the game",
};
