// @vitest-environment jsdom
/** The buildings editor saves a changed ability as a new revision of the whole pack, and says when someone saved first. */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { validateOriginsPack } from "@/engine/games/origins/schema";
import { ORIGINS_PACK } from "@/stories/origins/originsContent";
import { BuildingsEditor } from "./BuildingsEditor";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock("@/components/json/JsonEditor", () => ({ JsonEditor: () => null }));

afterEach(() => vi.unstubAllGlobals());

/** A server: POST revisions answers `status`; GET the pack answers what was last saved. */
function server(status: 201 | 409) {
  const saved: { document?: unknown; baseNumber?: number } = {};
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === "POST") {
      Object.assign(saved, JSON.parse(String(init.body)));
      return status === 201
        ? new Response(JSON.stringify({ number: 8 }), { status })
        : new Response(JSON.stringify({ message: "Revision 8 was saved after revision 7.", headNumber: 8 }), { status });
    }
    return new Response(JSON.stringify({ document: saved.document ?? ORIGINS_PACK, summary: { headNumber: 8 } }), { status: 200 });
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, saved };
}

function editMintAbility() {
  render(<BuildingsEditor packId="my-origins" headNumber={7} pack={ORIGINS_PACK} initialId="mint" />);
  fireEvent.change(screen.getByLabelText("Effect"), { target: { value: "take-orator" } });
  expect(screen.getByText("Unsaved changes on revision 7")).toBeInTheDocument();
}

describe("saving the buildings", () => {
  it("posts the whole pack with the new ability on the revision it started from", async () => {
    const { fetch, saved } = server(201);
    editMintAbility();
    fireEvent.click(screen.getByRole("button", { name: "Save revision" }));
    expect(await screen.findByText("Saved as revision 8.")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/packs/my-origins/revisions", expect.objectContaining({ method: "POST" }));
    expect(saved.baseNumber).toBe(7);
    const checked = validateOriginsPack(saved.document);
    expect(checked.issues).toEqual([]);
    expect(checked.pack!.buildings.mint!.ability).toEqual([{ effect: "take-orator" }]);
    expect(checked.pack!.buildings.granary).toEqual(ORIGINS_PACK.buildings.granary);
    await waitFor(() => expect(screen.getByText("Revision 8")).toBeInTheDocument());
  });

  it("keeps the edit and says someone saved first when the revision is stale", async () => {
    server(409);
    editMintAbility();
    fireEvent.click(screen.getByRole("button", { name: "Save revision" }));
    expect(await screen.findByText("Someone else saved this pack while you were editing.")).toBeInTheDocument();
    expect(screen.getByText("Revision 8 was saved after revision 7.")).toBeInTheDocument();
    expect(screen.getByLabelText("Effect")).toHaveValue("take-orator");
  });

  it("does not save a pack with a problem, and lists it by path", () => {
    const { fetch } = server(201);
    render(<BuildingsEditor packId="my-origins" headNumber={7} pack={ORIGINS_PACK} initialId="mint" />);
    fireEvent.change(screen.getByLabelText("Stone cost"), { target: { value: "x" } });
    expect(screen.getByRole("region", { name: "Problems" })).toHaveTextContent("buildings.mint.stone");
    expect(screen.getByRole("button", { name: "Save revision" })).toBeDisabled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("takes a problem of a building not shown to that building's tile", () => {
    server(201);
    Element.prototype.scrollIntoView = vi.fn();
    const broken = { ...ORIGINS_PACK, buildings: { ...ORIGINS_PACK.buildings, granary: { ...ORIGINS_PACK.buildings.granary!, stone: -1 } } };
    render(<BuildingsEditor packId="my-origins" headNumber={7} pack={broken} initialId="mint" />);
    fireEvent.click(screen.getByRole("button", { name: "buildings.granary.stone" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Granary, has problems" }));
  });
});
