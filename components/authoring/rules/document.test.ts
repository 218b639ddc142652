import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_ROOT, loadPackSource, resolveFromContentRoot } from "@/engine/games/terra-mystica/testing/node/load-pack";
import { RulesDocumentSchema } from "./document";

const terraMysticaPacks = fs.readdirSync(CONTENT_ROOT).filter((id) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(CONTENT_ROOT, id, "pack.json"), "utf8")) as { manifest?: { game?: string } };
  return (manifest.manifest?.game ?? "terra-mystica") === "terra-mystica";
});

describe("the rules editor's document", () => {
  it.each(terraMysticaPacks)("accepts the rules and variants of content pack %s as the editor opens them", (id) => {
    const loaded = loadPackSource(path.join(CONTENT_ROOT, id));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    const doc = loaded.doc as { rules?: unknown; variants?: unknown; manifest: { extends?: { id: string } } };
    const parent = doc.manifest.extends ? resolveFromContentRoot(doc.manifest.extends.id) : undefined;
    const parsed = RulesDocumentSchema.safeParse({ rules: doc.rules ?? parent?.rules, variants: doc.variants ?? {} });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("refuses a variant id that is no option id, saying where", () => {
    const parsed = RulesDocumentSchema.safeParse({ rules: resolveFromContentRoot("base")!.rules, variants: { "Bad Id": { name: "x" } } });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(["variants", "Bad Id"]);
  });
});
