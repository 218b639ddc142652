"use client";
/**
 * The rules form: player counts and bonus cards per player count, rounds and the scoring tile draw,
 * starting VP (flat, or per faction per map as in the Merchants of the Seas tables), towns, power
 * and leech, final scoring, cults, and the board's numbers.
 */
import { TERRAINS, type DocPath, type Terrain } from "@/engine";
import { terrainBackground, terrainName } from "@/components/TerrainSwatch";
import { useField, useForm } from "../form/FormContext";
import { CheckboxField, FieldErrors, IconButton, NumberField, NumberInput, NumberListField, SelectField } from "../form/fields";
import { ObjectFields, SchemaField, type JsonSchemaNode } from "../form/SchemaFields";
import { BoardPanel } from "../ui";

const R = (...p: (string | number)[]): DocPath => ["rules", ...p];

export interface RulesFormProps {
  /** JSON Schema of the rules, for the generic parts of the form. */
  schema: JsonSchemaNode;
  maps: { id: string; name: string }[];
  factions: { id: string; name: string }[];
}

export function RulesForm({ schema, maps, factions }: RulesFormProps) {
  const props = schema.properties!;
  return (
    <div id="rules" className="scroll-mt-20 space-y-5">
      <BoardPanel title="Players, rounds and bonus cards" description="How many play, for how long, and how many bonus cards are in play for each player count.">
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <NumberField path={R("players", "min")} label="Fewest players" inputClassName="w-16" />
          <NumberField path={R("players", "max")} label="Most players" inputClassName="w-16" />
          <NumberField path={R("rounds")} label="Rounds" inputClassName="w-16" />
          <NumberField path={R("bonusCards", "extra")} label="Extra bonus cards" hint="Beyond one per player" inputClassName="w-16" />
          <NumberField path={R("bonusCards", "coinsOnUnused")} label="Coins on unused cards" inputClassName="w-16" />
        </div>
        <BonusCardsByPlayers />
      </BoardPanel>

      <BoardPanel title="Scoring tiles" description="One drawn per round; tiles whose cult bonus gives spades stay out of the last rounds.">
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <NumberField path={R("scoringTiles", "count")} label="Tiles drawn" inputClassName="w-16" />
          <NumberField path={R("scoringTiles", "noSpadeRewardFromRound")} label="No spade bonus from round" inputClassName="w-16" />
          <div className="pb-1.5">
            <CheckboxField path={R("scoringTiles", "lastRoundCultBonus")} label="Pay the last round's cult bonus" />
          </div>
        </div>
      </BoardPanel>

      <BoardPanel title="Starting VP" description="The same for everyone, per faction on every map (terra.snellman.net's 2017 table), or per faction on one map (the Merchants of the Seas tables, which win); an empty cell uses the next column left, then the default.">
        <NumberField path={R("startingVp", "default")} label="Default" inputClassName="w-16" />
        <StartingVpTable maps={maps} factions={factions} />
      </BoardPanel>

      <BoardPanel title="Towns" description="What founding a town takes.">
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <NumberField path={R("towns", "minBuildings")} label="Structures" inputClassName="w-16" />
          <NumberField path={R("towns", "minBuildingsWithSanctuary")} label="With a sanctuary" inputClassName="w-16" />
          <NumberField path={R("towns", "minPower")} label="Power threshold" inputClassName="w-16" />
          <NumberField path={R("towns", "maxKeysPerTrack")} label="Keys at the top of a track" inputClassName="w-16" />
        </div>
      </BoardPanel>

      <BoardPanel title="Power and leech" description="Burning power, and what taking power from a neighbour's building costs.">
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <NumberField path={R("power", "burnCost")} label="Tokens removed per burn" inputClassName="w-16" />
          <SelectField
            path={R("leech", "vpCost")}
            label="Leech cost"
            inputClassName="w-64"
            options={[
              { value: "power-minus-one", label: "Power − 1 VP (standard)" },
              { value: "none", label: "Free" },
            ]}
          />
          <div className="pb-1.5">
            <CheckboxField path={R("leech", "mayDecline")} label="Players may decline power" />
          </div>
        </div>
      </BoardPanel>

      <BoardPanel title="Final scoring" description="VP for the cult track ranks and the largest connected areas, and leftover resources.">
        <div className="flex flex-wrap gap-x-8 gap-y-3">
          <NumberListField path={R("finalScoring", "cults")} label="Cult track ranks" itemLabel={(i) => ordinal(i + 1)} minItems={1} />
          <NumberListField path={R("finalScoring", "area")} label="Largest areas" itemLabel={(i) => ordinal(i + 1)} minItems={1} />
          <NumberField path={R("finalScoring", "resources", "coinsPerVp")} label="Coins per VP" inputClassName="w-16" />
        </div>
      </BoardPanel>

      <BoardPanel title="Cults" description="The cult board.">
        <ObjectFields node={props.cults!} path={R("cults")} label="Cults" bare />
      </BoardPanel>

      <BoardPanel title="Board" description="The terraform cycle, structures' power, bridges, free conversions and passing.">
        <TerraformCycleField />
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <SchemaField node={props.buildingPower!} path={R("buildingPower")} label="Power value of each structure" />
          <NumberField path={R("maxBridges")} label="Bridges per player" inputClassName="w-16" />
        </div>
        <SchemaField node={props.conversions!} path={R("conversions")} label="Free conversions" />
        <ObjectFields node={props.passing!} path={R("passing")} label="Passing" />
      </BoardPanel>
    </div>
  );
}

const ordinal = (n: number) => `${n}${n === 1 ? "st" : n === 2 ? "nd" : n === 3 ? "rd" : "th"}`;

/** One input per player count: empty means players + extra. */
function BonusCardsByPlayers() {
  const { value, set } = useForm();
  const rules = (value as { rules?: { players?: { min?: unknown; max?: unknown }; bonusCards?: { extra?: unknown; byPlayers?: Record<string, unknown> } } }).rules;
  const min = typeof rules?.players?.min === "number" ? rules.players.min : 2;
  const max = typeof rules?.players?.max === "number" ? rules.players.max : 5;
  const extra = typeof rules?.bonusCards?.extra === "number" ? rules.bonusCards.extra : 0;
  const table = rules?.bonusCards?.byPlayers ?? {};
  const group = useField(R("bonusCards", "byPlayers"));
  const counts = [...new Set([...Array.from({ length: Math.max(0, Math.min(9, max) - min + 1) }, (_, i) => min + i), ...Object.keys(table).map(Number)])].sort((a, b) => a - b);
  return (
    <fieldset>
      <legend className="mb-1 text-xs font-medium text-zinc-600">Bonus cards in play, by player count</legend>
      <div className="flex flex-wrap items-start gap-2">
        {counts.map((n) => (
          <ByPlayersCell
            key={n}
            n={n}
            placeholder={String(n + extra)}
            onSet={(v) => {
              const next = { ...table, [String(n)]: v };
              if (v === undefined) delete next[String(n)];
              set(R("bonusCards", "byPlayers"), Object.keys(next).length > 0 ? next : undefined);
            }}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-zinc-500">Empty: players + {extra}. Each count needs one card more than players.</p>
      <FieldErrors id={group.id} errors={group.errors} warnings={group.warnings} />
    </fieldset>
  );
}

function ByPlayersCell({ n, placeholder, onSet }: { n: number; placeholder: string; onSet: (v: unknown) => void }) {
  const field = useField(R("bonusCards", "byPlayers", String(n)));
  return (
    <div className="flex flex-col items-center">
      <NumberInput field={{ ...field, set: onSet }} label={`Bonus cards with ${n} players`} placeholder={placeholder} className="w-14 text-center" />
      <span className="text-[10px] text-zinc-500">{n} players</span>
      <FieldErrors id={field.id} errors={field.errors} warnings={field.warnings} />
    </div>
  );
}

/** Factions down, maps across; a cell overrides the default starting VP. */
function StartingVpTable({ maps, factions }: { maps: RulesFormProps["maps"]; factions: RulesFormProps["factions"] }) {
  const { value, set } = useForm();
  const perMap = ((value as { rules?: { startingVp?: { perMap?: Record<string, Record<string, unknown>> } } }).rules?.startingVp?.perMap ?? {}) as Record<string, Record<string, unknown>>;
  const group = useField(R("startingVp", "perMap"));
  const setCell = (mapId: string, factionId: string, v: unknown) => {
    const row = { ...(perMap[mapId] ?? {}), [factionId]: v };
    if (v === undefined) delete row[factionId];
    const next = { ...perMap, [mapId]: row };
    if (Object.keys(row).length === 0) delete next[mapId];
    set(R("startingVp", "perMap"), Object.keys(next).length > 0 ? next : undefined);
  };
  const perFaction = ((value as { rules?: { startingVp?: { perFaction?: Record<string, unknown> } } }).rules?.startingVp?.perFaction ?? {}) as Record<string, unknown>;
  const setFactionCell = (factionId: string, v: unknown) => {
    const next = { ...perFaction, [factionId]: v };
    if (v === undefined) delete next[factionId];
    set(R("startingVp", "perFaction"), Object.keys(next).length > 0 ? next : undefined);
  };
  const unknownMaps = Object.keys(perMap).filter((m) => !maps.some((x) => x.id === m));
  return (
    <div className="space-y-1">
      <div className="overflow-x-auto rounded-lg border border-zinc-200">
        <table className="w-full text-sm">
          <thead className="bg-zinc-50 text-xs text-zinc-600">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Faction
              </th>
              <th scope="col" className="border-r border-zinc-200 px-2 py-2 text-center font-medium" title="rules.startingVp.perFaction: on every map without its own table">
                Every map
              </th>
              {maps.map((m) => (
                <th key={m.id} scope="col" className="px-2 py-2 text-center font-medium" title={m.id}>
                  {m.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {factions.map((f) => (
              <tr key={f.id}>
                <th scope="row" className="px-3 py-1 text-left font-normal text-zinc-700">
                  {f.name}
                </th>
                <td className="border-r border-zinc-200 px-2 py-1 text-center">
                  <FactionVpCell factionId={f.id} label={`Starting VP of ${f.name} on every map`} onSet={(v) => setFactionCell(f.id, v)} />
                </td>
                {maps.map((m) => (
                  <td key={m.id} className="px-2 py-1 text-center">
                    <VpCell mapId={m.id} factionId={f.id} label={`Starting VP of ${f.name} on ${m.name}`} onSet={(v) => setCell(m.id, f.id, v)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {unknownMaps.length > 0 && <p className="text-xs text-red-700">The table names maps this pack does not have: {unknownMaps.join(", ")} (edit them in the JSON).</p>}
      <FieldErrors id={group.id} errors={group.errors} warnings={group.warnings} />
    </div>
  );
}

function FactionVpCell({ factionId, label, onSet }: { factionId: string; label: string; onSet: (v: unknown) => void }) {
  const field = useField(R("startingVp", "perFaction", factionId));
  return (
    <div className="inline-flex flex-col items-center">
      <NumberInput field={{ ...field, set: onSet }} label={label} className="w-14 text-center" placeholder="·" />
      <FieldErrors id={field.id} errors={field.errors} warnings={field.warnings} />
    </div>
  );
}

function VpCell({ mapId, factionId, label, onSet }: { mapId: string; factionId: string; label: string; onSet: (v: unknown) => void }) {
  const field = useField(R("startingVp", "perMap", mapId, factionId));
  return (
    <div className="inline-flex flex-col items-center">
      <NumberInput field={{ ...field, set: onSet }} label={label} className="w-14 text-center" placeholder="·" />
      <FieldErrors id={field.id} errors={field.errors} warnings={field.warnings} />
    </div>
  );
}

/** The cycle as a closed band of colours. */
function TerrainRing({ cycle }: { cycle: Terrain[] }) {
  return (
    <div aria-hidden className="flex items-center gap-0.5">
      {cycle.map((t) => (
        <span key={t} className="h-6 w-6 rounded-sm ring-1 ring-black/10 ring-inset" style={terrainBackground(t)} />
      ))}
      <span className="ml-1 text-xs text-zinc-400">↺</span>
    </div>
  );
}

/** The terraform cycle: seven terrains in order, each movable one place earlier or later. */
function TerraformCycleField() {
  const field = useField<unknown[]>(R("terraformCycle"));
  const cycle = Array.isArray(field.value) ? (field.value as string[]) : [];
  const valid = cycle.length === TERRAINS.length && cycle.every((t) => TERRAINS.includes(t as Terrain));
  const move = (i: number, d: number) => {
    const next = [...cycle];
    [next[i], next[i + d]] = [next[i + d]!, next[i]!];
    field.set(next);
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-6">
      <legend className="mb-1 text-xs font-medium text-zinc-600">Terraform cycle (one spade per step, wrapping around)</legend>
      {valid && <TerrainRing cycle={cycle as Terrain[]} />}
      <ol className="space-y-1" id={field.id}>
        {cycle.map((t, i) => (
          <li key={`${t}-${i}`} className="flex items-center gap-2 text-sm">
            <span className="w-4 text-right text-xs text-zinc-400 tabular-nums">{i + 1}</span>
            <span className="w-24">{TERRAINS.includes(t as Terrain) ? terrainName(t as Terrain) : String(t)}</span>
            <IconButton label={`Move ${t} earlier`} onClick={() => move(i, -1)} className={`size-6 text-xs ${i === 0 ? "invisible" : ""}`}>
              ↑
            </IconButton>
            <IconButton label={`Move ${t} later`} onClick={() => move(i, 1)} className={`size-6 text-xs ${i === cycle.length - 1 ? "invisible" : ""}`}>
              ↓
            </IconButton>
          </li>
        ))}
      </ol>
      <FieldErrors id={field.id} errors={field.errors} warnings={field.warnings} />
    </fieldset>
  );
}
