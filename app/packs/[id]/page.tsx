import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { z } from "zod";
import type { ReactNode } from "react";
import { isPackOf, mergePacks, softLimitWarnings, TERRAINS, validateGamePack, type ContentIssue, type ContentPack, type Terrain } from "@/engine";
import { PageHeader } from "@/components/PageHeader";
import { QueryProblem } from "@/components/QueryProblem";
import { parseSearch, RevisionParam, type SearchParams } from "@/app/api/_lib/query";
import { formatDateTime, gameName } from "@/components/PackCard";
import { TerrainSwatch } from "@/components/TerrainSwatch";
import { IssueItems } from "@/components/authoring/editor/IssueItems";
import { diffHref, factionHref, factionsHref, merchantsHref, rulesHref, tilesHref } from "@/components/authoring/links";
import { TILE_KINDS } from "@/components/authoring/tiles/kinds";
import { Banner } from "@/components/authoring/ui";
import { resourcesText } from "@/components/authoring/effects";
import { terraMysticaDocument, type PackDetail } from "@/prisma/packs";
import { listMembers } from "@/prisma/members";
import { pagePackAccess } from "@/auth/page";
import { MembersPanel, type MemberRow } from "@/components/auth/MembersPanel";
import { loadStoredPack } from "../_lib/packData";
import { SectionsOverview } from "@/components/packs/SectionsOverview";
import { OriginsSectionNav } from "@/components/origins/editors/OriginsSectionNav";
import { sectionEditorFor } from "@/components/packs/sections";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  return { title: `Pack ${(await params).id}` };
}

/** `?imported=N`: the pack was just imported as revision N. */
const PackQuery = z.object({ imported: RevisionParam.optional() });

/** One stored pack, read per request (an unknown id answers 404 before anything streams). */
export default async function PackPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  await connection();
  const { id } = await params;
  const query = parseSearch(PackQuery, await searchParams);
  const loaded = await loadStoredPack(id);
  if (!loaded) notFound();
  if (!query.ok) return <QueryProblem message={query.message} />;
  const { imported } = query.data;
  const { detail, parent } = loaded;
  const validation = validateGamePack(detail.document, { resolveParent: (p) => (p === parent?.manifest.id ? parent : undefined) });
  const access = await pagePackAccess(id);
  const members = access ? { packId: id, meId: access.user.id, myRole: access.role, shared: access.shared, initial: (await listMembers(id)) as MemberRow[] } : undefined;
  // The contents come from the pack's game: Terra Mystica's editors, or the sections of another game's packs.
  const tm = terraMysticaDocument(detail.document);
  if (tm) {
    const tmParent = terraMysticaDocument(parent);
    const effective = tmParent ? mergePacks(tmParent, tm) : tm;
    return <PackOverview pack={detail} contents={<TerraMysticaContents packId={id} effective={effective} />} issues={validation.issues} warnings={softLimitWarnings(tm)} imported={imported} members={members} />;
  }
  return (
    <PackOverview
      pack={detail}
      contents={
        <div className="space-y-4">
          {isPackOf(detail.document, "origins") && <OriginsSectionNav packId={id} />}
          <SectionsOverview packId={id} game={detail.summary.game} document={detail.document as unknown as Record<string, unknown>} />
        </div>
      }
      issues={validation.issues}
      warnings={[]}
      imported={imported}
      members={members}
      linkFor={sectionEditorFor(id, detail.summary.game)}
    />
  );
}

const linkButton =
  "inline-flex items-center gap-2 rounded-md px-3.5 py-2 text-sm font-medium shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900";

/** A pack's validation status, contents with links to their editors, revisions and exports. */
function PackOverview({
  pack,
  contents,
  issues,
  warnings,
  imported,
  members,
  linkFor,
}: {
  /** Shared-server mode: the pack's members and the viewer's role. */
  members?: Parameters<typeof MembersPanel>[0];
  pack: PackDetail;
  /** What the pack holds, as its game shows it. */
  contents: ReactNode;
  issues: ReturnType<typeof validateGamePack>["issues"];
  warnings: readonly ContentIssue[];
  imported?: number;
  /** The editor of a problem's path (default: Terra Mystica's editors). */
  linkFor?: (path: string) => { href: string; label: string };
}) {
  const { summary, revisions, document } = pack;
  const manifest = document.manifest;
  const enc = encodeURIComponent(summary.id);

  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={
          <Link href="/packs" className="hover:text-zinc-900">
            Packs
          </Link>
        }
        title={summary.name}
        description={summary.description}
        actions={
          <>
            <Link href={`/packs/${enc}/playtest/new`} className={`${linkButton} border border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800`}>
              Playtest
            </Link>
            <a href={`/api/packs/${enc}/export?format=zip`} download className={`${linkButton} border border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50`}>
              <DownloadIcon />
              Zip
            </a>
            <a href={`/api/packs/${enc}/export`} download className={`${linkButton} bg-zinc-900 text-white hover:bg-zinc-800`}>
              <DownloadIcon />
              Download JSON
            </a>
          </>
        }
      />

      {imported && <Banner tone="success" title={`Imported as revision ${imported}.`} />}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-8">
          <Panel title="Validation">
            {issues.length === 0 ? (
              <p role="status" className="flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
                <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
                Valid: the pack passes every schema and cross-reference check.
              </p>
            ) : (
              <section aria-label="Problems" className="rounded-lg border border-red-200 bg-red-50/60 px-4 py-3">
                <p className="text-sm font-semibold text-red-900">
                  {issues.length} problem{issues.length === 1 ? "" : "s"}; each links to the editor that fixes it.
                </p>
                <IssueItems issues={issues} packId={summary.id} linkFor={linkFor} />
              </section>
            )}
            {warnings.length > 0 && (
              <section aria-label="Warnings" className="mt-3 rounded-lg border border-amber-200 bg-amber-50/70 px-4 py-3">
                <p className="text-sm font-semibold text-amber-900">
                  {warnings.length} unusual value{warnings.length === 1 ? "" : "s"} (warnings, not errors: the pack stays valid); each links to its editor.
                </p>
                <IssueItems issues={warnings} packId={summary.id} tone="warning" />
              </section>
            )}
          </Panel>

          <Panel title="Contents">
            {manifest.extends && (
              <p className="text-xs text-zinc-500">
                Includes what this pack inherits from{" "}
                <Link href={`/packs/${encodeURIComponent(manifest.extends.id)}`} className="underline underline-offset-2">
                  {manifest.extends.id}
                </Link>
                ; editing an inherited entry copies it into this pack.
              </p>
            )}
            {contents}
          </Panel>

          <Panel title="Manifest">
            <dl className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white text-sm">
              <ManifestRow label="Id">
                <code className="font-mono">{manifest.id}</code>
              </ManifestRow>
              <ManifestRow label="Game">
                <span data-testid="manifest-game">{gameName(summary.game)}</span> <code className="font-mono text-zinc-500">{summary.game}</code>
              </ManifestRow>
              <ManifestRow label="Version">
                <code className="font-mono">{manifest.version}</code>
              </ManifestRow>
              <ManifestRow label="Schema version">{document.schemaVersion}</ManifestRow>
              {manifest.authors && manifest.authors.length > 0 && <ManifestRow label="Authors">{manifest.authors.join(", ")}</ManifestRow>}
              {manifest.license && <ManifestRow label="License">{manifest.license}</ManifestRow>}
              {manifest.extends && (
                <ManifestRow label="Extends">
                  <Link href={`/packs/${encodeURIComponent(manifest.extends.id)}`} className="font-mono underline underline-offset-2">
                    {manifest.extends.id}
                  </Link>
                  {manifest.extends.version && <span className="text-zinc-500"> {manifest.extends.version}</span>}
                </ManifestRow>
              )}
              <ManifestRow label="Updated">{formatDateTime(summary.updatedAt)}</ManifestRow>
            </dl>
          </Panel>

          {members && (
            <Panel title="Members">
              <MembersPanel {...members} />
            </Panel>
          )}
        </div>

        <Panel title={`Revisions (${revisions.length})`}>
          {revisions.length > 1 && (
            <Link href={diffHref(summary.id, revisions.at(-1)!.number, summary.headNumber)} className="text-sm font-medium text-zinc-700 underline underline-offset-2 hover:text-zinc-900">
              Compare any two revisions
            </Link>
          )}
          <RevisionList packId={summary.id} revisions={revisions} head={summary.headNumber} />
        </Panel>
      </div>
    </div>
  );
}

/** The contents of a Terra Mystica pack (with what it inherits), each linking to its editor. */
function TerraMysticaContents({ packId, effective }: { packId: string; effective: ContentPack }) {
  const summary = { id: packId };
  const enc = encodeURIComponent(packId);
  return (
  <div className="grid gap-4 sm:grid-cols-2">
    <ContentCard title="Factions" count={Object.keys(effective.factions).length} href={factionsHref(summary.id)} action="Edit factions">
      <ul className="flex flex-wrap gap-1.5">
        {Object.entries(effective.factions).map(([fid, f]) => (
          <li key={fid}>
            <Link href={factionHref(summary.id, fid)} className="inline-flex items-center gap-1.5 rounded-full border border-zinc-200 bg-white py-0.5 pr-2.5 pl-1 text-xs text-zinc-700 hover:border-zinc-400">
              {TERRAINS.includes(f.homeTerrain as Terrain) ? <TerrainSwatch terrain={f.homeTerrain as Terrain} size="sm" /> : <span className="size-3 rounded-sm bg-gradient-to-br from-amber-300 to-sky-500" />}
              {f.name}
            </Link>
          </li>
        ))}
      </ul>
    </ContentCard>
    <ContentCard title="Tiles" count={TILE_KINDS.reduce((n, k) => n + Object.keys(effective[k.section]).length, 0)} href={tilesHref(summary.id)} action="Edit tiles">
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {TILE_KINDS.map((k) => (
          <li key={k.slug} className="flex justify-between gap-2">
            <Link href={tilesHref(summary.id, k.slug)} className="text-zinc-600 hover:text-zinc-900 hover:underline">
              {k.label}
            </Link>
            <span className="font-semibold text-zinc-900 tabular-nums">{Object.keys(effective[k.section]).length}</span>
          </li>
        ))}
      </ul>
    </ContentCard>
    <ContentCard title="Rules and variants" count={Object.keys(effective.variants).length} countLabel="variants" href={rulesHref(summary.id)} action="Edit rules">
      {effective.rules ? (
        <p className="text-sm text-zinc-600">
          {effective.rules.players.min}–{effective.rules.players.max} players, {effective.rules.rounds} rounds, towns of {effective.rules.towns.minPower} power, leech{" "}
          {effective.rules.leech.vpCost === "none" ? "free" : "costs power − 1 VP"}.
        </p>
      ) : (
        <p className="text-sm text-zinc-500">No rules yet.</p>
      )}
    </ContentCard>
    {effective.merchants && (
      <ContentCard title="Merchants of the Seas" count={Object.keys(effective.merchants.shipyards.factions).length} countLabel="own shipyard boards" href={merchantsHref(summary.id)} action="Edit Merchants of the Seas">
        <p className="text-sm text-zinc-600">
          {effective.merchants.pieces.ships} ships and {effective.merchants.pieces.tradeMarkers} trade markers each; shipyard for{" "}
          {resourcesText(effective.merchants.shipyards.default.cost)}, Build a ship for {resourcesText(effective.merchants.shipyards.default.buildShip.cost)}.
        </p>
      </ContentCard>
    )}
    <ContentCard title="Maps" count={Object.keys(effective.maps).length} href="/maps" action="Map editor">
      <ul className="space-y-1 text-sm">
        {Object.entries(effective.maps).map(([mid, m]) => (
          <li key={mid} className="flex items-center justify-between gap-2">
            <span className="truncate text-zinc-700">{m.name}</span>
            <a href={`/api/packs/${enc}/maps/${encodeURIComponent(mid)}/snellman`} download className="shrink-0 text-xs text-zinc-500 underline underline-offset-2 hover:text-zinc-900" title="Download in terra.snellman.net's map format">
              snellman
            </a>
          </li>
        ))}
      </ul>
    </ContentCard>
  </div>
  );
}

function ContentCard({ title, count, countLabel, href, action, children }: { title: string; count: number; countLabel?: string; href: string; action: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col rounded-xl border border-zinc-200 bg-white p-4 shadow-xs">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold text-zinc-900">{title}</h3>
        <span className="text-xs text-zinc-500 tabular-nums">
          {count} {countLabel ?? ""}
        </span>
      </div>
      <div className="mt-3 flex-1">{children}</div>
      <Link href={href} className="mt-4 self-start rounded-md border border-zinc-300 px-2.5 py-1 text-xs font-medium text-zinc-800 hover:bg-zinc-50">
        {action}
      </Link>
    </section>
  );
}

function RevisionList({ packId, revisions, head }: { packId: string; revisions: PackDetail["revisions"]; head: number }) {
  return (
    <ol className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white">
      {revisions.map((rev) => (
        <li key={rev.number} className="px-4 py-3">
          <div className="flex items-center gap-2 text-sm">
            <span className="font-medium text-zinc-900">Revision {rev.number}</span>
            {rev.number === head && (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-600/20 ring-inset">head</span>
            )}
            <code className="ml-auto font-mono text-xs text-zinc-500">v{rev.version}</code>
          </div>
          {rev.note && <p className="mt-1 text-sm text-zinc-600">{rev.note}</p>}
          <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-zinc-500">
            <time dateTime={rev.createdAt.toISOString()}>{formatDateTime(rev.createdAt)}</time>
            {rev.parentNumber !== null && (
              <Link href={diffHref(packId, rev.parentNumber, rev.number)} className="underline underline-offset-2 hover:text-zinc-900">
                Changes
              </Link>
            )}
            <a href={`/api/packs/${encodeURIComponent(packId)}/export?revision=${rev.number}`} download className="underline underline-offset-2 hover:text-zinc-900">
              JSON
            </a>
          </p>
        </li>
      ))}
    </ol>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-sm font-medium text-zinc-500">{title}</h2>
      {children}
    </section>
  );
}

function ManifestRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_minmax(0,1fr)] gap-4 px-4 py-2.5">
      <dt className="text-zinc-500">{label}</dt>
      <dd className="text-zinc-900">{children}</dd>
    </div>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-4" aria-hidden>
      <path d="M8 2.5v8m0 0L4.75 7.25M8 10.5l3.25-3.25M2.75 13.5h10.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
