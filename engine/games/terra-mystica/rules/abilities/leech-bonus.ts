/**
 * Leech bonus: a reward when opponents take power from the faction's building (Cultists: a cult
 * step), another when all decline — the latter only with the errata-cultist-power option, as on
 * terra.snellman.net (the printed rules give nothing then).
 */
import { applyEffect } from "../effects";
import { hasOption } from "../env";
import type { AbilityHooks, AbilityOf } from "./types";

export const leechBonus: AbilityHooks<AbilityOf<"leech-bonus">> = {
  onLeechTaken(env, seat, ability) {
    applyEffect(env, seat, ability.whenTaken, "buildings");
  },
  onLeechAllDeclined(env, seat, ability) {
    if (hasOption(env, "errata-cultist-power")) applyEffect(env, seat, ability.whenAllDeclined, "buildings");
  },
};
