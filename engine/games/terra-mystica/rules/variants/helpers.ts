/**
 * Packs for the rule-value tests: content/base with some rule values changed, either in the pack's
 * own rules or by a variant that a log switches on with `option <id>`. Paths are the dotted paths
 * variants use (`towns.minPower`).
 */
import { loadPackSource } from "../../testing/node/load-pack";
import { compileCatalog, type Catalog } from "../../catalog";
import type { ContentPack } from "../../schema/pack";
import { applyRuleOverrides, validatePack } from "../../schema/validate";
import { scenario, type Scenario } from "../../testing/scenario";

let baseDoc: ContentPack | undefined;

/** A fresh copy of the content/base document. */
function base(): ContentPack {
  if (!baseDoc) {
    const loaded = loadPackSource(`${import.meta.dirname}/../../../../../content/base`);
    if (!loaded.ok) throw new Error("content/base does not load");
    baseDoc = loaded.doc as ContentPack;
  }
  return structuredClone(baseDoc);
}

/** content/base with these rule values changed, as a document (not validated). */
export function baseDocWith(rules: Record<string, unknown>): ContentPack {
  const doc = base();
  const changed = applyRuleOverrides(doc.rules!, rules);
  if (!changed.ok) throw new Error(`${changed.key}: ${changed.message}`);
  doc.rules = changed.rules;
  return doc;
}

function compile(doc: ContentPack): Catalog {
  const v = validatePack(doc);
  if (!v.ok) throw new Error(`the pack is invalid: ${v.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`);
  return compileCatalog(v.resolved);
}

/** content/base with these rule values changed in its own rules, compiled. */
export function baseWith(rules: Record<string, unknown>): Catalog {
  return compile(baseDocWith(rules));
}

/** content/base with a variant `id` that changes these rule values (off unless a log says `option <id>`). */
export function baseWithVariant(id: string, rules: Record<string, unknown>): Catalog {
  const doc = base();
  doc.variants = { ...doc.variants, [id]: { name: id, description: `Changes ${Object.keys(rules).join(", ")}.`, rules } };
  return compile(doc);
}

/** What validation says about content/base with these rule values changed ("path: message"). */
export function problemsWith(rules: Record<string, unknown>): string[] {
  return validatePack(baseDocWith(rules)).issues.map((i) => `${i.path}: ${i.message}`);
}

/** What validation says about content/base with a variant that changes these rule values. */
export function variantProblems(id: string, rules: Record<string, unknown>): string[] {
  const doc = base();
  doc.variants = { ...doc.variants, [id]: { name: id, description: "", rules } };
  return validatePack(doc).issues.map((i) => `${i.path}: ${i.message}`);
}

/** The unchanged base pack, compiled once. */
let plain: Catalog | undefined;
export function basePack(): Catalog {
  return (plain ??= baseWith({}));
}

/** Play `log` on a pack (a scenario); the default pack is content/base as it is. */
export function play(log: string, catalog: Catalog = basePack()): Scenario {
  return scenario(catalog, log);
}
