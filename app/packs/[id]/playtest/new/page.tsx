import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { z } from "zod";
import { Suspense } from "react";
import { validateGamePack } from "@/engine";
import { PageHeader } from "@/components/PageHeader";
import { QueryProblem } from "@/components/QueryProblem";
import { parseSearch, RevisionParam, type SearchParams } from "@/app/api/_lib/query";
import { NewGameForm, type NewGameChoices } from "@/components/playtest/NewGameForm";
import { OriginsNewGameForm } from "@/components/playtest/origins/OriginsNewGameForm";
import { SeedSchema } from "@/lib/playtest/schema";
import { getPack, getRevision, storedAncestors } from "@/prisma/packs";
import { pagePackAccess } from "@/auth/page";

/** A seed for a new game (short, so it is easy to note down). */
function freshSeed(): number {
  return 1 + Math.floor(Math.random() * 99999);
}

/** `?revision=N&seed=S`: the revision to play (the head when it names none of the pack's) and the seed to start with. */
const NewGameQuery = z.object({
  revision: RevisionParam.optional(),
  seed: z.string().regex(/^\d+$/, "must be a whole number").transform(Number).pipe(SeedSchema).optional(),
});

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  return { title: `New playtest · ${(await params).id}` };
}

/** Start a playtest of a pack: revision, map, variants, seats (people or bots), factions and seed (Origins: seats and seed). */
export default function NewPlaytestPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  return (
    <Suspense fallback={<p className="text-sm text-zinc-500">Loading the pack…</p>}>
      <NewPlaytest params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function NewPlaytest({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  await connection();
  const { id } = await params;
  const query = parseSearch(NewGameQuery, await searchParams);
  const detail = (await pagePackAccess(id)) === null ? null : await getPack(id);
  if (!detail) notFound();
  if (!query.ok) return <QueryProblem message={query.message} />;
  const wanted = query.data.revision;
  const revision = wanted !== undefined && detail.revisions.some((r) => r.number === wanted) ? wanted : detail.summary.headNumber;
  const document = await getRevision(id, revision);
  if (!document) notFound();
  const { resolveParent } = await storedAncestors(document);
  const v = validateGamePack(document, { resolveParent });
  const header = (
    <PageHeader
      eyebrow={
        <>
          <Link href="/playtest" className="hover:text-zinc-900">
            Playtest
          </Link>{" "}
          ·{" "}
          <Link href={`/packs/${encodeURIComponent(id)}`} className="hover:text-zinc-900">
            {detail.summary.name}
          </Link>
        </>
      }
      title="New playtest"
      description={
        v.game === "origins"
          ? "Seat people and bots and start a game with this pack. The seed rolls every die and shuffles every pile: the same seed sets up the same game."
          : "Seat people and bots, pick the map and the factions, and start a game with this pack. The seed draws the scoring tiles, the bonus cards and any random factions: the same seed sets up the same game."
      }
    />
  );
  if (!v.ok)
    return (
      <div className="space-y-8">
        {header}
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          Revision {revision} of this pack has {v.issues.length} problem{v.issues.length === 1 ? "" : "s"} and cannot be played. Fix them on the{" "}
          <Link className="underline" href={`/packs/${encodeURIComponent(id)}`}>
            pack page
          </Link>
          .
        </p>
      </div>
    );
  if (v.game === "origins")
    return (
      <div className="space-y-8">
        {header}
        <OriginsNewGameForm choices={{ packId: id, packName: detail.summary.name, revision, players: v.resolved.setup.players, seed: query.data.seed ?? freshSeed() }} />
      </div>
    );
  const pack = v.resolved;
  const choices: NewGameChoices = {
    packId: id,
    packName: detail.summary.name,
    revision,
    revisions: detail.revisions.map((r) => ({ number: r.number, note: r.note, version: r.version })),
    maps: Object.entries(pack.maps).map(([mapId, m]) => ({ id: mapId, name: m.name, rows: m.rows, offset: m.offset })),
    factions: Object.entries(pack.factions)
      .map(([fid, f]) => ({ id: fid, name: f.name, color: f.color, homeTerrain: f.homeTerrain, description: f.description, ...(f.option ? { option: f.option } : {}) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    // A variant with a faction auction (Fire & Ice) makes the seats win their factions at the table.
    variants: Object.entries(pack.variants).map(([vid, variant]) => ({ id: vid, name: variant.name, description: variant.description, ...(variant.rules?.auction ? { auction: true } : {}) })),
    finalScoringTiles: Object.entries(pack.finalScoringTiles ?? {}).map(([tid, t]) => ({ id: tid, name: t.name ?? tid, ...(t.text ? { text: t.text } : {}), ...(t.option ? { option: t.option } : {}) })),
    players: pack.rules.players,
    seed: query.data.seed ?? freshSeed(),
  };
  return (
    <div className="space-y-8">
      {header}
      <NewGameForm choices={choices} />
    </div>
  );
}
