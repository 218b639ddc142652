import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";
import { PackList } from "@/components/PackList";
import { PageHeader } from "@/components/PageHeader";
import { PackActions } from "@/components/authoring/packs/PackActions";
import { listPacks, MAX_PACK_BYTES } from "@/prisma/packs";
import { visiblePackIds } from "@/auth/page";

export const metadata: Metadata = { title: "Packs" };

export default function PacksPage() {
  return (
    <div className="space-y-8">
      <PageHeader
        title="Packs"
        description="Content packs stored in the studio. Start a new pack from an existing one, or import a pack file; each save is a new revision."
      />
      <Suspense fallback={<PackListSkeleton />}>
        <StoredPacks />
      </Suspense>
    </div>
  );
}

/** The stored packs, read per request, with the actions that add one. */
async function StoredPacks() {
  await connection();
  const visible = await visiblePackIds();
  const packs = (await listPacks()).filter((p) => visible(p.id));
  return (
    <div className="space-y-6">
      <PackActions packs={packs.map((p) => ({ id: p.id, name: p.name, game: p.game }))} maxBytes={MAX_PACK_BYTES} />
      <PackList packs={packs} />
    </div>
  );
}

function PackListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading packs" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-56 animate-pulse rounded-xl border border-zinc-200 bg-white" />
      ))}
    </div>
  );
}
