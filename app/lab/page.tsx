import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { Suspense } from "react";
import { PageHeader } from "@/components/PageHeader";
import { LabPanel, type BatchJson, type LabPackOption } from "@/components/lab/LabPanel";
import { isRunning } from "@/app/lab/_lib/manager";
import { listLabBatches } from "@/prisma/lab";
import { FIRST_GAME, GAMES } from "@/engine";
import { listPacks } from "@/prisma/packs";
import { findRevision } from "@/prisma/sessions";
import { visiblePackIds } from "@/auth/page";
import { playPack } from "@/app/playtest/_lib/sessions";

export const metadata: Metadata = { title: "Balance lab" };

/** The balance lab: start batches of bot games on a pack revision, watch them run, read the statistics. `?pack=&map=` preselects a pack and map (the map editor links so). */
export default function LabPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <div className="space-y-8">
      <PageHeader
        title="Balance lab"
        description="Seeded bot games by the hundred on every core: per faction (Terra Mystica) or starting position (Origins) win rate and mean VP with 95% confidence intervals, so a change to a faction, tile, building or map can be measured before a group plays it."
        actions={
          <Link href="/lab/impact" className="text-sm font-medium text-teal-800 hover:underline">
            Impact replay of recorded games →
          </Link>
        }
      />
      <Suspense fallback={<p className="text-sm text-zinc-500">Loading packs…</p>}>
        <Lab searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function Lab({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const query = await searchParams;
  const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);
  const visible = await visiblePackIds();
  const packs: LabPackOption[] = [];
  for (const p of (await listPacks()).filter((x) => visible(x.id))) {
    const game = GAMES[p.game as keyof typeof GAMES];
    if (!game?.lab) continue;
    const revision = await findRevision(p.id, undefined);
    if (!revision) continue;
    const pack = await playPack(revision.id, revision.document);
    if ("ok" in pack) continue;
    // A game without maps (Origins) has none to choose: its batches play its one board.
    const { maps, players } =
      pack.game === "terra-mystica" ? { maps: Object.keys(pack.resolved.maps), players: pack.catalog.rules.players } : { maps: [], players: pack.resolved.setup.players };
    packs.push({ id: p.id, name: p.name, game: pack.game, gameName: game.name, revision: revision.number, maps, players: { min: players.min, max: players.max }, bots: Object.keys(game.bots) });
  }
  const batches: BatchJson[] = (await listLabBatches())
    .filter((b) => visible(b.packId))
    .map((b) => ({ id: b.id, packId: b.packId, status: b.status, total: b.total, stored: b.stored, running: isRunning(b.id), createdAt: b.createdAt.toISOString(), spec: b.spec }));
  // The first game's packs first (the base game is the page's default pack), each game's in the stored order.
  packs.sort((a, b) => Number(b.game === FIRST_GAME) - Number(a.game === FIRST_GAME));
  const packId = one(query.pack);
  const map = one(query.map);
  const initial = packs.find((p) => p.id === packId);
  return <LabPanel packs={packs} initialBatches={batches} {...(initial ? { initial: { packId: initial.id, ...(map && initial.maps.includes(map) ? { map } : {}) } } : {})} />;
}
