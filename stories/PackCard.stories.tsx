import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect } from "storybook/test";
import { PackCard } from "@/components/PackCard";
import { BASE_PACK, EMPTY_PACK, HOUSE_RULES_PACK, ORIGINS_PACK } from "./packFixtures";

const meta = {
  title: "Packs/PackCard",
  component: PackCard,
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  args: { pack: BASE_PACK },
} satisfies Meta<typeof PackCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The count shown under a label such as "Factions". */
function countFor(canvasElement: HTMLElement, label: string): string | null | undefined {
  const term = [...canvasElement.querySelectorAll("dt")].find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent;
}

export const BaseGame: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { name: "Terra Mystica (base game)" })).toBeVisible();
    await expect(canvas.getByText("v1.0.0")).toBeVisible();
    await expect(countFor(canvasElement, "Factions")).toBe("14");
    await expect(countFor(canvasElement, "Maps")).toBe("4");
    await expect(countFor(canvasElement, "Bonus cards")).toBe("9");
    await expect(countFor(canvasElement, "Favor tiles")).toBe("12");
    await expect(countFor(canvasElement, "Scoring tiles")).toBe("8");
    await expect(countFor(canvasElement, "Town tiles")).toBe("5");
    await expect(canvas.getByText(/Revision 3/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Terra Mystica (base game)" })).toHaveAttribute("href", "/packs/base");
  },
};

export const HouseRules: Story = { args: { pack: HOUSE_RULES_PACK } };

export const NoDescription: Story = {
  args: { pack: EMPTY_PACK },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("20 Nov 2025")).toHaveAttribute("datetime", "2025-11-20T12:00:00.000Z");
    await expect(canvasElement.querySelectorAll("article > p")).toHaveLength(1);
  },
};

/** A pack of another game: its game's badge and the counts of that game's keyed sections. */
export const OriginsPack: Story = {
  args: { pack: ORIGINS_PACK },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId("pack-game")).toHaveTextContent("Origins: First Builders");
    await expect(countFor(canvasElement, "Buildings")).toBe("30");
    await expect(countFor(canvasElement, "District cards")).toBe("12");
    await expect(canvas.queryByText("Factions")).toBeNull();
  },
};
