/**
 * Starting VP: the default, the per-faction table of a variant (terra.snellman.net's 2017 table in
 * content/fire-and-ice, option `starting-vp/original_2017`) and a map's own table (Merchants of the
 * Seas), which wins over both.
 */
import { describe, expect, it } from "vitest";
import { game } from "./helpers";

const vp = (log: string, pack: Parameters<typeof game>[1]) => game(log, pack).state.players.map((p) => p.vp);

describe("starting VP", () => {
  it("is the default 20 without the variant", () => {
    expect(vp(`setup auren\nsetup giants\nsetup fakirs`, "fire-and-ice")).toEqual([20, 20, 20]);
  });

  it("comes from the faction's row of the 2017 table with the variant", () => {
    expect(vp(`option starting-vp/original_2017\nsetup auren\nsetup giants\nsetup fakirs\nsetup darklings`, "fire-and-ice")).toEqual([27, 25, 33, 15]);
  });

  it("names Fire & Ice factions too", () => {
    expect(vp(`option fire-and-ice-factions/ice\noption fire-and-ice-factions/variable_v5\noption starting-vp/original_2017\nsetup yetis\nsetup riverwalkers`, "fire-and-ice")).toEqual([22, 21]);
  });

  it("gives way to a map's own table", () => {
    // Merchants of the Seas, base map: Auren 25, Giants 30, Fakirs 30 (content/merchants rules.startingVp.perMap.base).
    expect(vp(`option loose-adjust-resource\noption starting-vp/original_2017\nmap base\nsetup auren\nsetup giants\nsetup fakirs`, "merchants")).toEqual([25, 30, 30]);
  });
});
