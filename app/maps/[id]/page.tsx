import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { MapEditor } from "@/components/map/editor/MapEditor";
import { getEditableMap } from "@/prisma/maps";
import { pagePackAccess } from "@/auth/page";
import { mapLab } from "@/app/lab/_lib/map-lab";

export const metadata: Metadata = { title: "Map editor" };

/** The map editor for one map (`/maps/<pack>.<map>`), read per request; an unknown map is a 404. */
export default async function MapEditorPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const map = await getEditableMap(decodeURIComponent(id));
  if (!map || (await pagePackAccess(map.packId)) === null) notFound();
  const lab = await mapLab(map.packId, map.mapId);
  return (
    <MapEditor
      key={map.key}
      mapKey={map.key}
      packId={map.packId}
      packName={map.packName}
      mapId={map.mapId}
      headNumber={map.headNumber}
      saved={map.saved}
      {...(lab ? { lab } : {})}
      draft={map.draft ? { map: map.draft.map, errors: map.draft.errors, baseNumber: map.draft.baseNumber, updatedAt: map.draft.updatedAt.toISOString() } : undefined}
    />
  );
}
