/** Store the content packs of content/ (base first, then packs that extend others) in the database. */
import fs from "node:fs";
import path from "node:path";
import { formatIssues, gameModule, validateGamePack, type GamePack } from "../engine";
import { createDb } from "../prisma/db";
import { seedPack } from "../prisma/packs";
import { CONTENT_ROOT, gameOfSource, loadGamePackSource, resolveFromContentRoot } from "./cli/pack-dir";

/** The game a pack.json names when this studio does not host it (undefined: hosted, or none named). */
function unhostedGame(folder: string): string | undefined {
  const game = gameOfSource(folder);
  return game !== undefined && !gameModule(game) ? game : undefined;
}

export async function seedAll(log: (line: string) => void = console.log): Promise<void> {
  const folders = fs
    .readdirSync(CONTENT_ROOT, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(CONTENT_ROOT, e.name, "pack.json")))
    .map((e) => e.name);
  const packs: { folder: string; pack: GamePack }[] = [];
  for (const folder of folders) {
    // Content of a game the studio does not host (yet) waits.
    const game = unhostedGame(path.join(CONTENT_ROOT, folder));
    if (game) {
      log(`content/${folder}: skipped (a pack for ${game}, a game this studio does not host yet)`);
      continue;
    }
    const loaded = loadGamePackSource(path.join(CONTENT_ROOT, folder));
    if (!loaded.ok) throw new Error(`content/${folder}:\n${formatIssues(loaded.issues)}`);
    const v = validateGamePack(loaded.doc, { resolveParent: resolveFromContentRoot });
    if (!v.ok) throw new Error(`content/${folder} is invalid:\n${formatIssues(v.issues)}`);
    packs.push({ folder, pack: v.pack });
  }
  // Parents before the packs that extend them, however deep (fire-and-ice extends promo, which extends base).
  const byId = new Map(packs.map((p) => [p.pack.manifest.id, p.pack]));
  const depth = (pack: GamePack, seen = new Set<string>()): number => {
    const parent = pack.manifest.extends?.id;
    const found = parent ? byId.get(parent) : undefined;
    if (!found || seen.has(parent!)) return 0;
    seen.add(parent!);
    return 1 + depth(found, seen);
  };
  packs.sort((a, b) => depth(a.pack) - depth(b.pack));
  const db = createDb();
  try {
    for (const { folder, pack } of packs) log(`content/${folder}: ${await seedPack(pack, folder, db)}`);
  } finally {
    await db.$disconnect();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seedAll().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  });
}
