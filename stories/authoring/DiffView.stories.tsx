import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect } from "storybook/test";
import { diffPacks, newFaction, type ContentPack } from "@/engine";
import { DiffView } from "@/components/authoring/diff/DiffView";
import { BASE } from "./baseContent";

/** The base pack after a designer's session: cheaper Witches, a new faction, a house rule, a map tweak. */
function edited(): ContentPack {
  const doc = structuredClone(BASE);
  doc.manifest.version = "1.1.0";
  doc.factions.witches!.startingResources.coins = 12;
  doc.factions.witches!.abilities[0] = { ability: "town-bonus", gain: { vp: 6 } };
  doc.factions.dragonlords = { ...newFaction("Dragon Lords", "wasteland"), abilities: [{ ability: "spade-bonus", gain: { vp: 1 } }] };
  delete doc.factions.halflings;
  doc.bonusCards.BON4!.income = { power: 2 };
  doc.rules!.towns.minPower = 6;
  doc.variants = { "free-leech": { name: "Free power", description: "Leech costs no VP.", rules: { "leech.vpCost": "none" } } };
  const rows = [...doc.maps.base!.rows];
  rows[0] = rows[0]!.replace(/^P/, "L");
  doc.maps.base = { ...doc.maps.base!, rows };
  return doc;
}

const meta = {
  title: "Authoring/DiffView",
  component: DiffView,
  args: { diff: diffPacks(BASE, edited()), packId: "base" },
  parameters: { nextjs: { appDirectory: true } },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DiffView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Field by field: every change with its old and new value, grouped by section. */
export const DesignerSession: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("2 added")).toBeVisible();
    await expect(canvas.getByText("1 removed")).toBeVisible();
    const witches = canvasElement.querySelector('[data-entry="factions.witches"]')!;
    const coins = witches.querySelector('[data-path="startingResources.coins"]')!;
    await expect(coins.textContent).toContain("15");
    await expect(coins.textContent).toContain("12");
    await expect(witches.querySelector('[data-path="abilities[town-bonus].gain.vp"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-entry="factions.halflings"]')?.getAttribute("data-kind")).toBe("removed");
    await expect(canvasElement.querySelector('[data-entry="factions.dragonlords"]')?.getAttribute("data-kind")).toBe("added");
    await expect(canvasElement.querySelector('[data-entry="maps.base"] [data-path="hexes.A1"]')?.textContent).toMatch(/plains.*lakes/);
    await expect(canvas.getByRole("region", { name: "Rules" })).toHaveTextContent("towns.minPower");
    await expect(canvas.getAllByRole("link", { name: "Open" })[0]).toHaveAttribute("href", "/packs/base");
  },
};

/** Two identical revisions. */
export const NoDifferences: Story = {
  args: { diff: diffPacks(BASE, BASE) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("No differences");
  },
};

/** A pack extending base, with nothing of its own (its first revision). */
function emptyChild(): ContentPack {
  const none = { maps: {}, factions: {}, bonusCards: {}, favorTiles: {}, scoringTiles: {}, finalScoringTiles: {}, townTiles: {}, powerActions: {}, variants: {} };
  const { rules: _rules, ...rest } = structuredClone(BASE);
  void _rules;
  return { ...rest, ...none, manifest: { ...BASE.manifest, id: "friday", name: "Friday", extends: { id: "base" } } };
}

/** A pack's first save of inherited content: compared with what it inherited, field by field, and said so. */
export const InheritedCopied: Story = {
  args: (() => {
    const after = emptyChild();
    after.rules = structuredClone(BASE.rules!);
    after.rules.towns.minPower = 6;
    after.factions.witches = structuredClone(BASE.factions.witches!);
    return { diff: diffPacks(emptyChild(), after, { inherited: BASE }), packId: "friday", inheritedFrom: "Terra Mystica" };
  })(),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("2 changed")).toBeVisible();
    const rules = canvasElement.querySelector('[data-entry="rules"]')!;
    await expect(rules.getAttribute("data-inherited")).toBe("before");
    await expect(rules.querySelector('[data-path="towns.minPower"]')?.textContent).toMatch(/7.*6/);
    await expect(rules.textContent).toContain("compared with Terra Mystica\u2019s values");
    await expect(canvasElement.querySelector('[data-entry="factions.witches"]')?.textContent).toContain("own copy of Terra Mystica\u2019s values, unchanged");
  },
};
