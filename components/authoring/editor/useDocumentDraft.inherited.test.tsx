// @vitest-environment jsdom
/**
 * An editor opened on what a pack inherits from its parent (a tile, a faction) opens clean: nothing
 * to save until the user changes it; a change makes it dirty, and undoing the change makes it clean again.
 */
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ContentPack } from "@/engine";
import { unchangedDocument, useDocumentDraft } from "./useDocumentDraft";

const BON1 = { name: "Spade bonus", income: { coins: 2 } };
const parent = { manifest: { id: "base" }, bonusCards: { BON1 }, factions: { witches: { name: "Witches" } } } as unknown as ContentPack;
const pack = { manifest: { id: "child", extends: { id: "base" } }, bonusCards: {}, factions: {} } as unknown as ContentPack;
const validate = () => ({ ok: true, issues: [] });

function open(slot: string[], initial: unknown) {
  return renderHook(() => useDocumentDraft({ packId: "child", headNumber: 1, pack, parent, slot, initial, validate }));
}

describe("what an editor's draft counts as unchanged against", () => {
  it("is the parent's entry while the pack has none of its own, the pack's own once it has one, and nothing for a new entry", () => {
    expect(unchangedDocument({ pack, parent, slot: ["bonusCards", "BON1"] })).toEqual(BON1);
    const own = { ...pack, bonusCards: { BON1: { ...BON1, name: "Mine" } } } as unknown as ContentPack;
    expect(unchangedDocument({ pack: own, parent, slot: ["bonusCards", "BON1"] })).toEqual({ ...BON1, name: "Mine" });
    expect(unchangedDocument({ pack, parent, slot: ["bonusCards", "BON9"] })).toBeUndefined();
    expect(unchangedDocument({ pack, slot: ["bonusCards", "BON1"] })).toBeUndefined();
    // A document of top-level parts names what it inherits itself.
    const rules = { rules: { rounds: 6 }, variants: {} };
    expect(unchangedDocument({ pack, parent, slot: [], keys: ["rules", "variants"], initial: rules, inherited: true })).toEqual(rules);
  });
});

describe("an editor on an inherited entry", () => {
  it.each([
    ["tile", ["bonusCards", "BON1"], BON1],
    ["faction", ["factions", "witches"], { name: "Witches" }],
  ])("opens an inherited %s clean, and only a real edit makes it dirty", (_, slot, inherited) => {
    const { result } = open(slot, inherited);
    expect(result.current.dirty).toBe(false);
    act(() => result.current.changeFromForm({ ...inherited, name: "Changed" }));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.changeFromForm({ ...inherited }));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.changeFromText('{"name": "Typed"}'));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.discard());
    expect(result.current.draft).toEqual(inherited);
    expect(result.current.dirty).toBe(false);
  });

  it("still counts a new entry (not in the pack nor its parent) as a change to save", () => {
    const { result } = open(["bonusCards", "BON9"], { name: "New bonus card" });
    expect(result.current.dirty).toBe(true);
    expect(result.current.isNew).toBe(true);
  });
});

describe("two tabs editing the same inherited entry", () => {
  it("refuses the later save with a clear message, then merges it with the other tab's copy field by field", async () => {
    const theirs = { ...BON1, income: { coins: 3 } };
    const head = { ...pack, bonusCards: { BON1: theirs } };
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === "POST"
        ? new Response(JSON.stringify({ message: "Revision 2 was saved after revision 1.", headNumber: 2 }), { status: 409 })
        : new Response(JSON.stringify({ document: head, summary: { headNumber: 2 } }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetch);
    const { result } = open(["bonusCards", "BON1"], BON1);
    act(() => result.current.changeFromForm({ ...BON1, name: "Mine" }));
    await act(() => result.current.save());
    expect(result.current.status).toEqual({ state: "conflict", message: "Revision 2 was saved after revision 1.", headNumber: 2 });
    expect(result.current.draft).toEqual({ ...BON1, name: "Mine" });
    await act(() => result.current.rebase());
    expect(result.current.merge?.conflicts).toEqual([]);
    expect(result.current.draft).toEqual({ ...theirs, name: "Mine" });
    expect(result.current.dirty).toBe(true);
    vi.unstubAllGlobals();
  });
});
