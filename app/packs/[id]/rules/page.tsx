import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/PageHeader";
import { PackBreadcrumb } from "@/components/authoring/PackBreadcrumb";

import { RulesEditor } from "@/components/authoring/rules/RulesEditor";
import { effectivePack, loadEditablePack } from "../../_lib/packData";

export const metadata: Metadata = { title: "Rules and variants" };

/** The rules and variants editor of a pack. */
export default async function RulesPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const loaded = await loadEditablePack(id);
  if (!loaded) notFound();
  const pack = effectivePack(loaded);
  const tilesByOption: Record<string, string[]> = {};
  for (const section of ["bonusCards", "scoringTiles", "townTiles"] as const)
    for (const [tid, tile] of Object.entries(pack[section])) if (tile.option) (tilesByOption[tile.option] ??= []).push(tid);
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={
          <PackBreadcrumb packId={id} packName={loaded.detail.summary.name} />
        }
        title="Rules and variants"
        description="Every rule that is a number or a table, and the house rules a game may switch on. Saving makes a new revision of the pack."
      />
      <RulesEditor
        packId={id}
        headNumber={loaded.detail.summary.headNumber}
        pack={loaded.detail.document}
        parent={loaded.parent}
        maps={Object.entries(pack.maps).map(([mid, m]) => ({ id: mid, name: m.name }))}
        factions={Object.entries(pack.factions).map(([fid, f]) => ({ id: fid, name: f.name }))}
        tilesByOption={tilesByOption}
      />
    </div>
  );
}
