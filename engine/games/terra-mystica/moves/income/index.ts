/**
 * The moderator's `income` changes nothing here: it is an event of the flow machine, which decides when
 * it applies (`../../flow/machine.ts`: taking income, starting the round or ending the game
 * although power offers are still open, when that has not happened on its own).
 */
import type { MoveFamily } from "../family";

export interface IncomeMove {
  type: "income";
}

export const INCOME: MoveFamily<"income"> = {
  type: "income",
  listed: 0,
  list: () => undefined,
  check: () => undefined,
  apply: () => undefined,
  verbs: { income: "moderator", income_for_faction: "moderator", cult_income_for_faction: "moderator", all_income_for_faction: "moderator", other_income_for_faction: "moderator" },
  parse: (c) => (/^income$/i.test(c.text) || /^(?:(?:cult|all|other)_)?income_for_faction$/i.test(c.text) ? { type: "income" } : undefined),
  format: () => "income",
  label: () => "Income",
};
