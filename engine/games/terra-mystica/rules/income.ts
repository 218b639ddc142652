/**
 * Income: what a player receives in the income phase — each structure type's income for the number
 * on the board (the faction board's tables), the bonus card held, and favor tiles. The income phase
 * pays exactly these parts, and the studio shows their sum, so the two cannot disagree.
 */
import type { Catalog, CompiledFaction } from "../catalog";
import { BUILDINGS, type Building, type Resources } from "../schema/common";
import { tableValue } from "./counters";
import { heldIncomeTo } from "./passives";
import type { GameState, VpSource } from "./state";

/** An amount of each resource income can give (nothing omitted). */
export type Income = Required<Resources>;

/** One source of income, with the VP source its VP (if any) are counted under. */
export interface IncomePart {
  readonly from: "structures" | "bonus-card" | "favor";
  readonly income: Resources | undefined;
  readonly source: VpSource;
}

/** The income `count` structures of one type give (entry `count` of the faction board's tables). */
export function structureIncome(faction: CompiledFaction, building: Building, count: number): Income {
  const table = faction.buildings[building].income;
  return {
    coins: table.coins ? tableValue(table.coins, count) : 0,
    workers: table.workers ? tableValue(table.workers, count) : 0,
    priests: table.priests ? tableValue(table.priests, count) : 0,
    power: table.power ? tableValue(table.power, count) : 0,
    vp: 0,
  };
}

/** What receives a seat's income parts, one by one (see `eachIncomePart`). */
export interface IncomeSink {
  part(from: IncomePart["from"], income: Resources | undefined, source: VpSource): void;
}

/** `structureIncome`, made once per table and count and shared (not to be changed). */
const SHARED_INCOME = new WeakMap<object, Income[]>();

function sharedStructureIncome(faction: CompiledFaction, building: Building, count: number): Income {
  const table = faction.buildings[building].income;
  let byCount = SHARED_INCOME.get(table);
  if (!byCount) SHARED_INCOME.set(table, (byCount = []));
  return (byCount[count] ??= structureIncome(faction, building, count));
}

/**
 * The parts of a seat's income in the order the income phase pays them: structures (in the order of
 * `BUILDINGS`), bonus card, favor tiles. The one definition of income: `incomeParts` lists the parts,
 * the income phase pays them as they come (without a list), `incomeOf` sums them.
 */
export function eachIncomePart(catalog: Catalog, state: GameState, seat: number, sink: IncomeSink): void {
  const p = state.players[seat]!;
  const faction = catalog.factions[p.faction]!;
  for (let i = 0; i < BUILDINGS.length; i++) {
    const b = BUILDINGS[i]!;
    sink.part("structures", sharedStructureIncome(faction, b, p.buildings[b]), "buildings");
  }
  heldIncomeTo(catalog, state, seat, sink);
}

class PartList implements IncomeSink {
  readonly parts: IncomePart[] = [];
  part(from: IncomePart["from"], income: Resources | undefined, source: VpSource): void {
    // A copy of each part: a structure's income is shared inside the engine, a bonus card's or
    // favor tile's is the catalog's own; neither may reach the caller.
    this.parts.push({ from, income: income ? { ...income } : income, source });
  }
}

/** The parts of a seat's income in the order the income phase pays them: structures, bonus card, favor tiles. */
export function incomeParts(catalog: Catalog, state: GameState, seat: number): IncomePart[] {
  const list = new PartList();
  eachIncomePart(catalog, state, seat, list);
  return list.parts;
}

/**
 * A seat's income in the next income phase if nothing changes before it: the sum of what that
 * phase pays (power as tokens to move through the bowls; priests before the supply's limit).
 */
export function incomeOf(catalog: Catalog, state: GameState, seat: number): Income {
  const out: Income = { coins: 0, workers: 0, priests: 0, power: 0, vp: 0 };
  for (const { income } of incomeParts(catalog, state, seat)) {
    out.coins += income?.coins ?? 0;
    out.workers += income?.workers ?? 0;
    out.priests += income?.priests ?? 0;
    out.power += income?.power ?? 0;
    out.vp += income?.vp ?? 0;
  }
  return out;
}
