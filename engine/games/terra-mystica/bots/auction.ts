/**
 * The heuristic bot's play in the faction auction (Fire & Ice variant), a simple policy. A
 * faction's worth is what terra.snellman.net's 2017 starting-VP table (the pack's variant
 * `starting-vp/original_2017`, when it has it) says it lacks: 20 minus its starting VP there (the
 * Darklings, starting with 15, are worth 5 VP; the Fakirs, with 33, −13); 0 without the table. The
 * bot nominates the faction of most worth it may, and bids on the faction where its worth minus the
 * lowest bid it may make is highest, that lowest bid; a faction nobody holds wins ties. In the fast
 * auction (sealed bids on every faction) it bids on each nominated faction its worth above the least
 * worth among them (so that it is indifferent between the factions at its own prices): the faction
 * worth least gets the lowest bid. Deterministic.
 */
import { rulesFor, type Catalog } from "../catalog";
import type { Move } from "../rules/moves";
import type { GameState } from "../rules/state";

type BidMove = Extract<Move, { type: "bid" }>;

/** The variant whose table gives the factions' worth. */
export const WORTH_TABLE = "starting-vp/original_2017";

/** A faction's worth in the auction, in VP (see above). */
export function factionWorth(catalog: Catalog, faction: string): number {
  const table = catalog.variants[WORTH_TABLE]?.rules?.["startingVp.perFaction"] as Record<string, number> | undefined;
  const vp = table?.[faction];
  return typeof vp === "number" ? 20 - vp : 0;
}

/** The bot's sealed bid in the fast auction: on the first faction it has still to bid on, its worth above the least worth nominated. */
function sealedBid(catalog: Catalog, state: GameState, moves: readonly Move[]): Move | undefined {
  const first = moves.find((m): m is BidMove => m.type === "bid");
  if (!first) return undefined;
  const floor = Math.min(...state.auction!.nominated.map((id) => factionWorth(catalog, id)));
  const target = factionWorth(catalog, first.nominee) - floor;
  // The amounts listed for that faction, lowest first: the target if listed, else the nearest end.
  const mine = moves.filter((m): m is BidMove => m.type === "bid" && m.nominee === first.nominee);
  return mine.find((m) => m.amount === target) ?? (target < mine[0]!.amount ? mine[0] : mine[mine.length - 1]);
}

/** The bot's nomination or bid among `moves` (undefined when there is none among them); `state` tells the fast auction apart. */
export function chooseAuctionMove(catalog: Catalog, moves: readonly Move[], state?: GameState): Move | undefined {
  let nomination: Move | undefined;
  for (const m of moves)
    if (m.type === "nominate" && (!nomination || factionWorth(catalog, m.nominee) > factionWorth(catalog, (nomination as { nominee: string }).nominee))) nomination = m;
  if (nomination) return nomination;
  if (state?.auction && rulesFor(catalog, state.options).auction?.kind === "fast") return sealedBid(catalog, state, moves);
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
