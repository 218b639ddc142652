/**
 * A faction board as the players see it: home terrain on the terraform cycle, power bowls,
 * starting resources and cults, the five structures with their costs and the income each one adds,
 * the shipping and spade tracks, and the abilities in words.
 */
import { BUILDINGS, CULTS, RESOURCES, type Building, type Faction, type Resource, type Terrain } from "@/engine";
import type { ReactNode } from "react";
import { EffectIcons, ResourceAmount, Resources } from "../effects";
import { BuildingIcon, BUILDING_NAMES, CultIcon, CULT_COLORS, ShipIcon, SpadeIcon, VpIcon } from "../icons";
import { abilityText, abilityTitle } from "./abilityText";
import { TerraformCycle } from "./TerraformCycle";

export interface FactionBoardProps {
  faction: Faction;
  /** The faction's id in its pack. */
  id?: string;
  /** The pack's terraform cycle (the standard one by default). */
  cycle?: readonly Terrain[];
  /** Starting VP from the rules, shown on the board when given. */
  startingVp?: number;
}

type IncomeResource = Exclude<Resource, "vp">;
const INCOME_RESOURCES: IncomeResource[] = ["coins", "workers", "priests", "power"];

/** What the i-th built structure adds to the income (entry i minus entry i − 1 of each table). */
export function incomeAdded(income: Faction["buildings"][Building]["income"], i: number): Partial<Record<IncomeResource, number>> {
  const out: Partial<Record<IncomeResource, number>> = {};
  for (const r of INCOME_RESOURCES) {
    const table = income[r];
    if (!table) continue;
    const at = (n: number) => table[Math.min(n, table.length - 1)] ?? 0;
    const d = at(i) - at(i - 1);
    if (d) out[r] = d;
  }
  return out;
}

function baseIncome(income: Faction["buildings"][Building]["income"]): Partial<Record<IncomeResource, number>> {
  return Object.fromEntries(INCOME_RESOURCES.filter((r) => income[r]?.[0]).map((r) => [r, income[r]![0]]));
}

export function FactionBoard({ faction, id, cycle, startingVp }: FactionBoardProps) {
  const color = faction.color ?? "#52525b";
  return (
    <article aria-label={`Faction board: ${faction.name}`} className="@container overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-sm">
      <header className="flex items-center gap-3 border-b border-zinc-200 px-5 py-4" style={{ backgroundImage: `linear-gradient(100deg, ${color}26, transparent 60%)` }}>
        <span className="h-12 w-1.5 shrink-0 rounded-full" style={{ backgroundColor: color }} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold tracking-tight text-zinc-900">{faction.name}</h3>
          {id && <p className="font-mono text-xs text-zinc-500">{id}</p>}
          {faction.description && <p className="mt-1 line-clamp-2 text-sm text-zinc-600">{faction.description}</p>}
        </div>
        <TerraformCycle home={faction.homeTerrain} cycle={cycle} size={112} />
      </header>

      <div className="grid gap-px bg-zinc-100 @2xl:grid-cols-[13rem_minmax(0,1fr)]">
        <div className="grid grid-cols-2 gap-4 bg-white p-4 @2xl:block @2xl:space-y-4">
          <BoardSection title="Power bowls">
            <PowerBowls power={faction.power} />
          </BoardSection>
          <BoardSection title="Start">
            <div className="flex flex-wrap items-center gap-2" aria-label="Starting resources">
              <Resources value={faction.startingResources} />
              {startingVp !== undefined && <ResourceAmount resource="vp" amount={startingVp} />}
            </div>
          </BoardSection>
          <BoardSection title="Cults">
            <CultStart cults={faction.startingCults} />
          </BoardSection>
          <p className="text-xs text-zinc-500">{faction.priestSupply} priests in supply</p>
        </div>

        <div className="bg-white p-4">
          <BoardSection title="Structures">
            <table className="w-full border-separate border-spacing-y-1.5 text-sm">
              <thead className="sr-only">
                <tr>
                  <th>Structure</th>
                  <th>Cost</th>
                  <th>Income added by each one built</th>
                </tr>
              </thead>
              <tbody>
                {BUILDINGS.map((b) => (
                  <BuildingRow key={b} building={b} faction={faction} color={color} />
                ))}
              </tbody>
            </table>
          </BoardSection>
        </div>
      </div>

      <div className="grid gap-px border-t border-zinc-100 bg-zinc-100 @xl:grid-cols-2">
        <div className="bg-white p-4">
          <BoardSection title="Shipping">
            {faction.shipping ? (
              <Track
                icon={<ShipIcon className="size-5" />}
                cost={faction.shipping.cost}
                steps={Array.from({ length: faction.shipping.max - faction.shipping.start + 1 }, (_, i) => ({
                  label: String(faction.shipping!.start + i),
                  vp: i === 0 ? undefined : faction.shipping!.vp[i - 1],
                }))}
              />
            ) : (
              <p className="text-sm text-zinc-500">No shipping track.</p>
            )}
          </BoardSection>
        </div>
        <div className="bg-white p-4">
          <BoardSection title="Spades">
            <Track
              icon={<SpadeIcon className="size-5" />}
              cost={faction.digging.advanceCost}
              steps={faction.digging.levels.map((level, i) => ({
                label: <Resources value={level.cost} size="sm" />,
                vp: i === 0 ? undefined : faction.digging.vp[i - 1],
                extra: level.bonus ? <Resources value={level.bonus} size="sm" /> : undefined,
              }))}
            />
          </BoardSection>
        </div>
      </div>

      <div className="border-t border-zinc-100 p-4">
        <BoardSection title={`Abilities (${faction.abilities.length})`}>
          {faction.abilities.length === 0 ? (
            <p className="text-sm text-zinc-500">No abilities: a plain board.</p>
          ) : (
            <ul className="grid gap-2 @xl:grid-cols-2">
              {faction.abilities.map((a, i) => (
                <li key={i} className="rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2">
                  <p className="flex items-center gap-1.5 text-sm font-medium text-zinc-900">
                    {abilityTitle(a)}
                    {"requires" in a && a.requires && (
                      <span className="inline-flex items-center gap-0.5 rounded bg-white px-1 text-xs font-normal text-zinc-500 ring-1 ring-zinc-200">
                        <BuildingIcon building={a.requires} className="size-3.5" color={color} title="" /> {a.requires}
                      </span>
                    )}
                  </p>
                  <p className="mt-0.5 text-xs leading-5 text-zinc-600">{abilityText(a)}</p>
                </li>
              ))}
            </ul>
          )}
        </BoardSection>
      </div>
    </article>
  );
}

function BoardSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h4 className="text-[11px] font-semibold tracking-wider text-zinc-500 uppercase">{title}</h4>
      {children}
    </section>
  );
}

function PowerBowls({ power }: { power: Faction["power"] }) {
  const bowls = [power.bowl1, power.bowl2, power.bowl3];
  return (
    <div className="flex items-end gap-2">
      {bowls.map((n, i) => (
        <div key={i} role="img" aria-label={`Bowl ${"I".repeat(i + 1)}: ${n} power tokens`} className="flex flex-col items-center gap-1">
          <div className="flex size-12 items-center justify-center rounded-full bg-violet-100 ring-2 ring-violet-300 ring-inset">
            <span className="text-base font-semibold text-violet-900 tabular-nums">{n}</span>
          </div>
          <span className="text-[10px] font-medium text-zinc-500">{["I", "II", "III"][i]}</span>
        </div>
      ))}
    </div>
  );
}

function CultStart({ cults }: { cults: Faction["startingCults"] }) {
  return (
    <ul className="grid grid-cols-4 gap-1">
      {CULTS.map((c) => (
        <li key={c} aria-label={`${CULT_COLORS[c].label}: ${cults[c] ?? 0}`} className="flex flex-col items-center gap-0.5 rounded-md bg-zinc-50 py-1 ring-1 ring-zinc-100">
          <CultIcon cult={c} className="size-4" />
          <span className={`text-sm tabular-nums ${cults[c] ? "font-semibold text-zinc-900" : "text-zinc-400"}`}>{cults[c] ?? 0}</span>
        </li>
      ))}
    </ul>
  );
}

function BuildingRow({ building, faction, color }: { building: Building; faction: Faction; color: string }) {
  const def = faction.buildings[building];
  const base = baseIncome(def.income);
  const unlocked = faction.abilities.filter((a) => "requires" in a && a.requires === building);
  return (
    <tr className="align-middle" data-building={building}>
      <th scope="row" className="w-9 pr-1 text-left font-normal @2xl:w-28">
        <span className="flex items-center gap-1.5">
          <BuildingIcon building={building} color={color} className="size-6" />
          <span className="hidden text-xs text-zinc-700 @2xl:inline">{BUILDING_NAMES[building]}</span>
        </span>
      </th>
      <td className="w-24 pr-2 @2xl:w-32">
        <span className="flex flex-col gap-0.5">
          <Resources value={def.cost} size="sm" />
          {def.costWithNeighbour && (
            <span className="flex items-center gap-1 text-[10px] text-zinc-500" title="Cost with an opponent's structure adjacent">
              adj. <Resources value={def.costWithNeighbour} size="sm" />
            </span>
          )}
        </span>
      </td>
      <td>
        <div className="flex flex-wrap items-center gap-1">
          {Object.keys(base).length > 0 && (
            <span className="mr-1 flex items-center gap-0.5 rounded-md border border-dashed border-zinc-300 px-1 py-0.5" title="Base income of the board">
              <Resources value={base} size="sm" />
            </span>
          )}
          {Array.from({ length: def.supply }, (_, i) => {
            const added = incomeAdded(def.income, i + 1);
            const empty = !RESOURCES.some((r) => added[r as IncomeResource]);
            return (
              <span
                key={i}
                className="flex h-7 min-w-7 items-center justify-center rounded-md bg-zinc-50 px-0.5 ring-1 ring-zinc-200 ring-inset"
                aria-label={`${BUILDING_NAMES[building]} ${i + 1} adds ${empty ? "nothing" : Object.entries(added).map(([r, n]) => `${n} ${r}`).join(", ")}`}
              >
                {empty ? <span className="size-1.5 rounded-full bg-zinc-300" /> : <Resources value={added} size="sm" />}
              </span>
            );
          })}
          {def.onBuild && (
            <span className="ml-1 flex items-center gap-1 rounded-md bg-amber-50 px-1.5 py-0.5 ring-1 ring-amber-200" title="Gained once when built">
              <span className="text-[10px] text-amber-800">built:</span>
              <EffectIcons effect={def.onBuild} size="sm" />
            </span>
          )}
          {unlocked.map((a, i) => (
            <span key={i} className="ml-1 rounded-md bg-zinc-900 px-1.5 py-0.5 text-[10px] font-medium text-white" title={abilityText(a)}>
              unlocks {a.ability === "special-action" ? (a.action.name ?? a.id) : abilityTitle(a)}
            </span>
          ))}
        </div>
      </td>
    </tr>
  );
}

interface TrackStep {
  label: ReactNode;
  vp?: number;
  extra?: ReactNode;
}

function Track({ icon, cost, steps }: { icon: ReactNode; cost?: Faction["digging"]["advanceCost"]; steps: TrackStep[] }) {
  return (
    <div className="space-y-2">
      <ol className="flex flex-wrap items-stretch gap-1">
        {steps.map((s, i) => (
          <li key={i} className="flex min-w-14 flex-col items-center gap-1 rounded-md bg-zinc-50 px-2 py-1.5 ring-1 ring-zinc-200 ring-inset">
            <span className="flex items-center gap-1 text-xs font-medium text-zinc-700">
              {i === 0 && icon}
              {s.label}
            </span>
            {s.vp !== undefined ? <VpIcon className="size-5" value={s.vp} /> : <span className="text-[10px] text-zinc-400">start</span>}
            {s.extra}
          </li>
        ))}
      </ol>
      {cost ? (
        <p className="flex items-center gap-1 text-xs text-zinc-500">
          Each step costs <Resources value={cost} size="sm" />
        </p>
      ) : (
        <p className="text-xs text-zinc-500">Cannot be advanced.</p>
      )}
    </div>
  );
}
