/**
 * The faction auction (Fire & Ice variant `fire-and-ice-auction/standard`): nominations in seating
 * order, then bids in seating order by the players holding no faction; the factions play in
 * nomination order and start with 40 VP minus their bid. The rules are our reading of the rule
 * book: content/fire-and-ice/AUCTION.md.
 */
import { describe, expect, it } from "vitest";
import { formatLog } from "../../notation/format";
import { replay } from "../../notation/replay";
import { playedSetup } from "../setup";
import { expectRefused, game, pack } from "./helpers";

const HEAD = `
  option fire-and-ice-auction/standard
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  player-count 3
`;

const NOMINATIONS = `
  player1: nominate witches
  player2: nominate nomads
  player3: nominate halflings
`;

const fi = (log: string) => game(log, "fire-and-ice");

describe("the faction auction", () => {
  it("starts with players who have no faction, nominating in seating order", () => {
    const s = fi(HEAD);
    expect(s.state.phase).toBe("setup-auction");
    expect(s.state.flow).toBe("setup.auction.nominate");
    expect(s.state.players.map((p) => p.faction)).toEqual(["player1", "player2", "player3"]);
    expectRefused(s, "player2: nominate nomads", "move/not-your-turn");
    expectRefused(s, "player1: bid witches 3", "move/not-bidding");
    expectRefused(s, "player1: nominate icemaidens", "move/faction-not-in-play");
    s.play("player1: nominate nomads");
    // Fakirs live on the desert, as the Nomads do.
    expectRefused(s, "player2: nominate fakirs", "move/faction-conflict");
    expectRefused(s, "player2: nominate nomads", "move/nominated");
    s.play("player2: nominate witches\nplayer3: nominate halflings");
    expect(s.state.auction!.nominated).toEqual(["nomads", "witches", "halflings"]);
    expect(s.state.flow).toBe("setup.auction.bid");
  });

  it("is refused without the option, and a game with it names a player count, not factions", () => {
    expect(() => fi("score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6\nplayer-count 3\nplayer1: nominate witches")).toThrow(/factions/);
    expect(() => fi("option fire-and-ice-auction/standard\nsetup witches\nsetup nomads")).toThrow(/number of players/);
  });

  it("lets an outbid player bid again on their next turn, and ends when everyone holds a faction", () => {
    const s = fi(HEAD + NOMINATIONS);
    expectRefused(s, "player1: bid fakirs 3", "move/not-nominated");
    expectRefused(s, "player1: bid nomads 41", "move/bad-bid");
    expectRefused(s, "player2: bid nomads 3", "move/not-your-turn");
    s.play("player1: bid nomads 3");
    expectRefused(s, "player2: bid nomads 3", "move/bid-too-low");
    s.play("player2: bid nomads 5");
    // player1 is outbid but player3 bids first (seating order).
    expect(s.state.auction!.holders).toEqual([-1, 1, -1]);
    expectRefused(s, "player1: bid witches 0", "move/not-your-turn");
    s.play("player3: bid witches 0");
    expect(s.state.auction!.next).toBe(0);
    expect(s.state.phase).toBe("setup-auction");
    s.play("player1: bid halflings 2");
    // Seated in nomination order: Witches (player3, bid 0), Nomads (player2, bid 5), Halflings (player1, bid 2).
    expect(s.state.players.map((p) => [p.faction, p.vp])).toEqual([
      ["witches", 40],
      ["nomads", 35],
      ["halflings", 38],
    ]);
    expect(s.state.auction).toMatchObject({ nominated: ["witches", "nomads", "halflings"], bids: [0, 5, 2], holders: [2, 1, 0], seated: true });
    expect(s.player("nomads").vpSources).toEqual({ initial: 35 });
    expect(s.player("witches").coins).toBe(15);
    expect(s.state.phase).toBe("setup-dwellings");
    expectRefused(s, "player1: build E7", "move/unknown-faction");
    expectRefused(s, "nomads: build E7", "move/not-your-turn");
    const board = s.catalog.boards[s.state.map]!;
    const forest = board.ids.find((_, h) => board.terrain[h] === "forest")!;
    s.play(`witches: build ${forest}`);
    expect(s.player("witches").buildings.D).toBe(1);
  });

  it("replays from the log it writes, the auction's lines included", () => {
    const s = fi(HEAD + NOMINATIONS + "player1: bid witches 1\nplayer2: bid witches 2\nplayer3: bid nomads 0\nplayer1: bid witches 3\nplayer2: bid halflings 0");
    expect(s.state.players.map((p) => [p.faction, p.vp])).toEqual([
      ["witches", 37],
      ["nomads", 40],
      ["halflings", 40],
    ]);
    const catalog = pack("fire-and-ice");
    const setup = playedSetup(catalog, { factions: [], players: 3, options: ["fire-and-ice-auction/standard"] }, s.state);
    expect(setup).toMatchObject({ factions: [], players: 3 });
    const first = replay(HEAD + NOMINATIONS, catalog);
    expect(first.ok).toBe(true);
    const log = formatLog(setup, [
      { type: "nominate", faction: "player1", nominee: "witches" },
      { type: "nominate", faction: "player2", nominee: "nomads" },
      { type: "nominate", faction: "player3", nominee: "halflings" },
      { type: "bid", faction: "player1", nominee: "witches", amount: 4 },
      { type: "bid", faction: "player2", nominee: "nomads", amount: 0 },
      { type: "bid", faction: "player3", nominee: "halflings", amount: 1 },
    ]);
    expect(log).toContain("player-count 3\nplayer1: nominate witches\n");
    expect(log).toContain("player3: bid halflings 1\n");
    const again = replay(log, catalog);
    if (!again.ok) throw new Error(again.message);
    expect(again.state.players.map((p) => [p.faction, p.vp])).toEqual([
      ["witches", 36],
      ["nomads", 40],
      ["halflings", 39],
    ]);
  });
});
