/**
 * Families not yet in folders of their own: each wraps the handler of `rules/actions/*.ts`, with its
 * listing, notation and sentence. They move out one by one into `moves/<family>/index.ts`.
 */
import { buildMove, checkBuild } from "../rules/actions/build";
import { isActing, isRejection, landHex } from "../rules/actions/common";
import { shortfall } from "../rules/resources";
import { homeTerrain, spadesNeeded } from "../rules/terraform";
import { canTake } from "../rules/turn";
import { STAGE, type MoveFamily } from "./family";
import { add, reachableOf, type Listing } from "./listing";

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
