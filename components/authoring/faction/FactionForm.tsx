"use client";
/**
 * The faction editor's form, laid out like a faction board: home terrain on the terraform cycle,
 * power bowls, starting resources and cults, the structures with their costs and the income each
 * one adds, the shipping and spade tracks, and the abilities.
 */
import { BUILDINGS, TERRAINS, type Building, type DocPath, type Terrain } from "@/engine";
import type { ReactNode } from "react";
import { useField, useForm } from "../form/FormContext";
import { CultStepsField, Field, FieldErrors, IconButton, inputClass, NumberField, NumberInput, NumberListField, ResourcesField, TextField } from "../form/fields";
import { ObjectFields, SchemaField } from "../form/SchemaFields";
import { ResourceIcon } from "../effects";
import { BuildingIcon, BUILDING_NAMES } from "../icons";
import { AbilitiesEditor } from "./AbilitiesEditor";
import { DIGGING_SCHEMA, EFFECT_SCHEMA } from "./schemas";
import { TerraformCycle } from "./TerraformCycle";
import { BoardPanel } from "../ui";

export function FactionForm({ factionId, cycle = TERRAINS }: { factionId: string; cycle?: readonly Terrain[] }) {
  return (
    <div className="space-y-5">
      <BoardPanel title="Board" description="Name, colour and home terrain.">
        <IdentityFields factionId={factionId} cycle={cycle} />
      </BoardPanel>
      <BoardPanel title="Start" description="Power bowls, resources and cult positions at the start of the game.">
        <StartFields />
      </BoardPanel>
      <BoardPanel title="Structures" description="Cost, supply and the income each structure adds when built (the spaces it uncovers).">
        <div className="divide-y divide-zinc-100">
          {BUILDINGS.map((b) => (
            <StructureRow key={b} building={b} />
          ))}
        </div>
      </BoardPanel>
      <BoardPanel title="Shipping" description="The shipping track: levels, step cost and the VP for reaching each level.">
        <ShippingFields />
      </BoardPanel>
      <BoardPanel title="Spades" description="The spade exchange track: what a spade costs at each level, and advancing.">
        <DiggingFields />
      </BoardPanel>
      <BoardPanel id="abilities" title="Abilities" description="Picked from the engine's ability library; each one's parameters below.">
        <AbilitiesEditor factionId={factionId} />
      </BoardPanel>
    </div>
  );
}

function IdentityFields({ factionId, cycle }: { factionId: string; cycle: readonly Terrain[] }) {
  const home = useField<string>(["homeTerrain"]);
  const color = useField<string>(["color"]);
  const chosen = home.value === "chosen";
  const special = home.value === "ice" || home.value === "volcano" ? (home.value as "ice" | "volcano") : undefined;
  const kind = special ?? (chosen ? "chosen" : "cycle");
  return (
    <div className="flex flex-wrap items-start gap-6">
      <div className="min-w-60 flex-1 space-y-3">
        <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-3">
          <TextField path={["name"]} label="Name" />
          <div>
            <span className="mb-1 block text-xs font-medium text-zinc-600">Id</span>
            <code className="block truncate rounded-md bg-zinc-100 px-2 py-1 font-mono text-sm text-zinc-700">{factionId}</code>
          </div>
        </div>
        <TextField path={["description"]} label="Description" multiline optional />
        <TextField path={["option"]} label="Game option it needs (e.g. fire-and-ice-factions/ice)" optional />
        <Field label="Colour of the pieces" field={color}>
          <span className="flex items-center gap-2">
            <input
              type="color"
              aria-label="Pick the colour"
              value={typeof color.value === "string" && /^#[0-9a-f]{6}$/i.test(color.value) ? color.value : "#52525b"}
              onChange={(e) => color.set(e.target.value)}
              className="h-8 w-10 cursor-pointer rounded border border-zinc-300 bg-white p-0.5"
            />
            <input
              id={color.id}
              value={typeof color.value === "string" ? color.value : ""}
              onChange={(e) => color.set(e.target.value === "" ? undefined : e.target.value)}
              placeholder="#2e7d32"
              aria-invalid={color.errors.length > 0 || undefined}
              className={inputClass(color.errors.length > 0, "w-28 font-mono")}
            />
          </span>
        </Field>
      </div>
      <div className="flex flex-col items-center gap-2">
        <div role="radiogroup" aria-label="Home terrain" id={home.id}>
          <TerraformCycle
            home={special ?? (chosen ? "chosen" : TERRAINS.includes(home.value as Terrain) ? (home.value as Terrain) : "chosen")}
            cycle={cycle}
            size={168}
            onSelect={(t) => home.set(t)}
          />
        </div>
        <label className="inline-flex items-center gap-2 text-xs text-zinc-600">
          Home
          <select
            aria-label="Kind of home terrain"
            className="rounded border border-zinc-300 bg-white px-1.5 py-0.5 text-xs"
            value={kind}
            onChange={(e) => home.set(e.target.value === "cycle" ? cycle[0] : e.target.value)}
          >
            <option value="cycle">a terrain of the cycle</option>
            <option value="ice">ice: picks a colour at setup</option>
            <option value="volcano">volcano</option>
            <option value="chosen">the colour picked at setup</option>
          </select>
        </label>
        <FieldErrors id={home.id} errors={home.errors} warnings={home.warnings} />
      </div>
    </div>
  );
}

function StartFields() {
  return (
    <div className="flex flex-wrap items-start gap-x-8 gap-y-4">
      <fieldset>
        <legend className="mb-1 text-xs font-medium text-zinc-600">Power bowls</legend>
        <div className="flex items-start gap-2">
          {(["bowl1", "bowl2", "bowl3"] as const).map((b, i) => (
            <Bowl key={b} path={["power", b]} label={`Bowl ${["I", "II", "III"][i]}`} />
          ))}
        </div>
      </fieldset>
      <ResourcesField path={["startingResources"]} label="Resources" resources={["coins", "workers", "priests"]} />
      <CultStepsField path={["startingCults"]} label="Cult tracks" />
      <NumberField path={["priestSupply"]} label="Priests in supply" inputClassName="w-16" />
    </div>
  );
}

function Bowl({ path, label }: { path: DocPath; label: string }) {
  const field = useField(path);
  return (
    <div className="flex w-16 flex-col items-center gap-1">
      <div className={`flex size-14 items-center justify-center rounded-full ring-2 ring-inset ${field.errors.length ? "bg-red-50 ring-red-400" : "bg-violet-100 ring-violet-300"}`}>
        <NumberInput field={field} label={`${label} power tokens`} className="w-10 border-violet-200 text-center" />
      </div>
      <label htmlFor={field.id} className="text-[11px] font-medium text-zinc-500">
        {label}
      </label>
      <FieldErrors id={field.id} errors={field.errors} warnings={field.warnings} />
    </div>
  );
}

const INCOME_RESOURCES = ["coins", "workers", "priests", "power"] as const;
type IncomeResource = (typeof INCOME_RESOURCES)[number];

function StructureRow({ building }: { building: Building }) {
  const at: DocPath = ["buildings", building];
  const { set } = useForm();
  const def = useField<Record<string, unknown>>(at);
  const supply = useField(["buildings", building, "supply"]);
  const income = (def.value?.income ?? {}) as Partial<Record<IncomeResource, unknown>>;
  const hasNeighbourCost = def.value?.costWithNeighbour !== undefined;
  const hasOnBuild = def.value?.onBuild !== undefined;

  /** Changing the supply resizes every income table to supply + 1 entries. */
  const setSupply = (v: unknown) => {
    if (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v > 30) return supply.set(v);
    const resized = Object.fromEntries(
      Object.entries(income).map(([r, table]) => {
        if (!Array.isArray(table)) return [r, table];
        const last = table.at(-1) ?? 0;
        return [r, Array.from({ length: v + 1 }, (_, i) => (i < table.length ? table[i] : last))];
      }),
    );
    set(at, { ...def.value, supply: v, income: resized });
  };

  return (
    <div className="grid gap-4 py-4 first:pt-0 last:pb-0 md:grid-cols-[9rem_minmax(0,1fr)]" data-structure={building}>
      <div className="flex items-start gap-2">
        <BuildingIcon building={building} className="size-7" />
        <div>
          <p className="text-sm font-medium text-zinc-900">{BUILDING_NAMES[building]}</p>
          <div className="mt-1">
            <Field label="Supply" field={supply}>
              <NumberInput field={{ ...supply, set: setSupply }} label={`${BUILDING_NAMES[building]} supply`} className="w-14" />
            </Field>
          </div>
        </div>
      </div>
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <ResourcesField path={[...at, "cost"]} label="Cost" resources={["coins", "workers", "priests"]} />
          {hasNeighbourCost ? (
            <div className="flex items-start gap-1">
              <ResourcesField path={[...at, "costWithNeighbour"]} label="Cost next to an opponent" resources={["coins", "workers", "priests"]} />
              <IconButton label={`Remove ${BUILDING_NAMES[building]} neighbour cost`} onClick={() => set([...at, "costWithNeighbour"], undefined)} className="mt-5 size-6 text-xs">
                ×
              </IconButton>
            </div>
          ) : null}
        </div>
        <IncomeSlots building={building} income={income} supply={typeof supply.value === "number" ? supply.value : 0} />
        {hasOnBuild && (
          <div className="relative">
            <SchemaField node={EFFECT_SCHEMA} path={[...at, "onBuild"]} label="When built, once" />
            <span className="absolute top-1 right-2">
              <IconButton label={`Remove ${BUILDING_NAMES[building]} reward`} onClick={() => set([...at, "onBuild"], undefined)} className="size-6 text-xs">
                ×
              </IconButton>
            </span>
          </div>
        )}
        <div className="flex flex-wrap gap-1.5">
          {!hasNeighbourCost && <AddChip onClick={() => set([...at, "costWithNeighbour"], { coins: 0 })}>Cost next to an opponent</AddChip>}
          {!hasOnBuild && <AddChip onClick={() => set([...at, "onBuild"], { favorTiles: 1 })}>Reward when built</AddChip>}
          {def.value?.power === undefined && <AddChip onClick={() => set([...at, "power"], 1)}>Power value</AddChip>}
        </div>
        {def.value?.power !== undefined && (
          <div className="flex items-end gap-1">
            <NumberField path={[...at, "power"]} label="Power value (towns, leech)" inputClassName="w-14" />
            <IconButton label={`Remove ${BUILDING_NAMES[building]} power value`} onClick={() => set([...at, "power"], undefined)} className="mb-0.5 size-6 text-xs">
              ×
            </IconButton>
          </div>
        )}
      </div>
    </div>
  );
}

function AddChip({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="rounded-full border border-dashed border-zinc-300 px-2 py-0.5 text-xs text-zinc-600 hover:border-zinc-500 hover:text-zinc-900">
      + {children}
    </button>
  );
}

const RESOURCE_NAMES: Record<IncomeResource, string> = { coins: "Coins", workers: "Workers", priests: "Priests", power: "Power" };

/**
 * Income of a structure as the board shows it: the base income, then one space per structure in
 * the supply with what building it adds. Stored as cumulative tables (entry i: income with i built).
 */
function IncomeSlots({ building, income, supply }: { building: Building; income: Partial<Record<IncomeResource, unknown>>; supply: number }) {
  const { set } = useForm();
  const at: DocPath = ["buildings", building, "income"];
  const group = useField(at);
  const present = INCOME_RESOURCES.filter((r) => income[r] !== undefined);
  const missing = INCOME_RESOURCES.filter((r) => income[r] === undefined);
  return (
    <fieldset>
      <legend className="mb-1 text-xs font-medium text-zinc-600">Income: base, then added by each one built</legend>
      <div className="space-y-2">
        {present.map((r) => (
          <IncomeRow key={r} building={building} resource={r} table={income[r]} supply={supply} />
        ))}
        {present.length === 0 && <p className="text-xs text-zinc-400">No income.</p>}
      </div>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {missing.map((r) => (
          <AddChip key={r} onClick={() => set([...at, r], Array.from({ length: supply + 1 }, () => 0))}>
            {RESOURCE_NAMES[r]} income
          </AddChip>
        ))}
      </div>
      <FieldErrors id={group.id} errors={group.errors} warnings={group.warnings} />
    </fieldset>
  );
}

function IncomeRow({ building, resource, table, supply }: { building: Building; resource: IncomeResource; table: unknown; supply: number }) {
  const path: DocPath = ["buildings", building, "income", resource];
  const { set, issues, idPrefix } = useForm();
  const row = useField(path);
  const numbers = Array.isArray(table) && table.every((n) => typeof n === "number") ? (table as number[]) : undefined;
  if (!numbers)
    return (
      <div className="flex items-center gap-2 text-xs text-red-700">
        {RESOURCE_NAMES[resource]}: not a list of numbers.
        <button type="button" className="underline" onClick={() => set(path, Array.from({ length: supply + 1 }, () => 0))}>
          Reset to zeros
        </button>
        <FieldErrors id={row.id} errors={row.errors} warnings={row.warnings} />
      </div>
    );
  const slots = Math.max(supply, numbers.length - 1);
  const entry = (i: number) => numbers[Math.min(i, numbers.length - 1)] ?? 0;
  const added = (i: number) => entry(i) - entry(i - 1);
  /** Writing what slot i adds shifts every later entry by the same amount. */
  const setAdded = (i: number, v: unknown) => {
    if (typeof v !== "number") return set([...path, i], v);
    const delta = v - added(i);
    set(
      path,
      Array.from({ length: Math.max(numbers.length, i + 1) }, (_, j) => (j < i ? entry(j) : entry(j) + delta)),
    );
  };
  const slotErrors = (i: number) => issues.filter((x) => x.path === `${path.join(".")}.${i}`).map((x) => x.message);
  return (
    <div className="flex flex-wrap items-start gap-1" aria-label={`${BUILDING_NAMES[building]} ${resource} income`}>
      <span className="flex h-8 w-8 items-center justify-center" title={RESOURCE_NAMES[resource]}>
        <ResourceIcon resource={resource} size="md" />
      </span>
      <SlotInput
        id={`${idPrefix}-${path.join("-")}-0`}
        label={`${BUILDING_NAMES[building]} base ${resource} income`}
        caption="base"
        value={numbers[0]}
        errors={slotErrors(0)}
        onChange={(v) => setAdded(0, v)}
        dashed
      />
      {Array.from({ length: slots }, (_, k) => (
        <SlotInput
          key={k}
          id={`${idPrefix}-${path.join("-")}-${k + 1}`}
          label={`${resource} added by ${BUILDING_NAMES[building].toLowerCase()} ${k + 1}`}
          caption={String(k + 1)}
          value={k + 1 < numbers.length ? added(k + 1) : undefined}
          errors={slotErrors(k + 1)}
          onChange={(v) => setAdded(k + 1, v)}
        />
      ))}
      <button
        type="button"
        aria-label={`Remove ${resource} income of the ${BUILDING_NAMES[building].toLowerCase()}`}
        title="Remove this income"
        onClick={() => set(path, undefined)}
        className="ml-1 self-center rounded px-1 text-sm text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700"
      >
        ×
      </button>
      <div className="basis-full">
        <FieldErrors id={row.id} errors={row.errors} warnings={row.warnings} />
      </div>
    </div>
  );
}

function SlotInput({ id, label, caption, value, errors, onChange, dashed = false }: { id: string; label: string; caption: string; value: number | undefined; errors: string[]; onChange: (v: unknown) => void; dashed?: boolean }) {
  return (
    <div className="flex flex-col items-center">
      <NumberInput
        field={{ id, value, set: onChange, errors, warnings: [], path: [] }}
        label={label}
        className={`h-8 w-9 text-center ${dashed ? "border-dashed" : "bg-zinc-50"}`}
        placeholder="0"
      />
      <span className="text-[10px] text-zinc-400">{caption}</span>
    </div>
  );
}

function ShippingFields() {
  const { set } = useForm();
  const shipping = useField<Record<string, unknown>>(["shipping"]);
  if (shipping.value === undefined)
    return (
      <div className="flex items-center gap-3 text-sm text-zinc-600">
        No shipping track (factions that tunnel or fly instead).
        <AddChip onClick={() => set(["shipping"], { start: 0, max: 3, cost: { coins: 4, priests: 1 }, vp: [2, 3, 4] })}>Shipping track</AddChip>
      </div>
    );
  const start = typeof shipping.value.start === "number" ? shipping.value.start : 0;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
        <NumberField path={["shipping", "start"]} label="Starting level" inputClassName="w-14" />
        <NumberField path={["shipping", "max"]} label="Highest level" inputClassName="w-14" />
        <ResourcesField path={["shipping", "cost"]} label="Cost of a step" resources={["coins", "workers", "priests"]} />
        <button type="button" onClick={() => set(["shipping"], undefined)} className="mt-5 text-xs text-zinc-500 underline underline-offset-2 hover:text-zinc-900">
          Remove the shipping track
        </button>
      </div>
      <NumberListField path={["shipping", "vp"]} label="VP for reaching level" itemLabel={(i) => `level ${start + i + 1}`} />
    </div>
  );
}

function DiggingFields() {
  const node = DIGGING_SCHEMA;
  return (
    <div className="space-y-3">
      <SchemaField node={node.properties!.levels!} path={["digging", "levels"]} label="Levels" />
      <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
        <ObjectFields node={{ type: "object", properties: { advanceCost: node.properties!.advanceCost! } }} path={["digging"]} label="Advancing" bare />
      </div>
      <NumberListField path={["digging", "vp"]} label="VP for reaching level" itemLabel={(i) => `level ${i + 2}`} />
    </div>
  );
}
