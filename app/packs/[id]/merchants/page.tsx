import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/PageHeader";
import { PackBreadcrumb } from "@/components/authoring/PackBreadcrumb";
import { MerchantsEditor } from "@/components/authoring/merchants/MerchantsEditor";
import { getRevision, terraMysticaDocument } from "@/prisma/packs";
import { effectivePack, loadEditablePack } from "../../_lib/packData";

export const metadata: Metadata = { title: "Merchants of the Seas" };

/** The nearest stored ancestor of a pack that has a merchants section of its own. */
async function sectionOwner(extendsId: string | undefined): Promise<{ id: string; name: string } | undefined> {
  const seen = new Set<string>();
  for (let id = extendsId; id && !seen.has(id); ) {
    seen.add(id);
    const doc = terraMysticaDocument(await getRevision(id));
    if (!doc) return undefined;
    if (doc.merchants) return { id, name: doc.manifest.name };
    id = doc.manifest.extends?.id;
  }
  return undefined;
}

/** The Merchants of the Seas editor of a pack: shipyard boards, trade rewards, pieces, range tiles, faction rules. */
export default async function MerchantsPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const loaded = await loadEditablePack(id);
  if (!loaded) notFound();
  const { detail, parent } = loaded;
  const pack = effectivePack(loaded);
  const inheritedFrom = detail.document.merchants ? undefined : await sectionOwner(detail.document.manifest.extends?.id);
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<PackBreadcrumb packId={id} packName={detail.summary.name} />}
        title="Merchants of the Seas"
        description="Ships, trade, shipyard boards and range tiles: every value of the expansion, many of them printed only in pictures. Saving makes a new revision of the pack; canals are drawn in the map editor."
      />
      {pack.merchants ? (
        <MerchantsEditor
          packId={id}
          headNumber={detail.summary.headNumber}
          pack={detail.document}
          parent={parent}
          inheritedFrom={inheritedFrom}
          factions={Object.entries(pack.factions).map(([fid, f]) => ({ id: fid, name: f.name }))}
        />
      ) : (
        <p className="rounded-lg border border-zinc-200 bg-white px-4 py-3 text-sm text-zinc-700" data-testid="merchants-absent">
          This pack plays without Merchants of the Seas: neither it nor a pack it extends has a merchants section. Make a pack that extends{" "}
          <Link href="/packs/merchants" className="underline underline-offset-2">
            merchants
          </Link>{" "}
          (or fork it) to edit the expansion.
        </p>
      )}
    </div>
  );
}
