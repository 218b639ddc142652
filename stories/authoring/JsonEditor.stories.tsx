import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { useState } from "react";
import { expect, waitFor } from "storybook/test";
import { JsonEditor } from "@/components/json/JsonEditor";
import { FACTION_JSON_SCHEMA } from "@/components/authoring/faction/schemas";
import { BASE } from "./baseContent";

function Controlled({ initial, markers }: { initial: unknown; markers?: { path: string; message: string }[] }) {
  const [text, setText] = useState(JSON.stringify(initial, null, 2));
  return (
    <div className="max-w-xl space-y-2">
      <JsonEditor modelId="stories/witches" value={text} onChange={setText} schema={FACTION_JSON_SCHEMA} markers={markers} height="24rem" ariaLabel="Faction JSON" />
      <output data-testid="length" className="text-xs text-zinc-500">
        {text.length} characters
      </output>
    </div>
  );
}

const meta = {
  title: "Authoring/JsonEditor",
  component: Controlled,
  args: { initial: BASE.factions.witches },
} satisfies Meta<typeof Controlled>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Monaco with the faction's JSON Schema: hover docs, completion, and squiggles for schema errors. */
export const Faction: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector(".monaco-editor .view-lines")).not.toBeNull(), { timeout: 45_000 });
    await waitFor(() => expect(canvasElement.querySelector(".view-lines")?.textContent).toContain('"Witches"'));
  },
};

/** A problem found outside the schema, marked at its path. */
export const WithMarker: Story = {
  args: {
    initial: { ...BASE.factions.witches, startingResources: { coins: -3, workers: 3, priests: 0 } },
    markers: [{ path: "buildings.D.income.workers", message: "needs 9 entries (0 to 8 built), has 8" }],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector(".monaco-editor .view-lines")).not.toBeNull(), { timeout: 45_000 });
    await waitFor(() => expect(canvasElement.querySelectorAll(".squiggly-error").length).toBeGreaterThan(0), { timeout: 45_000 });
  },
};
