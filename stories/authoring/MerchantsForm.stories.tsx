import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { useMemo, useState } from "react";
import { z } from "zod";
import { expect, userEvent, waitFor } from "storybook/test";
import { fromZod, MerchantsSchema, type Merchants } from "@/engine";
import { FormProvider } from "@/components/authoring/form/FormContext";
import { inlineRefs } from "@/components/authoring/form/jsonSchema";
import type { JsonSchemaNode } from "@/components/authoring/form/SchemaFields";
import { MerchantsDocumentSchema } from "@/components/authoring/merchants/document";
import { MerchantsForm } from "@/components/authoring/merchants/MerchantsForm";
import { MerchantsSummary } from "@/components/authoring/merchants/MerchantsSummary";
import section from "@/content/merchants/merchants.json";
import { BASE } from "./baseContent";

const SCHEMA = inlineRefs(z.toJSONSchema(MerchantsDocumentSchema, { io: "input", unrepresentable: "any" }) as JsonSchemaNode & object).properties!.merchants!;
const FACTIONS = Object.entries(BASE.factions).map(([id, f]) => ({ id, name: f.name }));
const MERCHANTS: Merchants = MerchantsSchema.parse(section);

/** The Merchants of the Seas form beside its summary, checked with the section's schema as you type. */
function FormWithSummary({ initial }: { initial: Merchants }) {
  const [value, setValue] = useState<unknown>({ merchants: initial });
  const parsed = useMemo(() => MerchantsDocumentSchema.safeParse(value), [value]);
  const issues = parsed.success ? [] : fromZod(parsed.error);
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_28rem]">
      <form aria-label="Form" onSubmit={(e) => e.preventDefault()}>
        <FormProvider value={value} onChange={setValue} issues={issues} idPrefix="story">
          <MerchantsForm schema={SCHEMA} factions={FACTIONS} leechCost="power-minus-one" />
        </FormProvider>
      </form>
      <div>{parsed.success && <MerchantsSummary merchants={parsed.data.merchants} factions={FACTIONS} leechCost="power-minus-one" />}</div>
    </div>
  );
}

const meta = {
  title: "Authoring/MerchantsForm",
  component: FormWithSummary,
  args: { initial: MERCHANTS },
} satisfies Meta<typeof FormWithSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A faction's own shipyard cost: the field becomes its own, the summary shows it, and a negative one is refused next to it. */
export const FactionShipyardCost: Story = {
  play: async ({ canvas }) => {
    const picker = canvas.getByLabelText("Shipyard board to edit");
    const witches = () => picker.querySelector('option[value="witches"]');
    await userEvent.selectOptions(picker, "witches");
    const cost = canvas.getByRole("group", { name: "Upgrade cost" });
    const coins = cost.querySelector<HTMLInputElement>('input[aria-label="Coins"]')!;
    await userEvent.clear(coins);
    await userEvent.type(coins, "4");
    await waitFor(() => expect(witches()).toHaveTextContent(/^Witches — own cost$/));
    await waitFor(() => expect(canvas.getByRole("table", { name: "Shipyard boards as they play" }).querySelector('[data-board="witches"]')).toHaveTextContent(/4/));
    await userEvent.clear(coins);
    await userEvent.type(coins, "-2");
    await waitFor(() => expect(canvas.getByText("Must be 0 or more")).toBeVisible());
    await expect(coins).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Use the default upgrade cost" }));
    await waitFor(() => expect(witches()).toHaveTextContent(/^Witches$/));
  },
};

/** A range tile's space: a merchant range of 0 is refused next to its cell; the summary draws the tile. */
export const RangeTile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("merchants-summary").querySelector('[data-range-tile="fakirs"]')).toHaveTextContent("212232334344");
    const cell = canvas.getAllByLabelText("Merchant range, space +3")[0]!;
    await userEvent.clear(cell);
    await userEvent.type(cell, "0");
    await waitFor(() => expect(canvas.getByText("Must be 1 or more")).toBeVisible());
    await expect(cell).toHaveAttribute("aria-invalid", "true");
  },
};

/**
 * Range tiles in the form: a tile added under a free id; an id refused while it breaks the grammar
 * or is taken, then a rename that the Fakirs' rules follow; a used tile removed only once confirmed.
 */
export const RangeTileIds: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "+ Add a range tile" }));
    await waitFor(() => expect(canvas.getByRole("region", { name: "Range tile range-tile" })).toBeVisible());
    await expect(canvas.getByRole("region", { name: "Range tile range-tile" })).toHaveTextContent("used by no faction");

    const id = canvas.getByLabelText("Id of range tile fakirs");
    await userEvent.clear(id);
    await userEvent.type(id, "Carpet");
    await waitFor(() => expect(canvas.getByText(/^Not an id: lower-case letters/)).toBeVisible());
    await expect(id).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("button", { name: "Rename" })).toBeDisabled();
    await userEvent.clear(id);
    await userEvent.type(id, "dwarves");
    await waitFor(() => expect(canvas.getByText('Range tile "dwarves" exists already: an id names one tile.')).toBeVisible());
    await userEvent.clear(id);
    await userEvent.type(id, "carpet{Enter}");
    const carpet = await waitFor(() => canvas.getByRole("region", { name: "Range tile carpet" }));
    await expect(carpet.querySelector('[data-testid="range-tile-users"]')).toHaveTextContent("used by Fakirs");
    await expect(canvasElement.querySelector<HTMLInputElement>("#story-merchants-factionRules-fakirs-rangeTile")!.value).toBe("carpet");
    await expect(canvas.getByTestId("merchants-summary").querySelector('[data-range-tile="carpet"]')).not.toBeNull();

    // A used tile asks first; an unused one goes at once.
    await userEvent.click(canvas.getByRole("button", { name: "Remove range tile carpet" }));
    const ask = canvas.getByRole("alertdialog", { name: "Remove range tile carpet?" });
    await expect(ask).toHaveTextContent("Fakirs uses this tile");
    await userEvent.click(canvas.getByRole("button", { name: "Keep it" }));
    await expect(canvas.getByRole("region", { name: "Range tile carpet" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove range tile carpet" }));
    await userEvent.click(canvas.getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(canvas.queryByRole("region", { name: "Range tile carpet" })).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: "Remove range tile range-tile" }));
    await waitFor(() => expect(canvas.queryByRole("region", { name: "Range tile range-tile" })).toBeNull());
    await expect(canvas.getAllByRole("region", { name: /^Range tile / }).map((r) => r.getAttribute("aria-label"))).toEqual(["Range tile dwarves"]);
  },
};
