// @vitest-environment jsdom
/** The district, zodiac, meeting place and track forms: edits land in valid pack JSON, bad ones say what and where. */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { validateOriginsPack, type OriginsPack } from "@/engine/games/origins/schema";
import { ORIGINS_PACK } from "@/stories/origins/originsContent";
import { OriginsFormHarness } from "@/stories/origins/OriginsFormHarness";
import { DistrictsForm, paintPattern } from "./DistrictsForm";
import { MeetingPlacesForm } from "./MeetingPlacesForm";
import { DISTRICTS_DOC, MEETING_PLACES_DOC, TRACKS_DOC, ZODIAC_DOC, type OriginsDocument } from "./schemas";
import { toggleThreshold, TracksForm } from "./TracksForm";
import { ZodiacForm } from "./ZodiacForm";

function renderForm(doc: OriginsDocument, form: React.ReactNode) {
  const seen: { pack?: unknown } = {};
  render(
    <OriginsFormHarness pack={ORIGINS_PACK} doc={doc} onPack={(p) => (seen.pack = p)}>
      {form}
    </OriginsFormHarness>,
  );
  return seen;
}

const valid = (pack: unknown): OriginsPack => {
  const checked = validateOriginsPack(pack);
  expect(checked.issues).toEqual([]);
  return checked.pack!;
};

describe("the district cards form", () => {
  it("paints a square of a card's pattern with the picked brush", () => {
    const seen = renderForm(DISTRICTS_DOC, <DistrictsForm colours={ORIGINS_PACK.colours} />);
    const card = screen.getByRole("region", { name: "District card district-1" });
    fireEvent.click(screen.getByRole("radio", { name: "Blue" }));
    fireEvent.click(within(card).getByRole("button", { name: "Row 1, column 2: any tile" }));
    expect(within(card).getByRole("button", { name: "Row 1, column 2: Blue" })).toBeInTheDocument();
    expect(valid(seen.pack).districtCards["district-1"]!.pattern).toEqual(["RB", "*B"]);
  });

  it("says a card painted all 'any' would match every district", () => {
    const seen = renderForm(DISTRICTS_DOC, <DistrictsForm colours={ORIGINS_PACK.colours} />);
    const card = screen.getByRole("region", { name: "District card district-1" });
    fireEvent.click(screen.getByRole("radio", { name: "Any tile" }));
    fireEvent.click(within(card).getByRole("button", { name: "Row 1, column 1: Red" }));
    fireEvent.click(within(card).getByRole("button", { name: "Row 2, column 2: Blue" }));
    expect(within(card).getByText(/Has no coloured square: every district would match it/)).toBeInTheDocument();
    expect(validateOriginsPack(seen.pack).issues.map((i) => i.path)).toEqual(["districtCards.district-1.pattern"]);
  });

  it("adds and removes tower icons", () => {
    const seen = renderForm(DISTRICTS_DOC, <DistrictsForm colours={ORIGINS_PACK.colours} />);
    fireEvent.change(screen.getByLabelText("Add a tower to district-1"), { target: { value: "purple" } });
    fireEvent.click(screen.getByRole("button", { name: "Remove the red tower of district-1" }));
    expect(valid(seen.pack).districtCards["district-1"]!.towers).toEqual(["purple"]);
  });

  it("fills a short pattern with 'any' squares when painting", () => {
    expect(paintPattern(["R"], 1, 0, "B")).toEqual(["R*", "B*"]);
  });
});

describe("the zodiac cards form", () => {
  it("reads a card's power as a sentence and follows a changed trigger", () => {
    const seen = renderForm(ZODIAC_DOC, <ZodiacForm />);
    fireEvent.click(within(screen.getByRole("group", { name: "Zodiac cards" })).getByRole("button", { name: "Capricorn" }));
    const sentence = screen.getByTestId("power-sentence-capricorn");
    expect(sentence).toHaveTextContent("Whenever you raise a tower, you may: add up to 2 to any Freeman (at most 6).");
    const panel = screen.getByRole("region", { name: "Zodiac card: capricorn" });
    fireEvent.click(within(panel).getByLabelText("pass"));
    expect(sentence).toHaveTextContent("Whenever you raise a tower or you pass, you may:");
    expect(valid(seen.pack).zodiacCards.capricorn!.power).toEqual({ power: "trigger", on: ["raise-tower", "pass"], steps: [{ effect: "increase-freeman", upTo: 2, which: "any" }] });
  });

  it("says a power with no trigger needs one, next to the triggers, and marks the card", () => {
    renderForm(ZODIAC_DOC, <ZodiacForm initialId="capricorn" />);
    const panel = screen.getByRole("region", { name: "Zodiac card: capricorn" });
    fireEvent.click(within(panel).getByLabelText("raise-tower"));
    const on = panel.querySelector("#story-capricorn-power-on")!;
    expect(on.parentElement!.querySelector("[data-field-error]")).toHaveTextContent("Needs at least 1 item");
    expect(screen.getByRole("button", { name: "Capricorn, has problems" })).toBeInTheDocument();
  });
});

describe("the meeting places form", () => {
  it("moves a main action between places, and says which action is left on no place", () => {
    const seen = renderForm(MEETING_PLACES_DOC, <MeetingPlacesForm />);
    fireEvent.change(screen.getByLabelText("Top of place 1"), { target: { value: "three-food" } });
    const issues = validateOriginsPack(seen.pack).issues;
    expect(issues.map((i) => i.path)).toContain("mainActions.three-stone");
    expect(screen.getByRole("button", { name: "3 Stone, has problems" })).toBeInTheDocument();
    const panel = screen.getByRole("region", { name: "Main action: three-stone" });
    expect(within(panel).getByText("Is on no meeting place: print it on one in meetingPlaces")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Top of place 2"), { target: { value: "three-stone" } });
    expect(valid(seen.pack).meetingPlaces.slice(0, 2)).toEqual([
      { top: "three-food", bottom: "advance-attack" },
      { top: "three-stone", bottom: "build" },
    ]);
  });

  it("reads an action with its cost first", () => {
    renderForm(MEETING_PLACES_DOC, <MeetingPlacesForm />);
    fireEvent.click(within(screen.getByRole("group", { name: "Main actions" })).getByRole("button", { name: "Temple" }));
    expect(screen.getByTestId("action-sentence-temple")).toHaveTextContent("Pay 1 Stone: climb 2 steps on one temple of your choice and take its zodiac card.");
  });
});

describe("the tracks form", () => {
  it("toggles a threshold after the picked military space", () => {
    const seen = renderForm(TRACKS_DOC, <TracksForm />);
    fireEvent.click(screen.getByRole("button", { name: /^Space 4:/ }));
    fireEvent.click(screen.getByLabelText("Threshold after this space"));
    expect(screen.getByRole("img", { name: "Threshold after space 4" })).toBeInTheDocument();
    expect(valid(seen.pack).military.thresholds).toEqual([3, 4, 6, 9, 12, 15]);
    expect(toggleThreshold([3, 4, 6], 4)).toEqual([3, 6]);
  });

  it("says where a threshold lies past the track when the last spaces are removed", () => {
    const seen = renderForm(TRACKS_DOC, <TracksForm />);
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole("button", { name: "Remove the last space" }));
    expect(screen.getAllByRole("button", { name: /^Space \d+:/ })).toHaveLength(15);
    expect(validateOriginsPack(seen.pack).issues.map((i) => i.path)).toEqual(["military.thresholds.4", "military.spaces.14.attackBonus"]);
    expect(screen.getByRole("button", { name: /^Space 14:/ }).className).toContain("ring-red-400");
    expect(screen.getByText("A threshold after space 15 is not before the final space (14)")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Add a space at the end" }));
    expect(screen.getAllByRole("button", { name: /^Space \d+:/ })).toHaveLength(16);
  });

  it("says a negative Food cost must be 0 or more, next to its base", () => {
    renderForm(TRACKS_DOC, <TracksForm />);
    const cost = screen.getByLabelText("Food cost base 2");
    fireEvent.change(cost, { target: { value: "-3" } });
    expect(cost).toHaveAttribute("aria-invalid", "true");
    expect(document.getElementById(`${cost.id}-error`)).toHaveTextContent("Must be 0 or more");
  });

  it("edits a space's attack bonus with the effects library", () => {
    const seen = renderForm(TRACKS_DOC, <TracksForm />);
    fireEvent.click(screen.getByRole("button", { name: /^Space 3:/ }));
    fireEvent.change(screen.getByLabelText("Stone"), { target: { value: "2" } });
    expect(valid(seen.pack).military.spaces[3]!.attackBonus).toEqual([{ effect: "gain", gain: { stone: 2 } }]);
    expect(screen.getByRole("button", { name: "Space 3: Gain 2 Stone." })).toBeInTheDocument();
  });
});
