// @vitest-environment jsdom
/** The buildings form: bad values say what is wrong next to their field; an ability changed in the form is valid pack JSON. */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { assembleOriginsPack, disassembleOriginsPack } from "@/engine/games/origins/content/files";
import { validateOriginsPack, type OriginsPack } from "@/engine/games/origins/schema";
import { ORIGINS_PACK } from "@/stories/origins/originsContent";
import { OriginsFormHarness } from "@/stories/origins/OriginsFormHarness";
import { BuildingsForm } from "./BuildingsForm";
import { BUILDINGS_DOC } from "./schemas";

function renderForm(initialId = "mint") {
  const seen: { pack?: unknown } = {};
  render(
    <OriginsFormHarness pack={ORIGINS_PACK} doc={BUILDINGS_DOC} onPack={(p) => (seen.pack = p)}>
      <BuildingsForm colours={ORIGINS_PACK.colours} initialId={initialId} />
    </OriginsFormHarness>,
  );
  return seen;
}

const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

describe("the buildings form", () => {
  it("lists all 30 building tiles by colour", () => {
    renderForm();
    const tiles = ["Red", "Purple", "Blue", "Orange", "Yellow"].flatMap((c) => within(screen.getByRole("group", { name: `${c} buildings` })).getAllByRole("button"));
    expect(tiles).toHaveLength(30);
    expect(Object.keys(ORIGINS_PACK.buildings)).toHaveLength(30);
  });

  it("shows the picked building's ability as a sentence", () => {
    renderForm("granary");
    expect(screen.getByTestId("ability-sentence")).toHaveTextContent("Gain 1 Food and 1 Food for each Farm in your city.");
  });

  it("says a negative Stone cost must be 0 or more, next to the field", () => {
    renderForm();
    type("Stone cost", "-1");
    const input = screen.getByLabelText("Stone cost");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(document.getElementById(`${input.id}-error`)).toHaveTextContent("Must be 0 or more");
    expect(screen.getByRole("button", { name: "Mint, has problems" })).toBeInTheDocument();
  });

  it("says which colour's pile no longer adds up when copies change", () => {
    const seen = renderForm();
    type("Copies", "4");
    expect(screen.getByText(/The yellow buildings have 16 tiles in all, the box has 15 per colour/)).toBeInTheDocument();
    expect(validateOriginsPack(seen.pack).ok).toBe(false);
  });

  it("turns an ability into another effect of the library with its parameters, as valid pack JSON", () => {
    const seen = renderForm("mint");
    const effect = screen.getByLabelText("Effect");
    expect(effect).toHaveValue("gain");
    fireEvent.change(effect, { target: { value: "climb" } });
    type("Steps", "2");
    fireEvent.change(screen.getByLabelText("Temple"), { target: { value: "sea" } });
    fireEvent.click(screen.getByLabelText("Take zodiac card"));
    expect(screen.getByTestId("ability-sentence")).toHaveTextContent("Climb 2 steps on the sea temple and take its zodiac card.");

    const checked = validateOriginsPack(seen.pack);
    expect(checked.issues).toEqual([]);
    const pack = checked.pack as OriginsPack;
    expect(pack.buildings.mint!.ability).toEqual([{ effect: "climb", steps: 2, temple: "sea", takeZodiacCard: true }]);
    // The pack still goes to its folder of files and back unchanged.
    const again = assembleOriginsPack(disassembleOriginsPack(pack));
    expect(again.ok && again.doc).toEqual(pack);
  });

  it("says a step with a parameter left empty is required", () => {
    renderForm("mint");
    fireEvent.change(screen.getByLabelText("Effect"), { target: { value: "spend-food" } });
    type("Max", "");
    const max = screen.getByLabelText("Max");
    expect(document.getElementById(`${max.id}-error`)).toHaveTextContent("Required");
    expect(screen.getByTestId("ability-sentence")).toHaveTextContent("fix the problems");
  });
});
