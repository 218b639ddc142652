/**
 * The document the Merchants of the Seas editor works on: a pack's `merchants` section, as
 * `{ merchants }` (the pack schema's own part, so the editor accepts exactly what a pack accepts),
 * and the shipyard boards as a designer sees them: every faction's board is the default board with
 * the faction's own fields over it (each own field replaces the default's whole field, as the engine
 * reads it).
 */
import { BUILD_VP_KEYS, ID_RULE, isId, jsonEqual, MerchantsSchema, uniqueId, type Merchants, type RangeTile, type ShipyardBoard } from "@/engine";
import { z } from "zod";

export const MerchantsDocumentSchema = z.strictObject({ merchants: MerchantsSchema });
export type MerchantsDocument = z.infer<typeof MerchantsDocumentSchema>;

/** The fields of a shipyard board a faction's board may replace, in the order the form shows them. */
export const BOARD_FIELDS = ["cost", "onBuild", "buildShip", "shipIncome", "power", "riverside", "moveShips", "text"] as const;
export type BoardField = (typeof BOARD_FIELDS)[number];

/** The building types a trade can be made with, as the trade rewards name them, with their names. */
export const TRADE_BUILDINGS: readonly { key: (typeof BUILD_VP_KEYS)[number]; name: string }[] = [
  { key: "D", name: "Dwelling" },
  { key: "TP", name: "Trading house" },
  { key: "TE", name: "Temple" },
  { key: "SH", name: "Stronghold" },
  { key: "SA", name: "Sanctuary" },
  { key: "SY", name: "Shipyard (market)" },
];

type Overrides = Partial<ShipyardBoard>;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The section's faction boards as written (possibly invalid while edited). */
function factionBoards(merchants: unknown): Record<string, Overrides> {
  const shipyards = isObject(merchants) ? merchants.shipyards : undefined;
  const factions = isObject(shipyards) ? shipyards.factions : undefined;
  return isObject(factions) ? (factions as Record<string, Overrides>) : {};
}

/** The default board as written. */
export function defaultBoard(merchants: unknown): Partial<ShipyardBoard> {
  const shipyards = isObject(merchants) ? merchants.shipyards : undefined;
  return isObject(shipyards) && isObject(shipyards.default) ? (shipyards.default as Partial<ShipyardBoard>) : {};
}

/** A faction's board as it plays: the default with the faction's own fields over it. */
export function effectiveBoard(merchants: unknown, faction: string): Partial<ShipyardBoard> {
  return { ...defaultBoard(merchants), ...factionBoards(merchants)[faction] };
}

/** The fields a faction's board has of its own (those that replace the default's). */
export function ownFields(merchants: unknown, faction: string): BoardField[] {
  const own = factionBoards(merchants)[faction] ?? {};
  return BOARD_FIELDS.filter((f) => own[f] !== undefined);
}

/**
 * The section after a faction's board was edited as a whole (`next`, what the form shows): the
 * fields that differ from the board it had become the faction's own; fields it already had stay
 * its own. A faction whose board has no own field is left out of `shipyards.factions`.
 */
export function withFactionBoard(merchants: Merchants, faction: string, next: Partial<ShipyardBoard>): Merchants {
  const before = effectiveBoard(merchants, faction);
  const own: Overrides = { ...factionBoards(merchants)[faction] };
  for (const key of new Set([...Object.keys(before), ...Object.keys(next)]) as Set<keyof ShipyardBoard>) {
    if (key === "from") continue;
    if (!jsonEqual(before[key], next[key]) || own[key] !== undefined) (own as Record<string, unknown>)[key] = next[key];
  }
  for (const key of Object.keys(own) as (keyof Overrides)[]) if (own[key] === undefined) delete own[key];
  return withOwnFields(merchants, faction, own);
}

/** The section with a faction's own field removed: its board plays the default's again. */
export function withDefaultField(merchants: Merchants, faction: string, field: BoardField): Merchants {
  const own: Overrides = { ...factionBoards(merchants)[faction] };
  delete own[field];
  return withOwnFields(merchants, faction, own);
}

function withOwnFields(merchants: Merchants, faction: string, own: Overrides): Merchants {
  const factions = { ...factionBoards(merchants) };
  if (Object.keys(own).length > 0) factions[faction] = own;
  else delete factions[faction];
  return { ...merchants, shipyards: { ...merchants.shipyards, factions } };
}

/** The factions of a section's boards and rules that the pack does not have (the form lists them too, to fix or remove). */
export function unknownFactions(merchants: unknown, factions: readonly string[]): string[] {
  const rules = isObject(merchants) && isObject(merchants.factionRules) ? Object.keys(merchants.factionRules) : [];
  return [...new Set([...Object.keys(factionBoards(merchants)), ...rules])].filter((f) => !factions.includes(f));
}

/** The factions that use a range tile (by its id). */
export function rangeTileUsers(merchants: unknown, tile: string): string[] {
  const rules = isObject(merchants) && isObject(merchants.factionRules) ? (merchants.factionRules as Record<string, { rangeTile?: unknown }>) : {};
  return Object.entries(rules)
    .filter(([, r]) => isObject(r) && r.rangeTile === tile)
    .map(([f]) => f);
}

/** The range tiles as written (possibly invalid while edited). */
function rangeTilesOf(merchants: unknown): Record<string, unknown> {
  return isObject(merchants) && isObject(merchants.rangeTiles) ? merchants.rangeTiles : {};
}

/**
 * Why a range tile may not be called `id` (undefined when it may): ids follow the one id grammar,
 * and name one tile each. `current` is the tile's own id (keeping it is no problem).
 */
export function rangeTileIdProblem(merchants: unknown, id: string, current?: string): string | undefined {
  if (id === "") return "The id is empty.";
  if (!isId(id)) return `Not an id: ${ID_RULE}.`;
  if (id !== current && Object.hasOwn(rangeTilesOf(merchants), id)) return `Range tile "${id}" exists already: an id names one tile.`;
  return undefined;
}

/** The id a new range tile gets: `range-tile`, else `range-tile-2`, ... */
export function newRangeTileId(merchants: unknown): string {
  return uniqueId("range-tile", Object.keys(rangeTilesOf(merchants)));
}

/** The section with a new range tile `id`, last; its spaces copied from the first tile, or one space to start from. */
export function withNewRangeTile(merchants: Merchants, id: string): Merchants {
  const first = Object.values(merchants.rangeTiles)[0];
  const spaces: RangeTile["spaces"] = first ? structuredClone(first.spaces) : [{ flight: 2, merchants: 1, sail: 0 }];
  return { ...merchants, rangeTiles: { ...merchants.rangeTiles, [id]: { spaces } } };
}

/**
 * The section with range tile `from` called `to`, in its place among the tiles, and every faction
 * rule naming it (`factionRules.<faction>.rangeTile`) naming the new id. Throws on an id that
 * `rangeTileIdProblem` refuses.
 */
export function withRenamedRangeTile(merchants: Merchants, from: string, to: string): Merchants {
  const problem = rangeTileIdProblem(merchants, to, from);
  if (problem) throw new Error(problem);
  if (from === to) return merchants;
  const rangeTiles = Object.fromEntries(Object.entries(merchants.rangeTiles).map(([id, tile]) => [id === from ? to : id, tile]));
  const factionRules = Object.fromEntries(Object.entries(merchants.factionRules).map(([f, r]) => [f, r.rangeTile === from ? { ...r, rangeTile: to } : r]));
  return { ...merchants, rangeTiles, factionRules };
}

/** The section without range tile `id`; a faction rule still naming it is left for the pack's checks to report at its path. */
export function withoutRangeTile(merchants: Merchants, id: string): Merchants {
  const { [id]: _gone, ...rangeTiles } = merchants.rangeTiles;
  void _gone;
  return { ...merchants, rangeTiles };
}

/** What the owner of a building pays for the power a trade offers (as for leech: power − 1 VP, or nothing). */
export function ownerVpCost(power: number, leechCost: "power-minus-one" | "none" | undefined): number {
  return leechCost === "none" ? 0 : Math.max(0, power - 1);
}

const RESOURCE_WORDS: Record<string, [string, string]> = { workers: ["worker", "workers"], coins: ["coin", "coins"], priests: ["priest", "priests"], power: ["power", "power"], vp: ["VP", "VP"] };
const count = (n: number, [one, many]: readonly [string, string]) => `${n} ${n === 1 ? one : many}`;

/** Resource amounts as words, workers first as the boards print them: "3 workers, 6 coins"; "nothing" when none. */
export function amountsText(amounts: unknown): string {
  if (!isObject(amounts)) return "nothing";
  const parts = Object.entries(RESOURCE_WORDS).flatMap(([r, words]) => (typeof amounts[r] === "number" && amounts[r] !== 0 ? [count(amounts[r] as number, words)] : []));
  return parts.length > 0 ? parts.join(", ") : "nothing";
}

/** An effect of the expansion's rewards as words ("1 ship, 2 steps on one cult track"); choices joined by "or". */
export function effectText(effect: unknown): string {
  if (!isObject(effect)) return "nothing";
  const parts: string[] = [];
  if (isObject(effect.gain)) parts.push(amountsText(effect.gain));
  const n = (key: string) => (typeof effect[key] === "number" ? (effect[key] as number) : 0);
  if (n("ships")) parts.push(count(n("ships"), ["ship", "ships"]));
  if (n("shipping")) parts.push(count(n("shipping"), ["shipping step", "shipping steps"]));
  if (n("range")) parts.push(count(n("range"), ["range space", "range spaces"]));
  if (n("cultChoice")) parts.push(`${count(n("cultChoice"), ["step", "steps"])} on one cult track`);
  if (n("powerTokens")) parts.push(count(n("powerTokens"), ["power token", "power tokens"]));
  if (n("spades")) parts.push(count(n("spades"), ["spade", "spades"]));
  if (n("keys")) parts.push(count(n("keys"), ["key", "keys"]));
  if (n("favorTiles")) parts.push(count(n("favorTiles"), ["favor tile", "favor tiles"]));
  if (n("shapeshift")) parts.push(count(n("shapeshift"), ["free change of colour", "free changes of colour"]));
  if (n("priestToCult")) parts.push(count(n("priestToCult"), ["priest to a cult", "priests to a cult"]));
  if (effect.moveShips === true) parts.push("Move ships");
  if (effect.keepTradingShip === true) parts.push("keep the trading ship");
  if (effect.resetMoveShips === true) parts.push("Move ships again");
  if (Array.isArray(effect.choice) && effect.choice.length > 0) parts.push(`(${effect.choice.map(effectText).join(" or ")})`);
  const said = parts.filter((p) => p !== "nothing");
  return said.length > 0 ? said.join(", ") : "nothing";
}
