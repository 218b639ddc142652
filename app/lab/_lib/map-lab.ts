/**
 * The lab's measured win rates on one map of a stored pack, for the map editor's balance
 * dashboard: the newest finished batch of that pack that played the map, its games on the map
 * pooled per home terrain (lib/lab/map-win-rates.ts).
 */
import { TERRAINS } from "@/engine";
import { winRatesByHome, type MapLabJson } from "@/lib/lab/map-win-rates";
import { labGames, listLabBatches } from "@/prisma/lab";
import { findRevision } from "@/prisma/sessions";
import { playPack } from "@/app/playtest/_lib/sessions";

/** The lab's win rates on `mapId` of pack `packId` from the newest finished batch with games there, or undefined. */
export async function mapLab(packId: string, mapId: string): Promise<MapLabJson | undefined> {
  const batches = (await listLabBatches()).filter((b) => b.packId === packId && b.status === "done" && b.spec.maps.includes(mapId));
  for (const batch of batches) {
    const games = (await labGames(batch.id)).flatMap((r) => (r.ok && r.map === mapId ? [{ index: r.index, seed: r.seed, moves: r.moves, seats: r.seats }] : []));
    if (games.length === 0) continue;
    const revision = await findRevision(packId, batch.spec.pack.revision);
    const pack = revision ? await playPack(revision.id, revision.document) : undefined;
    const factions = pack && !("ok" in pack) && pack.game === "terra-mystica" ? pack.resolved.factions : {};
    const rates = winRatesByHome(games, TERRAINS, (f) => factions[f]?.homeTerrain);
    return {
      batch: { id: batch.id, ...(batch.spec.pack.revision ? { revision: batch.spec.pack.revision } : {}), players: batch.spec.players, bots: batch.spec.bots, createdAt: batch.createdAt.toISOString() },
      games: games.length,
      rates,
    };
  }
  return undefined;
}
