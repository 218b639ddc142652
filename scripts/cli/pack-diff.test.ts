// @vitest-environment node
/** `tm pack diff`, run as a user runs it, on files, folders and stored revisions. */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BASE, ROOT, tmHarness } from "./testing";

const { tmp, tm, changedCopy, dispose } = tmHarness("mystica-diff-");

afterAll(dispose);

describe("tm pack diff", () => {
  it("prints a changed faction value field by field between two folders", () => {
    const dir = changedCopy("cheap-witches", "factions/witches.json", (f) => (f.startingResources.coins = 12));
    const r = tm(["pack", "diff", BASE, dir]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`--- ${BASE}\n+++ ${dir}\n~ factions.witches.startingResources.coins: 15 → 12\n`);
  });

  it("says there are no differences between a folder and its export", () => {
    expect(tm(["pack", "import", BASE]).code).toBe(0);
    const file = path.join(tmp, "base.json");
    expect(tm(["pack", "export", "base", "--out", file]).code).toBe(0);
    const r = tm(["pack", "diff", BASE, file]);
    expect(r.stdout.split("\n")[2]).toBe("no differences");
  });

  it("compares stored revisions named id@revision and a folder with the head", () => {
    const dir = changedCopy("towns6", "rules.json", (rules) => (rules.towns.minPower = 6));
    expect(tm(["pack", "import", dir]).stdout).toMatch(/saved base revision \d+/);
    const head = tm(["pack", "list"]).stdout.match(/revision (\d+)/)![1];
    const r = tm(["pack", "diff", "base@1", `base@${head}`]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("~ rules.towns.minPower: 7 → 6");
    expect(tm(["pack", "diff", dir, "base"]).stdout).toContain("no differences");
  });

  it("compares a section a pack takes as its own with what it inherited, field by field (not 'merchants added')", () => {
    const manifest = { id: "my-mots", name: "My Merchants", version: "0.1.0", game: "terra-mystica", extends: { id: "merchants" } };
    const inheriting = path.join(tmp, "my-mots-inheriting");
    const owning = path.join(tmp, "my-mots-owning");
    for (const dir of [inheriting, owning]) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "pack.json"), JSON.stringify({ schemaVersion: 2, manifest }));
    }
    const merchants = JSON.parse(fs.readFileSync(path.join(ROOT, "content", "merchants", "merchants.json"), "utf8"));
    merchants.shipyards.default.cost.coins = 7;
    fs.writeFileSync(path.join(owning, "merchants.json"), JSON.stringify(merchants));
    const r = tm(["pack", "diff", inheriting, owning]);
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain("~ merchants.shipyards.default.cost.coins: 6 → 7");
    expect(r.stdout).not.toMatch(/^\+ merchants$/m);
    // And back: dropping its own copy plays by the inherited values again.
    expect(tm(["pack", "diff", owning, inheriting]).stdout).toContain("~ merchants.shipyards.default.cost.coins: 7 → 6");
  });

  it("gives machine output with --json", () => {
    const dir = changedCopy("no-bon9", "tiles/bonus-cards.json", (cards) => delete cards.BON9);
    const r = tm(["pack", "diff", BASE, dir, "--json"]);
    const out = JSON.parse(r.stdout);
    expect(out.lines).toEqual([{ kind: "removed", path: "bonusCards.BON9", name: "Dwellings" }]);
    expect(out.entries[0]).toMatchObject({ section: "bonusCards", id: "BON9", kind: "removed" });
  });

  it("exits 1 and says which side is missing or invalid", () => {
    const missing = tm(["pack", "diff", BASE, "nope@3"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('nope@3: 1 problem\n(root): no file or folder, and no stored pack "nope" with revision 3');
    const dir = changedCopy("broken", "factions/witches.json", (f) => (f.startingResources.coins = "many"));
    const broken = tm(["pack", "diff", dir, BASE]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain("factions.witches.startingResources.coins: Invalid input: expected number");
    expect(tm(["pack", "diff", BASE]).code).toBe(1);
  });

  describe("of Origins packs (section by section, as the studio's diff of revisions)", () => {
    const ORIGINS = path.join(ROOT, "content", "origins");
    /** A copy of content/origins with one file changed. */
    const originsCopy = (name: string, file: string, change: (json: any) => void): string => {
      const dir = path.join(tmp, name);
      fs.cpSync(ORIGINS, dir, { recursive: true });
      const target = path.join(dir, file);
      const json = JSON.parse(fs.readFileSync(target, "utf8"));
      change(json);
      fs.writeFileSync(target, JSON.stringify(json));
      return dir;
    };

    it("prints a changed value of a keyed section and of a whole section between two folders", () => {
      const dir = originsCopy("dear-military", "bonus-tiles.json", (t) => (t.military.cost.wisdom = 2));
      fs.writeFileSync(path.join(dir, "solo.json"), JSON.stringify({ ...JSON.parse(fs.readFileSync(path.join(dir, "solo.json"), "utf8")), rounds: 4 }));
      const r = tm(["pack", "diff", ORIGINS, dir]);
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(`--- ${ORIGINS}\n+++ ${dir}\n~ bonusTiles.military.cost.wisdom: 1 → 2\n~ solo.rounds: 5 → 4\n`);
    });

    it("compares stored revisions, a folder with a stored pack, and gives --json lines", () => {
      expect(tm(["pack", "import", ORIGINS]).code).toBe(0);
      const dir = originsCopy("no-orator", "bonus-tiles.json", (t) => (t.orator.text = "Take an Orator."));
      expect(tm(["pack", "import", dir]).stdout).toBe("saved origins revision 2\n");
      expect(tm(["pack", "diff", "origins@1", "origins@2"]).stdout).toContain('~ bonusTiles.orator.text: "Take 1 Orator from Orator recruitment, if one is there." → "Take an Orator."');
      expect(tm(["pack", "diff", dir, "origins"]).stdout.split("\n")[2]).toBe("no differences");
      const out = JSON.parse(tm(["pack", "diff", "origins@1", "origins@2", "--json"]).stdout);
      expect(out.lines).toEqual([{ kind: "changed", path: "bonusTiles.orator.text", before: "Take 1 Orator from Orator recruitment, if one is there.", after: "Take an Orator." }]);
      expect(out.entries).toMatchObject([{ section: "bonusTiles", id: "orator", kind: "changed" }]);
    });

    it("names the problem of an invalid Origins side, and refuses to compare packs of two games", () => {
      const dir = originsCopy("bad-solo", "solo.json", (s) => (s.rounds = 0));
      const bad = tm(["pack", "diff", ORIGINS, dir]);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain(`${dir}: 1 problem`);
      expect(bad.stderr).toContain("solo.rounds");
      const mixed = tm(["pack", "diff", BASE, ORIGINS]);
      expect(mixed.code).toBe(1);
      expect(mixed.stderr).toBe(`tm: cannot compare a terra-mystica pack (${BASE}) with a origins pack (${ORIGINS})\n`);
    });
  });
});
