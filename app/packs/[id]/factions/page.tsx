import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/PageHeader";
import { PackBreadcrumb } from "@/components/authoring/PackBreadcrumb";
import { FactionCard } from "@/components/authoring/faction/FactionCard";
import { NewFactionForm } from "@/components/authoring/faction/NewFactionForm";
import { factionHref } from "@/components/authoring/links";
import { effectivePack, loadEditablePack } from "../../_lib/packData";

export const metadata: Metadata = { title: "Factions" };

/** The factions of a pack, each linking to its editor, and a form to start a new one. */
export default async function PackFactionsPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const loaded = await loadEditablePack(id);
  if (!loaded) notFound();
  const pack = effectivePack(loaded);
  const own = loaded.detail.document.factions;
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={
          <PackBreadcrumb packId={id} packName={loaded.detail.summary.name} />
        }
        title="Factions"
        description="Open a faction to edit its board and abilities, or start a new one from the standard board."
      />
      <section aria-label="Start a new faction" className="space-y-2">
        <h2 className="text-sm font-medium text-zinc-500">New faction</h2>
        <NewFactionForm packId={id} taken={Object.keys(pack.factions)} />
      </section>
      <ul aria-label="Factions" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Object.entries(pack.factions).map(([fid, f]) => (
          <li key={fid}>
            <FactionCard id={fid} faction={f} href={factionHref(id, fid)} inherited={!own[fid]} />
          </li>
        ))}
      </ul>
    </div>
  );
}
