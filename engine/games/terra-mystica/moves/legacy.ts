/**
 * Families not yet in folders of their own: each wraps the handler of `rules/actions/*.ts`, with its
 * listing, notation and sentence. They move out one by one into `moves/<family>/index.ts`.
 */
import type { Catalog } from "../catalog";
import { BUILDINGS, type Building } from "../schema/common";
import type { Rules } from "../schema/rules";
import { buildMove, checkBuild } from "../rules/actions/build";
import { isActing, isRejection, landHex } from "../rules/actions/common";
import { checkDig, digMove } from "../rules/actions/transform";
import { checkUpgrade, upgradeMove } from "../rules/actions/upgrade";
import { hasOption, type Env } from "../rules/env";
import { reach } from "../rules/reach";
import { addCosts, shortfall } from "../rules/resources";
import { homeTerrain, spadesNeeded } from "../rules/terraform";
import { canTake } from "../rules/turn";
import { buildingFromWord } from "../notation/words";
import { STAGE, type MoveFamily } from "./family";
import { add, reachableOf, type Listing } from "./listing";
import { BUILDING_NAMES, plural } from "./words";

const { setupDwellings, aside, turn } = STAGE;

// ---------------------------------------------------------------------------------------------
// build

function listSetupDwellings(l: Listing): void {
  const { env, seat, faction } = l;
  const board = env.state.board;
  const home = homeTerrain(env, seat);
  for (let h = 0; h < env.board.landCount; h++)
    if (board.terrain[h] === home && !board.building[h] && !isRejection(checkBuild(env, seat, h)) && add(l, { type: "build", faction, hex: env.board.ids[h]! })) return;
}

/**
 * Dwellings: reachable hexes (any home-terrain hex for a free dwelling). Hexes that need more
 * spades than the player has (or a free dwelling off home terrain) are refused without asking.
 */
function listBuilds(l: Listing): void {
  const { env, seat, p, faction } = l;
  const board = env.state.board;
  const home = homeTerrain(env, seat);
  const reachable = reachableOf(l);
  const freeDwelling = p.pending.freeDwellings > 0;
  // Without a free dwelling, the dwelling's cost must be affordable.
  if (!freeDwelling && shortfall(p, env.factions[seat]!.buildings.D.cost)) return;
  const spadesFor = env.rules.terraformCycle.map(() => -1);
  for (let h = 0; h < env.board.landCount; h++) {
    if (board.building[h]) continue;
    const from = board.terrain[h]!;
    if (!reachable[h] && !(freeDwelling && from === home)) continue;
    if (home && from !== home) {
      if (freeDwelling) continue;
      if (p.pending.freeTransforms === 0) {
        const i = env.catalog.cycleIndex[from];
        if (spadesFor[i]! < 0) spadesFor[i] = spadesNeeded(env, seat, from, home);
        if (spadesFor[i]! > p.pending.spades) continue;
      }
    }
    if (!isRejection(checkBuild(env, seat, h)) && add(l, { type: "build", faction, hex: env.board.ids[h]! })) return;
  }
}

export const BUILD: MoveFamily<"build"> = {
  type: "build",
  listed: setupDwellings | aside | turn,
  list(l) {
    if (l.stage === setupDwellings) listSetupDwellings(l);
    else if (isActing(l.env, l.seat) && canTake(l.env, l.seat, "build")) listBuilds(l);
  },
  check(env, seat, move) {
    const hex = landHex(env, move.hex);
    if (isRejection(hex)) return hex;
    const plan = checkBuild(env, seat, hex);
    return isRejection(plan) ? plan : undefined;
  },
  apply: buildMove,
  verbs: { build: "player" },
  parse(c) {
    const m = c.text.match(/^build (\w+)$/i);
    return m ? { type: "build", faction: c.faction, hex: m[1]!.toUpperCase() } : undefined;
  },
  format: (move) => `build ${move.hex}`,
  label: (_, move) => `Build a dwelling on ${move.hex}`,
};

// ---------------------------------------------------------------------------------------------
// upgrade

function listUpgrades(l: Listing): void {
  const { env, seat, p, faction } = l;
  const board = env.state.board;
  const f = env.factions[seat]!;
  for (let h = 0; h < env.board.landCount; h++) {
    if (board.owner[h] !== seat) continue;
    for (const to of BUILDINGS as readonly Building[]) {
      if (env.rules.upgrades[to as keyof typeof env.rules.upgrades] !== board.building[h] || p.buildings[to] >= f.buildings[to].supply) continue;
      const def = f.buildings[to];
      const free = to === "TP" && p.pending.freeTradingHouses > 0;
      if (!free && shortfall(p, def.cost) && (!def.costWithNeighbour || shortfall(p, def.costWithNeighbour))) continue;
      if (!isRejection(checkUpgrade(env, seat, h, to)) && add(l, { type: "upgrade", faction, hex: env.board.ids[h]!, to })) return;
    }
  }
}

export const UPGRADE: MoveFamily<"upgrade"> = {
  type: "upgrade",
  listed: turn,
  list(l) {
    if (canTake(l.env, l.seat, "upgrade")) listUpgrades(l);
  },
  check(env, seat, move) {
    const hex = landHex(env, move.hex);
    if (isRejection(hex)) return hex;
    const plan = checkUpgrade(env, seat, hex, move.to);
    return isRejection(plan) ? plan : undefined;
  },
  apply: upgradeMove,
  verbs: { upgrade: "player" },
  parse(c) {
    const m = c.text.match(/^upgrade (\w+) to ([\w ]+)$/i);
    if (!m) return undefined;
    const to = buildingFromWord(m[2]!);
    if (!to || to === "D") return { error: `Unknown structure '${m[2]}'` };
    return { type: "upgrade", faction: c.faction, hex: m[1]!.toUpperCase(), to };
  },
  format: (move) => `upgrade ${move.hex} to ${move.to}`,
  label: (_, move) => `Upgrade ${move.hex} to a ${BUILDING_NAMES[move.to]}`,
};

// ---------------------------------------------------------------------------------------------
// dig

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
  let bySpades = byPlayer.get(p.faction);
  if (!bySpades) byPlayer.set(p.faction, (bySpades = []));
  let amounts = bySpades[p.pending.spades];
  if (!amounts) {
    const cycle = env.rules.terraformCycle;
    amounts = cycle.map((from) => {
      let mask = 0;
      for (const to of cycle) if (to !== from) mask |= 1 << spadesNeeded(env, seat, from, to);
      return mask & ~1;
    });
    bySpades[p.pending.spades] = amounts;
  }
  return amounts;
}

/**
 * Digging: the amounts that let some reachable hex change terrain (needs depend on the terrains
 * only); for a hex reached by tunnelling or carpet flight, only if the player can pay for both.
 */
function listDigs(l: Listing): void {
  const { env, seat, p, faction } = l;
  const board = env.state.board;
  const reachable = reachableOf(l);
  const amounts = spadeAmounts(env, seat);
  let seen = 0; // terrains already counted, by position on the cycle
  let needs = 0;
  let needsBySkip = 0;
  let skipHex = -1;
  for (let h = 0; h < env.board.landCount; h++) {
    if (!reachable[h]) continue;
    const i = env.catalog.cycleIndex[board.terrain[h]!];
    if (reachable[h] === 2) {
      skipHex = h;
      needsBySkip |= amounts[i]! >>> p.pending.spades;
    } else if (!(seen & (1 << i))) {
      seen |= 1 << i;
      needs |= amounts[i]! >>> p.pending.spades;
    }
  }
  const skip = skipHex >= 0 ? reach(env, seat, skipHex) : undefined;
  const skipCost = skip?.ok ? skip.skip?.cost : undefined;
  for (let n = 1; (needs | needsBySkip) >>> n; n++) {
    if (!((needs | needsBySkip) & (1 << n))) continue;
    const dig = checkDig(env, seat, n);
    if (isRejection(dig) || (!(needs & (1 << n)) && shortfall(p, addCosts(dig.cost, skipCost)))) continue;
    if (add(l, { type: "dig", faction, spades: n })) return;
  }
}

export const DIG: MoveFamily<"dig"> = {
  type: "dig",
  listed: turn,
  list(l) {
    // Not while a free transformation is pending: it is used first, and the spades dug could then
    // never be used.
    const { env, seat, p } = l;
    if (p.pending.freeTransforms === 0 && (!(hasOption(env, "loose-dig") && p.subActions.transform) || canTake(env, seat, "dig"))) listDigs(l);
  },
  check(env, seat, move) {
    const dig = checkDig(env, seat, move.spades);
    return isRejection(dig) ? dig : undefined;
  },
  apply: digMove,
  verbs: { dig: "player" },
  parse(c) {
    const m = c.text.match(/^dig (\d+)/i);
    return m ? { type: "dig", faction: c.faction, spades: Number(m[1]) } : undefined;
  },
  format: (move) => `dig ${move.spades}`,
  label: (_, move) => `Dig ${plural(move.spades, "spade")}`,
};
