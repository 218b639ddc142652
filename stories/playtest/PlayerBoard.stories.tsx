import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect, fn } from "storybook/test";
import { legalMoves } from "@/engine";
import { PlayerBoard } from "@/components/playtest/PlayerBoard";
import { CATALOG, FINAL_STATE, MID_GAME, MID_STATE } from "./fixtures";

const active = MID_STATE.active;

const meta = {
  title: "Playtest/PlayerBoard",
  component: PlayerBoard,
  args: { catalog: CATALOG, state: MID_STATE, seat: 0, person: MID_GAME.seats[0], onMove: fn(), onControl: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm bg-[#22352a] p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlayerBoard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Round 3: the Witches' resources, bowls, tracks, structures in supply and tiles. */
export const MidGame: Story = {
  play: async ({ canvas }) => {
    const p = MID_STATE.players[0]!;
    await expect(canvas.getByRole("heading", { name: "Witches" })).toBeVisible();
    await expect(canvas.getByTestId("vp-witches")).toHaveTextContent(String(p.vp));
    await expect(canvas.getByRole("group", { name: `Power bowls: ${p.power[0]} in I, ${p.power[1]} in II, ${p.power[2]} in III` })).toBeVisible();
    await expect(canvas.getByLabelText("Structures in supply")).toBeVisible();
    await expect(canvas.getByText(/income/)).toBeVisible();
  },
};

/** The player whose turn it is: burn and convert buttons are the engine's legal moves; a click plays one. */
export const ToMove: Story = {
  args: { seat: active, person: MID_GAME.seats[active], acting: true, moves: legalMoves(CATALOG, MID_STATE, MID_STATE.players[active]!.faction) },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText("to move")).toBeVisible();
    const convert = canvas.queryAllByTitle(/^Convert/)[0];
    if (convert) {
      await userEvent.click(convert);
      await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ type: "convert" }));
    }
  },
};

/** A bot plays the seat: the menu lets a person take it over. */
export const PlayedByABot: Story = {
  args: { seat: 1, person: MID_GAME.seats[1] },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText("Who plays Nomads"), "human");
    await expect(args.onControl).toHaveBeenCalledWith("human");
  },
};

/** After the final scoring. */
export const Finished: Story = { args: { state: FINAL_STATE, seat: 3, person: MID_GAME.seats[3] } };
