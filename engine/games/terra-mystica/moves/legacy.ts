/**
 * Families not yet in folders of their own: each wraps the handler of `rules/actions/*.ts`, with its
 * listing, notation and sentence. They move out one by one into `moves/<family>/index.ts`.
 */
import { BUILDINGS, type Building } from "../schema/common";
import { buildMove, checkBuild } from "../rules/actions/build";
import { isActing, isRejection, landHex } from "../rules/actions/common";
import { checkUpgrade, upgradeMove } from "../rules/actions/upgrade";
import { shortfall } from "../rules/resources";
import { homeTerrain, spadesNeeded } from "../rules/terraform";
import { canTake } from "../rules/turn";
import { buildingFromWord } from "../notation/words";
import { STAGE, type MoveFamily } from "./family";
import { add, reachableOf, type Listing } from "./listing";
import { BUILDING_NAMES } from "./words";

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
