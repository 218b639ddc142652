// @vitest-environment node
/** `tm pack diff`, run as a user runs it, on files, folders and stored revisions. */
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BASE, tmHarness } from "./testing";

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
});
