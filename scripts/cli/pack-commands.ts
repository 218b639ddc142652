/** `tm pack ...`: the stored packs (SQLite by default, PostgreSQL with DATABASE_URL). */
import fs from "node:fs";
import path from "node:path";
import { diffLines, diffPacks, diffSections, formatDiff, formatIssues, formatSectionDiff, normalizePack, sectionDiffLines, validateGamePack, type ContentIssue, type ContentPack, type GamePack } from "../../engine";
import { createDb, type Db } from "../../prisma/db";
import { checkSize, exportDocument, getRevision, importPack, inheritedBy, listPacks, storedAncestors, terraMysticaDocument } from "../../prisma/packs";
import { loadGamePackSource, resolveFromContentRoot } from "./pack-dir";

export async function packCommand(args: string[], json: boolean): Promise<number> {
  const [sub, ...rest] = args;
  const db = createDb();
  try {
    switch (sub) {
      case "list": {
        const packs = await listPacks(db);
        if (json) console.log(JSON.stringify(packs, null, 2));
        else for (const p of packs) console.log(`${p.id}\t${p.version}\trevision ${p.headNumber}\t${p.name}`);
        return 0;
      }
      case "export": {
        const { positional, flags } = parseArgs(rest, ["--out", "--revision"]);
        const [id] = positional;
        const out = flags["--out"];
        if (!id) return fail("pack export needs a pack id", json);
        const number = flags["--revision"] === undefined ? undefined : Number(flags["--revision"]);
        if (number !== undefined && (!Number.isInteger(number) || number < 1)) return fail("--revision needs a positive whole number", json);
        const doc = await getRevision(id, number, db);
        if (!doc) return fail(`no pack "${id}"${number ? ` revision ${number}` : ""}`, json);
        const text = JSON.stringify(exportDocument(doc), null, 2) + "\n";
        if (out) {
          fs.writeFileSync(out, text);
          if (json) console.log(JSON.stringify({ ok: true, id, file: path.resolve(out) }));
          else console.error(`wrote ${out}`);
        } else process.stdout.write(text);
        return 0;
      }
      case "import": {
        const file = rest.find((a) => !a.startsWith("--"));
        if (!file) return fail("pack import needs a file", json);
        if (fs.existsSync(file) && fs.statSync(file).isFile()) {
          const tooLarge = checkSize(fs.readFileSync(file, "utf8"));
          if (tooLarge) return fail(tooLarge.message, json);
        }
        const loaded = loadGamePackSource(file);
        if (!loaded.ok) return report(loaded.issues, json);
        const saved = await importPack(loaded.doc, `Imported from ${path.basename(file)}`, db);
        if (!saved.ok) return saved.status === 422 ? report(saved.issues, json) : fail(saved.message, json);
        const msg = saved.created ? `created pack ${saved.id} (revision 1)` : `saved ${saved.id} revision ${saved.number}`;
        console.log(json ? JSON.stringify(saved) : msg);
        return 0;
      }
      case "diff": {
        const [from, to] = rest.filter((a) => !a.startsWith("--"));
        if (!from || !to) return fail("pack diff needs two packs: <id>[@revision], a pack file or a pack folder", json);
        const a = await loadSide(from, db);
        if (!a.ok) return report(a.issues, json, from);
        const b = await loadSide(to, db);
        if (!b.ok) return report(b.issues, json, to);
        if (a.side.game !== b.side.game) return fail(`cannot compare a ${a.side.game} pack (${from}) with a ${b.side.game} pack (${to})`, json);
        if (a.side.diff === "semantic" && b.side.diff === "semantic") {
          // What the newer side inherits: a section or entry it took as its own (or dropped) is compared with it.
          const inherited = await inheritedOf(to, b.side.pack, db);
          const diff = diffPacks(a.side.pack, b.side.pack, inherited ? { inherited } : {});
          if (json) console.log(JSON.stringify({ ok: true, from, to, entries: diff.entries, lines: diffLines(diff) }, null, 2));
          else console.log(`--- ${from}\n+++ ${to}\n${formatDiff(diff)}`);
          return 0;
        }
        // Another game's packs: section by section, as the studio's diff of their revisions.
        const entries = diffSections(a.side.pack as GamePack, b.side.pack as GamePack); // same game, so both are section-diffed
        if (json) console.log(JSON.stringify({ ok: true, from, to, entries, lines: sectionDiffLines(entries) }, null, 2));
        else console.log(`--- ${from}\n+++ ${to}\n${formatSectionDiff(entries)}`);
        return 0;
      }
      default:
        return fail(`unknown pack command "${sub ?? ""}" (list, export, import, diff)`, json);
    }
  } finally {
    await db.$disconnect();
  }
}

/** Split arguments into positional ones and `--flag value` pairs. */
function parseArgs(args: string[], valued: string[]): { positional: string[]; flags: Record<string, string | undefined> } {
  const positional: string[] = [];
  const flags: Record<string, string | undefined> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (valued.includes(a)) flags[a] = args[++i];
    else positional.push(a);
  }
  return { positional, flags };
}

function fail(message: string, json: boolean): number {
  if (json) console.log(JSON.stringify({ ok: false, message }));
  else console.error(`tm: ${message}`);
  return 1;
}

function report(issues: { path: string; message: string; code: string }[], json: boolean, source?: string): number {
  if (json) console.log(JSON.stringify({ ok: false, ...(source ? { source } : {}), issues }, null, 2));
  else console.error(`${source ? `${source}: ` : ""}${issues.length} problem${issues.length === 1 ? "" : "s"}\n${formatIssues(issues)}`);
  return 1;
}

/** A side of `tm pack diff`: Terra Mystica packs normalized for its semantic diff, another game's packs as validated. */
type Side = { diff: "semantic"; game: "terra-mystica"; pack: ContentPack } | { diff: "sections"; game: string; pack: GamePack };

/**
 * One side of `tm pack diff`: a pack file or folder (of any game) when the path exists, otherwise a
 * stored pack as `id` (its head) or `id@N` (revision N).
 */
async function loadSide(spec: string, db: Db): Promise<{ ok: true; side: Side } | { ok: false; issues: ContentIssue[] }> {
  if (fs.existsSync(spec)) {
    const loaded = loadGamePackSource(spec);
    return loaded.ok ? sideOf(loaded.doc) : loaded;
  }
  const m = /^([a-z][a-z0-9-]*)(?:@(\d+))?$/.exec(spec);
  if (!m) return { ok: false, issues: [{ path: "", message: "no such file or folder, and not a stored pack (id or id@revision)", code: "file/missing" }] };
  const [, id, revision] = m;
  const doc = await getRevision(id!, revision === undefined ? undefined : Number(revision), db);
  if (!doc) return { ok: false, issues: [{ path: "", message: `no file or folder, and no stored pack "${id}"${revision ? ` with revision ${revision}` : ""}`, code: "pack/not-found" }] };
  return sideOf(doc);
}

/**
 * What a Terra Mystica pack inherits (its parent resolved with its ancestors), when it extends
 * another: for a file or folder, the parent of that id in content/ (as `tm validate` resolves it),
 * else the stored one; for a stored revision, the parent as it was stored when that revision was saved.
 */
async function inheritedOf(spec: string, pack: ContentPack, db: Db): Promise<ContentPack | undefined> {
  const parentId = pack.manifest.extends?.id;
  if (!parentId) return undefined;
  if (fs.existsSync(spec)) return resolveFromContentRoot(parentId) ?? terraMysticaDocument((await storedAncestors(pack, db)).parent);
  const m = /^([a-z][a-z0-9-]*)@(\d+)$/.exec(spec);
  if (m) return terraMysticaDocument(await inheritedBy(m[1]!, Number(m[2]), db));
  return terraMysticaDocument((await storedAncestors(pack, db)).parent);
}

function sideOf(doc: unknown): { ok: true; side: Side } | { ok: false; issues: ContentIssue[] } {
  const game = (doc as { manifest?: { game?: unknown } } | null)?.manifest?.game;
  if (game === undefined || game === "terra-mystica") {
    const n = normalizePack(doc);
    return n.ok ? { ok: true, side: { diff: "semantic", game: "terra-mystica", pack: n.pack } } : n;
  }
  const v = validateGamePack(doc, { resolveParent: resolveFromContentRoot });
  return v.ok ? { ok: true, side: { diff: "sections", game: v.game, pack: v.pack as GamePack } } : { ok: false, issues: v.issues };
}
