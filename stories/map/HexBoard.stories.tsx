import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect } from "storybook/test";
import { blankMap } from "@/engine";
import { HexBoard } from "@/components/map/HexBoard";
import { MapThumbnail } from "@/components/map/MapThumbnail";
import { BASE_MAP, EDITED_MAP, FIRE_AND_ICE, LOON_LAKES } from "./fixtures";

const meta = {
  title: "Maps/Board",
  component: HexBoard,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
  args: { map: BASE_MAP, className: "w-full" },
} satisfies Meta<typeof HexBoard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The original board: every hex carries its coordinate and terrain. */
export const Original: Story = {
  play: async ({ canvasElement }) => {
    const land = canvasElement.querySelectorAll("[data-hex]:not([data-terrain=river])");
    const river = canvasElement.querySelectorAll("[data-terrain=river]");
    await expect(land).toHaveLength(77);
    await expect(river).toHaveLength(36);
    await expect(canvasElement.querySelector('[data-hex="A1"]')).toHaveAttribute("data-terrain", "plains");
    await expect(canvasElement.querySelector('[data-hex="E7"]')).toHaveAttribute("data-terrain", "mountains");
    await expect(canvasElement.querySelector('[data-hex="r0"]')).toHaveAttribute("data-terrain", "river");
    await expect(canvasElement.querySelectorAll("[data-bridge]")).toHaveLength(29);
  },
};

/** Coordinates as on terra.snellman.net: rows A.. from the top, columns over land hexes, river hexes r0.. in reading order. */
export const WithLabels: Story = {
  args: { labels: true },
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll("[data-layer=labels] text")].map((t) => t.textContent);
    await expect(labels).toContain("I12");
    await expect(labels).toContain("r35");
  },
};

/** Fire & Ice: its first row is empty, so the board starts at row B. */
export const FireAndIce: Story = {
  args: { map: FIRE_AND_ICE, labels: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-hex="B1"]')).toHaveAttribute("data-terrain", "plains");
    await expect(canvasElement.querySelector('[data-hex^="A"]')).toBeNull();
  },
};

export const LoonLakes: Story = { args: { map: LOON_LAKES } };

/** A slot removed, one added and a canal on the edge between E4 and E5. */
export const BridgesAndCanal: Story = {
  args: { map: EDITED_MAP },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-canal="E4-E5"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-bridge="C1-C2"]')).toHaveAttribute("data-state", "added");
    await expect(canvasElement.querySelector('[data-bridge="A3-C1"]')).toBeNull();
  },
};

/** A blank board being shaped: off-board positions are drawn as dashed ghosts. */
export const BlankWithGhosts: Story = {
  args: { map: { ...blankMap({ name: "Blank", rows: 6, cols: 8, fill: "~" }), rows: ["~ ~ ~ ~ ~ ~ ~ ~", "~ ~ ~ . . ~ ~", "P P ~ ~ ~ ~ F F", "~ ~ ~ ~ ~ ~ ~", "D D ~ . ~ ~ L L", "~ ~"] }, ghosts: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-terrain=off]").length).toBeGreaterThan(0);
  },
};

export const Thumbnail: StoryObj<typeof MapThumbnail> = {
  render: () => (
    <div className="grid max-w-xl grid-cols-3 gap-3">
      {[BASE_MAP, FIRE_AND_ICE, LOON_LAKES].map((m) => (
        <div key={m.name} className="rounded-lg bg-[#efe8d8] p-2">
          <MapThumbnail map={m} className="h-24 w-full" />
        </div>
      ))}
    </div>
  ),
};
