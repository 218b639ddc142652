import { describe, expect, it } from "vitest";
import type { ContentPack } from "@/engine";
import { readSlot, splitIssues, writeSlot } from "./useDocumentDraft";

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
