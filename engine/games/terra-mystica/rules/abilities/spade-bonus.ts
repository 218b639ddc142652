/** Spade bonus: resources for every spade gained, whatever its source (Halflings, Alchemists with their stronghold). */
import { gainResources } from "../resources";
import { unlocked, type AbilityHooks, type AbilityOf } from "./types";

export const spadeBonus: AbilityHooks<AbilityOf<"spade-bonus">> = {
  onSpades(env, seat, ability, count) {
    if (unlocked(env, seat, ability.requires)) gainResources(env.state.players[seat]!, ability.gain, "spades", count);
  },
};
