import { describe, expect, it } from "vitest";
import type { ContentPack } from "@/engine";
import { mergeReport, readSlot, splitIssues, textFor, writeSlot } from "./useDocumentDraft";

const pack = { manifest: { id: "p" }, factions: { witches: { name: "Witches" } }, rules: { rounds: 6 }, variants: {} } as unknown as ContentPack;
const issue = (path: string) => ({ path, message: "m", code: "c" });

describe("the document an editor works on", () => {
  it("reads and writes an entry of a section", () => {
    expect(readSlot(pack, ["factions", "witches"])).toEqual({ name: "Witches" });
    const next = writeSlot(pack, ["factions", "dragons"], { name: "Dragons" });
    expect(Object.keys(next.factions)).toEqual(["witches", "dragons"]);
    expect(pack.factions).not.toHaveProperty("dragons");
  });

  it("reads and writes several top-level parts as one document", () => {
    expect(readSlot(pack, [], ["rules", "variants"])).toEqual({ rules: { rounds: 6 }, variants: {} });
    expect(writeSlot(pack, [], { rules: { rounds: 5 }, variants: {} }, ["rules", "variants"]).rules).toEqual({ rounds: 5 });
  });

  it("splits the pack's problems into the document's own, by relative path, and the rest", () => {
    const { mine, elsewhere } = splitIssues([issue("factions.witches.power.bowl1"), issue("factions.witches"), issue("factions.witchesX.name"), issue("rules.rounds")], ["factions", "witches"]);
    expect(mine.map((i) => i.path)).toEqual(["power.bowl1", ""]);
    expect(elsewhere.map((i) => i.path)).toEqual(["factions.witchesX.name", "rules.rounds"]);
    expect(splitIssues([issue("rules.rounds"), issue("maps.x")], [], ["rules", "variants"]).mine.map((i) => i.path)).toEqual(["rules.rounds"]);
  });
});

describe("merging an edit with a newer revision", () => {
  const base = { name: "Witches", description: "old", startingResources: { coins: 15, priests: 0 } };
  const theirs = { ...base, description: "new", startingResources: { coins: 20, priests: 0 } };

  it("says which of their changes stay, what saving changes, and which conflicts are open", () => {
    const draft = { ...base, description: "new", startingResources: { coins: 12, priests: 1 } };
    const merge = { from: 1, to: 2, base, theirs, conflicts: [{ path: "startingResources.coins", at: ["startingResources", "coins"], base: 15, mine: 12, theirs: 20 }], choices: {} };
    const report = mergeReport(merge, draft);
    expect(report.open.map((c) => c.path)).toEqual(["startingResources.coins"]);
    expect(report.kept.map((c) => c.path)).toEqual(["description"]);
    expect(report.saving.map((c) => `${c.path}: ${String(c.before)} → ${String(c.after)}`)).toEqual(["startingResources.coins: 20 → 12", "startingResources.priests: 0 → 1"]);
    expect(mergeReport({ ...merge, choices: { "startingResources.coins": "mine" } }, draft).open).toEqual([]);
    // A field both changed that is edited after the merge is no new conflict.
    expect(mergeReport({ ...merge, conflicts: [] }, draft).open).toEqual([]);
  });
});

describe("the JSON text of a form change", () => {
  it("leaves the text as typed when it already holds the form's value, and rewrites it otherwise", () => {
    const typed = '{"name":   "Witches"}';
    expect(textFor(typed, { name: "Witches" })).toBe(typed);
    expect(textFor(typed, { name: "Witches!" })).toBe('{\n  "name": "Witches!"\n}');
    expect(textFor('{"name": "Wi', { name: "Witches" })).toBe('{\n  "name": "Witches"\n}');
  });
});
