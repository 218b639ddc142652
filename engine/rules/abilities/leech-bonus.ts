/** Leech bonus: a reward when opponents take power from the faction's building, another when all decline (Cultists). */
import { applyEffect } from "../effects";
import type { AbilityHooks, AbilityOf } from "./types";

export const leechBonus: AbilityHooks<AbilityOf<"leech-bonus">> = {
  onLeechTaken(env, seat, ability) {
    applyEffect(env, seat, ability.whenTaken, "buildings");
  },
  onLeechAllDeclined(env, seat, ability) {
    applyEffect(env, seat, ability.whenAllDeclined, "buildings");
  },
};
