import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect, fn } from "storybook/test";
import { PowerBowls } from "@/components/playtest/PowerBowls";

const meta = {
  title: "Playtest/PowerBowls",
  component: PowerBowls,
  args: { power: [5, 7, 0], onMove: fn() },
  decorators: [
    (Story) => (
      <div className="w-64 rounded-xl bg-[#f7f1e3] p-3">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PowerBowls>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The Witches' starting bowls. */
export const Start: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Power bowls: 5 in I, 7 in II, 0 in III" })).toBeVisible();
  },
};

/** Power to burn: one button per amount the engine allows. */
export const Burning: Story = {
  args: { power: [0, 6, 3], burns: [1, 2, 3].map((amount) => ({ type: "burn" as const, faction: "witches", amount })) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "2" }));
    await expect(args.onMove).toHaveBeenCalledWith({ type: "burn", faction: "witches", amount: 2 });
  },
};
