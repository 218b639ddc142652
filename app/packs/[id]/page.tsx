import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/PageHeader";
import { PACK_COUNTS, formatDateTime } from "@/components/PackCard";
import { getPack, type PackDetail } from "@/prisma/packs";

/** One stored pack, read per request (an unknown id answers 404 before anything streams). */
export default async function PackPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const pack = await getPack(id);
  if (!pack) notFound();
  return <PackOverview pack={pack} />;
}

/** A pack's manifest, contents and revisions. */
function PackOverview({ pack }: { pack: PackDetail }) {
  const { summary, revisions, document } = pack;
  const manifest = document.manifest;

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
          <a
            href={`/api/packs/${encodeURIComponent(summary.id)}/export`}
            download
            className="inline-flex items-center gap-2 rounded-md bg-zinc-900 px-3.5 py-2 text-sm font-medium text-white shadow-xs hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900"
          >
            <DownloadIcon />
            Download JSON
          </a>
        }
      />

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-8">
          <Panel title="Contents">
            <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-zinc-200 bg-zinc-200 sm:grid-cols-3">
              {PACK_COUNTS.map(({ key, label }) => (
                <div key={key} className="bg-white px-4 py-3">
                  <dt className="text-xs text-zinc-500">{label}</dt>
                  <dd className="mt-1 text-2xl font-semibold text-zinc-900 tabular-nums">{summary[key]}</dd>
                </div>
              ))}
            </dl>
            {manifest.extends && (
              <p className="text-xs text-zinc-500">
                Counts are this pack&apos;s own entries; content inherited from {manifest.extends.id} is not included.
              </p>
            )}
          </Panel>

          <Panel title="Manifest">
            <dl className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white text-sm">
              <ManifestRow label="Id">
                <code className="font-mono">{manifest.id}</code>
              </ManifestRow>
              <ManifestRow label="Version">
                <code className="font-mono">{manifest.version}</code>
              </ManifestRow>
              <ManifestRow label="Schema version">{document.schemaVersion}</ManifestRow>
              {manifest.authors && manifest.authors.length > 0 && (
                <ManifestRow label="Authors">{manifest.authors.join(", ")}</ManifestRow>
              )}
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
        </div>

        <Panel title={`Revisions (${revisions.length})`}>
          <RevisionList revisions={revisions} head={summary.headNumber} />
        </Panel>
      </div>
    </div>
  );
}

function RevisionList({ revisions, head }: { revisions: PackDetail["revisions"]; head: number }) {
  return (
    <ol className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white">
      {revisions.map((rev) => (
        <li key={rev.number} className="px-4 py-3">
          <div className="flex items-center gap-2 text-sm">
            <span className="font-medium text-zinc-900">Revision {rev.number}</span>
            {rev.number === head && (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-600/20 ring-inset">
                head
              </span>
            )}
            <code className="ml-auto font-mono text-xs text-zinc-500">v{rev.version}</code>
          </div>
          {rev.note && <p className="mt-1 text-sm text-zinc-600">{rev.note}</p>}
          <p className="mt-1 text-xs text-zinc-500">
            <time dateTime={rev.createdAt.toISOString()}>{formatDateTime(rev.createdAt)}</time>
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
