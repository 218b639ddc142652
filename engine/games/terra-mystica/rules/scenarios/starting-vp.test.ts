/**
 * Starting VP: the default, the per-faction table of a variant (terra.snellman.net's 2017 table in
 * content/fire-and-ice, option `starting-vp/original_2017`) and a map's own table (Merchants of the
 * Seas), which wins over both.
 */
import { describe, expect, it } from "vitest";
import { sha1Hex } from "../../../../core/sha1";
import { snellmanTerrainString } from "../../map/snellman";
import { BASE_MAP_WITH_VP_2017, STARTING_VP_2017 } from "./fire-and-ice-logs";
import { formatSetup } from "../../notation/format";
import { game, pack } from "./helpers";

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

  it("is chosen by terra.snellman.net's map id for the base map with the 2017 table", () => {
    const base = pack("fire-and-ice").pack.maps.base!;
    expect(sha1Hex(`${snellmanTerrainString(base)} original_2017`)).toBe(BASE_MAP_WITH_VP_2017);
    const s = game(STARTING_VP_2017, "fire-and-ice");
    expect(s.state.map).toBe("base");
    expect(s.state.options).toContain("starting-vp/original_2017");
    // Engineers 16, Witches 19 at the start; no VP was scored by the end of the setup.
    expect(s.state.players.map((p) => p.vp)).toEqual([16, 19]);
  });

  it("refuses a site map id that names no map or table of the pack", () => {
    expect(() => game(`map ${"0".repeat(40)}\nsetup witches`, "fire-and-ice")).toThrow(/Map 0{40} is not in pack/);
  });
});

describe("writing a game with the 2017 starting VP", () => {
  it("writes the table into the map's id, as the site does, and reads it back", () => {
    const s = game(STARTING_VP_2017, "fire-and-ice");
    const setup = { factions: ["engineers", "witches"], options: ["loose-adjust-resource", "starting-vp/original_2017"] };
    const lines = formatSetup(setup, s.catalog);
    expect(lines).toEqual(["option loose-adjust-resource", `map ${BASE_MAP_WITH_VP_2017}`, "setup engineers", "setup witches"]);
    const again = game(lines.join("\n"), "fire-and-ice");
    expect(again.state.options).toEqual(setup.options);
    expect(again.state.players.map((p) => p.vp)).toEqual([16, 19]);
  });
});
