/** Pass VP: VP when passing, looked up by a count (Engineers with their stronghold: 3 VP per connecting bridge). */
import { passCount, tableValue } from "../counters";
import { unlocked, type AbilityHooks, type AbilityOf } from "./types";

export const passVp: AbilityHooks<AbilityOf<"pass-vp">> = {
  passVp(env, seat, ability) {
    if (!unlocked(env, seat, ability.requires)) return 0;
    return tableValue(ability.passVp.vp, passCount(env, seat, ability.passVp.per));
  },
};
