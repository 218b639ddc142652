"use client";
/**
 * The setup form: how many may play, the table by player count (citizen dice kept per colour, Orator
 * dice, district cards; one row per count, the solo mode's row included), the rest of the setup,
 * and what is in the box.
 */
import { useField } from "@/components/authoring/form/FormContext";
import { CheckboxField, FieldErrors, IconButton, NumberField, NumberInput, NumberListField, SelectField } from "@/components/authoring/form/fields";
import { SchemaField } from "@/components/authoring/form/SchemaFields";
import { BoardPanel } from "@/components/authoring/ui";
import type { DocPath } from "@/engine";
import { SETUP_DOC, jsonSchemaOf } from "./schemas";

const PROPS = jsonSchemaOf(SETUP_DOC.schema).properties!;
const setupNode = (key: string) => PROPS.setup!.properties![key]!;
const componentsNode = (key: string) => PROPS.components!.properties![key]!;

/** The columns of the table by player count. */
export const BY_PLAYERS_COLUMNS = [
  { key: "citizenDicePerColour", label: "Citizen dice per colour" },
  { key: "oratorDice", label: "Orator dice" },
  { key: "districtCards", label: "District cards" },
] as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The player counts the table should have a row for: min..max (when both are sensible), plus any row it has. */
export function playerCountRows(players: unknown, byPlayers: unknown): string[] {
  const p = isRecord(players) ? players : {};
  const min = typeof p.min === "number" && Number.isInteger(p.min) ? p.min : undefined;
  const max = typeof p.max === "number" && Number.isInteger(p.max) ? p.max : undefined;
  const counts = new Set(Object.keys(isRecord(byPlayers) ? byPlayers : {}));
  if (min !== undefined && max !== undefined && min >= 1 && max <= 9) for (let n = min; n <= max; n++) counts.add(String(n));
  return [...counts].sort((a, b) => Number(a) - Number(b));
}

function Cell({ path, label }: { path: DocPath; label: string }) {
  const field = useField(path);
  return (
    <td className="px-2 py-1.5 align-top">
      <NumberInput field={field} label={label} className="w-16" />
      <FieldErrors id={field.id} errors={field.errors} />
    </td>
  );
}

function ByPlayersTable() {
  const players = useField(["setup", "players"]);
  const table = useField<Record<string, unknown>>(["setup", "byPlayers"]);
  const rows = playerCountRows(players.value, table.value);
  const value = isRecord(table.value) ? table.value : {};
  return (
    <div className="space-y-2">
      <table className="text-sm" aria-label="Setup by player count">
        <thead>
          <tr className="text-left text-xs text-zinc-500">
            <th className="px-2 py-1 font-medium">Players</th>
            {BY_PLAYERS_COLUMNS.map((c) => (
              <th key={c.key} className="px-2 py-1 font-medium" title={(setupNode("byPlayers").additionalProperties as { properties?: Record<string, { description?: string }> }).properties?.[c.key]?.description}>
                {c.label}
              </th>
            ))}
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((n) => (
            <tr key={n} className="border-t border-zinc-100">
              <th scope="row" className="px-2 py-1.5 text-left align-top font-medium text-zinc-800">
                {n === "1" ? "1 (solo)" : n}
              </th>
              {value[n] === undefined ? (
                <td colSpan={BY_PLAYERS_COLUMNS.length} className="px-2 py-1.5">
                  <button
                    type="button"
                    onClick={() => table.set({ ...value, [n]: Object.fromEntries(BY_PLAYERS_COLUMNS.map((c) => [c.key, 1])) })}
                    className="rounded-md border border-dashed border-red-300 px-2 py-0.5 text-xs text-red-700 hover:border-red-500"
                  >
                    + Add the row for {n} player{n === "1" ? "" : "s"}
                  </button>
                </td>
              ) : (
                BY_PLAYERS_COLUMNS.map((c) => <Cell key={c.key} path={["setup", "byPlayers", n, c.key]} label={`${c.label}, ${n} player${n === "1" ? "" : "s"}`} />)
              )}
              <td className="px-2 py-1.5 align-top">
                {value[n] !== undefined && (
                  <IconButton label={`Remove the row for ${n} players`} onClick={() => table.set(Object.fromEntries(Object.entries(value).filter(([k]) => k !== n)))}>
                    −
                  </IconButton>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <FieldErrors id={table.id} errors={table.errors} />
    </div>
  );
}

/** Superiority tokens: unlimited, or a number in the box. */
function SuperiorityTokensField() {
  const field = useField(["components", "superiorityTokens"]);
  const unlimited = field.value === "unlimited";
  return (
    <div className="flex flex-wrap items-end gap-4" title={componentsNode("superiorityTokens").description}>
      <label className="mb-1.5 inline-flex items-center gap-2 text-sm text-zinc-700">
        <input type="checkbox" className="size-4 rounded border-zinc-300 accent-zinc-900" checked={unlimited} onChange={(e) => field.set(e.target.checked ? "unlimited" : 20)} />
        Superiority tokens unlimited
      </label>
      {!unlimited && <NumberField path={["components", "superiorityTokens"]} label="Superiority tokens in the box" inputClassName="w-16" />}
    </div>
  );
}

export function SetupForm() {
  return (
    <div className="space-y-5">
      <BoardPanel title="Players" description="How many may play (1 is the solo training mode), and what changes with their number.">
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <NumberField path={["setup", "players", "min"]} label="Fewest players" inputClassName="w-16" />
          <NumberField path={["setup", "players", "max"]} label="Most players" inputClassName="w-16" />
        </div>
        <ByPlayersTable />
      </BoardPanel>
      <BoardPanel title="Each player and the board" description="What everyone starts with, and what lies on the board at the start.">
        <SchemaField node={setupNode("startingResources")} path={["setup", "startingResources"]} label="Starting resources" />
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <NumberField path={["setup", "districtCardGold"]} label="Gold on each district card" hint={setupNode("districtCardGold").description} inputClassName="w-16" />
          <NumberField path={["setup", "floorReserve", "perColour"]} label="Reserve floors per colour" inputClassName="w-16" />
          <NumberField path={["setup", "floorReserve", "perTowerIcon"]} label="Reserve floors per tower icon" inputClassName="w-16" />
          <NumberField path={["setup", "playerFloorsPerColour"]} label="Palace floors per colour" hint={setupNode("playerFloorsPerColour").description} inputClassName="w-16" />
          <NumberField path={["setup", "meetingPlaceStartValue"]} label="Motherships start at" hint={setupNode("meetingPlaceStartValue").description} inputClassName="w-16" />
          <NumberField path={["setup", "startingFreemen", "dicePerColour"]} label="Draft dice per colour" inputClassName="w-16" />
        </div>
        <SelectField path={["setup", "startingFreemen", "draft"]} label="Starting draft" hint={setupNode("startingFreemen").properties!.draft!.description} options={[{ value: "snake", label: "snake (clockwise, then back)" }]} inputClassName="w-64" />
      </BoardPanel>
      <BoardPanel title="Market and citizen recruitment" description="The Wisdom printed beside each market slot (top first) and under each recruitment slot (leftmost first).">
        <NumberListField path={["setup", "market", "wisdom"]} label="Market Wisdom" itemLabel={(i) => `slot ${i + 1}`} minItems={1} />
        <NumberListField path={["setup", "citizenRecruitment", "wisdom"]} label="Recruitment Wisdom" itemLabel={(i) => `slot ${i + 1}`} minItems={1} />
        <CheckboxField path={["setup", "citizenRecruitment", "rerollSixes"]} label="Re-roll 6s rolled into recruitment" />
      </BoardPanel>
      <BoardPanel title="In the box" description="The components, where their number limits play.">
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <NumberField path={["components", "citizenDicePerColour"]} label="Citizen dice per colour in the box" inputClassName="w-16" />
          <NumberField path={["components", "orators", "dice"]} label="Orator dice in the box" inputClassName="w-16" />
          <NumberField path={["components", "floorsPerColour"]} label="Floors per colour in the box" inputClassName="w-16" />
          <NumberField path={["components", "buildingTilesPerColour"]} label="Building tiles per colour" hint={componentsNode("buildingTilesPerColour").description} inputClassName="w-16" />
        </div>
        <NumberListField path={["components", "orators", "faces"]} label="Orator faces" itemLabel={(i) => `face ${i + 1}`} minItems={6} />
        <SuperiorityTokensField />
      </BoardPanel>
    </div>
  );
}
