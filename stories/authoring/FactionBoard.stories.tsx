import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect } from "storybook/test";
import { newFaction } from "@/engine";
import { FactionBoard } from "@/components/authoring/faction/FactionBoard";
import { BASE } from "./baseContent";

const meta = {
  title: "Authoring/FactionBoard",
  component: FactionBoard,
  args: { faction: BASE.factions.witches!, id: "witches", startingVp: 20 },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FactionBoard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The Witches: forest home, 15 coins, Witches' Ride unlocked by the stronghold. */
export const Witches: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Witches" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Home terrain Forest on the terraform cycle" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Bowl II: 7 power tokens" })).toBeVisible();
    await expect(canvas.getByLabelText("Starting resources")).toHaveTextContent("15");
    await expect(canvas.getByLabelText("Dwelling 8 adds nothing")).toBeVisible();
    await expect(canvas.getByLabelText("Dwelling 1 adds 1 workers")).toBeVisible();
    await expect(canvas.getByText("unlocks Witches' Ride")).toBeVisible();
    await expect(canvas.getByText("Each town founded gives 5 VP.")).toBeVisible();
  },
};

/** Dwarves tunnel instead of shipping. */
export const NoShipping: Story = {
  args: { faction: BASE.factions.dwarves!, id: "dwarves" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No shipping track.")).toBeVisible();
    await expect(canvas.getByText(/Tunnelling: reach over 1 space/)).toBeVisible();
  },
};

/** Darklings pay priests for spades and score VP for each. */
export const Darklings: Story = { args: { faction: BASE.factions.darklings!, id: "darklings" } };

/** Chaos Magicians start with one dwelling, placed last. */
export const ChaosMagicians: Story = { args: { faction: BASE.factions.chaosmagicians!, id: "chaosmagicians" } };

/** A new faction from the template: a plain board without abilities. */
export const NewFaction: Story = {
  args: { faction: newFaction("Dragon Lords", "wasteland"), id: "dragonlords", startingVp: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No abilities: a plain board.")).toBeVisible();
  },
};
