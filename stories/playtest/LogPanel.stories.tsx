import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect, fn } from "storybook/test";
import { formatMove, type GameState, type Move } from "@/engine";
import { LogPanel, terraMysticaLog } from "@/components/playtest/LogPanel";
import { CATALOG, MID_GAME } from "./fixtures";

/** The log of a Terra Mystica game. */
const TerraMysticaLogPanel = LogPanel<Move, GameState>;

const meta = {
  title: "Playtest/LogPanel",
  component: TerraMysticaLogPanel,
  args: { ...terraMysticaLog(CATALOG), line: MID_GAME.line, states: MID_GAME.states, cursor: MID_GAME.line.length, onGoto: fn(), onUndo: fn(), onRedo: fn(), onBranch: fn() },
  decorators: [
    (Story) => (
      <div className="w-96 bg-[#22352a] p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TerraMysticaLogPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The present: every move in notation, grouped by round; clicking a line travels there. */
export const Present: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByTestId("log-position")).toHaveTextContent(`${MID_GAME.line.length} / ${MID_GAME.line.length}`);
    await expect(canvas.getByText("Round 1")).toBeVisible();
    await userEvent.click(canvas.getByText(formatMove(MID_GAME.line[0]!)));
    await expect(args.onGoto).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole("button", { name: "Undo" }));
    await expect(args.onUndo).toHaveBeenCalled();
  },
};

/** Looking back at move 10: back to the present, or continue from there as a branch. */
export const LookingBack: Story = {
  args: { cursor: 10, canRedo: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Looking at the game after move 10.");
    await userEvent.click(canvas.getByRole("button", { name: "Continue from here as a branch" }));
    await expect(args.onBranch).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Next move" }));
    await expect(args.onGoto).toHaveBeenCalledWith(11);
  },
};
