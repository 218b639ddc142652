/**
 * The fast auction (Fire & Ice variant `fire-and-ice-auction/fast`, as terra.snellman.net offers
 * it): nominations in seating order, then each player bids once on every nominated faction, sealed;
 * once every bid is in, each player gets one faction so that the winning bids are highest in total
 * (ties: the earlier players' bids, then the earlier factions). The factions play in nomination
 * order and start with 40 VP minus their bid. Our reading: content/fire-and-ice/AUCTION.md.
 */
import { describe, expect, it } from "vitest";
import { decideSealedBids } from "../auction";
import { formatLog } from "../../notation/format";
import { replay } from "../../notation/replay";
import { playedSetup } from "../setup";
import { cloneState } from "../state";
import { expectRefused, game, pack } from "./helpers";

const HEAD = `
  option fire-and-ice-auction/fast
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  player-count 3
`;

const NOMINATIONS = `
  player1: nominate witches
  player2: nominate nomads
  player3: nominate halflings
`;

// Highest in total: player1 the Nomads (5), player2 the Witches (4), player3 the Halflings (3): 12.
// (Taking the single highest bid first would give player3 the Nomads at 6 and only 10 in total.)
const BIDS = `
  player1: bid witches 3
  player1: bid nomads 5
  player1: bid halflings 0
  player2: bid witches 4
  player2: bid nomads 2
  player2: bid halflings 1
  player3: bid witches 2
  player3: bid nomads 6
  player3: bid halflings 3
`;

const fi = (log: string) => game(log, "fire-and-ice");

describe("the fast auction", () => {
  it("takes the nominations, then one sealed bid per player and faction, in seating order", () => {
    const s = fi(HEAD + NOMINATIONS);
    expect(s.state.flow).toBe("setup.auction.sealed");
    expect(s.state.auction!.sealed).toEqual([
      [-1, -1, -1],
      [-1, -1, -1],
      [-1, -1, -1],
    ]);
    expectRefused(s, "player2: bid witches 3", "move/not-your-turn");
    expectRefused(s, "player1: bid fakirs 3", "move/not-nominated");
    expectRefused(s, "player1: bid witches 41", "move/bad-bid");
    s.play("player1: bid nomads 5");
    // Nobody holds a faction while the bids are sealed, and a faction is bid on once.
    expect(s.state.auction!.holders).toEqual([-1, -1, -1]);
    expectRefused(s, "player1: bid nomads 6", "move/bid-twice");
    s.play("player1: bid halflings 0");
    expect(s.state.auction!.next).toBe(0);
    s.play("player1: bid witches 3");
    expect(s.state.auction!.next).toBe(1);
    expect(s.state.phase).toBe("setup-auction");
  });

  it("gives the factions where the bids are highest in total, seated in nomination order with 40 VP minus the bid", () => {
    const s = fi(HEAD + NOMINATIONS + BIDS);
    expect(s.state.players.map((p) => [p.faction, p.vp])).toEqual([
      ["witches", 36],
      ["nomads", 35],
      ["halflings", 37],
    ]);
    expect(s.state.auction).toMatchObject({ nominated: ["witches", "nomads", "halflings"], bids: [4, 5, 3], holders: [1, 0, 2], seated: true, next: -1 });
    expect(s.player("halflings").vpSources).toEqual({ initial: 37 });
    expect(s.state.phase).toBe("setup-dwellings");
    expectRefused(s, "player1: bid witches 3", "move/unknown-faction");
    const board = s.catalog.boards[s.state.map]!;
    const forest = board.ids.find((_, h) => board.terrain[h] === "forest")!;
    s.play(`witches: build ${forest}`);
    expect(s.player("witches").buildings.D).toBe(1);
    expect(s.player("witches").vp).toBe(36);
  });

  it("breaks ties by the earlier players' bids, then by the earlier nominated factions", () => {
    // Totals tie at 9: player1's 5 on the Witches beats their 3 on the Nomads.
    expect(
      decideSealedBids([
        [5, 3, 0],
        [6, 4, 0],
        [0, 0, 0],
      ]),
    ).toEqual([0, 1, 2]);
    expect(
      decideSealedBids([
        [3, 5, 0],
        [4, 6, 0],
        [0, 0, 0],
      ]),
    ).toEqual([1, 0, 2]);
    // Every bid the same: the factions go in nomination order.
    const s = fi(HEAD + NOMINATIONS + ["player1", "player2", "player3"].map((p) => `${p}: bid witches 0\n${p}: bid nomads 0\n${p}: bid halflings 0`).join("\n"));
    expect(s.state.auction).toMatchObject({ bids: [0, 0, 0], holders: [0, 1, 2] });
    expect(s.state.players.map((p) => p.vp)).toEqual([40, 40, 40]);
  });

  it("copies the sealed bids with the state, sharing no array", () => {
    const s = fi(HEAD + NOMINATIONS + "player1: bid nomads 5");
    const copy = cloneState(s.state);
    expect(copy.auction!.sealed).toEqual([
      [-1, 5, -1],
      [-1, -1, -1],
      [-1, -1, -1],
    ]);
    expect(copy.auction!.sealed).not.toBe(s.state.auction!.sealed);
    expect(copy.auction!.sealed![0]).not.toBe(s.state.auction!.sealed![0]);
  });

  it("replays from the log it writes", () => {
    const s = fi(HEAD + NOMINATIONS + BIDS);
    const catalog = pack("fire-and-ice");
    const setup = playedSetup(catalog, { factions: [], players: 3, options: ["fire-and-ice-auction/fast"] }, s.state);
    const bids = BIDS.trim()
      .split("\n")
      .map((line) => line.trim().match(/^(player\d): bid (\w+) (\d+)$/)!)
      .map((m) => ({ type: "bid" as const, faction: m[1]!, nominee: m[2]!, amount: Number(m[3]) }));
    const log = formatLog(setup, [
      { type: "nominate", faction: "player1", nominee: "witches" },
      { type: "nominate", faction: "player2", nominee: "nomads" },
      { type: "nominate", faction: "player3", nominee: "halflings" },
      ...bids,
    ]);
    expect(log).toContain("option fire-and-ice-auction/fast\n");
    expect(log).toContain("player3: bid nomads 6\n");
    const again = replay(log, catalog);
    if (!again.ok) throw new Error(again.message);
    expect(again.state.players.map((p) => [p.faction, p.vp])).toEqual([
      ["witches", 36],
      ["nomads", 35],
      ["halflings", 37],
    ]);
  });
});
