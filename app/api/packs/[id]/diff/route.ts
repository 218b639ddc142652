/**
 * GET /api/packs/:id/diff?from=N&to=M: the semantic diff between two revisions of a pack (`to`
 * defaults to the head, `from` to the revision before `to`). `against=<pack>[@rev]` compares with
 * another pack instead.
 */
import { NextResponse } from "next/server";
import { authorize } from "../../../_lib/access";
import { diffLines, diffPacks, normalizePack } from "@/engine";
import { getPack, getRevision } from "@/prisma/packs";

const positive = (v: string | null) => (v === null ? undefined : /^[1-9]\d*$/.test(v) ? Number(v) : NaN);

export async function GET(request: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  const allowed = await authorize(request, id, "read");
  if (!allowed.ok) return allowed.response;
  const url = new URL(request.url);
  const pack = await getPack(id);
  if (!pack) return NextResponse.json({ error: "pack/not-found", message: `no pack "${id}"` }, { status: 404 });
  const to = positive(url.searchParams.get("to")) ?? pack.summary.headNumber;
  const from = positive(url.searchParams.get("from")) ?? to - 1;
  if (Number.isNaN(to) || Number.isNaN(from) || from < 1)
    return NextResponse.json({ error: "invalid-request", message: "from and to must be revision numbers (1 or more)" }, { status: 422 });
  const [a, b] = await Promise.all([getRevision(id, from), getRevision(id, to)]);
  if (!a || !b) return NextResponse.json({ error: "pack/not-found", message: `no revision ${!a ? from : to} of "${id}"` }, { status: 404 });
  const na = normalizePack(a);
  const nb = normalizePack(b);
  if (!na.ok || !nb.ok) return NextResponse.json({ error: "pack/invalid", message: "a stored revision no longer parses", issues: [...(na.ok ? [] : na.issues), ...(nb.ok ? [] : nb.issues)] }, { status: 422 });
  const diff = diffPacks(na.pack, nb.pack);
  return NextResponse.json({ id, from, to, entries: diff.entries, lines: diffLines(diff) });
}
