import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect } from "storybook/test";
import { FLOW_EDGES, flowTree } from "@/engine";
import { FlowDiagram } from "@/components/playtest/FlowDiagram";

const meta = {
  title: "Playtest/FlowDiagram",
  component: FlowDiagram,
  args: { current: "flow.round.actions.turn" },
  decorators: [
    (Story) => (
      <div className="w-96 rounded-xl bg-[#f7f1e3] p-3">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FlowDiagram>;
export default meta;

type Story = StoryObj<typeof meta>;

function leaves(node: ReturnType<typeof flowTree>): string[] {
  return node.children.length ? node.children.flatMap(leaves) : [node.id];
}

/** The action phase: the machine's states drawn from its definition, the current one lit, what comes next listed. */
export const ActionPhase: Story = {
  play: async ({ canvasElement, canvas }) => {
    for (const id of leaves(flowTree()).filter((id) => !id.endsWith("sync"))) await expect(canvasElement.querySelector(`[data-state="${id}"]`)).not.toBeNull();
    await expect(canvasElement.querySelector('[data-current="true"]')?.getAttribute("data-state")).toBe("flow.round.actions.turn");
    await expect(canvasElement.querySelectorAll("svg path[marker-end]")).toHaveLength(FLOW_EDGES.length);
    await expect(canvas.getByText("Decisions", { selector: "span" })).toBeVisible();
  },
};

export const Setup: Story = { args: { current: "flow.setup.dwellings" } };
export const WaitingForDecisions: Story = { args: { current: "flow.round.actions.decisions" } };
export const Finished: Story = { args: { current: "flow.finished" } };
