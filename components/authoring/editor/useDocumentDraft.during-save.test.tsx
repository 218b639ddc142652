// @vitest-environment jsdom
/**
 * What is typed while a save is under way stays when the save finishes: the revision note, and a
 * JSON text that does not parse (its draft did not change, so only the text holds the edit).
 */
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentPack } from "@/engine";
import { useDocumentDraft } from "./useDocumentDraft";

afterEach(() => vi.unstubAllGlobals());

const SLOT = ["bonusCards", "BON1"];
const pack = { manifest: { id: "p" }, bonusCards: { BON1: { name: "Spade bonus", income: { coins: 2 } } } } as unknown as ContentPack;
const validate = () => ({ ok: true, issues: [] });

/** A server whose POST answers 201 once `hold` resolves; the pack it serves is what was saved. */
function server(hold: Promise<void>) {
  const posted: { note?: string }[] = [];
  let saved: ContentPack = pack;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        await hold;
        const body = JSON.parse(String(init.body));
        posted.push(body);
        saved = body.document;
        return new Response(JSON.stringify({ number: 2 }), { status: 201 });
      }
      return new Response(JSON.stringify({ document: saved, summary: { headNumber: 2 } }), { status: 200 });
    }),
  );
  return posted;
}

function editor() {
  let release = () => {};
  const posted = server(new Promise<void>((r) => (release = r)));
  const hook = renderHook(() => useDocumentDraft({ packId: "p", headNumber: 1, pack, slot: SLOT, validate }));
  /** Start a save; what it returns lets the server answer and waits for the save to end. */
  const startSave = async () => {
    let saving!: Promise<boolean>;
    act(() => {
      saving = hook.result.current.save();
    });
    await waitFor(() => expect(hook.result.current.status.state).toBe("saving"));
    return () =>
      act(async () => {
        release();
        await saving;
      });
  };
  return { hook, posted, startSave };
}

describe("an edit made while saving", () => {
  it("keeps a revision note typed during the save, and clears the one that was saved", async () => {
    const { hook, posted, startSave } = editor();
    act(() => hook.result.current.changeFromForm({ name: "Mine", income: { coins: 2 } }));
    act(() => hook.result.current.setNote("First note"));
    const finish = await startSave();
    act(() => hook.result.current.setNote("Second note, for the next save"));
    await finish();
    expect(posted[0]!.note).toBe("First note");
    expect(hook.result.current.status).toEqual({ state: "saved", number: 2 });
    expect(hook.result.current.note).toBe("Second note, for the next save");
  });

  it("clears the note when it was not changed during the save", async () => {
    const { hook, startSave } = editor();
    act(() => hook.result.current.changeFromForm({ name: "Mine", income: { coins: 2 } }));
    act(() => hook.result.current.setNote("First note"));
    const finish = await startSave();
    await finish();
    expect(hook.result.current.note).toBe("");
  });

  it("keeps a JSON text that does not parse, typed during the save, with its syntax error", async () => {
    const { hook, startSave } = editor();
    act(() => hook.result.current.changeFromForm({ name: "Mine", income: { coins: 2 } }));
    const finish = await startSave();
    const typed = '{ "name": "Mine, and'; // half typed
    act(() => hook.result.current.changeFromText(typed));
    expect(hook.result.current.syntaxError).toBeDefined();
    await finish();
    expect(hook.result.current.status).toEqual({ state: "saved", number: 2 });
    expect(hook.result.current.text).toBe(typed);
    expect(hook.result.current.syntaxError).toBeDefined();
    expect(hook.result.current.valid).toBe(false);
  });

  it("shows the stored document's text after a save when nothing was typed during it", async () => {
    const { hook, startSave } = editor();
    act(() => hook.result.current.changeFromText('{"name":"Mine","income":{"coins":2}}'));
    const finish = await startSave();
    await finish();
    expect(hook.result.current.text).toBe('{\n  "name": "Mine",\n  "income": {\n    "coins": 2\n  }\n}');
    expect(hook.result.current.dirty).toBe(false);
  });
});
