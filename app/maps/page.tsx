import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";
import { MapCatalog } from "@/components/map/MapCatalog";
import { PageHeader } from "@/components/PageHeader";
import { listMaps } from "@/prisma/maps";
import { listPacks } from "@/prisma/packs";
import { visiblePackIds } from "@/auth/page";

export const metadata: Metadata = { title: "Maps" };

export default function MapsPage() {
  return (
    <div className="space-y-8">
      <PageHeader
        title="Maps"
        description="Game boards stored in content packs: the base game's boards and your own. Paint terrain, rivers, bridge slots and canals, with live checks, and move boards to and from terra.snellman.net."
      />
      <Suspense fallback={<CatalogSkeleton />}>
        <StoredMaps />
      </Suspense>
    </div>
  );
}

/** The maps of every stored pack, read per request. */
async function StoredMaps() {
  await connection();
  const visible = await visiblePackIds();
  const [maps, packs] = await Promise.all([listMaps().then((all) => all.filter((m) => visible(m.packId))), listPacks().then((all) => all.filter((p) => visible(p.id)))]);
  return (
    <MapCatalog
      entries={maps.map((m) => ({
        key: m.key,
        packId: m.packId,
        packName: m.packName,
        mapId: m.mapId,
        name: m.name,
        description: m.description,
        rows: m.rows,
        offset: m.offset,
        inPack: m.inPack,
        draft: m.draft ? { errors: m.draft.errors } : undefined,
      }))}
      packs={packs.map((p) => ({ id: p.id, name: p.name }))}
    />
  );
}

function CatalogSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading maps" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-64 animate-pulse rounded-xl border border-zinc-200 bg-white" />
      ))}
    </div>
  );
}
