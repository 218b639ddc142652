import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect, fn } from "storybook/test";
import { CultBoard } from "@/components/playtest/CultBoard";
import { CATALOG, FINAL_STATE, MID_STATE } from "./fixtures";

const meta = {
  title: "Playtest/CultBoard",
  component: CultBoard,
  args: { catalog: CATALOG, state: MID_STATE, onMove: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs bg-[#22352a] p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CultBoard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every faction's marker on every track, and the order spaces. */
export const MidGame: Story = {
  play: async ({ canvasElement }) => {
    for (const track of ["fire", "water", "earth", "air"]) await expect(canvasElement.querySelectorAll(`[data-cult="${track}"] [data-marker]`)).toHaveLength(4);
  },
};

/** A priest may be sent: the track offers it and a click sends it. */
export const SendAPriest: Story = {
  args: { moves: [{ type: "send", faction: "witches", cult: "water" }] },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send priest" }));
    await expect(args.onMove).toHaveBeenCalledWith({ type: "send", faction: "witches", cult: "water" });
  },
};

export const Final: Story = { args: { state: FINAL_STATE } };
