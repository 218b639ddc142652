import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/PageHeader";
import { PackBreadcrumb } from "@/components/authoring/PackBreadcrumb";
import { tileHref } from "@/components/authoring/links";
import { TILE_KINDS } from "@/components/authoring/tiles/kinds";
import { NewTileButton } from "@/components/authoring/tiles/NewTileButton";
import { nextTileId, sortTileIds } from "@/components/authoring/tiles/templates";
import { TileCard } from "@/components/authoring/tiles/TileCard";
import { effectivePack, loadEditablePack } from "../../_lib/packData";

export const metadata: Metadata = { title: "Tiles" };

/**
 * Every tile of a pack drawn as printed, by kind; each opens its editor. Tiles the pack takes out of
 * play (Merchants of the Seas: `merchants.removedTiles`, the base scoring tiles, BON6, TW7) are
 * dimmed and say so, with the count of them beside each kind's.
 */
export default async function PackTilesPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const loaded = await loadEditablePack(id);
  if (!loaded) notFound();
  const pack = effectivePack(loaded);
  const removed = new Set<string>(pack.merchants?.removedTiles ?? []);
  return (
    <div className="space-y-10">
      <PageHeader
        eyebrow={
          <PackBreadcrumb packId={id} packName={loaded.detail.summary.name} />
        }
        title="Tiles"
        description="Bonus cards, favor tiles, scoring tiles, town tiles and power actions. Click a tile to edit it."
      />
      {TILE_KINDS.map((kind) => {
        const entries = pack[kind.section] as Record<string, unknown>;
        const ids = sortTileIds(Object.keys(entries));
        const out = ids.filter((tid) => removed.has(tid)).length;
        return (
          <section key={kind.slug} id={kind.slug} aria-label={kind.label} className="scroll-mt-20 space-y-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <div>
                <h2 className="text-base font-semibold text-zinc-900">
                  {kind.label} <span className="text-sm font-normal text-zinc-500">{ids.length}</span>
                  {out > 0 && <span className="text-sm font-normal text-zinc-500"> · {out} not in play</span>}
                </h2>
                <p className="text-sm text-zinc-600">{kind.about}</p>
              </div>
              <NewTileButton packId={id} kindSlug={kind.slug} nextId={nextTileId(kind.prefix, Object.keys(entries))} label={kind.singular} />
            </div>
            <ul className="flex flex-wrap gap-4">
              {ids.map((tid) => (
                <li key={tid} data-tile={tid} data-removed={removed.has(tid) || undefined}>
                  <Link
                    href={tileHref(id, kind.slug, tid)}
                    className={`block rounded-lg transition hover:-translate-y-0.5 hover:drop-shadow focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-zinc-900 ${removed.has(tid) ? "opacity-50 grayscale" : ""}`}
                  >
                    <TileCard section={kind.section} id={tid} tile={entries[tid]} />
                  </Link>
                  {removed.has(tid) && (
                    <p className="mt-1 w-44 text-xs text-zinc-600">
                      Not in play: removed by this pack (<code>merchants.removedTiles</code>)
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
