// @vitest-environment node
/** The `tm` command, run as a user runs it. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BASE, tmHarness } from "./testing";

const { tmp, tm, changedCopy: brokenCopy, dispose } = tmHarness("mystica-tm-");

afterAll(dispose);

describe("tm validate", () => {
  it("exits 0 on the base pack", () => {
    const r = tm(["validate", BASE]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/valid \(base 1\.0\.0: \d+ maps, 14 factions; game terra-mystica\)/);
  });

  it("exits 1 and names the path of a value of the wrong type", () => {
    const dir = brokenCopy("wrong-type", "factions/witches.json", (f) => (f.startingResources.coins = "15"));
    const r = tm(["validate", dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("factions.witches.startingResources.coins: Invalid input: expected number");
  });

  it("exits 1 and names the path of a missing field", () => {
    const dir = brokenCopy("missing", "factions/giants.json", (f) => delete f.digging);
    const r = tm(["validate", dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("factions.giants.digging:");
  });

  it("exits 1 and names the path of a dangling reference", () => {
    const dir = brokenCopy("dangling", "rules.json", (rules) => (rules.startingVp.perMap = { atlantis: { witches: 20 } }));
    const r = tm(["validate", dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('rules.startingVp.perMap.atlantis: unknown map "atlantis"');
  });

  it("prints every problem, one per line, and machine output with --json", () => {
    const dir = brokenCopy("two", "factions/witches.json", (f) => {
      f.startingResources.coins = -1;
      f.power.bowl9 = 1;
    });
    const r = tm(["validate", dir]);
    expect(r.stderr.split("\n").filter((l) => l.startsWith("factions.witches"))).toHaveLength(2);
    const j = tm(["validate", dir, "--json"]);
    expect(j.code).toBe(1);
    expect(JSON.parse(j.stdout).issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "factions.witches.power",
      "factions.witches.startingResources.coins",
    ]);
  });

  it("reports a file that is not JSON with its name", () => {
    const dir = path.join(tmp, "not-json");
    fs.cpSync(BASE, dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "rules.json"), "{ oops");
    const r = tm(["validate", dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("(rules.json): not valid JSON");
  });
});

describe("tm schema and tm pack", () => {
  it("prints the JSON Schema", () => {
    const r = tm(["schema"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).properties.manifest).toBeDefined();
  });

  it("prints the schema of the game named with --game, and refuses a game it does not host", () => {
    expect(JSON.parse(tm(["schema", "--game", "terra-mystica"]).stdout).properties.manifest.properties.game.const).toBe("terra-mystica");
    const r = tm(["schema", "--game", "chess"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--game must be one of terra-mystica/);
  });

  it("imports a pack folder, lists it, exports it and imports the export as a new revision", () => {
    expect(tm(["pack", "import", BASE]).stdout).toContain("created pack base (revision 1)");
    expect(tm(["pack", "list"]).stdout).toMatch(/^base\t1\.0\.0\trevision 1\t/);
    const out = path.join(tmp, "export.json");
    expect(tm(["pack", "export", "base", "--out", out]).code).toBe(0);
    const exported = JSON.parse(fs.readFileSync(out, "utf8"));
    expect(exported.$schema).toBe("/schemas/content-pack.json");
    expect(Object.keys(exported.factions)).toHaveLength(14);
    expect(tm(["pack", "import", out]).stdout).toContain("saved base revision 2");
    expect(JSON.parse(tm(["pack", "export", "base", "--revision", "2"]).stdout)).toEqual(exported);
    // Five tm processes in a row (each starts tsx): slow on a loaded machine, so more than the default 30 s.
  }, 90_000);

  it("refuses to import an invalid pack and says why", () => {
    const file = path.join(tmp, "bad.json");
    fs.writeFileSync(file, JSON.stringify({ schemaVersion: 1, manifest: { id: "Bad Id", name: "x", version: "1" } }));
    const r = tm(["pack", "import", file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("manifest.id: must be an id: lower-case letters and digits, words joined by single dashes");
    expect(r.stderr).toContain("manifest.version: must be a semantic version");
  });

  it("exits 1 for an unknown pack", () => {
    expect(tm(["pack", "export", "nope"]).code).toBe(1);
  });
});

describe("tm with Origins packs", () => {
  const ORIGINS = path.join(import.meta.dirname, "..", "..", "content", "origins");

  it("validates content/origins with Origins' folder layout, and names the path of a problem in a copy", () => {
    const ok = tm(["validate", ORIGINS]);
    expect(ok.stderr).toBe("");
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/valid \(origins 0\.1\.0: 30 buildings, .*; game origins\)/);
    const dir = path.join(tmp, "origins-broken");
    fs.cpSync(ORIGINS, dir, { recursive: true });
    const setup = JSON.parse(fs.readFileSync(path.join(dir, "setup.json"), "utf8"));
    setup.players.min = "one";
    fs.writeFileSync(path.join(dir, "setup.json"), JSON.stringify(setup));
    const bad = tm(["validate", dir, "--json"]);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout).issues.map((i: { path: string }) => i.path)).toContain("setup.players.min");
  });

  it("plays seeded self-play games of Origins, writes their logs, and replays a log with --game origins", () => {
    const logs = path.join(tmp, "origins-logs");
    const r = tm(["selfplay", "--game", "origins", "--games", "2", "--players", "2", "--seed", "5", "--log-dir", logs, "--json"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.stdout);
    expect(summary).toMatchObject({ game: "origins", pack: "origins", games: 2, finished: 2, errors: [] });
    expect(summary.seats.map((s: { bot: string }) => s.bot)).toEqual(["random", "random"]);
    const replay = tm(["replay", path.join(logs, "game-5.log"), "--game", "origins"]);
    expect(replay.stderr).toBe("");
    expect(replay.code).toBe(0);
    expect(replay.stdout.trim().split("\n")).toHaveLength(2);
    const unknown = tm(["selfplay", "--game", "origins", "--bots", "random,clever"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/no bot "clever"/);
  });
});

describe("tm with a database that has no tables", () => {
  it("says the migrations are missing and how to apply them, instead of a stack trace", () => {
    const empty = path.join(tmp, "empty.db");
    fs.writeFileSync(empty, "");
    const r = spawnSync(process.execPath, [path.join(import.meta.dirname, "..", "tm.mjs"), "lab", "list"], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: `file:${empty}` },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^tm: the database has no table LabBatch: apply the migrations first \(npm run db:migrate\)/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
