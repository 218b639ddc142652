/**
 * Positions self-play found where a listed move led to a game nobody could go on with. Each is
 * replayed here in game notation. In every setup the Auren pass at once, so the other faction is
 * the last player in the round and takes one action after another.
 */
import { describe, expect, it } from "vitest";
import { pack } from "../rules/scenarios/helpers";

import { formatMove } from "../notation/format";
import { legalMoves } from "../rules/legal";
import { scenario, type Scenario } from "./scenario";
import { MERCHANTS_EXAMPLE_SHIPS, merchantsExampleLog } from "./merchants-example";

const base = pack("base");

/**
 * Auren on A3 and A10, passing in round 1, and `faction`. `dwellings` are the initial dwellings in
 * setup order, `A3`/`A10` being the Auren's.
 */
function setUp(faction: string, dwellings: string[]): Scenario {
  return scenario(
    base,
    `
    option loose-adjust-resource
    score SCORE6,SCORE1,SCORE2,SCORE3,SCORE4,SCORE5
    setup auren
    setup ${faction}
    ${dwellings.map((hex) => `${hex.startsWith("A") ? "auren" : faction}: build ${hex}`).join("\n")}
    ${faction}: pass BON3
    auren: pass BON4
    auren: pass BON5
    `,
  );
}

/** `setUp`, then plenty of resources and the faction's stronghold on `stronghold`. */
function withStronghold(faction: string, dwellings: string[], stronghold: string): Scenario {
  return setUp(faction, dwellings).play(`
    ${faction}: +30c
    ${faction}: +20w
    ${faction}: +2p
    ${faction}: upgrade ${stronghold} to TP
    ${faction}: upgrade ${stronghold} to SH
  `);
}

function listed(s: Scenario, faction: string): string[] {
  return legalMoves(base, s.state, faction).map(formatMove);
}

/** The line is refused with this code and changes nothing. */
function expectRefused(s: Scenario, line: string, code: string): void {
  const before = structuredClone(s.state);
  expect(s.attempt(line)).toMatchObject({ ok: false, code });
  expect(s.state).toEqual(before);
}

describe("positions found by self-play", () => {
  it("does not offer the Nomads a dig after their sandstorm, whose spades they could never use", () => {
    const s = withStronghold("nomads", ["A3", "D3", "E8", "A10", "F3"], "E8").play("nomads: action ACTN");
    const moves = listed(s, "nomads");
    expect(moves.filter((m) => m.includes("dig"))).toEqual([]);
    expect(moves).toContain("nomads: transform E7 to yellow");
    s.play("nomads: transform E7 to yellow. build E7");
    expect(s.player("nomads").buildings.D).toBe(3);
  });

  it("makes the Chaos Magicians use the spades they dug before the second action of their double turn", () => {
    const s = withStronghold("chaosmagicians", ["A3", "A10", "D4"], "D4").play(`
      chaosmagicians: action ACTC
      chaosmagicians: dig 1
    `);
    expectRefused(s, "chaosmagicians: send p to water", "move/not-allowed-now");
    expect(listed(s, "chaosmagicians").filter((m) => m.includes("send"))).toEqual([]);
    s.play(`
      chaosmagicians: transform E7
      chaosmagicians: send p to water
    `);
    expect(s.player("chaosmagicians").cults.water).toBeGreaterThan(0);
    expect(s.state.board.terrain[base.boards.base!.index.E7!]).toBe("wasteland");
  });

  it("makes the Chaos Magicians use or give up the spades of a power action before the second action of their double turn", () => {
    const s = withStronghold("chaosmagicians", ["A3", "A10", "D4"], "D4").play(`
      chaosmagicians: +12pw
      chaosmagicians: action ACTC
      chaosmagicians: action ACT6
      chaosmagicians: transform E7
    `);
    expect(s.player("chaosmagicians").pending.spades).toBe(1);
    expectRefused(s, "chaosmagicians: dig 1", "move/not-allowed-now");
    expect(listed(s, "chaosmagicians").filter((m) => m.includes("dig"))).toEqual([]);
    s.play(`
      chaosmagicians: -1spade
      chaosmagicians: dig 1
    `);
    expect(s.player("chaosmagicians").pending.spades).toBe(1);
  });

  it("offers the Dwarves a dig that only a tunnel can use only when they can pay for the tunnel too", () => {
    // Around G1 and C2 every terrain is 1 to 3 spades from another; 4 spades need a tunnel (2 workers).
    const s = setUp("dwarves", ["A3", "G1", "C2", "A10"]);
    const workers = (n: number) => {
      const have = s.player("dwarves").workers;
      if (have !== n) s.play(`dwarves: ${n > have ? "+" : "-"}${Math.abs(n - have)}w`);
      return listed(s, "dwarves").filter((m) => m.includes("dig"));
    };
    expect(workers(13)).toEqual(["dwarves: dig 1", "dwarves: dig 2", "dwarves: dig 3"]);
    expect(workers(14)).toEqual(["dwarves: dig 1", "dwarves: dig 2", "dwarves: dig 3", "dwarves: dig 4"]);
    s.play("dwarves: dig 4. transform I5 to blue");
    expect(s.player("dwarves").workers).toBe(0);
  });

  it("makes the Swarmlings take their free trading house before any other upgrade", () => {
    const s = withStronghold("swarmlings", ["A3", "H2", "I4", "A10"], "H2").play(`
      swarmlings: dig 2. build H3
      swarmlings: upgrade I4 to TP
      swarmlings: action ACTS
    `);
    expectRefused(s, "swarmlings: upgrade I4 to TE", "move/free-upgrade-first");
    expect(listed(s, "swarmlings")).not.toContain("swarmlings: upgrade I4 to TE");
    s.play("swarmlings: upgrade H3 to TP");
    expect(s.player("swarmlings").buildings).toMatchObject({ D: 0, TP: 2, SH: 1 });
  });
});

describe("positions found by self-play with Merchants of the Seas", () => {
  it("leaves the Move ships action of the last player in the round open when another player's moves are listed", () => {
    // The notation README's game (testing/merchants-example.ts): the Fakirs have passed; the Auren
    // move one of their two ships and may still move the other.
    const merchants = pack("merchants");
    const s = scenario(merchants, merchantsExampleLog(["map base"], MERCHANTS_EXAMPLE_SHIPS)).play("auren: action ACT7. ship +1 r20-r21-r14");
    const before = structuredClone(s.state);
    const moving = () => legalMoves(merchants, s.state, "auren").map(formatMove).filter((m) => m.includes("ship"));
    expect(moving()).toContain("auren: ship +1 r20-r21-F3");
    // Listing the Fakirs' moves ends the Auren's turn for a while (as it would be before their move) and must put all of it back.
    legalMoves(merchants, s.state, "fakirs");
    expect(s.state).toEqual(before);
    expect(moving()).toContain("auren: ship +1 r20-r21-F3");
    s.play("auren: ship +1 r20-r21-F3. trade F3");
    expect(s.player("auren").merchants!.traded).toHaveLength(1);
  });
});
