/**
 * Terra Mystica in the balance lab: each game of a batch draws its factions from its seed as
 * self-play does (distinct home terrains, among those the options allow) and is set up as played
 * (tiles drawn), so its log replays; a player's VP by
 * source is the engine's own record of where each point came from.
 */
import type { LabSupport } from "../../core/game";
import { factionsForSeed } from "./bots/selfplay";
import { rulesFor } from "./catalog";
import { createGame, playedSetup } from "./rules/setup";
import type { TerraMysticaTypes } from "./module";

export const terraMysticaLab: LabSupport<TerraMysticaTypes> = {
  setupFor(catalog, table) {
    const options = [...table.options];
    const factions = table.fixed ? [...table.fixed] : factionsForSeed(catalog, table.players, table.seed, options);
    // The base map is the default: a log of a base-map game names no map, as on terra.snellman.net.
    const setup = { factions, options, seed: table.seed, ...(table.map === "base" ? {} : { map: table.map }) };
    // The setup as played (scoring tiles and bonus cards drawn), so the game's log replays exactly.
    const created = createGame(catalog, setup);
    return created.ok ? { ...playedSetup(catalog, setup, created.state), seed: table.seed } : setup;
  },
  vpBySource(state, player) {
    const p = state.players.find((x) => x.faction === player);
    if (!p) throw new Error(`vpBySource: no player ${player} in this game`);
    const out: Record<string, number> = {};
    for (const [source, vp] of Object.entries(p.vpSources)) if (vp) out[source] = vp;
    return out;
  },
  printedStartingVp(catalog, map, options = []) {
    const { startingVp } = rulesFor(catalog, options);
    const table = startingVp.perMap?.[map] ?? startingVp.perFaction;
    return table && Object.keys(table).length > 0 ? { ...table } : undefined;
  },
};
