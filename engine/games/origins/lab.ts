/**
 * Origins in the balance lab. A game of a batch is its player count and seed (the seed draws the
 * first player, every die and shuffle), so its log replays. Origins has no factions and one board:
 * its players differ only in where they sit in the turn order, so a result's player is its place in
 * the first round's turn order ("1st" … "4th": the first player holds the Bastion and drafts first,
 * the last drafts twice in a row), and the lab's per-player table answers "does going first win
 * too often?" (its per-seat table, p1 … p4 round the table, should show nothing). A player's VP by
 * source: what was scored during play, then the final scoring's parts.
 */
import type { LabSupport } from "../../core/game";
import type { OriginsTypes } from "./module";

/** The players of a batch's results, by place in the first round's turn order. */
export const START_POSITIONS = ["1st", "2nd", "3rd", "4th"] as const;

/** The only board of an Origins batch (Origins has no maps: a batch names this one). */
export const ORIGINS_BOARD = "base";

export const originsLab: LabSupport<OriginsTypes> = {
  playerNoun: "starting position",
  oneBoard: true,
  seatNote: "seats p1, p2 … round the table; each game's seed draws the first player",
  setupFor(_catalog, table) {
    if (table.map !== ORIGINS_BOARD) throw new Error(`Origins has no maps: a batch plays the one board, "${ORIGINS_BOARD}", not "${table.map}"`);
    if (table.options.length > 0) throw new Error(`Origins has no game options to switch on (${table.options.join(", ")}): change the pack instead`);
    if (table.fixed) throw new Error("Origins has no factions to fix: each game's seed draws its first player");
    return { players: table.players, seed: table.seed };
  },
  playerOf(state, player) {
    const seat = state.players.findIndex((p) => p.id === player);
    if (seat < 0) throw new Error(`playerOf: no player ${player} in this game`);
    const n = state.players.length;
    const place = (seat - state.bastion + n) % n;
    return START_POSITIONS[place] ?? `${place + 1}th`;
  },
  vpBySource(state, player) {
    const seat = state.players.findIndex((p) => p.id === player);
    if (seat < 0) throw new Error(`vpBySource: no player ${player} in this game`);
    const vp = state.players[seat]!.vp;
    const f = state.final?.find((x) => x.seat === seat);
    if (!f) return vp ? { play: vp } : {};
    const parts: Record<string, number> = { play: vp - f.total, gold: f.gold, advisors: f.advisors, temples: f.temples, "seats of power": f.seats };
    return Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== 0));
  },
};
