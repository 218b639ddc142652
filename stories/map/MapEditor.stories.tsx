import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect, fireEvent, waitFor } from "storybook/test";
import { MapEditor } from "@/components/map/editor/MapEditor";
import { BASE_MAP, BROKEN_MAP } from "./fixtures";

const meta = {
  title: "Maps/Map editor",
  component: MapEditor,
  parameters: { layout: "fullscreen", nextjs: { appDirectory: true } },
  decorators: [
    (Story) => (
      <div className="h-[760px] overflow-hidden pt-10">
        <Story />
      </div>
    ),
  ],
  args: { mapKey: "base.base", packId: "base", packName: "Terra Mystica (base game)", mapId: "base", headNumber: 1, saved: BASE_MAP },
} satisfies Meta<typeof MapEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Press and release on a hex, at its centre (the board finds the hex from the pointer's position). */
function clickHex(root: HTMLElement, id: string) {
  const hex = root.querySelector(`[data-hex="${id}"]`)!;
  const r = hex.getBoundingClientRect();
  const at = { clientX: r.x + r.width / 2, clientY: r.y + r.height / 2, pointerId: 1, button: 0 };
  const view = root.querySelector('[data-testid="board-view"]')!;
  fireEvent.pointerDown(view, at);
  fireEvent.pointerUp(view, at);
}

/** The original board in the editor: paint a hex with the keyboard's terrain keys, then undo. */
export const Original: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-hex="A1"]')).not.toBeNull());
    fireEvent.keyDown(window, { key: "1" });
    clickHex(canvasElement, "A1");
    await waitFor(() => expect(canvasElement.querySelector('[data-hex="A1"]')).toHaveAttribute("data-terrain", "desert"));
    fireEvent.keyDown(window, { key: "z", ctrlKey: true });
    await waitFor(() => expect(canvasElement.querySelector('[data-hex="A1"]')).toHaveAttribute("data-terrain", "plains"));
  },
};

/** A draft with an error: the save button saves a draft, and the checks show why. */
export const Draft: Story = {
  args: { saved: BASE_MAP, draft: { map: BROKEN_MAP, errors: 1, baseNumber: 1, updatedAt: "2025-11-21T12:00:00.000Z" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("save")).toHaveTextContent("Save draft");
    await expect(canvas.getByTestId("validation-summary")).toHaveAttribute("data-errors", "1");
  },
};
