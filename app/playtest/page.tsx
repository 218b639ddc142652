import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { Suspense } from "react";
import { EmptyState } from "@/components/EmptyState";
import { PageHeader } from "@/components/PageHeader";
import { formatDateTime, packCounts } from "@/components/PackCard";
import { TerrainSwatch } from "@/components/TerrainSwatch";
import { SessionList, type SessionRow } from "@/components/playtest/SessionList";
import { colorOf } from "@/components/playtest/model/view";
import type { ContentPack } from "@/engine";
import { getRevision, listPacks, terraMysticaDocument } from "@/prisma/packs";
import { listSessions } from "@/prisma/sessions";
import { visiblePackIds } from "@/auth/page";

export const metadata: Metadata = { title: "Playtest" };

const button = "inline-flex items-center gap-2 rounded-md px-3.5 py-2 text-sm font-medium shadow-xs";

/** Playtest sessions, and where to start a new one or import a recorded game. */
export default function PlaytestPage() {
  return (
    <div className="space-y-8">
      <PageHeader
        title="Playtest"
        description="Play any pack against the live engine — people and bots at one table, undo and time travel, the log in terra.snellman.net notation — or step through a recorded game."
        actions={
          <Link href="/playtest/import" className={`${button} border border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50`}>
            Import a game log
          </Link>
        }
      />
      <Suspense fallback={<p className="text-sm text-zinc-500">Loading sessions…</p>}>
        <Sessions />
      </Suspense>
    </div>
  );
}

async function Sessions() {
  await connection();
  const visible = await visiblePackIds();
  const [packs, sessions] = await Promise.all([listPacks().then((all) => all.filter((p) => visible(p.id))), listSessions().then((all) => all.filter((s) => visible(s.packId)))]);
  // Each revision's factions, with those of the pack it extends (its head), for names and colours.
  const docs = new Map<string, ContentPack["factions"]>();
  const read = async (key: string, packId: string, revision?: number): Promise<ContentPack["factions"]> => {
    if (docs.has(key)) return docs.get(key)!;
    const doc = terraMysticaDocument(await getRevision(packId, revision));
    const parent = doc?.manifest.extends ? await read(doc.manifest.extends.id, doc.manifest.extends.id) : {};
    const factions = { ...parent, ...doc?.factions };
    docs.set(key, factions);
    return factions;
  };
  for (const s of sessions) await read(`${s.packId}@${s.revision}`, s.packId, s.revision);
  const names = new Map(sessions.map((s) => [s.id, s.name]));
  const rows: SessionRow[] = sessions.map((s) => {
    const factions = docs.get(`${s.packId}@${s.revision}`) ?? {};
    return {
      id: s.id,
      name: s.name,
      kind: s.kind,
      status: s.status,
      packId: s.packId,
      packName: s.packName,
      revision: s.revision,
      seed: s.seed,
      factions: s.factions.map((f) => ({ id: f, name: factions[f]?.name ?? f, color: colorOf(factions[f]) })),
      seats: s.seats.length,
      bots: s.seats.filter((x) => x.control === "bot").length,
      moves: s.moves,
      round: s.round,
      parentName: s.parentId ? names.get(s.parentId) : undefined,
      branchAt: s.branchAt,
      updated: formatDateTime(s.updatedAt),
    };
  });
  return (
    <div className="space-y-8">
      <section aria-label="Start a game" className="space-y-3">
        <h2 className="text-sm font-semibold text-zinc-900">Start a game</h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {packs.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 rounded-xl border border-zinc-200 bg-white px-4 py-3 shadow-xs">
              <div className="min-w-0">
                <div className="font-medium break-words text-zinc-900">{p.name}</div>
                <div className="text-xs text-zinc-500">
                  r{p.headNumber} ·{" "}
                  {p.extends
                    ? `${p.extends} plus its own content`
                    : packCounts(p)
                        .slice(0, 2)
                        .map((c) => `${c.count} ${c.label.toLowerCase()}`)
                        .join(" · ")}
                </div>
              </div>
              <Link href={`/packs/${encodeURIComponent(p.id)}/playtest/new`} className={`${button} shrink-0 bg-zinc-900 text-white hover:bg-zinc-800`} data-new-game={p.id}>
                New game
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Sessions" className="space-y-3">
        <h2 className="text-sm font-semibold text-zinc-900">Sessions</h2>
        {rows.length === 0 ? (
          <EmptyState title="No playtests yet" icon={<TerrainSwatch terrain="mountains" size="lg" />}>
            <p>Start a game with a pack above, or import a terra.snellman.net log to step through it.</p>
          </EmptyState>
        ) : (
          <SessionList sessions={rows} />
        )}
      </section>
    </div>
  );
}
