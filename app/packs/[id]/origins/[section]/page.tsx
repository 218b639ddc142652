import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { isPackOf } from "@/engine";
import { PageHeader } from "@/components/PageHeader";
import { PackBreadcrumb } from "@/components/authoring/PackBreadcrumb";
import { OriginsSectionEditor } from "@/components/origins/editors/OriginsSectionEditor";
import { OriginsSectionNav } from "@/components/origins/editors/OriginsSectionNav";
import { originsSectionBySlug } from "@/components/origins/editors/sections";
import { loadStoredPack } from "../../../_lib/packData";

type Params = { id: string; section: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return { title: originsSectionBySlug((await params).section)?.title ?? "Origins" };
}

/** An Origins pack's editor of one section (ORIGINS_SECTIONS: buildings … rules). */
export default async function OriginsSectionPage({ params }: { params: Promise<Params> }) {
  await connection();
  const { id, section: slug } = await params;
  const section = originsSectionBySlug(slug);
  const loaded = await loadStoredPack(id);
  if (!section || !loaded || !isPackOf(loaded.detail.document, "origins")) notFound();
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<PackBreadcrumb packId={id} packName={loaded.detail.summary.name} />}
        title={section.title}
        description={`${section.description} Saving makes a new revision of the pack.`}
      />
      <OriginsSectionNav packId={id} current={section.slug} />
      <OriginsSectionEditor section={section.slug} packId={id} headNumber={loaded.detail.summary.headNumber} pack={loaded.detail.document} />
    </div>
  );
}
