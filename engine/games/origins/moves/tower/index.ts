/** Raising a tower (digest §5.5): `tower red` takes a red floor from the reserve and pays Gold equal to the red tower's height; then Capricorn. */
import { COLOURS, type Colour } from "../../schema/common";
import { refuse, type Env } from "../../rules/env";
import { runNext, triggered } from "../../rules/effects";
import { isError, keepLegal, mustStartAction, parseColour } from "../common";
import type { MoveFamily } from "../family";

const towerCost = (env: Env, seat: number, colour: Colour) => env.state.players[seat]!.towers[colour] * env.catalog.pack.startingTiles.palace.floorCost.goldPerFloorHeight;

function checkTower(env: Env, seat: number, colour: Colour) {
  const cannot = mustStartAction(env, seat);
  if (cannot) return cannot;
  if (env.state.floorReserve[colour] <= 0) return refuse("tower/no-floor", `No ${colour} floor is left in the reserve`);
  const p = env.state.players[seat]!;
  const gold = towerCost(env, seat, colour);
  if (p.gold < gold) return refuse("tower/not-enough-gold", `Raising the ${colour} tower (height ${p.towers[colour]}) costs ${gold} Gold; ${p.id} has ${p.gold}`);
  return undefined;
}

export const TOWER: MoveFamily<"tower"> = {
  type: "tower",
  verbs: ["tower"],
  list(env, seat) {
    if (mustStartAction(env, seat)) return [];
    const player = env.state.players[seat]!.id;
    return keepLegal(
      COLOURS.map((colour) => ({ type: "tower" as const, player, colour })),
      (m) => checkTower(env, seat, m.colour),
    );
  },
  check: (env, seat, m) => checkTower(env, seat, m.colour),
  apply(env, seat, m) {
    const p = env.state.players[seat]!;
    p.gold -= towerCost(env, seat, m.colour);
    env.state.floorReserve[m.colour]--;
    p.towers[m.colour]++;
    env.state.turn.acted = true;
    runNext(env, triggered(env, seat, "raise-tower"));
  },
  parse(words, player) {
    const colour = parseColour(words[0]);
    return isError(colour) ? colour : { type: "tower", player, colour };
  },
  format: (m) => `tower ${m.colour}`,
};
