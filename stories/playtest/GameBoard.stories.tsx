import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect, fn } from "storybook/test";
import { legalMoves, type Move } from "@/engine";
import { GameBoard } from "@/components/playtest/GameBoard";
import { CATALOG, FINAL_STATE, MID_STATE } from "./fixtures";

const moves = legalMoves(CATALOG, MID_STATE, MID_STATE.players[MID_STATE.active]!.faction);
const targets = new Map<string, Move[]>();
for (const m of moves) if (m.type === "build" || m.type === "upgrade" || m.type === "transform") targets.set(m.hex, [...(targets.get(m.hex) ?? []), m]);

const meta = {
  title: "Playtest/GameBoard",
  component: GameBoard,
  args: { catalog: CATALOG, state: MID_STATE, onHex: fn(), onMove: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-4xl bg-[#22352a] p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameBoard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Round 3: structures in their factions' colours on the board as it now is. */
export const MidGame: Story = {
  play: async ({ canvasElement }) => {
    const built = MID_STATE.board.building.filter(Boolean).length;
    await expect(canvasElement.querySelectorAll("[data-building]")).toHaveLength(built);
  },
};

/** The acting player's legal builds and upgrades lit; a click reports the hex. */
export const Targets: Story = {
  args: { targets },
  play: async ({ canvasElement, args, userEvent }) => {
    const lit = canvasElement.querySelectorAll('[data-legal="true"]');
    await expect(lit).toHaveLength(targets.size);
    if (lit[0]) {
      await userEvent.click(lit[0]);
      await expect(args.onHex).toHaveBeenCalledWith(expect.objectContaining({ hex: [...targets.keys()][0] }));
    }
  },
};

export const Final: Story = { args: { state: FINAL_STATE, labels: true } };
