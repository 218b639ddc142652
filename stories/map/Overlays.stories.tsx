/** Each tool's overlay on the original board, as the editor draws it. */
import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect, fn, userEvent } from "storybook/test";
import { analyzeMap, bridgeSlotViews, buildGrid, canalPlaces, isBridgeAllowed, type MapInput } from "@/engine";
import { HexBoard } from "@/components/map/HexBoard";
import { boardFrame } from "@/components/map/geometry";
import { BridgeOverlay } from "@/components/map/overlays/BridgeOverlay";
import { CanalOverlay } from "@/components/map/overlays/CanalOverlay";
import { CursorOverlay } from "@/components/map/overlays/CursorOverlay";
import { HighlightOverlay } from "@/components/map/overlays/HighlightOverlay";
import { BASE_MAP, BROKEN_MAP, EDITED_MAP } from "./fixtures";

function Board({ map, children }: { map: MapInput; children: React.ReactNode }) {
  return (
    <div className="max-w-3xl">
      <HexBoard map={map} className="w-full" ghosts>
        {children}
      </HexBoard>
    </div>
  );
}

interface OverlayArgs {
  onToggle: (a: string, b: string) => void;
}

const meta = { title: "Maps/Tool overlays", args: { onToggle: fn() } } satisfies Meta<OverlayArgs>;
export default meta;
type Story = StoryObj<OverlayArgs>;

const gridOf = (map: MapInput) => buildGrid({ rows: map.rows, offset: map.offset ?? "odd" });

/** Terrain brush: the hovered hex previews the brush's terrain. */
export const Brush: Story = {
  render: () => (
    <Board map={BASE_MAP}>
      <CursorOverlay grid={gridOf(BASE_MAP)} offset="odd" hover={{ row: 4, col: 5 }} brush="F" />
    </Board>
  ),
};

/** Eraser: the hovered hex shows it will go off the board. */
export const Erase: Story = {
  render: () => (
    <Board map={BASE_MAP}>
      <CursorOverlay grid={gridOf(BASE_MAP)} offset="odd" hover={{ row: 0, col: 12 }} brush="." />
    </Board>
  ),
};

/** Select/inspect: the selected hex and its neighbours. */
export const Inspect: Story = {
  render: () => (
    <Board map={BASE_MAP}>
      <CursorOverlay grid={gridOf(BASE_MAP)} offset="odd" selected={{ row: 4, col: 6 }} />
    </Board>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-selected]")).toHaveAttribute("data-selected", "E7");
  },
};

/** Bridge tool: markers on every slot (derived, added ✚, removed ✕) and the places one could be added; clicking a marker toggles it. */
export const BridgeSlots: Story = {
  render: (args) => {
    const grid = gridOf(EDITED_MAP);
    return (
      <div className="max-w-3xl">
        <HexBoard map={EDITED_MAP} className="w-full" references={false}>
          <BridgeOverlay grid={grid} slots={bridgeSlotViews(grid, EDITED_MAP)} editing onToggle={args.onToggle} />
        </HexBoard>
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-bridge="A3-C1"]')).toHaveAttribute("data-state", "removed");
    await expect(canvasElement.querySelector('[data-bridge="C1-C2"]')).toHaveAttribute("data-state", "added");
    await userEvent.click(canvasElement.querySelector('[data-slot-marker="A3-C1"] circle')!);
    await expect(args.onToggle).toHaveBeenCalledWith("A3", "C1");
  },
};

/** Picking two hexes with the bridge tool: green where a bridge can go. */
export const BridgePick: Story = {
  render: () => {
    const grid = gridOf(BASE_MAP);
    return (
      <Board map={BASE_MAP}>
        <CursorOverlay grid={grid} offset="odd" hover={{ row: 2, col: 4 }} pairFrom="C1" pairValid={(to) => isBridgeAllowed(grid, grid.hexes.get("C1")!, grid.hexes.get(to)!)} />
      </Board>
    );
  },
};

/** Canal tool: the edges that can hold a canal, one of them open. */
export const Canals: Story = {
  render: (args) => {
    const grid = gridOf(EDITED_MAP);
    return (
      <div className="max-w-3xl">
        <HexBoard map={EDITED_MAP} className="w-full" references={false}>
          <CanalOverlay grid={grid} canals={EDITED_MAP.canals ?? []} places={canalPlaces(grid)} editing onToggle={args.onToggle} />
        </HexBoard>
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelectorAll("[data-canal-marker]")).toHaveLength(4);
    await userEvent.click(canvasElement.querySelector('[data-canal-marker="G1-H3"] circle')!);
    await expect(args.onToggle).toHaveBeenCalledWith("G1", "H3");
  },
};

/** A validation finding highlighted: the isolated river hex E2 became. */
export const FindingHighlighted: Story = {
  render: () => {
    const finding = analyzeMap(BROKEN_MAP).findings.find((f) => f.code === "map/isolated-river")!;
    return (
      <Board map={BROKEN_MAP}>
        <HighlightOverlay grid={gridOf(BROKEN_MAP)} frame={boardFrame(BROKEN_MAP)} hexes={finding.hexes} tone={finding.severity} />
      </Board>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-highlight]")).toHaveAttribute("data-highlight", "r18");
  },
};
