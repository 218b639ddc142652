/** Solo (§7.7): a Superiority token may freeze every mothership for the turn instead of buying another action. */
import { describe, expect, it } from "vitest";
import { compileCatalog } from "../../catalog";
import { legalMoves } from "../../rules/game";
import type { GameState } from "../../rules/state";
import { originsCatalog } from "../../testing/node/catalog";
import { arrange, DRAFT_SEED_1, newGame, play, refusal } from "../../testing/scenario";

const c = originsCatalog();
/** Solo, seed 1: the player holds R1 and B1, every mothership at 1, two Superiority tokens. */
const solo = () =>
  arrange(play(c, newGame(c, 1, 1), "p1: draft R1\np1: draft B1"), (g) => {
    g.players[0]!.superiority = 2;
  });
const values = (s: { meetingPlaces: { value: number }[] }) => s.meetingPlaces.map((m) => m.value);

describe("solo: freezing the motherships", () => {
  it("spends one token before the visit: no mothership moves, no neighbour is asked for, and the token buys no other action", () => {
    const s = play(c, solo(), "p1: freeze\np1: visit 3 R1\np1: main top\np1: done");
    expect(values(s)).toEqual([1, 1, 1, 1, 1]);
    expect(s.players[0]!.superiority).toBe(1);
    expect(s.players[0]!.freemen.find((f) => f.colour === "red")!.at).toBe(2);
    // the turn is over (one token per turn): the next turn raises again, with its neighbour
    expect([s.active, s.turn.acted, s.turn.frozen]).toEqual([0, false, false]);
    const next = play(c, s, "p1: visit 3 B1\np1: neighbour 2\np1: done");
    expect(values(next)).toEqual([1, 2, 2, 1, 1]);
    expect(next.players[0]!.superiority).toBe(1);
  });

  it("without freezing, the same visit raises the place and a neighbour, and the token may buy another action", () => {
    const s = play(c, solo(), "p1: visit 3 R1\np1: neighbour 4\np1: main top\np1: done");
    expect(values(s)).toEqual([1, 1, 2, 2, 1]);
    expect(refusal(c, s, "p1: freeze").code).toBe("freeze/not-now");
    const extra = play(c, s, "p1: superiority\np1: visit 1 B1");
    expect(values(extra)).toEqual([2, 2, 2, 2, 1]);
    expect(extra.players[0]!.superiority).toBe(1);
  });

  it("is refused without a token, twice in a turn, in a game of several players, and when the pack does not allow it", () => {
    const none = arrange(solo(), (g) => (g.players[0]!.superiority = 0));
    expect(refusal(c, none, "p1: freeze")).toEqual({ code: "freeze/not-now", message: "Freezing the motherships costs a Superiority token; p1 has none" });
    expect(refusal(c, play(c, solo(), "p1: freeze"), "p1: freeze").code).toBe("freeze/not-now");
    const two = arrange(play(c, newGame(c, 2, 1), DRAFT_SEED_1), (g) => (g.players[1]!.superiority = 1));
    expect(refusal(c, two, "p2: freeze")).toEqual({ code: "freeze/not-now", message: "Only the solo training mode freezes the motherships" });
    const strict = compileCatalog({ ...c.pack, solo: { ...c.pack.solo, neighbourIncrease: { ...c.pack.solo.neighbourIncrease, superiorityMayFreeze: false } } });
    expect(refusal(strict, solo(), "p1: freeze")).toEqual({ code: "freeze/not-now", message: "This pack's solo mode does not let a Superiority token freeze the motherships (solo.neighbourIncrease.superiorityMayFreeze)" });
  });

  it("is listed among the legal moves only before the turn's action", () => {
    const types = (s: GameState) => legalMoves(c, s, "p1").map((m) => m.type);
    expect(types(solo())).toContain("freeze");
    expect(types(play(c, solo(), "p1: freeze"))).not.toContain("freeze");
    expect(types(play(c, solo(), "p1: visit 1 R1"))).not.toContain("freeze");
  });
});
