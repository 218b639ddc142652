/**
 * The heuristic bot's play in the faction auction (Fire & Ice variant), a simple policy. A
 * faction's worth is what terra.snellman.net's 2017 starting-VP table (the pack's variant
 * `starting-vp/original_2017`, when it has it) says it lacks: 20 minus its starting VP there (the
 * Darklings, starting with 15, are worth 5 VP; the Fakirs, with 33, −13); 0 without the table. The
 * bot nominates the faction of most worth it may, and bids on the faction where its worth minus the
 * lowest bid it may make is highest, that lowest bid; a faction nobody holds wins ties. Deterministic.
 */
import type { Catalog } from "../catalog";
import type { Move } from "../rules/moves";

type BidMove = Extract<Move, { type: "bid" }>;

/** The variant whose table gives the factions' worth. */
export const WORTH_TABLE = "starting-vp/original_2017";

/** A faction's worth in the auction, in VP (see above). */
export function factionWorth(catalog: Catalog, faction: string): number {
  const table = catalog.variants[WORTH_TABLE]?.rules?.["startingVp.perFaction"] as Record<string, number> | undefined;
  const vp = table?.[faction];
  return typeof vp === "number" ? 20 - vp : 0;
}

/** The bot's nomination or bid among `moves` (undefined when there is none among them). */
export function chooseAuctionMove(catalog: Catalog, moves: readonly Move[]): Move | undefined {
  let nomination: Move | undefined;
  for (const m of moves)
    if (m.type === "nominate" && (!nomination || factionWorth(catalog, m.nominee) > factionWorth(catalog, (nomination as { nominee: string }).nominee))) nomination = m;
  if (nomination) return nomination;
  // The listing gives every amount, lowest first: the first bid of each faction is its lowest.
  let choice: BidMove | undefined;
  let value = -Infinity;
  const seen = new Set<string>();
  for (const m of moves) {
    if (m.type !== "bid" || seen.has(m.nominee)) continue;
    seen.add(m.nominee);
    const v = factionWorth(catalog, m.nominee) - m.amount;
    if (v > value || (v === value && choice && m.amount < choice.amount)) {
      choice = m;
      value = v;
    }
  }
  return choice;
}
