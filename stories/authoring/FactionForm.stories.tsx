import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { useMemo, useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { FactionSchema, fromZod, type Faction } from "@/engine";
import { FactionBoard } from "@/components/authoring/faction/FactionBoard";
import { FactionForm } from "@/components/authoring/faction/FactionForm";
import { FormProvider } from "@/components/authoring/form/FormContext";
import { BASE } from "./baseContent";

/** The faction form beside its board preview, validated with the faction schema as you type. */
function FormWithPreview({ initial }: { initial: Faction }) {
  const [value, setValue] = useState<unknown>(initial);
  const parsed = useMemo(() => FactionSchema.safeParse(value), [value]);
  const issues = parsed.success ? [] : fromZod(parsed.error);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <FormProvider value={value} onChange={setValue} issues={issues} idPrefix="story">
        <FactionForm factionId="witches" />
      </FormProvider>
      <div>{parsed.success && <FactionBoard faction={parsed.data} id="witches" />}</div>
    </div>
  );
}

const meta = {
  title: "Authoring/FactionForm",
  component: FormWithPreview,
  args: { initial: BASE.factions.witches! },
} satisfies Meta<typeof FormWithPreview>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Typing a number updates the board; a bad one shows its problem next to the field. */
export const Witches: Story = {
  play: async ({ canvas }) => {
    const coins = canvas.getAllByLabelText("Coins")[0]!;
    await userEvent.clear(coins);
    await userEvent.type(coins, "12");
    await waitFor(() => expect(canvas.getByLabelText("Starting resources")).toHaveTextContent("12"));
    await userEvent.clear(coins);
    await userEvent.type(coins, "-1");
    await waitFor(() => expect(canvas.getByText("Must be 0 or more")).toBeVisible());
    await expect(coins).toHaveAttribute("aria-invalid", "true");
  },
};

/** Picking an ability from the library adds it with working parameters. */
export const AddAbility: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "+ Add an ability" }));
    await userEvent.click(canvas.getByRole("button", { name: /Fixed terraform cost/ }));
    await waitFor(() => expect(canvas.getAllByText("Transforming into the home terrain always takes 2 spades.").length).toBeGreaterThan(0));
  },
};
