/**
 * Leech token (Shapeshifters): when an opponent takes power from the faction's building (once per
 * building), a new power token in bowl III — at once, or offered for its price (moves/token).
 */
import { pay } from "../resources";
import type { AbilityHooks, AbilityOf } from "./types";

export const leechToken: AbilityHooks<AbilityOf<"leech-token">> = {
  onLeechTaken(env, seat, ability) {
    const p = env.state.players[seat]!;
    if (ability.optional) {
      p.pending.leechTokens++;
      return;
    }
    pay(p, ability.cost, "conversions");
    p.power[2]++;
  },
};
