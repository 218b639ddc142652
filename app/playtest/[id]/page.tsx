import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { Suspense } from "react";
import { PLAYTEST_TABLES } from "@/components/playtest/tables";
import { getSession, sessionDocument } from "@/prisma/sessions";
import { pagePackAccess } from "@/auth/page";
import { playPack } from "../_lib/sessions";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const session = await getSession((await params).id);
  return { title: session && (await pagePackAccess(session.packId)) !== null ? `${session.name} · Playtest` : "Playtest" };
}

/** A playtest session at the table: its log replayed by the engine in the browser. */
export default function SessionPage({ params }: { params: Promise<{ id: string }> }) {
  return (
    <Suspense fallback={<p className="text-sm text-zinc-500">Setting up the table…</p>}>
      <Table params={params} />
    </Suspense>
  );
}

async function Table({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const session = await getSession(id);
  const document = session && (await sessionDocument(id));
  if (!session || !document || (await pagePackAccess(session.packId)) === null) notFound();
  const pack = await playPack(session.packRevisionId, document);
  if ("ok" in pack)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
        {pack.message}
      </p>
    );
  // The table of the game the pack is for.
  const table = {
    id: session.id,
    name: session.name,
    kind: session.kind,
    seed: session.seed,
    seats: session.seats,
    log: session.log,
    version: session.version,
    packId: session.packId,
    packName: session.packName,
    revision: session.revision,
    parentId: session.parentId,
    branchAt: session.branchAt,
  };
  if (pack.game === "origins") {
    const OriginsTable = PLAYTEST_TABLES.origins;
    return <OriginsTable pack={pack.resolved} session={table} />;
  }
  const PlaytestTable = PLAYTEST_TABLES[pack.game];
  return <PlaytestTable pack={pack.resolved} session={table} />;
}
