/**
 * The idiom logs of engine/games/terra-mystica/rules/scenarios/site-logs.ts replayed by terra.snellman.net's engine
 * (../shared/oracle) as well as ours: both accept each one to the same state, or refuse the same
 * line. Skipped with a message when the reference cannot run here, unless REQUIRE_ORACLE is set.
 */
import { describe, expect, it } from "vitest";
import { compileCatalog } from "../../engine/games/terra-mystica/catalog";
import { SITE_LOGS, type SiteLog } from "../../engine/games/terra-mystica/rules/scenarios/site-logs";
import { FIRE_AND_ICE_LOGS, STARTING_VP_LOGS, VARIABLE_LOGS, VOLCANO_LOGS } from "../../engine/games/terra-mystica/rules/scenarios/fire-and-ice-logs";
import { FINAL_SCORING_LOGS, toEnd } from "../../engine/games/terra-mystica/rules/scenarios/final-scoring-logs";
import type { ResolvedPack } from "../../engine/games/terra-mystica/schema/validate";
import { disagreement, ourOutcome, referenceOutcome } from "../../engine/games/terra-mystica/testing/differential";
import { oracleMissing, replayWithReference } from "./oracle";
import { packWithOptions } from "./pack-dir";

const missing = oracleMissing();
if (missing && process.env.REQUIRE_ORACLE) {
  it("needs the reference engine", () => {
    expect.fail(`REQUIRE_ORACLE is set but ${missing}`);
  });
}

/** Each log replayed by both engines: the problems (a disagreement, or an outcome the log does not expect). */
async function problemsOf(logs: SiteLog[], options: string[]): Promise<string[]> {
  const catalog = compileCatalog(packWithOptions(options) as ResolvedPack);
  const theirs = await replayWithReference(
    logs.map((s) => s.log),
    { locate: true },
  );
  return logs.flatMap((s, i) => {
    const reference = referenceOutcome(theirs[i]!);
    const problem = disagreement(ourOutcome(catalog, s.log), reference);
    const expected = s.refused ? !reference.ok && reference.line === s.refused : reference.ok;
    return problem || !expected ? [`${s.name}: ${problem ?? (reference.ok ? "accepted" : `refused line ${reference.line}: ${reference.message}`)}`] : [];
  });
}

describe.skipIf(Boolean(missing))("the idiom logs on terra.snellman.net's engine", () => {
  it(`reads all ${SITE_LOGS.length} as we do`, { timeout: 120_000 }, async () => {
    expect(await problemsOf(SITE_LOGS, [])).toEqual([]);
  });

  it(`plays the ${FIRE_AND_ICE_LOGS.length} Fire & Ice scenario logs as we do`, { timeout: 120_000 }, async () => {
    expect(await problemsOf(FIRE_AND_ICE_LOGS, ["fire-and-ice-factions/ice"])).toEqual([]);
  });

  it(`refuses the ${VOLCANO_LOGS.length} volcano setups we refuse, at the same line`, { timeout: 120_000 }, async () => {
    expect(await problemsOf(VOLCANO_LOGS, ["fire-and-ice-factions/volcano"])).toEqual([]);
  });

  it(`plays the ${VARIABLE_LOGS.length} Shapeshifters and Riverwalkers scenario logs as we do`, { timeout: 120_000 }, async () => {
    expect(await problemsOf(VARIABLE_LOGS, ["fire-and-ice-factions/variable_v5"])).toEqual([]);
  });

  it(`reads the starting-VP table in a map's id as the site does (${STARTING_VP_LOGS.length} logs)`, { timeout: 120_000 }, async () => {
    expect(await problemsOf(STARTING_VP_LOGS, ["starting-vp/original_2017"])).toEqual([]);
  });

  it(`ends the ${FINAL_SCORING_LOGS.length} final-scoring tile scenarios as we do, with the tile's VP they expect`, { timeout: 120_000 }, async () => {
    const catalog = compileCatalog(packWithOptions(["fire-and-ice-final-scoring"]) as ResolvedPack);
    const logs = FINAL_SCORING_LOGS.map((c) => toEnd(c.log, catalog));
    const theirs = await replayWithReference(logs, { locate: true });
    const problems = FINAL_SCORING_LOGS.flatMap((c, i) => {
      const json = theirs[i]!;
      const problem = disagreement(ourOutcome(catalog, logs[i]!), referenceOutcome(json));
      // The site names the tile's VP source after the tile (e.g. vp_source["connected-clusters"]).
      const tile = /final-scoring (\S+)/.exec(logs[i]!)?.[1];
      const sources = (json as { factions?: Record<string, { vp_source?: Record<string, number> }> }).factions ?? {};
      const tileVp = Object.fromEntries(Object.keys(c.tileVp).map((f) => [f, (tile && sources[f]?.vp_source?.[tile]) || undefined]));
      const expected = JSON.stringify(tileVp) === JSON.stringify(c.tileVp);
      return problem || !expected ? [`${c.name}: ${problem ?? `the reference's tile VP ${JSON.stringify(tileVp)}`}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
