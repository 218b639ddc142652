import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { Suspense } from "react";
import { PageHeader } from "@/components/PageHeader";
import { ImpactPanel, type ImpactPackOption } from "@/components/lab/ImpactPanel";
import { GAMES } from "@/engine";
import { listPacks } from "@/prisma/packs";
import { listSessions } from "@/prisma/sessions";
import { visiblePackIds } from "@/auth/page";

export const metadata: Metadata = { title: "Impact replay" };

/** The impact replay: recorded games replayed under a changed revision, per game and per faction. */
export default function ImpactPage() {
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
        <Impact />
      </Suspense>
    </div>
  );
}

async function Impact() {
  await connection();
  const visible = await visiblePackIds();
  const sessions = await listSessions();
  const packs: ImpactPackOption[] = (await listPacks())
    .filter((p) => visible(p.id) && GAMES[p.game as keyof typeof GAMES])
    .map((p) => ({ id: p.id, name: p.name, head: p.headNumber, sessions: sessions.filter((s) => s.packId === p.id && s.moves > 0).length, bots: Object.keys(GAMES[p.game as keyof typeof GAMES].bots) }));
  return <ImpactPanel packs={packs} />;
}
