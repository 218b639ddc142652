/**
 * The setup of the Merchants of the Seas scenarios (content/merchants, on the base map), written
 * once: the scenario files name each player's faction, dwellings, dock and bonus card, and this
 * writes the setup lines in the order the game asks for them.
 */

/** One player of a scenario's setup, in seating order. */
export interface MerchantsSeat {
  faction: string;
  /** A colour picked before the dwellings (variable and ice factions: `pick-color gray`). */
  pick?: string;
  /**
   * Initial dwellings: the first and the second go in the snake order (everyone's first in seating
   * order, then everyone's second in reverse); a third (Nomads) after everyone's second; a single
   * one (Chaos Magicians) after all the others.
   */
  dwellings: readonly string[];
  /** The hex of the dock (after the dwellings, in seating order); none: no dock line. */
  dock?: string;
  /** The bonus card taken at the end of setup (in reverse seating order); none: the log stops before. */
  bonus?: string;
}

/** The scoring tiles of most scenarios: round 1 scores 2 VP per trade (SCORE10). */
export const MERCHANTS_SCORING = "SCORE10,SCORE11,SCORE13,SCORE14,SCORE15,SCORE16";

/** The Auren (forest: F2 with the dock, beside r20; D1) and the Fakirs (desert: D3 with the warehouse; F3); the Fakirs hold BON1, the Auren BON11. */
export const AUREN_FAKIRS: readonly MerchantsSeat[] = [
  { faction: "auren", dwellings: ["F2", "D1"], dock: "F2", bonus: "BON11" },
  { faction: "fakirs", dwellings: ["D3", "F3"], dock: "D3", bonus: "BON1" },
];

export interface MerchantsSetupOptions {
  /** Game options before `loose-adjust-resource` (`fire-and-ice-factions/variable_v5`). */
  options?: readonly string[];
  /** The final-scoring tile (`trade-majority`). */
  finalScoring?: string;
  /** The six scoring tiles, comma-separated. */
  score?: string;
}

/**
 * The setup lines of a scenario (with the `loose-adjust-resource` option, so that resources may be
 * adjusted by hand), then `moves`, one line each.
 */
export function merchantsLog(seats: readonly MerchantsSeat[], setup: MerchantsSetupOptions = {}, ...moves: string[]): string {
  const lines = [...(setup.options ?? []).map((o) => `option ${o}`), "option loose-adjust-resource", "map base"];
  if (setup.finalScoring) lines.push(`final-scoring ${setup.finalScoring}`);
  lines.push(`score ${setup.score ?? MERCHANTS_SCORING}`);
  for (const s of seats) lines.push(`setup ${s.faction}`);
  for (const s of seats) if (s.pick) lines.push(`${s.faction}: pick-color ${s.pick}`);
  const build = (s: MerchantsSeat, i: number) => lines.push(`${s.faction}: build ${s.dwellings[i]}`);
  const snake = seats.filter((s) => s.dwellings.length >= 2);
  for (const s of snake) build(s, 0);
  for (const s of [...snake].reverse()) build(s, 1);
  for (const s of seats) if (s.dwellings.length >= 3) build(s, 2);
  for (const s of seats) if (s.dwellings.length === 1) build(s, 0);
  for (const s of seats) if (s.dock) lines.push(`${s.faction}: dock ${s.dock}`);
  for (const s of [...seats].reverse()) if (s.bonus) lines.push(`${s.faction}: pass ${s.bonus}`);
  return [...lines, ...moves].join("\n");
}
