/** Town bonus: resources each time the faction takes a town tile (Witches: 5 VP, Swarmlings: 3 workers). */
import { gainResources } from "../resources";
import type { AbilityHooks, AbilityOf } from "./types";

export const townBonus: AbilityHooks<AbilityOf<"town-bonus">> = {
  onTown(env, seat, ability, count) {
    gainResources(env.state.players[seat]!, ability.gain, "towns", count);
  },
};
