/**
 * content/origins/DECISIONS.md answers the digest's 25 open questions, each naming the pack fields
 * that hold the answer: every field it names must exist in the pack, so the document stays a map
 * a designer can follow.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadOriginsSource, ORIGINS_DIR } from "../testing/node/load-pack";

const text = fs.readFileSync(path.join(ORIGINS_DIR, "DECISIONS.md"), "utf8");

function pack(): Record<string, unknown> {
  const loaded = loadOriginsSource();
  if (!loaded.ok) throw new Error("content/origins does not load");
  return loaded.doc;
}

/** Whether a dotted path resolves in a value; `<id>`, `<n>` and `<c>` match any key. */
function resolves(value: unknown, parts: readonly string[]): boolean {
  if (parts.length === 0) return true;
  if (typeof value !== "object" || value === null) return false;
  const [head, ...rest] = parts;
  const entries = value as Record<string, unknown>;
  if (/^<\w+>$/.test(head!)) return Object.values(entries).some((v) => resolves(v, rest));
  return Object.hasOwn(entries, head!) && resolves(entries[head!], rest);
}

describe("DECISIONS.md", () => {
  it("answers the 25 open questions of the digest, in order", () => {
    const numbers = [...text.matchAll(/^\*\*Q(\d+)\. /gm)].map((m) => Number(m[1]));
    expect(numbers).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it("gives every answer a reason and the pack fields that hold it", () => {
    const answers = text.split(/^(?=\*\*Q\d+\. )/m).slice(1);
    for (const answer of answers) {
      const label = answer.slice(0, answer.indexOf("."));
      expect(answer, label).toContain("*Why:*");
      expect(answer, label).toMatch(/\*Fields?:\*/);
    }
  });

  it("names only fields that exist in the pack", () => {
    const doc = pack();
    const sections = new Set(Object.keys(doc));
    const named = [...text.matchAll(/`([a-zA-Z][\w.<>-]*)`/g)].map((m) => m[1]!).filter((p) => !p.endsWith(".json") && sections.has(p.split(".")[0]!));
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((p) => !resolves(doc, p.split(".")))).toEqual([]);
  });
});
