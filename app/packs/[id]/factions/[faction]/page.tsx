import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { z } from "zod";
import { IdSchema, newFaction, TerrainSchema } from "@/engine";
import { PageHeader } from "@/components/PageHeader";
import { QueryProblem } from "@/components/QueryProblem";
import { FlagParam, parseSearch, type SearchParams } from "@/app/api/_lib/query";
import { PackBreadcrumb } from "@/components/authoring/PackBreadcrumb";
import { FactionEditor } from "@/components/authoring/faction/FactionEditor";
import { factionsHref } from "@/components/authoring/links";
import { loadEditablePack } from "../../../_lib/packData";

type Params = { id: string; faction: string };
const NewFactionQuery = z.object({ new: FlagParam, name: z.string().max(120, "must be at most 120 characters").optional(), terrain: TerrainSchema.optional() });

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { faction } = await params;
  return { title: `Faction ${faction}` };
}

/** The faction editor; `?new=1&name=...&terrain=...` starts a faction that is not in the pack yet. */
export default async function FactionEditorPage({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<SearchParams> }) {
  await connection();
  const { id, faction: factionId } = await params;
  const query = parseSearch(NewFactionQuery, await searchParams);
  const loaded = await loadEditablePack(id);
  if (!loaded || !IdSchema.safeParse(factionId).success) notFound();
  if (!query.ok) return <QueryProblem message={query.message} />;
  const search = query.data;
  const { detail, parent } = loaded;
  const existing = detail.document.factions[factionId];
  const inherited = !existing ? parent?.factions[factionId] : undefined;
  if (!existing && !inherited && !search.new) notFound();
  const initial = existing ? undefined : (inherited ?? newFaction(search.name?.trim() || factionId, search.terrain));
  const name = existing?.name ?? initial?.name ?? factionId;

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={
          <PackBreadcrumb packId={id} packName={detail.summary.name} trail={[{ href: factionsHref(id), label: "Factions" }]} />
        }
        title={name}
        description={
          existing
            ? "Edit the board in the form or as JSON; both stay in sync. Saving makes a new revision of the pack."
            : inherited
              ? `Inherited from ${parent?.manifest.name}. Saving puts your version in this pack.`
              : "A new faction from the standard board. Pick its home terrain and abilities, then save it into the pack."
        }
      />
      <FactionEditor packId={id} headNumber={detail.summary.headNumber} pack={detail.document} parent={parent} factionId={factionId} initial={initial} />
    </div>
  );
}
