import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect } from "storybook/test";
import { TERRAINS } from "@/engine";
import { TerrainPalette, TerrainStripe, TerrainSwatch } from "@/components/TerrainSwatch";

const meta = {
  title: "Basics/TerrainSwatch",
  component: TerrainSwatch,
  args: { terrain: "lakes", size: "md", showLabel: true },
  argTypes: { terrain: { control: "select", options: TERRAINS } },
} satisfies Meta<typeof TerrainSwatch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const Unlabelled: Story = {
  args: { terrain: "wasteland", size: "lg", showLabel: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Wasteland" })).toBeVisible();
  },
};

/** The seven terrains; each swatch is painted in its own, distinct colour. */
export const AllTerrains: Story = {
  render: () => (
    <div className="space-y-6">
      <TerrainPalette size="lg" />
      <TerrainStripe className="h-1.5 w-64 overflow-hidden rounded-full" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const name of ["Desert", "Plains", "Swamp", "Lakes", "Forest", "Mountains", "Wasteland"])
      await expect(canvas.getByText(name)).toBeVisible();
    const colours = [...canvasElement.querySelectorAll("ul [data-terrain]")].map((el) => getComputedStyle(el).backgroundColor);
    await expect(colours).toHaveLength(7);
    await expect(new Set(colours).size).toBe(7);
    await expect(colours).not.toContain("rgba(0, 0, 0, 0)");
  },
};
