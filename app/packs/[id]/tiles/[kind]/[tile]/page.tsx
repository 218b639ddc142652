import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { z } from "zod";
import { TILE_ID_PREFIXES, tileIdSchema } from "@/engine";
import { PageHeader } from "@/components/PageHeader";
import { QueryProblem } from "@/components/QueryProblem";
import { FlagParam, parseSearch, type SearchParams } from "@/app/api/_lib/query";
import { PackBreadcrumb } from "@/components/authoring/PackBreadcrumb";
import { tilesHref } from "@/components/authoring/links";
import { tileKindBySlug } from "@/components/authoring/tiles/kinds";
import { NEW_TILE } from "@/components/authoring/tiles/templates";
import { TileEditor } from "@/components/authoring/tiles/TileEditor";
import { effectivePack, loadEditablePack } from "../../../../_lib/packData";

type Params = { id: string; kind: string; tile: string };

const TileQuery = z.object({ new: FlagParam });

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return { title: `Tile ${(await params).tile}` };
}

/** A tile editor; `?new=1` starts a tile that is not in the pack yet. */
export default async function TileEditorPage({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<SearchParams> }) {
  await connection();
  const { id, kind: kindSlug, tile: tileId } = await params;
  const query = parseSearch(TileQuery, await searchParams);
  const kind = tileKindBySlug(kindSlug);
  const loaded = await loadEditablePack(id);
  if (!kind || !loaded || !tileIdSchema(TILE_ID_PREFIXES[kind.section]).safeParse(tileId).success) notFound();
  if (!query.ok) return <QueryProblem message={query.message} />;
  const isNew = query.data.new;
  const own = (loaded.detail.document[kind.section] as Record<string, unknown>)[tileId];
  const inherited = own === undefined ? (loaded.parent?.[kind.section] as Record<string, unknown> | undefined)?.[tileId] : undefined;
  if (own === undefined && inherited === undefined && !isNew) notFound();
  const initial = own === undefined ? (inherited ?? NEW_TILE[kind.section](`New ${kind.singular.toLowerCase()}`)) : undefined;
  const name = ((own ?? initial) as { name?: string } | undefined)?.name;
  const about =
    own === undefined
      ? inherited
        ? `Inherited from ${loaded.parent?.manifest.name ?? "the parent pack"}, unchanged here. Saving an edit puts your version in this pack.`
        : `A new ${kind.singular.toLowerCase()}: saving adds it to the pack.`
      : `${kind.singular}: edit it in the form or as JSON; both stay in sync.`;
  // Merchants of the Seas takes some of its parents' tiles out of play (merchants.removedTiles).
  const removed = (effectivePack(loaded).merchants?.removedTiles ?? []).includes(tileId);

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={
          <PackBreadcrumb packId={id} packName={loaded.detail.summary.name} trail={[{ href: tilesHref(id, kind.slug), label: kind.label }]} />
        }
        title={`${tileId}${name ? ` · ${name}` : ""}`}
        description={removed ? `${about} Not in play in this pack: merchants.removedTiles takes it out.` : about}
      />
      <TileEditor packId={id} headNumber={loaded.detail.summary.headNumber} pack={loaded.detail.document} parent={loaded.parent} kindSlug={kind.slug} tileId={tileId} initial={initial} />
    </div>
  );
}
