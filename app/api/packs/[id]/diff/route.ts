/**
 * GET /api/packs/:id/diff?from=N&to=M: the semantic diff between two revisions of a pack (`to`
 * defaults to the head, `from` to the revision before `to`). A bad parameter answers 400. For a
 * pack that extends another, what it took as its own or dropped is compared with what it inherited
 * when `to` was saved (entries marked `inherited`).
 */
import { NextResponse } from "next/server";
import { z } from "zod";
import { authorize } from "../../../_lib/access";
import { diffLines, diffPacks, diffSections, normalizePack, sectionDiffLines } from "@/engine";
import { getPack, getRevision, inheritedBy, terraMysticaDocument } from "@/prisma/packs";
import { handler } from "../../../_lib/http";
import { badParam, parseQuery, RevisionParam } from "../../../_lib/query";

const DiffQuery = z.object({ from: RevisionParam.optional(), to: RevisionParam.optional() });

export const GET = handler(async (request: Request, ctx: { params: Promise<{ id: string }> }) => {
  const { id } = await ctx.params;
  const allowed = await authorize(request, id, "read");
  if (!allowed.ok) return allowed.response;
  const query = parseQuery(request, DiffQuery);
  if (!query.ok) return query.response;
  const pack = await getPack(id);
  if (!pack) return NextResponse.json({ error: "pack/not-found", message: `no pack "${id}"` }, { status: 404 });
  const to = query.data.to ?? pack.summary.headNumber;
  const from = query.data.from ?? to - 1;
  if (from < 1) return badParam("from", `is needed: revision ${to} has none before it`);
  const [a, b] = await Promise.all([getRevision(id, from), getRevision(id, to)]);
  if (!a || !b) return NextResponse.json({ error: "pack/not-found", message: `no revision ${!a ? from : to} of "${id}"` }, { status: 404 });
  if (pack.summary.game !== "terra-mystica") {
    // Another game's packs: section by section (entries of its keyed sections by id).
    const entries = diffSections(a, b);
    return NextResponse.json({ id, from, to, entries, lines: sectionDiffLines(entries) });
  }
  const na = normalizePack(a);
  const nb = normalizePack(b);
  if (!na.ok || !nb.ok) return NextResponse.json({ error: "pack/invalid", message: "a stored revision no longer parses", issues: [...(na.ok ? [] : na.issues), ...(nb.ok ? [] : nb.issues)] }, { status: 422 });
  const inherited = terraMysticaDocument(await inheritedBy(id, to));
  const diff = diffPacks(na.pack, nb.pack, { inherited });
  return NextResponse.json({ id, from, to, entries: diff.entries, lines: diffLines(diff) });
});
