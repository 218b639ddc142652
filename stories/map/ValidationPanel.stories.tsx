import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect, fn, userEvent } from "storybook/test";
import { analyzeMap } from "@/engine";
import { ValidationPanel, findingKey } from "@/components/map/editor/ValidationPanel";
import { BASE_MAP, BROKEN_MAP, LOON_LAKES } from "./fixtures";

const meta = {
  title: "Maps/Validation panel",
  component: ValidationPanel,
  decorators: [
    (Story) => (
      <div className="w-96 bg-zinc-50 p-3">
        <Story />
      </div>
    ),
  ],
  args: { report: analyzeMap(BASE_MAP), onSelect: fn() },
} satisfies Meta<typeof ValidationPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The original board: every check passes, and its terra.snellman.net map id is shown. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Ready for its pack")).toBeVisible();
    await expect(canvas.getByTestId("snellman-id")).toHaveTextContent("126fe960806d587c78546b30f1a90853b1ada468");
  },
};

/** Loon Lakes: a published board with warnings but no errors. */
export const Warnings: Story = {
  args: { report: analyzeMap(LOON_LAKES) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-rule="river-connected"]')).toHaveAttribute("data-status", "warning");
  },
};

/** A broken board: clicking a finding asks the editor to highlight its hexes. */
export const Errors: Story = {
  args: { report: analyzeMap(BROKEN_MAP) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText("1 error keeps this map out of its pack")).toBeVisible();
    await expect(canvasElement.querySelector('[data-rule="no-isolated-river"]')).toHaveAttribute("data-status", "error");
    await userEvent.click(canvasElement.querySelector('[data-finding="map/isolated-river"]')!);
    await expect(args.onSelect).toHaveBeenCalledWith(expect.stringContaining("map/isolated-river"), expect.objectContaining({ hexes: ["r18"] }));
  },
};

/** The finding the board highlights is marked. */
export const FindingSelected: Story = {
  args: (() => {
    const report = analyzeMap(BROKEN_MAP);
    return { report, activeKey: findingKey(report.findings.find((f) => f.code === "balance/same-terrain")!) };
  })(),
};

/** The JSON panel holds text that is not a valid map: the board keeps the last valid one. */
export const JsonProblems: Story = {
  args: { jsonProblems: [{ line: 7, column: 5, message: "Not valid JSON: a comma before a closing bracket." }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("json-problems")).toHaveTextContent("line 7:5");
  },
};
