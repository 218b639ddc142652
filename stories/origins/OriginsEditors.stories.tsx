import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { BuildingsForm } from "@/components/origins/editors/BuildingsForm";
import { BuildingsEditor } from "@/components/origins/editors/BuildingsEditor";
import { DistrictsForm } from "@/components/origins/editors/DistrictsForm";
import { MeetingPlacesForm } from "@/components/origins/editors/MeetingPlacesForm";
import { BUILDINGS_DOC, DISTRICTS_DOC, MEETING_PLACES_DOC, TRACKS_DOC, ZODIAC_DOC } from "@/components/origins/editors/schemas";
import { TracksForm } from "@/components/origins/editors/TracksForm";
import { ZodiacForm } from "@/components/origins/editors/ZodiacForm";
import { OriginsFormHarness } from "./OriginsFormHarness";
import { ORIGINS_PACK } from "./originsContent";

const meta = {
  title: "Origins/Editors",
  parameters: { layout: "padded" },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** The 30 building tiles by colour; the Granary's ability as fields and as a sentence. Changing its effect rewrites the sentence. */
export const Buildings: Story = {
  render: () => (
    <OriginsFormHarness pack={ORIGINS_PACK} doc={BUILDINGS_DOC}>
      <BuildingsForm colours={ORIGINS_PACK.colours} initialId="granary" />
    </OriginsFormHarness>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("ability-sentence")).toHaveTextContent("Gain 1 Food and 1 Food for each Farm in your city.");
    await userEvent.selectOptions(canvas.getByLabelText("Effect"), "military");
    await waitFor(() => expect(canvas.getByTestId("ability-sentence")).toHaveTextContent("Advance 0 spaces on the military track."));
    const stone = canvas.getByLabelText("Stone cost");
    await userEvent.clear(stone);
    await userEvent.type(stone, "-2");
    await waitFor(() => expect(canvas.getByText("Must be 0 or more")).toBeVisible());
  },
};

/** District cards: pick a brush, click squares of a pattern. */
export const Districts: Story = {
  render: () => (
    <OriginsFormHarness pack={ORIGINS_PACK} doc={DISTRICTS_DOC}>
      <DistrictsForm colours={ORIGINS_PACK.colours} />
    </OriginsFormHarness>
  ),
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole("region", { name: "District card district-2" }));
    await userEvent.click(canvas.getByRole("radio", { name: "Yellow" }));
    await userEvent.click(card.getByRole("button", { name: "Row 2, column 1: any tile" }));
    await expect(card.getByRole("button", { name: "Row 2, column 1: Yellow" })).toBeVisible();
  },
};

/** Zodiac cards with their powers; a trigger is a checkbox. */
export const Zodiac: Story = {
  render: () => (
    <OriginsFormHarness pack={ORIGINS_PACK} doc={ZODIAC_DOC}>
      <ZodiacForm initialId="aquarius" />
    </OriginsFormHarness>
  ),
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole("region", { name: "Zodiac card: aquarius" }));
    await expect(canvas.getByTestId("power-sentence-aquarius")).toHaveTextContent("Whenever you climb 2 steps on a temple, you may: you may pay 1 Gold to climb 1 step on another temple.");
    await userEvent.click(panel.getByLabelText("climb-two"));
    await waitFor(() => expect(panel.getByText("Needs at least 1 item")).toBeVisible());
  },
};

/** The ten main actions and their pairing on the five meeting places. */
export const MeetingPlaces: Story = {
  render: () => (
    <OriginsFormHarness pack={ORIGINS_PACK} doc={MEETING_PLACES_DOC}>
      <MeetingPlacesForm />
    </OriginsFormHarness>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Bottom of place 3")).toHaveValue("temple");
    await userEvent.selectOptions(canvas.getByLabelText("Bottom of place 3"), "build");
    await userEvent.click(canvas.getByRole("button", { name: "Temple, has problems" }));
    const orphan = within(canvas.getByRole("region", { name: "Main action: temple" }));
    await waitFor(() => expect(orphan.getByText(/Is on no meeting place/)).toBeVisible());
  },
};

/** Temple, military, population and Advisor tracks; the military track shows its thresholds. */
export const Tracks: Story = {
  render: () => (
    <OriginsFormHarness pack={ORIGINS_PACK} doc={TRACKS_DOC}>
      <TracksForm />
    </OriginsFormHarness>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("img", { name: /^Threshold after space/ })).toHaveLength(5);
    await userEvent.click(canvas.getByRole("button", { name: /^Space 7:/ }));
    await expect(canvas.getByRole("button", { name: /^Space 7:/ })).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("button", { name: /^Space 7:/ })).toHaveAccessibleName("Space 7: Gain 1 Stone and 1 basic resource.");
  },
};

/** The whole buildings editor: save bar, problems, form, preview and Monaco (saving needs the studio's API). */
export const BuildingsEditorFrame: Story = {
  parameters: { nextjs: { appDirectory: true } },
  render: () => <BuildingsEditor packId="origins" headNumber={1} pack={ORIGINS_PACK} initialId="mint" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Revision 1")).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText("Effect"), "take-orator");
    await waitFor(() => expect(canvas.getByText("Unsaved changes on revision 1")).toBeVisible());
    await expect(canvas.getByRole("button", { name: "Save revision" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("tab", { name: "Tiles" }));
    await expect(canvas.getByRole("list", { name: "Building tiles" })).toHaveTextContent("Take an Orator, if one is there.");
  },
};
