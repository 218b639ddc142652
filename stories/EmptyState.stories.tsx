import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect } from "storybook/test";
import { EmptyState } from "@/components/EmptyState";
import { TerrainSwatch } from "@/components/TerrainSwatch";

const meta = {
  title: "Basics/EmptyState",
  component: EmptyState,
  args: { title: "Nothing here yet" },
} satisfies Meta<typeof EmptyState>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const ComingSoon: Story = {
  args: {
    title: "The map editor is coming",
    icon: <TerrainSwatch terrain="lakes" size="lg" />,
    children: (
      <>
        <p>Not built yet. This section will let you:</p>
        <ul className="list-inside list-disc text-left">
          <li>paint terrain and river hexes row by row</li>
          <li>save a map as a new pack revision</li>
        </ul>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "The map editor is coming" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
  },
};
