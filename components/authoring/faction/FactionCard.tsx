/** A faction in a list: colour, name, home terrain, starting resources and what sets it apart (abilities and more). */
import Link from "next/link";
import { TERRAINS, type Faction, type Terrain } from "@/engine";
import { TerrainSwatch } from "@/components/TerrainSwatch";
import { Resources } from "../effects";
import { factionTraits } from "./abilityText";

export function FactionCard({ id, faction, href, inherited = false }: { id: string; faction: Faction; href: string; inherited?: boolean }) {
  const traits = factionTraits(faction);
  return (
    <article aria-labelledby={`faction-${id}`} className="group relative flex h-full flex-col rounded-xl border border-zinc-200 bg-white p-4 shadow-xs transition hover:border-zinc-300 hover:shadow-sm">
      <div className="flex items-start gap-3">
        <span className="mt-1 h-8 w-1.5 shrink-0 rounded-full" style={{ backgroundColor: faction.color ?? "#a1a1aa" }} />
        <div className="min-w-0 flex-1">
          <h3 id={`faction-${id}`} className="truncate font-semibold text-zinc-900">
            <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
              {faction.name}
            </Link>
          </h3>
          <p className="font-mono text-xs text-zinc-500">
            {id}
            {inherited && <span className="ml-1.5 font-sans text-zinc-400">inherited</span>}
          </p>
        </div>
        {TERRAINS.includes(faction.homeTerrain as Terrain) ? (
          <TerrainSwatch terrain={faction.homeTerrain as Terrain} size="lg" />
        ) : (
          <span className="rounded-md bg-zinc-100 px-1.5 py-0.5 text-xs text-zinc-600">chosen</span>
        )}
      </div>
      <div className="mt-3 flex items-center gap-2">
        <Resources value={faction.startingResources} size="sm" />
      </div>
      <ul className="mt-3 flex flex-wrap gap-1">
        {traits.map((t, i) => (
          <li key={i} title={t.text} className="rounded bg-zinc-100 px-1.5 py-0.5 text-[11px] text-zinc-700">
            {t.label}
          </li>
        ))}
        {traits.length === 0 && <li className="text-[11px] text-zinc-400">no abilities</li>}
      </ul>
    </article>
  );
}
