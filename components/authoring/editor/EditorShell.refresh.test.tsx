// @vitest-environment jsdom
/**
 * After a save, every document editor refreshes the server-rendered page (its header says whether
 * the entry is inherited or the pack's own), and the refresh does not undo the draft: the new props
 * of the refreshed page leave the saved draft, and an edit made since, as they are.
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentPack } from "@/engine";
import { EditorShell } from "./EditorShell";
import { useDocumentDraft } from "./useDocumentDraft";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh }) }));
vi.mock("@/components/json/JsonEditor", () => ({ JsonEditor: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockClear();
});

const SLOT = ["bonusCards", "BON1"];
const BON1 = { name: "Spade bonus", income: { coins: 2 } };
const parent = { manifest: { id: "base" }, bonusCards: { BON1 } } as unknown as ContentPack;
const pack = { manifest: { id: "child", extends: { id: "base" } }, bonusCards: {} } as unknown as ContentPack;
const validate = () => ({ ok: true, issues: [] });

/** A tile editor as the pages make one: the pack and what it inherits come from the server. */
function Editor({ headNumber, pack, initial }: { headNumber: number; pack: ContentPack; initial?: unknown }) {
  const draft = useDocumentDraft({ packId: "child", headNumber, pack, parent, slot: SLOT, initial, validate });
  const value = draft.draft as { name: string };
  return (
    <EditorShell packId="child" draft={draft} slot={SLOT} formId="tile" jsonSchema={{}} preview={null}>
      <input aria-label="Name" value={value.name} onChange={(e) => draft.changeFromForm({ ...value, name: e.target.value })} />
    </EditorShell>
  );
}

/** A server: POST revisions answers `status` (when `hold` resolves); GET the pack answers what was saved. */
function server(status: 201 | 409, hold?: Promise<void>) {
  let saved: ContentPack | undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        await hold;
        if (status === 409) return new Response(JSON.stringify({ message: "Revision 2 was saved after revision 1.", headNumber: 2 }), { status });
        saved = JSON.parse(String(init.body)).document;
        return new Response(JSON.stringify({ number: 2 }), { status });
      }
      return new Response(JSON.stringify({ document: saved ?? pack, summary: { headNumber: 2 } }), { status: 200 });
    }),
  );
  return { saved: () => saved };
}

const name = () => screen.getByLabelText("Name") as HTMLInputElement;
const edit = (value: string) => fireEvent.change(name(), { target: { value } });
const status = () => screen.getByText(/^(Revision \d+|Unsaved changes on revision \d+|Saving…)$/).textContent;

describe("saving in a document editor", () => {
  it("refreshes the server-rendered page once the save is stored, and keeps the draft through the refreshed props", async () => {
    const { saved } = server(201);
    const { rerender } = render(<Editor headNumber={1} pack={pack} initial={BON1} />);
    expect(status()).toBe("Revision 1");
    edit("Mine");
    fireEvent.click(screen.getByRole("button", { name: "Save revision" }));
    expect(await screen.findByText("Saved as revision 2.")).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledOnce();
    expect(status()).toBe("Revision 2");

    // The refreshed page: the pack's own copy, no inherited `initial` any more.
    rerender(<Editor headNumber={2} pack={saved()!} />);
    expect(name().value).toBe("Mine");
    expect(status()).toBe("Revision 2");
    edit("Mine again");
    rerender(<Editor headNumber={2} pack={structuredClone(saved()!)} />);
    expect(name().value).toBe("Mine again");
    expect(status()).toBe("Unsaved changes on revision 2");
  });

  it("does not refresh when the save is refused, and keeps the edit", async () => {
    server(409);
    render(<Editor headNumber={1} pack={pack} initial={BON1} />);
    edit("Mine");
    fireEvent.click(screen.getByRole("button", { name: "Save revision" }));
    expect(await screen.findByText("Someone else saved this pack while you were editing.")).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
    expect(name().value).toBe("Mine");
  });

  it("keeps an edit made while the save was under way, unsaved", async () => {
    let release = () => {};
    server(201, new Promise<void>((r) => (release = r)));
    render(<Editor headNumber={1} pack={pack} initial={BON1} />);
    edit("Mine");
    fireEvent.click(screen.getByRole("button", { name: "Save revision" }));
    await waitFor(() => expect(status()).toBe("Saving…"));
    edit("Mine, and more");
    await act(async () => release());
    expect(await screen.findByText("Saved as revision 2.")).toBeInTheDocument();
    expect(name().value).toBe("Mine, and more");
    expect(status()).toBe("Unsaved changes on revision 2");
  });
});
