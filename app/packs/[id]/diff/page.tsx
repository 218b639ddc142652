import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { z } from "zod";
import { diffPacks, diffSections, normalizePack } from "@/engine";
import { SectionDiffView } from "@/components/packs/SectionDiffView";
import { PageHeader } from "@/components/PageHeader";
import { PackBreadcrumb } from "@/components/authoring/PackBreadcrumb";
import { DiffView } from "@/components/authoring/diff/DiffView";

import { formatDateTime } from "@/components/PackCard";
import { QueryProblem } from "@/components/QueryProblem";
import { parseSearch, RevisionParam, type SearchParams } from "@/app/api/_lib/query";
import { getPack, getRevision, inheritedBy, terraMysticaDocument } from "@/prisma/packs";
import { pagePackAccess } from "@/auth/page";

export const metadata: Metadata = { title: "Compare revisions" };

const DiffQuery = z.object({ from: RevisionParam.optional(), to: RevisionParam.optional() });

/** The semantic diff between two revisions of a pack (by default the head and the one before). */
export default async function DiffPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  await connection();
  const { id } = await params;
  const query = parseSearch(DiffQuery, await searchParams);
  const pack = (await pagePackAccess(id)) === null ? null : await getPack(id);
  if (!pack) notFound();
  if (!query.ok) return <QueryProblem message={query.message} />;
  const head = pack.summary.headNumber;
  const to = Math.min(query.data.to ?? head, head);
  const from = Math.min(query.data.from ?? Math.max(1, to - 1), head);
  // A revision compared with itself (a pack of one revision has nothing else) is not read at all.
  const same = from === to;
  const [a, b] = same ? [undefined, undefined] : await Promise.all([getRevision(id, from), getRevision(id, to)]);
  // Terra Mystica's semantic diff reads Terra Mystica packs; another game's packs are compared section by section.
  const tm = pack.summary.game === "terra-mystica";
  const na = a && tm ? normalizePack(a) : undefined;
  const nb = b && tm ? normalizePack(b) : undefined;
  // A pack that extends another: what it took as its own or dropped is compared with what it inherited then.
  const inherited = tm && !same ? terraMysticaDocument(await inheritedBy(id, to)) : undefined;
  const revisionLabel = (n: number) => {
    const r = pack.revisions.find((x) => x.number === n);
    return r ? `Revision ${n}${r.note ? ` — ${r.note}` : ""}` : `Revision ${n}`;
  };

  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={
          <PackBreadcrumb packId={id} packName={pack.summary.name} />
        }
        title={`Revision ${from} → ${to}`}
        description="What changed between two revisions, entry by entry and field by field."
      />
      <form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border border-zinc-200 bg-white p-3 shadow-xs" aria-label="Choose revisions">
        {(["from", "to"] as const).map((name) => (
          <label key={name} className="min-w-56 flex-1">
            <span className="mb-1 block text-xs font-medium text-zinc-600">{name === "from" ? "From (older)" : "To (newer)"}</span>
            <select name={name} defaultValue={name === "from" ? from : to} className="block w-full rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm shadow-xs">
              {pack.revisions.map((r) => (
                <option key={r.number} value={r.number}>
                  {revisionLabel(r.number)} · {formatDateTime(r.createdAt)}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button type="submit" className="rounded-md bg-zinc-900 px-3.5 py-2 text-sm font-medium text-white shadow-xs hover:bg-zinc-800">
          Compare
        </button>
      </form>
      {same ? (
        <p role="status" className="rounded-xl border border-dashed border-zinc-300 bg-white px-6 py-10 text-center text-sm text-zinc-600">
          {head === 1
            ? "This pack has one revision so far. Every save makes a new one; this page then shows what changed between any two."
            : `Revision ${from} is compared with itself: choose two different revisions.`}
        </p>
      ) : !tm ? (
        a && b ? (
          <SectionDiffView changes={diffSections(a, b)} packId={id} />
        ) : (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
            One of these revisions could not be read.
          </p>
        )
      ) : !na?.ok || !nb?.ok ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
          One of these revisions could not be read.
        </p>
      ) : (
        <DiffView diff={diffPacks(na.pack, nb.pack, { inherited })} packId={id} inheritedFrom={inherited?.manifest.name} />
      )}
    </div>
  );
}
