// @vitest-environment jsdom
/** The bonus tile, starting tile, colour, setup, solo and rules editors: edits land in valid pack JSON, bad values are refused by path, a save posts a revision. */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { validateOriginsPack, type OriginsPack } from "@/engine/games/origins/schema";
import { ORIGINS_PACK } from "@/stories/origins/originsContent";
import { OriginsFormHarness } from "@/stories/origins/OriginsFormHarness";
import { BonusTilesForm } from "./BonusTilesForm";
import { ColoursForm } from "./ColoursForm";
import { RulesForm } from "./RulesForm";
import { BONUS_TILES_DOC, COLOURS_DOC, RULES_DOC, SETUP_DOC, SOLO_DOC, STARTING_TILES_DOC, type OriginsDocument } from "./schemas";
import { endConditionText, SoloEditor } from "./SetupEditors";
import { playerCountRows, SetupForm } from "./SetupForm";
import { SoloForm } from "./SoloForm";
import { StartingTilesForm } from "./StartingTilesForm";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock("@/components/json/JsonEditor", () => ({ JsonEditor: () => null }));

afterEach(() => vi.unstubAllGlobals());

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
const problemPaths = (pack: unknown) => validateOriginsPack(pack).issues.map((i) => i.path);

describe("the bonus tiles form", () => {
  it("changes a tile's cost and reads the action back", () => {
    const seen = renderForm(BONUS_TILES_DOC, <BonusTilesForm colours={ORIGINS_PACK.colours} initialId="military" />);
    expect(screen.getByTestId("bonus-sentence-military")).toHaveTextContent("Pay 1 Wisdom");
    fireEvent.change(screen.getByLabelText("Wisdom"), { target: { value: "2" } });
    expect(valid(seen.pack).bonusTiles.military).toMatchObject({ colour: "red", cost: { wisdom: 2 } });
    expect(screen.getByTestId("bonus-sentence-military")).toHaveTextContent("Pay 2 Wisdom");
  });

  it("refuses a colour another tile already has (each carries the mothership of its colour)", () => {
    const seen = renderForm(BONUS_TILES_DOC, <BonusTilesForm colours={ORIGINS_PACK.colours} initialId="military" />);
    fireEvent.change(screen.getByLabelText("Colour"), { target: { value: "blue" } });
    expect(problemPaths(seen.pack)).toEqual(["bonusTiles.temple-step.colour"]);
  });

  it("names the field of a bad cost", () => {
    const seen = renderForm(BONUS_TILES_DOC, <BonusTilesForm colours={ORIGINS_PACK.colours} initialId="military" />);
    fireEvent.change(screen.getByLabelText("Wisdom"), { target: { value: "-1" } });
    expect(problemPaths(seen.pack)).toEqual(["bonusTiles.military.cost.wisdom"]);
  });
});

describe("the starting tiles form", () => {
  it("moves the Palace and sets the tower floor cost", () => {
    const seen = renderForm(STARTING_TILES_DOC, <StartingTilesForm />);
    fireEvent.change(screen.getByLabelText("Palace: column"), { target: { value: "1" } });
    fireEvent.change(screen.getByLabelText("Palace: row"), { target: { value: "0" } });
    fireEvent.change(screen.getByLabelText("Gold per floor already in the tower"), { target: { value: "2" } });
    const pack = valid(seen.pack);
    expect(pack.startingTiles.palace.position).toEqual({ row: 0, column: 1 });
    expect(pack.startingTiles.palace.floorCost.goldPerFloorHeight).toBe(2);
    expect(screen.getByTestId("agora-sentence")).toHaveTextContent("1 basic resource");
  });
});

describe("the colours form", () => {
  it("sets a display colour from the picker and refuses a bad hex by path", () => {
    const seen = renderForm(COLOURS_DOC, <ColoursForm />);
    fireEvent.change(screen.getByLabelText("red: pick the display colour"), { target: { value: "#aa0000" } });
    expect(valid(seen.pack).colours.red.hex).toBe("#aa0000");
    fireEvent.change(screen.getByLabelText("blue: display colour"), { target: { value: "blue" } });
    expect(problemPaths(seen.pack)).toEqual(["colours.blue.hex"]);
    expect(screen.getByLabelText("blue: display colour")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("the setup form", () => {
  it("lists a row per allowed player count, and one not allowed that the table has", () => {
    expect(playerCountRows({ min: 1, max: 4 }, { "1": {}, "2": {} })).toEqual(["1", "2", "3", "4"]);
    expect(playerCountRows({ min: 2, max: 3 }, { "1": {}, "5": {} })).toEqual(["1", "2", "3", "5"]);
    expect(playerCountRows({ min: "x" }, {})).toEqual([]);
  });

  it("edits a cell of the table by player count", () => {
    const seen = renderForm(SETUP_DOC, <SetupForm />);
    fireEvent.change(screen.getByLabelText("District cards, 3 players"), { target: { value: "6" } });
    expect(valid(seen.pack).setup.byPlayers["3"]).toEqual({ citizenDicePerColour: 8, oratorDice: 3, districtCards: 6 });
  });

  it("offers the missing row when more players are allowed, and refuses the pack until it is added", () => {
    const seen = renderForm(SETUP_DOC, <SetupForm />);
    fireEvent.change(screen.getByLabelText("Most players"), { target: { value: "5" } });
    expect(problemPaths(seen.pack)).toContain("setup.byPlayers");
    const table = screen.getByRole("table", { name: "Setup by player count" });
    fireEvent.click(within(table).getByRole("button", { name: "+ Add the row for 5 players" }));
    expect(within(table).getByLabelText("Orator dice, 5 players")).toHaveValue("1");
    expect(problemPaths(seen.pack)).not.toContain("setup.byPlayers");
  });
});

describe("the solo form", () => {
  it("switches the freeze off and moves a placement", () => {
    const seen = renderForm(SOLO_DOC, <SoloForm bonusTiles={ORIGINS_PACK.bonusTiles} />);
    fireEvent.click(screen.getByLabelText("A Superiority token may instead freeze every mothership for the turn"));
    fireEvent.change(screen.getByLabelText("Placement 2: on meeting place"), { target: { value: "5" } });
    const pack = valid(seen.pack);
    expect(pack.solo.neighbourIncrease.superiorityMayFreeze).toBe(false);
    expect(pack.solo.target.placements[1]).toEqual({ bonusTile: "build", meetingPlace: 5 });
  });

  it("refuses a placement on a meeting place the board does not have", () => {
    const seen = renderForm(SOLO_DOC, <SoloForm bonusTiles={ORIGINS_PACK.bonusTiles} />);
    fireEvent.change(screen.getByLabelText("Placement 1: on meeting place"), { target: { value: "9" } });
    expect(problemPaths(seen.pack)).toEqual(["solo.target.placements.0.meetingPlace"]);
  });

  it("shows the target with its placements in the preview, and saves a revision", async () => {
    const saved: { document?: unknown } = {};
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === "POST") {
          Object.assign(saved, JSON.parse(String(init.body)));
          return new Response(JSON.stringify({ number: 4 }), { status: 201 });
        }
        return new Response(JSON.stringify({ document: saved.document ?? ORIGINS_PACK, summary: { headNumber: 4 } }), { status: 200 });
      }),
    );
    render(<SoloEditor packId="my-origins" headNumber={3} pack={ORIGINS_PACK} />);
    expect(screen.getByTestId("solo-target")).toHaveTextContent("Target: 180 VP, +20 for each of: Military on place 1, Build on place 2, Temple step on place 3, Orator on place 4 (at most 260 VP).");
    fireEvent.change(screen.getByLabelText("Target VP"), { target: { value: "200" } });
    fireEvent.click(screen.getByRole("button", { name: "Save revision" }));
    expect(await screen.findByText("Saved as revision 4.")).toBeInTheDocument();
    expect(valid(saved.document).solo.target.vp).toBe(200);
  });
});

describe("the rules form", () => {
  it("changes an end condition's value and a final scoring choice", () => {
    const seen = renderForm(RULES_DOC, <RulesForm />);
    fireEvent.change(screen.getByLabelText("At most"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Tie break"), { target: { value: "building-tiles" } });
    const pack = valid(seen.pack);
    expect(pack.rules.endConditions[2]).toEqual({ condition: "floor-colours-left", atMost: 2 });
    expect(pack.rules.finalScoring.tieBreak).toBe("building-tiles");
    expect(pack.rules.endConditions.map(endConditionText)[2]).toBe("2 or fewer colours remain in the floor reserve.");
  });

  it("refuses a mothership value above 6 by path", () => {
    const seen = renderForm(RULES_DOC, <RulesForm />);
    fireEvent.change(screen.getByLabelText("Highest mothership value"), { target: { value: "7" } });
    expect(problemPaths(seen.pack)).toEqual(["rules.visits.maxValue"]);
  });
});

describe("the setup form's Superiority tokens", () => {
  it("switches between unlimited and a number in the box", () => {
    const seen = renderForm(SETUP_DOC, <SetupForm />);
    fireEvent.click(screen.getByLabelText("Superiority tokens unlimited"));
    expect(valid(seen.pack).components.superiorityTokens).toBe(20);
    fireEvent.change(screen.getByLabelText("Superiority tokens in the box"), { target: { value: "0" } });
    expect(problemPaths(seen.pack)).toEqual(["components.superiorityTokens"]);
    fireEvent.click(screen.getByLabelText("Superiority tokens unlimited"));
    expect(valid(seen.pack).components.superiorityTokens).toBe("unlimited");
  });
});
