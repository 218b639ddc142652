import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/PageHeader";
import { PackBreadcrumb } from "@/components/authoring/PackBreadcrumb";
import { SectionJsonEditor } from "@/components/packs/SectionJsonEditor";
import { packSections, sectionJsonSchema } from "@/components/packs/sections";
import { loadStoredPack } from "../../../_lib/packData";

export async function generateMetadata({ params }: { params: Promise<{ id: string; section: string }> }): Promise<Metadata> {
  const { id, section } = await params;
  return { title: `${section} · ${id}` };
}

/** One section of a pack of a game other than Terra Mystica (whose editors are its own pages), edited as JSON. */
export default async function PackSectionPage({ params }: { params: Promise<{ id: string; section: string }> }) {
  await connection();
  const { id, section } = await params;
  const loaded = await loadStoredPack(id);
  if (!loaded || loaded.detail.summary.game === "terra-mystica") notFound();
  const { summary, document } = loaded.detail;
  const info = packSections(summary.game).find((s) => s.key === section);
  if (!info) notFound();
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<PackBreadcrumb packId={id} packName={summary.name} />}
        title={info.label}
        description={info.description ?? `The ${info.label.toLowerCase()} of this pack, as JSON.`}
      />
      <SectionJsonEditor
        packId={id}
        headNumber={summary.headNumber}
        section={section}
        label={info.label}
        document={document as unknown as Record<string, unknown>}
        schema={sectionJsonSchema(summary.game, section)}
      />
    </div>
  );
}
