/**
 * What the table shows, read off the game state and the pack's data: the board with its current
 * terrain, names and colours, resource changes of a move, move labels, VP sources. Income is the
 * engine's own (`incomeOf`, `structureIncome`).
 * Display only: what is legal comes from the engine's `legalMoves`, never from here.
 */
import {
  buildGrid,
  BUILDING_NAMES,
  CULT_NAMES,
  CULTS,
  factionName,
  moveLabel,
  TERRAIN_LABEL,
  TERRAIN_CODES,
  BOARD_TERRAIN_COLORS,
  rowCells,
  structureIncome,
  type Building,
  type Catalog,
  type Cult,
  type GameState,
  type Income,
  type MapInput,
  type Move,
  type BoardTerrain,
  type VpSource,
} from "@/engine";

export const CULT_COLORS: Record<Cult, { fill: string; ink: string }> = {
  fire: { fill: "#d9482b", ink: "#fff7ed" },
  water: { fill: "#2f6fd1", ink: "#eff6ff" },
  earth: { fill: "#8a5a2e", ink: "#fff7ed" },
  air: { fill: "#e8e4da", ink: "#3f3f46" },
};
// The words of moves' sentences, and the sentences themselves, are the engine's (each move family has its `label`).
export { BUILDING_NAMES, CULT_NAMES, CULTS, TERRAIN_LABEL, factionName, moveLabel };

/** How the chart names and colours each source of victory points. */
export const VP_SOURCE_STYLE: Record<VpSource, { label: string; color: string }> = {
  initial: { label: "Starting VP", color: "#a8a29e" },
  "round-scoring": { label: "Round scoring", color: "#d97706" },
  buildings: { label: "Buildings", color: "#b45309" },
  towns: { label: "Towns", color: "#7c3aed" },
  passing: { label: "Passing", color: "#0891b2" },
  tracks: { label: "Shipping & spades tracks", color: "#0d9488" },
  spades: { label: "Spades", color: "#65a30d" },
  skips: { label: "Tunnelling / flight", color: "#4d7c0f" },
  leech: { label: "Power taken", color: "#e11d48" },
  trades: { label: "Trades", color: "#0369a1" },
  conversions: { label: "Conversions", color: "#be185d" },
  cults: { label: "Cult majorities", color: "#dc2626" },
  area: { label: "Largest area", color: "#2563eb" },
  "final-scoring-tile": { label: "Final-scoring tile", color: "#4338ca" },
  resources: { label: "Resources left", color: "#ca8a04" },
  adjustments: { label: "Adjustments", color: "#52525b" },
};

/** The faction's colour from the pack (its home terrain's colour when the pack gives none). */
export function factionColor(catalog: Catalog, faction: string): string {
  return colorOf(catalog.factions[faction]);
}

/** A faction document's colour, or its home terrain's colour when it gives none. */
export function colorOf(f: { color?: string; homeTerrain?: string } | undefined): string {
  if (f?.color) return f.color;
  const home = f?.homeTerrain;
  return home && Object.hasOwn(BOARD_TERRAIN_COLORS, home) ? BOARD_TERRAIN_COLORS[home as BoardTerrain] : "#71717a";
}

export function isDark(hex: string): boolean {
  const m = hex.replace("#", "").match(/^([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i);
  if (!m) return true;
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => parseInt(x!, 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.55;
}

/** The game's map with its terrain as it is now (transformed hexes repainted). */
export function mapNow(catalog: Catalog, state: GameState): MapInput {
  const map = catalog.pack.maps[state.map]!;
  const board = catalog.boards[state.map]!;
  const grid = buildGrid({ rows: map.rows, offset: map.offset });
  const rows = map.rows.map((r) => rowCells(r));
  for (let h = 0; h < board.landCount; h++) {
    const hex = grid.hexes.get(board.ids[h]!);
    const t = state.board.terrain[h]!;
    // The map format has no code for ice and volcano: those hexes keep the colour they had.
    if (hex && t !== "ice" && t !== "volcano") rows[hex.row]![hex.col] = TERRAIN_CODES[t];
  }
  return { ...map, rows: rows.map((r) => r.join(" ")) };
}

/** What building one more of a structure adds to the income (the faction board's next space). */
export function nextIncome(catalog: Catalog, faction: string, building: Building, built: number): Income {
  const f = catalog.factions[faction]!;
  const now = structureIncome(f, building, built);
  const next = structureIncome(f, building, built + 1);
  return { coins: next.coins - now.coins, workers: next.workers - now.workers, priests: next.priests - now.priests, power: next.power - now.power, vp: next.vp - now.vp };
}

export interface Delta {
  coins: number;
  workers: number;
  priests: number;
  /** Power moved into bowl III (negative: spent). */
  power: number;
  vp: number;
}

/** How a player's resources differ between two states (a move's cost preview). */
export function resourceDelta(before: GameState, after: GameState, seat: number): Delta {
  const a = before.players[seat]!;
  const b = after.players[seat]!;
  return { coins: b.coins - a.coins, workers: b.workers - a.workers, priests: b.priests - a.priests, power: b.power[2] - a.power[2], vp: b.vp - a.vp };
}

export function deltaText(d: Delta): string {
  const parts: string[] = [];
  const add = (n: number, unit: string) => {
    if (n) parts.push(`${n > 0 ? "+" : "−"}${Math.abs(n)}${unit}`);
  };
  add(d.coins, "c");
  add(d.workers, "w");
  add(d.priests, "p");
  add(d.power, " pw");
  add(d.vp, " VP");
  return parts.join(" ");
}

/** The game's stage in words. */
/** What a player owing a decision must answer, from their legal moves ("take or decline 1 power from Nomads"). */
export function answerText(catalog: Catalog, moves: readonly Move[]): string {
  const offers = moves.filter((m): m is Extract<Move, { type: "leech" }> => m.type === "leech");
  if (offers.length > 0)
    return `a power offer: take or decline ${offers.map((m) => `${m.amount} power${m.from ? ` from ${factionName(catalog, m.from)}` : ""}`).join(", or ")}`;
  const has = (t: Move["type"]) => moves.some((m) => m.type === t);
  if (has("favor")) return "choose a favor tile";
  if (has("town")) return "choose a town tile";
  if (has("cult")) return "choose a cult track";
  if (has("unlock")) return "unlock a colour or take the priest";
  if (has("token")) return "take or decline a new power token";
  if (has("pick-color")) return "pick a colour";
  if (has("transform")) return "use their spades";
  const first = moves.find((m) => m.type !== "convert" && m.type !== "burn" && m.type !== "wait");
  return first ? moveLabel(catalog, first).toLowerCase() : "their decision";
}

/** Whether the game is in its faction auction (Fire & Ice variant): its players have no faction yet. */
export function inAuction(state: GameState): boolean {
  return !!state.auction && !state.auction.seated;
}

/**
 * How the player in `seat` is called at the table: during the faction auction, when they have no
 * faction yet, the seat's name (a person's or a bot's; else `player1`, ...); after it, the faction's.
 */
export function playerLabel(catalog: Catalog, state: GameState, seats: readonly ({ name?: string } | undefined)[], seat: number): string {
  const id = state.players[seat]?.faction ?? "";
  return inAuction(state) ? seats[seat]?.name || id : factionName(catalog, id);
}

export function phaseLabel(state: GameState, rounds: number): string {
  switch (state.phase) {
    case "setup-auction":
      if (state.auction && state.auction.nominated.length < state.players.length) return "Setup · faction auction: nominations";
      return state.auction?.sealed ? "Setup · fast auction: sealed bids" : "Setup · faction auction: bids";
    case "setup-choices":
      return "Setup · terrain colours and starting tiles";
    case "setup-dwellings":
      return "Setup · initial dwellings";
    case "setup-bonus":
      return "Setup · bonus cards";
    case "cult-bonus":
      return `Round ${state.round} · end-of-round cult bonus`;
    case "income":
      return `Round ${state.round + 1} · income`;
    case "actions":
      return `Round ${state.round} of ${rounds} · actions`;
    case "finished":
      return "Game over · final scoring";
  }
}

/** The hex a move is about (for highlighting the last move on the board). */
export function moveHex(move: Move): string | undefined {
  if (move.type === "ship" || move.type === "merchant") return move.path[move.path.length - 1];
  return move.type === "build" || move.type === "upgrade" || move.type === "transform" || move.type === "trade" ? move.hex : undefined;
}
