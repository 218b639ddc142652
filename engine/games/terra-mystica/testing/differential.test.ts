/** The pure half of the differential tests: reading the reference's JSON, comparing, mutating logs. */
import { describe, expect, it } from "vitest";
import { differentialGame, disagreement, firstDifference, knownDifference, IDIOMS, MUTATIONS, mutateLog, ourOutcome, referenceOutcome, rewriteLog, type ReferenceJson } from "./differential";
import { pack } from "../rules/scenarios/helpers";

const catalog = pack("base");

function referenceFaction(vp: number) {
  return {
    VP: vp, C: 3, W: 2, P: 1, P1: 4, P2: 5, P3: 0, FIRE: 1, WATER: 2, EARTH: 0, AIR: 3, ship: 1, dig: 0,
    buildings: { D: 4, TP: 2, TE: 1, SH: 1, SA: 0 }, favors: ["FAV9", "FAV11"], towns: ["TW5"],
  };
}

describe("reading the reference's result", () => {
  it("maps its fields onto our summary (power bowls, cults, tracks, sorted favors, town count)", () => {
    const json: ReferenceJson = { ok: true, finished: 1, round: 6, factions: { witches: referenceFaction(90) } };
    const out = referenceOutcome(json);
    expect(out).toEqual({
      ok: true,
      summary: {
        finished: true,
        round: 6,
        factions: {
          witches: {
            buildings: { D: 4, SA: 0, SH: 1, TE: 1, TP: 2 }, coins: 3, cults: { air: 3, earth: 0, fire: 1, water: 2 }, digging: 0,
            favors: ["FAV11", "FAV9"], power: [4, 5, 0], priests: 1, shipping: 1, towns: 1, vp: 90, workers: 2,
          },
        },
      },
    });
  });

  it("reads a refusal as its line, text and message", () => {
    const out = referenceOutcome({ ok: false, errors: ["Error in command 'build Z1'"], error_line: 30, error_line_text: "witches: build Z1" });
    expect(out).toEqual({ ok: false, line: 30, text: "witches: build Z1", message: "Error in command 'build Z1'" });
  });
});

describe("comparing outcomes", () => {
  const summary = (vp: number) => (referenceOutcome({ ok: true, finished: 1, round: 6, factions: { witches: referenceFaction(vp) } }) as { ok: true; summary: never }).summary;

  it("names the first differing field with both values", () => {
    expect(firstDifference(summary(90), summary(90))).toBeUndefined();
    expect(firstDifference(summary(90), summary(91))).toBe("witches.vp: ours 90, reference 91");
  });

  it("agrees on refusals only at the same line", () => {
    const refused = (line: number) => ({ ok: false as const, line, text: "x", message: "m" });
    expect(disagreement(refused(10), refused(10))).toBeUndefined();
    expect(disagreement(refused(10), refused(11))).toMatch(/we refuse line 10 .* the reference refuses line 11/);
    expect(disagreement({ ok: true, summary: summary(1) }, refused(4))).toMatch(/the reference refuses line 4 .* we accept it/);
    expect(disagreement(refused(4), { ok: true, summary: summary(1) })).toMatch(/we refuse line 4 .* the reference accepts/);
  });

  it("knows the one documented kind of disagreement: the site accepts a second action, or one it cannot carry out, and refuses a later line", () => {
    const ours = (message: string) => ({ ok: false as const, line: 34, text: "auren: pass BON3", message });
    const theirs = (line: number) => ({ ok: false as const, line, text: "mermaids: dig 2", message: "Command invalid when not active player" });
    const second = ours("'pass BON3': auren cannot pass now (the action is already taken)");
    const pointless = ours("'action ACT1': swarmlings could not use action ACT1 now");
    expect(knownDifference(second, theirs(35))).toMatch(/REFERENCE\.md/);
    expect(knownDifference(pointless, theirs(36))).toMatch(/REFERENCE\.md/);
    // The site may accept the rest of the log too (the log ends before a later line it would refuse).
    expect(knownDifference(second, { ok: true, summary: summary(1) })).toMatch(/REFERENCE\.md/);
    // Not when the site refuses first or the same line, nor for other refusals, nor when we accept another line.
    expect(knownDifference(second, theirs(34))).toBeUndefined();
    expect(knownDifference(second, theirs(20))).toBeUndefined();
    expect(knownDifference(ours("'build A1': A1 is not in reach"), theirs(40))).toBeUndefined();
    expect(knownDifference(ours("'build A1': A1 is not in reach"), { ok: true, summary: summary(1) })).toBeUndefined();
    expect(knownDifference({ ok: true, summary: summary(1) }, theirs(40))).toBeUndefined();
  });

  it("knows the documented `done` the site refuses and we accept: the last player left after a stray command", () => {
    const done = { ok: false as const, line: 77, text: "swarmlings: done", message: "Error in command 'done': swarmlings must take an action" };
    expect(knownDifference({ ok: true, summary: summary(1) }, done)).toMatch(/REFERENCE\.md/);
    expect(knownDifference({ ok: true, summary: summary(1) }, { ...done, text: "swarmlings: pass" })).toBeUndefined();
    expect(knownDifference({ ok: true, summary: summary(1) }, { ...done, message: "Not enough 'SPADE' in swarmlings" })).toBeUndefined();
  });
});

describe("mutated logs", () => {
  const game = differentialGame(catalog, 3, [], 42);
  const setupLines = game.log.split("\n").filter((l) => /^(score|delete|setup|option) /.test(l));

  it("plays a whole game and replays its log on our engine", () => {
    expect(game.failure).toBeUndefined();
    const out = ourOutcome(catalog, game.log);
    expect(out.ok && out.summary.finished).toBe(true);
  });

  it("makes every kind of mutation, each a real change, never of a setup line", () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const m = mutateLog(game.log, seed);
      kinds.add(m.mutation);
      expect(m.log, m.description).not.toBe(game.log);
      const mutatedSetup = m.log.split("\n").filter((l) => /^(score|delete|setup|option) /.test(l));
      expect(mutatedSetup).toEqual(setupLines);
      expect(mutateLog(game.log, seed)).toEqual(m);
    }
    expect([...kinds].sort()).toEqual([...MUTATIONS].sort());
  });
});

describe("logs in the spellings of real site logs", () => {
  const game = differentialGame(catalog, 4, [], 7);
  const setupLines = (log: string) => log.split("\n").filter((l) => /^(score|delete|setup|option) /.test(l));
  const original = ourOutcome(catalog, game.log);

  it("makes every idiom, each a real change, never of a setup line, the same for the same seed", () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 80; seed++) {
      const r = rewriteLog(game.log, seed);
      kinds.add(r.mutation);
      expect(r.log, r.description).not.toBe(game.log);
      expect(setupLines(r.log)).toEqual(setupLines(game.log));
      expect(rewriteLog(game.log, seed)).toEqual(r);
    }
    expect([...kinds].sort()).toEqual([...IDIOMS].sort());
  });

  it("keeps the meaning: our engine ends every rewrite but drop-faction in the same state", () => {
    expect(original.ok).toBe(true);
    for (let seed = 1; seed <= 80; seed++) {
      const r = rewriteLog(game.log, seed);
      if (r.mutation === "drop-faction") continue;
      expect(ourOutcome(catalog, r.log), r.description).toEqual(original);
    }
  });
});
