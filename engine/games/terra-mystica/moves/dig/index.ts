/**
 * `dig`: buying spades at the faction's exchange rate (its level on the digging track), with the
 * level's bonus. The spades dug are for transforming in the same action (see `../transform`).
 */
import type { Catalog } from "../../catalog";
import type { Rules } from "../../schema/rules";
import { gainSpades } from "../../rules/effects";
import type { Env } from "../../rules/env";
import { factionOf, hasOption } from "../../rules/env";
import { reach } from "../../rules/reach";
import { addCosts, canAfford, gainResources, pay, type Cost } from "../../rules/resources";
import { reject, type Rejection } from "../../rules/result";
import { homeTerrain, spadesNeeded } from "../../rules/terraform";
import { turnsToVolcano, volcanoCost, volcanoUnaffordable } from "../../rules/volcano";
import { canTake, take } from "../../rules/turn";
import { isActing, isRejection, mustAfford, mustBeActive, times } from "../common";
import { STAGE, type MoveFamily } from "../family";
import { reachableOf, type Listing } from "../listing";
import { plural } from "../words";

/** Buy spades at the faction's exchange rate. */
export interface DigMove {
  type: "dig";
  faction: string;
  spades: number;
}

/** Check digging `spades` spades; on success, the cost and whether it uses up a step. */
export function checkDig(env: Env, seat: number, spades: number): { cost: Cost; needsStep: boolean } | Rejection {
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  const p = env.state.players[seat]!;
  const level = factionOf(env, seat).digging.levels[p.digging];
  if (!level || factionOf(env, seat).traits.unlocks) return reject("move/cannot-dig", `${p.faction} cannot dig`);
  // `dig 0` is a dig like any other, as on terra.snellman.net: it takes the player's action.
  if (spades < 0) return reject("move/bad-amount", "Dig at least one spade");
  if (env.state.round === 0) return reject("move/not-allowed-now", "Nobody digs during setup");
  const needsStep = !(hasOption(env, "loose-dig") && p.subActions.transform);
  if (needsStep && !canTake(env, seat, "dig")) return reject("move/not-allowed-now", `${p.faction} cannot dig now (the action is already taken)`);
  const cost = times(level.cost, spades);
  const short = canAfford(p, cost) ? undefined : mustAfford(env, seat, cost, `Digging ${spades} spade${spades === 1 ? "" : "s"}`);
  if (short) return short;
  return { cost, needsStep };
}

const spadeAmountCache = new WeakMap<Catalog, WeakMap<Rules, Map<string, number[][]>>>();

/**
 * For each terrain (by position on the terraform cycle), the amounts of spades the player needs to
 * turn it into each other terrain, as a bit mask (bit n: n spades). They depend on the faction and
 * the spades at hand only, and are remembered per catalog and rules.
 */
function spadeAmounts(env: Env, seat: number): number[] {
  const p = env.state.players[seat]!;
  let byRules = spadeAmountCache.get(env.catalog);
  if (!byRules) spadeAmountCache.set(env.catalog, (byRules = new WeakMap()));
  let byPlayer = byRules.get(env.rules);
  if (!byPlayer) byRules.set(env.rules, (byPlayer = new Map()));
  // An ice faction's spades count from the colour it picked: the same faction differs by game.
  const key = p.picked ? `${p.faction}/${p.picked}` : p.faction;
  let bySpades = byPlayer.get(key);
  if (!bySpades) byPlayer.set(key, (bySpades = []));
  let amounts = bySpades[p.pending.spades];
  if (!amounts) {
    const cycle = env.rules.terraformCycle;
    const home = homeTerrain(env, seat);
    // Ice is a target besides the cycle's terrains (Infinity spades shift to no bit at all).
    const special = home === "ice" || home === "volcano" ? home : undefined;
    amounts = cycle.map((from) => {
      let mask = 0;
      for (const to of cycle) if (to !== from) mask |= bit(spadesNeeded(env, seat, from, to));
      if (special) mask |= bit(spadesNeeded(env, seat, from, special));
      return mask & ~1;
    });
    bySpades[p.pending.spades] = amounts;
  }
  return amounts;
}

/** Bit n for n spades; none for an amount no digging can reach. */
function bit(spades: number): number {
  return spades < 31 ? 1 << spades : 0;
}

/**
 * Digging: the amounts that let some reachable hex change terrain (needs depend on the terrains
 * only); for a hex reached by tunnelling or carpet flight, only if the player can pay for both.
 */
function listDigs(l: Listing): void {
  const { env, seat, p, faction } = l;
  const board = env.state.board;
  // Every amount costs at least one spade's worth: without it there is nothing to list.
  const level = factionOf(env, seat).digging.levels[p.digging];
  if (!level || !canAfford(p, level.cost)) return;
  const reachable = reachableOf(l);
  const amounts = spadeAmounts(env, seat);
  let seen = 0; // terrains already counted, by position on the cycle
  let needs = 0;
  let needsBySkip = 0;
  let skipHex = -1;
  for (let h = 0; h < env.board.landCount; h++) {
    if (!reachable[h] || board.building[h]) continue;
    const t = board.terrain[h]!;
    // Ice and volcano hexes are never transformed.
    if (t === "ice" || t === "volcano") continue;
    const i = env.catalog.cycleIndex[t];
    if (reachable[h] === 2) {
      skipHex = h;
      needsBySkip |= amounts[i]! >>> p.pending.spades;
    } else if (!(seen & (1 << i))) {
      seen |= 1 << i;
      needs |= amounts[i]! >>> p.pending.spades;
    }
  }
  if (factionOf(env, seat).traits.volcano) {
    listVolcanoDig(l, reachable);
    return;
  }
  const skip = skipHex >= 0 ? reach(env, seat, skipHex) : undefined;
  const skipCost = skip?.ok ? skip.skip?.cost : undefined;
  for (let n = 1; (needs | needsBySkip) >>> n; n++) {
    if (!((needs | needsBySkip) & (1 << n))) continue;
    const dig = checkDig(env, seat, n);
    if (isRejection(dig) || (!(needs & (1 << n)) && !canAfford(p, addCosts(dig.cost, skipCost)))) continue;
    l.out.push({ type: "dig", faction, spades: n });
  }
}

/** A volcano faction digs one spade at a time, when some hex in reach can be turned at a price it can pay. */
function listVolcanoDig(l: Listing, reachable: ArrayLike<number>): void {
  const { env, seat, p, faction } = l;
  if (p.pending.spades > 0) return;
  for (let h = 0; h < env.board.landCount; h++) {
    if (!turnsToVolcano(env, reachable, h)) continue;
    if (volcanoUnaffordable(env, seat, volcanoCost(env, seat, h)!)) continue;
    if (!isRejection(checkDig(env, seat, 1))) l.out.push({ type: "dig", faction, spades: 1 });
    return;
  }
}

export const DIG: MoveFamily<"dig"> = {
  type: "dig",
  listed: STAGE.turn,
  list(l) {
    // Not while a free transformation is pending: it is used first, and the spades dug could then
    // never be used. `checkDig` refuses every amount to a player who may not dig now (with or
    // without `loose-dig`): the hexes in reach are not worked out for them.
    const { env, seat, p } = l;
    if (p.pending.freeTransforms === 0 && isActing(env, seat) && canTake(env, seat, "dig")) listDigs(l);
  },
  check(env, seat, move) {
    const dig = checkDig(env, seat, move.spades);
    return isRejection(dig) ? dig : undefined;
  },
  apply(env, seat, move) {
    const checked = checkDig(env, seat, move.spades);
    if (isRejection(checked)) return checked;
    const p = env.state.players[seat]!;
    if (checked.needsStep) take(env, seat, "dig", { transform: 1, build: 1, dig: 1 });
    // A volcano faction's dug spades only turn hexes into volcano: not spades to reward or convert.
    if (factionOf(env, seat).traits.volcano) p.pending.spades += move.spades;
    else gainSpades(env, seat, move.spades);
    pay(p, checked.cost);
    gainResources(p, factionOf(env, seat).digging.levels[p.digging]!.bonus, "spades", move.spades);
    p.mustUseSpades = true;
    return undefined;
  },
  verbs: { dig: "player" },
  parse(c) {
    const m = c.text.match(/^dig (\d+)/i);
    return m ? { type: "dig", faction: c.faction, spades: Number(m[1]) } : undefined;
  },
  format: (move) => `dig ${move.spades}`,
  label: (catalog, move) => (catalog.factions[move.faction]?.traits.volcano ? "Dig for a volcano" : `Dig ${plural(move.spades, "spade")}`),
};
