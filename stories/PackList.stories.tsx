import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect } from "storybook/test";
import { PackList } from "@/components/PackList";
import { BASE_PACK, EMPTY_PACK, HOUSE_RULES_PACK } from "./packFixtures";

const meta = {
  title: "Packs/PackList",
  component: PackList,
  args: { packs: [] },
} satisfies Meta<typeof PackList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "No packs stored yet" })).toBeVisible();
    await expect(canvas.getByText("npm run tm -- pack import content/base")).toBeVisible();
    await expect(canvas.queryByRole("list", { name: "Content packs" })).toBeNull();
  },
};

export const WithPacks: Story = {
  args: { packs: [BASE_PACK, HOUSE_RULES_PACK, EMPTY_PACK] },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Content packs" });
    await expect(list.querySelectorAll(":scope > li")).toHaveLength(3);
    await expect(canvas.getAllByRole("article").map((a) => a.querySelector("h2")?.textContent)).toEqual([
      "Terra Mystica (base game)",
      "Friday night house rules",
      "Scratch pad",
    ]);
  },
};
