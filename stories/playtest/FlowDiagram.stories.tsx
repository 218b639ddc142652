import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect } from "storybook/test";
import { flowGraph, type FlowCoverage } from "@/engine";
import { FlowDiagram } from "@/components/playtest/FlowDiagram";

const meta = {
  title: "Playtest/FlowDiagram",
  component: FlowDiagram,
  args: { current: "flow.round.actions.turn" },
  decorators: [
    (Story) => (
      <div className="w-[26rem] rounded-xl bg-[#f7f1e3] p-3">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FlowDiagram>;
export default meta;

type Story = StoryObj<typeof meta>;

const { root, edges } = flowGraph();

function ids(node: typeof root): string[] {
  return [node.id, ...node.children.flatMap(ids)];
}

/** The action phase: the machine's states and transitions drawn from its definition, the current state lit, what may come next listed. */
export const ActionPhase: Story = {
  play: async ({ canvasElement }) => {
    for (const id of ids(root).slice(1)) await expect(canvasElement.querySelector(`[data-state="${id}"]`)).not.toBeNull();
    await expect(canvasElement.querySelector('[data-current="true"]')?.getAttribute("data-state")).toBe("flow.round.actions.turn");
    const pairs = new Set(edges.map((e) => `${e.from}>${e.to}`));
    await expect(canvasElement.querySelectorAll("svg path[data-edge]")).toHaveLength(pairs.size);
    await expect(canvasElement.querySelector('[data-testid="flow-next"]')?.textContent).toContain("always if waiting");
  },
};

export const Setup: Story = { args: { current: "flow.setup.dwellings" } };
export const WaitingForDecisions: Story = { args: { current: "flow.round.actions.decisions" } };
export const Finished: Story = { args: { current: "flow.finished" } };

/** A coverage: every transition of a short session counted, the states it never reached dimmed. */
const SESSION: FlowCoverage = {
  events: { moved: 60 },
  states: { flow: 1, "flow.setup": 1, "flow.setup.dwellings": 1, "flow.setup.bonusCards": 1, "flow.round": 1, "flow.round.income": 2, "flow.round.actions": 2, "flow.round.actions.turn": 9, "flow.round.actions.decisions": 7, "flow.round.cultBonus": 1 },
  transitions: {
    "flow.setup.dwellings -> flow.setup.bonusCards [always if dwellingsPlaced]": 1,
    "flow.setup.bonusCards -> flow.round.income [always if bonusCardsPicked]": 1,
    "flow.round.income -> flow.round.actions [always if free]": 2,
    "flow.round.actions.turn -> flow.round.actions.decisions [always if waiting]": 7,
    "flow.round.actions.decisions -> flow.round.actions.turn [always if free]": 7,
    "flow.round.actions.turn -> flow.round.cultBonus [always if allPassed]": 1,
    "flow.round.cultBonus -> flow.round.income [always if free]": 1,
  },
};

export const Coverage: Story = {
  args: { current: "flow.round.actions.decisions", coverage: SESSION },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="flow.finished"]')?.getAttribute("data-dim")).toBe("true");
    await expect(canvasElement.querySelector('[data-edge="flow.round.actions.turn>flow.round.actions.decisions"]')?.getAttribute("data-count")).toBe("7");
  },
};
