/**
 * Climbing a temple the player chooses (`climb forest`): the temple action climbs 2 and takes that
 * temple's zodiac card at once; the bonus tile and the Statue climb 1 without it; "another temple"
 * (temple buildings, Aquarius) may not be the one just climbed. Steps past the top are lost.
 */
import { TEMPLES, type Temple } from "../../schema/common";
import { refuse, type Env } from "../../rules/env";
import { climbed, runNext } from "../../rules/effects";
import { headStep, notExpected } from "../common";
import type { MoveFamily } from "../family";

function allowed(env: Env, seat: number): Temple[] {
  const h = headStep(env, seat, "climb");
  if (!h) return [];
  if (h.step.temple === "any") return [...TEMPLES];
  if (h.step.temple === "other") return TEMPLES.filter((t) => t !== env.state.turn.lastTemple);
  return [h.step.temple];
}

export const CLIMB: MoveFamily<"climb"> = {
  type: "climb",
  verbs: ["climb"],
  list(env, seat) {
    return allowed(env, seat).map((temple) => ({ type: "climb", player: env.state.players[seat]!.id, temple }));
  },
  check(env, seat, m) {
    if (!headStep(env, seat, "climb")) return notExpected(env, seat, "temple to climb");
    return allowed(env, seat).includes(m.temple) ? undefined : refuse("temple/not-allowed", `This step climbs another temple than the ${env.state.turn.lastTemple} one`);
  },
  apply(env, seat, m) {
    const h = headStep(env, seat, "climb")!;
    env.state.pending.shift();
    runNext(env, climbed(env, seat, m.temple, h.step.steps, h.step.takeZodiacCard));
  },
  parse(words, player) {
    const t = words[0]?.toLowerCase();
    return (TEMPLES as readonly string[]).includes(t ?? "") ? { type: "climb", player, temple: t as Temple } : { error: "climb takes a temple: forest, mountain or sea" };
  },
  format: (m) => `climb ${m.temple}`,
};
