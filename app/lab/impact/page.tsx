import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { Suspense } from "react";
import { PageHeader } from "@/components/PageHeader";
import { ImpactPanel, type ImpactPackOption, type ImpactSummaryJson } from "@/components/lab/ImpactPanel";
import { isImpactRunning } from "@/app/lab/_lib/impact-manager";
import { listLabImpacts } from "@/prisma/lab-impact";
import { GAMES } from "@/engine";
import { listPacks } from "@/prisma/packs";
import { listSessions } from "@/prisma/sessions";
import { visiblePackIds } from "@/auth/page";

export const metadata: Metadata = { title: "Impact replay" };

type Query = Promise<Record<string, string | string[] | undefined>>;

/** The impact replay: recorded games replayed under a changed revision, per game and per faction; `?replay=<id>` shows a stored one. */
export default function ImpactPage({ searchParams }: { searchParams: Query }) {
  return (
    <div className="space-y-8">
      <PageHeader
        title="Impact replay"
        description="Recorded games replayed under a changed pack revision: which games the change touches, the first move that changed, and the VP per faction under A and B — where a move becomes illegal, a bot plays the game on."
      />
      <p className="text-sm">
        <Link href="/lab" className="text-teal-800 hover:underline">
          ← Balance lab
        </Link>
      </p>
      <Suspense fallback={<p className="text-sm text-zinc-500">Loading packs…</p>}>
        <Impact searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function Impact({ searchParams }: { searchParams: Query }) {
  await connection();
  const query = await searchParams;
  const visible = await visiblePackIds();
  const sessions = await listSessions();
  const packs: ImpactPackOption[] = (await listPacks())
    .filter((p) => visible(p.id) && GAMES[p.game as keyof typeof GAMES])
    .map((p) => ({ id: p.id, name: p.name, head: p.headNumber, sessions: sessions.filter((s) => s.packId === p.id && s.moves > 0).length, bots: Object.keys(GAMES[p.game as keyof typeof GAMES].bots) }));
  const impacts: ImpactSummaryJson[] = (await listLabImpacts())
    .filter((i) => visible(i.packId) && visible(i.againstId))
    .map((i) => ({ id: i.id, packId: i.packId, againstId: i.againstId, spec: i.spec, total: i.total, stored: i.stored, status: i.status, ...(i.error ? { error: i.error } : {}), running: isImpactRunning(i.id), createdAt: i.createdAt.toISOString() }));
  const replay = typeof query.replay === "string" && impacts.some((i) => i.id === query.replay) ? query.replay : undefined;
  return <ImpactPanel packs={packs} initialImpacts={impacts} {...(replay ? { initialId: replay } : {})} />;
}
