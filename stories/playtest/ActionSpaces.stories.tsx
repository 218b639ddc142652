import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect, fn } from "storybook/test";
import { ActionSpaces } from "@/components/playtest/ActionSpaces";
import { CATALOG, MID_STATE } from "./fixtures";

const withTaken = { ...MID_STATE, usedActions: ["ACT2", "ACT6"] };

const meta = {
  title: "Playtest/ActionSpaces",
  component: ActionSpaces,
  args: { catalog: CATALOG, state: withTaken, onMove: fn(), onAttempt: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl bg-[#22352a] p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActionSpaces>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two spaces taken this round. */
export const SomeTaken: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-taken="true"]')).toHaveLength(2);
  },
};

/** The acting player may take the 7-coin space: it is lit and plays the move; a taken one asks the engine. */
export const Available: Story = {
  args: { moves: [{ type: "action", faction: "witches", id: "ACT4" }] },
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(canvasElement.querySelector('[data-action-space="ACT4"]')!);
    await expect(args.onMove).toHaveBeenCalledWith({ type: "action", faction: "witches", id: "ACT4" });
    await userEvent.click(canvasElement.querySelector('[data-action-space="ACT2"]')!);
    await expect(args.onAttempt).toHaveBeenCalledWith("ACT2");
  },
};
