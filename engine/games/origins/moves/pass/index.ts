/**
 * Passing (digest §5.7): the player takes back the Archon and every Freeman; Cancer (with a free
 * base) and Gemini may act; then every Freeman gets +1, except those at 6, which become Advisors: a
 * new colour takes the leftmost free space of the Advisor row; a colour already there sends the die
 * to the reserve and scores the VP beside the rightmost occupied space at once (Scorpio: 1 Wisdom
 * per 6 promoted). No more actions or tokens this round.
 */
import type { Env } from "../../rules/env";
import { runNext, triggered } from "../../rules/effects";
import type { Pending } from "../../rules/state";
import { advisorRowVp } from "../../rules/scoring";
import { freeBases, mustStartAction } from "../common";
import type { MoveFamily } from "../family";

/** The rest of passing: increases and Advisors (run once the pass triggers are answered). */
export function finishPass(env: Env, seat: number): void {
  const { state, catalog } = env;
  const p = state.players[seat]!;
  const promoted: Pending[] = [];
  const keep = [];
  for (const f of p.freemen) {
    if (f.value < 6) {
      f.value++;
      keep.push(f);
      continue;
    }
    if (p.advisors.includes(f.colour)) {
      state.citizenReserve[f.colour]++;
      p.vp += advisorRowVp(env, p);
    } else {
      const space = p.advisors.indexOf(null);
      p.advisors[space] = f.colour;
      if (catalog.pack.advisorRow.scoreOnPlacement) p.vp += catalog.pack.advisorRow.vp[space] ?? 0;
    }
    promoted.push(...triggered(env, seat, "advisor-from-six"));
  }
  p.freemen = keep;
  runNext(env, promoted);
}

export const PASS: MoveFamily<"pass"> = {
  type: "pass",
  verbs: ["pass"],
  list: (env, seat) => (mustStartAction(env, seat) ? [] : [{ type: "pass", player: env.state.players[seat]!.id }]),
  check: (env, seat) => mustStartAction(env, seat),
  apply(env, seat) {
    const p = env.state.players[seat]!;
    p.passed = true;
    env.state.turn.acted = true;
    p.archon = undefined;
    for (const f of p.freemen) f.at = undefined;
    const offers = triggered(env, seat, "pass").filter((o) => o.kind !== "offer" || freeBases(p) > 0 || !o.steps.some((s) => s.effect === "recruit"));
    runNext(env, [...offers, { kind: "pass-finish" }]);
  },
  parse: (words, player) => (words.length ? { error: "pass takes nothing after it" } : { type: "pass", player }),
  format: () => "pass",
};
