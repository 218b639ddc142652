/**
 * The faction auction at the table: the turn panel names the seat (a person's or a bot's name), not
 * `player2`; the fast auction's panel shows who has bid but no amount until every bid is in, gives the
 * person acting one form with a bid on every faction, then shows every bid with the winning ones; the
 * log hides the sealed amounts meanwhile.
 */
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { compileCatalog, legalMoves, replay, type GameState, type Move } from "@/engine";
import { validatePackSource } from "@/scripts/cli/pack-dir";
import { AuctionPanel } from "./AuctionPanel";
import { terraMysticaLog } from "./LogPanel";
import { TurnPanel } from "./TurnPanel";
import { turnView } from "./model/turns";
import type { SessionSeat } from "./usePlaytest";

const v = validatePackSource(path.join(import.meta.dirname, "../../content/fire-and-ice"));
if (!v.ok) throw new Error("content/fire-and-ice is invalid");
const catalog = compileCatalog(v.resolved);

const SEATS: SessionSeat[] = [
  { control: "human", name: "Anna" },
  { control: "bot", bot: "heuristic", name: "Bot 2" },
  { control: "bot", bot: "random", name: "Bot 3" },
];

function play(log: string): GameState {
  const r = replay(`option fire-and-ice-auction/fast\nscore SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6\nplayer-count 3\n${log}`, catalog);
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

const NOMINATED = "player1: nominate witches\nplayer2: nominate nomads\nplayer3: nominate halflings\n";
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const panel = (state: GameState, moves: readonly Move[]) => renderToStaticMarkup(createElement(AuctionPanel, { catalog, state, seats: SEATS, moves, onMove: () => {} }));

describe("the faction auction at the table", () => {
  it("names the seat whose turn it is, not player2", () => {
    const state = play("player1: nominate witches\n");
    const html = renderToStaticMarkup(createElement(TurnPanel, { catalog, state, view: turnView(catalog, state), seats: SEATS, actor: -1, onMove: () => {}, preview: () => undefined }));
    expect(text(html)).toContain("Bot 2");
    expect(html).toContain('data-mover="player2"');
    expect(html).not.toMatch(/data-testid="turn-player">player2</);
  });

  it("keeps the fast auction's bids secret until all are in, with one form for the person acting", () => {
    const state = play(NOMINATED + "player1: bid witches 7\nplayer1: bid nomads 5\nplayer1: bid halflings 0\n");
    const moves = legalMoves(catalog, state, "player2");
    const html = panel(state, moves);
    // player1's bids are in, but not shown: no 7 anywhere, each faction has 1 of 3 bids.
    expect(text(html)).toMatch(/Anna bids sealed/);
    expect(text(html)).toMatch(/Bot 2 bidding now/);
    expect(text(html)).not.toMatch(/\b7\b/);
    expect(text(html).match(/1 of 3/g)).toHaveLength(3);
    // One form: a sealed bid for each faction, 0 to 40.
    expect(html.match(/aria-label="Sealed bid for the /g)).toHaveLength(3);
    expect(html).toContain('max="40"');
    expect(text(html)).toContain("Seal my bids");
    // The log hides the amounts while the bids are sealed.
    const log = terraMysticaLog(catalog, true);
    expect(log.format({ type: "bid", faction: "player1", nominee: "witches", amount: 7 })).toBe("player1: bid witches (sealed)");
    expect(terraMysticaLog(catalog).format({ type: "bid", faction: "player1", nominee: "witches", amount: 7 })).toBe("player1: bid witches 7");
  });

  it("shows every bid once all are in, the winning ones marked", () => {
    const state = play(
      NOMINATED +
        "player1: bid witches 3\nplayer1: bid nomads 5\nplayer1: bid halflings 0\nplayer2: bid witches 4\nplayer2: bid nomads 2\nplayer2: bid halflings 1\nplayer3: bid witches 2\nplayer3: bid nomads 6\nplayer3: bid halflings 3\n",
    );
    const html = panel(state, []);
    expect(html).toMatch(/data-testid="sealed-0-nomads"[^>]*>5 ✓</);
    expect(html).toMatch(/data-testid="sealed-2-nomads"[^>]*>6</);
    expect(text(html)).toContain("Bot 2 the Witches at 4 VP (starts with 36)");
    expect(text(html)).toContain("Anna the Nomads at 5 VP (starts with 35)");
  });
});
