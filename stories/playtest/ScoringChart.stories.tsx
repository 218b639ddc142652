import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect } from "storybook/test";
import { ScoringChart } from "@/components/playtest/ScoringChart";
import { CATALOG, FINAL_STATE, MID_STATE } from "./fixtures";

const meta = {
  title: "Playtest/ScoringChart",
  component: ScoringChart,
  args: { catalog: CATALOG, state: FINAL_STATE },
  decorators: [
    (Story) => (
      <div className="max-w-4xl bg-[#22352a] p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScoringChart>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Final scoring: best first, each bar split by where its VP came from. */
export const Final: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Final scoring")).toBeVisible();
    const best = [...FINAL_STATE.players].sort((a, b) => b.vp - a.vp)[0]!;
    await expect(canvasElement.querySelector("li[data-faction]")?.getAttribute("data-faction")).toBe(best.faction);
    await expect(canvas.getByTestId(`final-vp-${best.faction}`)).toHaveTextContent(String(best.vp));
    await expect(canvasElement.querySelectorAll('[data-source="cults"]').length).toBeGreaterThan(0);
  },
};

export const SoFar: Story = { args: { state: MID_STATE } };
