/** Visiting a meeting place: values and Wisdom, motherships, both actions at 6, bonus actions by colour, the Archon's colours, Orators. */
import { describe, expect, it } from "vitest";
import { originsCatalog } from "../../testing/node/catalog";
import { arrange, DRAFT_SEED_1, newGame, play, refusal } from "../../testing/scenario";

const c = originsCatalog();
const start = () => play(c, newGame(c, 2, 1), DRAFT_SEED_1);

describe("visiting a meeting place", () => {
  it("is free at or above the mothership's value, raises the mothership, and does one main action and the bonus action of the worker's colour", () => {
    const s = play(c, start(), "p2: visit 1 Y5\np2: main top\np2: bonus\np2: gain wisdom\np2: done");
    const p2 = s.players[1]!;
    expect([p2.stone, p2.food, p2.wisdom, p2.gold]).toEqual([4, 1, 2, 1]);
    expect(s.meetingPlaces[0]!.value).toBe(2);
    expect(p2.freemen.find((f) => f.colour === "yellow")!.at).toBe(0);
    expect(s.active).toBe(0); // p1's turn
  });

  it("refuses the bonus action to a worker of another colour, and a second main action below 6", () => {
    const s = play(c, start(), "p2: visit 1 Y5\np2: main top\np2: done\np1: visit 1 B5");
    expect(refusal(c, s, "p1: bonus").code).toBe("visit/no-bonus");
    const after = play(c, s, "p1: main top");
    expect(refusal(c, after, "p1: main bottom").code).toBe("visit/no-main-left");
  });

  it("refuses a visit 3 pips short with 1 Wisdom and 1 Gold, and allows it 2 pips short", () => {
    const s = arrange(start(), (g) => (g.meetingPlaces[2]!.value = 5));
    expect(refusal(c, s, "p2: visit 3 R2").code).toBe("visit/not-enough-wisdom");
    const after = play(c, arrange(s, (g) => (g.meetingPlaces[2]!.value = 4)), "p2: visit 3 R2\np2: done");
    expect([after.players[1]!.wisdom, after.players[1]!.gold, after.meetingPlaces[2]!.value]).toEqual([0, 0, 5]);
  });

  it("pays the missing pips from Wisdom first, then Gold", () => {
    const s = arrange(start(), (g) => {
      g.meetingPlaces[2]!.value = 4;
      g.players[1]!.gold = 3;
    });
    const after = play(c, s, "p2: visit 3 R2\np2: done"); // 2 pips: 1 Wisdom + 1 Gold
    expect([after.players[1]!.wisdom, after.players[1]!.gold]).toEqual([0, 2]);
    const poor = arrange(start(), (g) => (g.meetingPlaces[2]!.value = 6));
    expect(refusal(c, poor, "p2: visit 3 R2")).toEqual({
      code: "visit/not-enough-wisdom",
      message: "Visiting meeting place 3 (at 6) with R2 costs 4 Wisdom (Gold may stand in); p2 has 1 Wisdom and 1 Gold",
    });
  });

  it("turns a mothership at 6 back to 1", () => {
    const s = arrange(start(), (g) => (g.meetingPlaces[0]!.value = 6));
    const after = play(c, arrange(s, (g) => (g.players[1]!.freemen[0]!.value = 6)), "p2: visit 1 Y6\np2: done");
    expect(after.meetingPlaces[0]!.value).toBe(1);
  });

  it("lets a value-6 Freeman do both main actions, in either order, with the bonus between them", () => {
    const s = arrange(start(), (g) => (g.players[1]!.freemen.find((f) => f.colour === "yellow")!.value = 6));
    const after = play(c, s, "p2: visit 1 Y6\np2: main bottom\np2: military advance\np2: bonus\np2: gain food\np2: main top\np2: done");
    const p2 = after.players[1]!;
    expect([p2.stone, p2.food]).toEqual([4, 2]);
    expect(after.military[2]).toEqual([1]);
  });

  it("never charges the Archon and gives it the colours of its owner's Advisors for bonus actions", () => {
    const s = arrange(start(), (g) => {
      g.meetingPlaces[1]!.value = 6;
      g.players[1]!.advisors[0] = "blue";
    });
    const after = play(c, s, "p2: visit 2 archon\np2: bonus\np2: climb sea\np2: done");
    const p2 = after.players[1]!;
    expect([p2.wisdom, p2.stone, p2.archon]).toEqual([1, 0, 1]);
    expect(after.temples.sea[1]).toEqual([1]);
    expect(after.meetingPlaces[1]!.value).toBe(1);
    // without a blue Advisor the Archon has no colour
    expect(refusal(c, play(c, start(), "p2: visit 2 archon"), "p2: bonus").code).toBe("visit/no-bonus");
  });

  it("sends an Orator at its value, never with a bonus action, and keeps it there until the round ends", () => {
    const s = arrange(start(), (g) => {
      g.players[1]!.orators = [2];
      g.oratorPool = [2];
      g.meetingPlaces[4]!.value = 3;
    });
    const after = play(c, s, "p2: visit 5 W2");
    expect(refusal(c, after, "p2: bonus").code).toBe("visit/no-bonus");
    const done = play(c, after, "p2: main top\np2: done");
    expect([done.players[1]!.wisdom, done.players[1]!.orators, done.usedOrators]).toEqual([1, [], [{ place: 4, value: 2, seat: 1 }]]);
  });

  it("refuses a worker the player does not have, and a move out of turn", () => {
    expect(refusal(c, start(), "p2: visit 1 B5").code).toBe("visit/no-worker");
    expect(refusal(c, start(), "p1: visit 1 B5").code).toBe("move/not-your-turn");
  });

  it("solo: raises a neighbouring meeting place below 6 as well, asking which when there are two", () => {
    const solo = play(c, newGame(c, 1, 1), "p1: draft R1\np1: draft B1");
    const after = play(c, solo, "p1: visit 1 R1");
    expect(after.meetingPlaces.map((m) => m.value)).toEqual([2, 2, 1, 1, 1]); // only place 2 neighbours place 1
    const middle = play(c, solo, "p1: visit 3 R1\np1: neighbour 4");
    expect(middle.meetingPlaces.map((m) => m.value)).toEqual([1, 1, 2, 2, 1]);
  });
});
