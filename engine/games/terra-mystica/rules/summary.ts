/**
 * The final-state summary in the shape of terra.snellman.net's results (as in
 * ../shared/games/expected/*.json): `finished`, `round`, and per faction its resources, power bowls,
 * cult positions, tracks, structures, towns and favor tiles. Keys are sorted like those files.
 */
import type { GameState } from "./state";

export interface FactionSummary {
  buildings: { D: number; SA: number; SH: number; TE: number; TP: number };
  coins: number;
  cults: { air: number; earth: number; fire: number; water: number };
  digging: number;
  favors: string[];
  power: [number, number, number];
  priests: number;
  shipping: number;
  towns: number;
  vp: number;
  workers: number;
}

export interface GameSummary {
  factions: Record<string, FactionSummary>;
  finished: boolean;
  round: number;
}

export function summarize(state: GameState): GameSummary {
  const factions: Record<string, FactionSummary> = {};
  for (const p of [...state.players].sort((a, b) => (a.faction < b.faction ? -1 : 1))) {
    factions[p.faction] = {
      buildings: { D: p.buildings.D, SA: p.buildings.SA, SH: p.buildings.SH, TE: p.buildings.TE, TP: p.buildings.TP },
      coins: p.coins,
      cults: { air: p.cults.air, earth: p.cults.earth, fire: p.cults.fire, water: p.cults.water },
      digging: p.digging,
      favors: [...p.favors].sort(),
      power: [p.power[0], p.power[1], p.power[2]],
      priests: p.priests,
      shipping: p.shipping,
      towns: p.towns.length,
      vp: p.vp,
      workers: p.workers,
    };
  }
  return { factions, finished: state.finished, round: state.round };
}
