import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { Suspense } from "react";
import { PageHeader } from "@/components/PageHeader";
import { ImportLogForm } from "@/components/playtest/ImportLogForm";
import { GAMES, isGameId, type GameId } from "@/engine";
import { listPacks } from "@/prisma/packs";
import { visiblePackIds } from "@/auth/page";

export const metadata: Metadata = { title: "Import a game log · Playtest" };

/** Import a game log (terra.snellman.net's for Terra Mystica, the Origins notation for Origins) to step through it at the table. */
export default function ImportPage() {
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={
          <Link href="/playtest" className="hover:text-zinc-900">
            Playtest
          </Link>
        }
        title="Import a game log"
        description="Paste a game log or choose its file: a terra.snellman.net log with a Terra Mystica pack, an Origins log with an Origins pack. The engine of the pack's game replays it; then step through it move by move, or play on from any point."
      />
      <Suspense fallback={<p className="text-sm text-zinc-500">Loading packs…</p>}>
        <Form />
      </Suspense>
    </div>
  );
}

async function Form() {
  await connection();
  const visible = await visiblePackIds();
  const packs = (await listPacks())
    .filter((p) => visible(p.id) && isGameId(p.game))
    .map((p) => ({ id: p.id, name: p.name, headNumber: p.headNumber, game: p.game, gameName: GAMES[p.game as GameId].name }));
  return <ImportLogForm packs={packs} />;
}
