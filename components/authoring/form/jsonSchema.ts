/**
 * JSON Schemas for the generated form fields: `z.toJSONSchema` puts schemas with an id (the effect
 * schema, `Effect`) in `$defs` and refers to them; the form fields read nodes, so the references are
 * inlined. Monaco keeps the schema as generated (it resolves references itself).
 */
import type { JsonSchemaNode } from "./SchemaFields";

type Node = JsonSchemaNode & { $ref?: string; $defs?: Record<string, JsonSchemaNode> };

/** The schema with every local `#/$defs/<id>` reference replaced by its definition (definitions are not recursive). */
export function inlineRefs<T extends object>(root: T): T {
  const defs = ((root as Node).$defs ?? {}) as Record<string, JsonSchemaNode>;
  const walk = (node: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, seen));
    if (typeof node !== "object" || node === null) return node;
    const { $ref, ...rest } = node as Node & Record<string, unknown>;
    const id = typeof $ref === "string" && $ref.startsWith("#/$defs/") ? $ref.slice("#/$defs/".length) : undefined;
    if (id !== undefined && defs[id] && !seen.includes(id)) return walk({ ...defs[id], ...rest }, [...seen, id]);
    return Object.fromEntries(Object.entries(id !== undefined ? rest : (node as object)).map(([k, v]) => [k, k === "$defs" ? v : walk(v, seen)]));
  };
  return walk(root, []) as T;
}
