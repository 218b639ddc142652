import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { Suspense } from "react";
import { EmptyState } from "@/components/EmptyState";
import { PageHeader } from "@/components/PageHeader";
import { TerrainSwatch } from "@/components/TerrainSwatch";
import { tileHref, tilesHref } from "@/components/authoring/links";
import { TILE_KINDS } from "@/components/authoring/tiles/kinds";
import { sortTileIds } from "@/components/authoring/tiles/templates";
import { TileCard } from "@/components/authoring/tiles/TileCard";
import { listPackDetails, onlyTerraMystica } from "@/prisma/packs";
import { visiblePackIds } from "@/auth/page";

export const metadata: Metadata = { title: "Tiles" };

export default function TilesPage() {
  return (
    <div className="space-y-8">
      <PageHeader title="Tiles" description="Bonus cards, favor tiles, scoring tiles, town tiles and power actions of every stored pack, drawn as printed. Click one to edit it." />
      <Suspense fallback={<div aria-busy="true" className="h-56 animate-pulse rounded-xl border border-zinc-200 bg-white" />}>
        <TilesByPack />
      </Suspense>
    </div>
  );
}

async function TilesByPack() {
  await connection();
  const visible = await visiblePackIds();
  const packs = onlyTerraMystica(await listPackDetails()).filter((p) => visible(p.summary.id));
  const withTiles = packs.filter((p) => TILE_KINDS.some((k) => Object.keys(p.document[k.section]).length > 0));
  if (withTiles.length === 0)
    return (
      <EmptyState title="No tiles yet" icon={<TerrainSwatch terrain="wasteland" size="lg" />}>
        <p>
          Create a pack on the <Link href="/packs" className="underline">Packs</Link> page, then add tiles to it.
        </p>
      </EmptyState>
    );
  return (
    <div className="space-y-12">
      {withTiles.map((p) => (
        <section key={p.summary.id} aria-label={p.summary.name} className="space-y-6">
          <div className="flex items-baseline justify-between gap-3 border-b border-zinc-200 pb-2">
            <h2 className="text-base font-semibold text-zinc-900">{p.summary.name}</h2>
            <Link href={tilesHref(p.summary.id)} className="text-sm font-medium text-zinc-600 underline underline-offset-2 hover:text-zinc-900">
              Edit this pack&apos;s tiles
            </Link>
          </div>
          {TILE_KINDS.filter((k) => Object.keys(p.document[k.section]).length > 0).map((k) => {
            const tiles = p.document[k.section] as Record<string, unknown>;
            return (
              <div key={k.slug} className="space-y-2">
                <h3 className="text-sm font-medium text-zinc-500">{k.label}</h3>
                <ul className="flex flex-wrap gap-3">
                  {sortTileIds(Object.keys(tiles)).map((tid) => (
                    <li key={tid}>
                      <Link href={tileHref(p.summary.id, k.slug, tid)} className="block rounded-lg transition hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-zinc-900">
                        <TileCard section={k.section} id={tid} tile={tiles[tid]} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
