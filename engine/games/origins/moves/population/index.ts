/** Increasing population (digest §5.6, §4.6): `population` pays the Food beside the leftmost base on the track (Gold stands in) and moves the base beside the board; the last one also scores its VP. */
import { refuse, type Env } from "../../rules/env";
import { canPay, pay } from "../../rules/resources";
import { mustStartAction } from "../common";
import type { MoveFamily } from "../family";

/** The Food the next base costs, or undefined when no base is left on the track. */
export function nextBaseCost(env: Env, seat: number): number | undefined {
  const pop = env.catalog.pack.population;
  const p = env.state.players[seat]!;
  return p.bases < pop.bases ? pop.foodCosts[p.bases - pop.startingFree] : undefined;
}

function checkPopulation(env: Env, seat: number) {
  const cannot = mustStartAction(env, seat);
  if (cannot) return cannot;
  const food = nextBaseCost(env, seat);
  const p = env.state.players[seat]!;
  if (food === undefined) return refuse("population/none-left", `${p.id} has no base left on the population track`);
  if (!canPay(p, { food })) return refuse("population/not-enough-food", `The next base costs ${food} Food (Gold stands in); ${p.id} has ${p.food} Food and ${p.gold} Gold`);
  return undefined;
}

export const POPULATION: MoveFamily<"population"> = {
  type: "population",
  verbs: ["population"],
  list: (env, seat) => (checkPopulation(env, seat) ? [] : [{ type: "population", player: env.state.players[seat]!.id }]),
  check: (env, seat) => checkPopulation(env, seat),
  apply(env, seat) {
    const p = env.state.players[seat]!;
    const pop = env.catalog.pack.population;
    pay(p, { food: nextBaseCost(env, seat)! });
    p.bases++;
    if (p.bases === pop.bases) p.vp += pop.lastBaseVp;
    env.state.turn.acted = true;
  },
  parse: (words, player) => (words.length ? { error: "population takes nothing after it" } : { type: "population", player }),
  format: () => "population",
};
