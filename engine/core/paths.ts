/**
 * Reading and writing a value inside a JSON document by its path (`["factions", "witches", "power",
 * "bowl1"]`), without changing the original: every write returns a new document that shares the
 * untouched parts.
 */

export type PathSegment = string | number;
export type DocPath = readonly PathSegment[];

const isContainer = (v: unknown): v is Record<string, unknown> | unknown[] => typeof v === "object" && v !== null;

/** The value at `path`, or undefined when any step is missing. */
export function getAt(doc: unknown, path: DocPath): unknown {
  let node: unknown = doc;
  for (const key of path) {
    if (!isContainer(node)) return undefined;
    node = (node as Record<PathSegment, unknown>)[key];
  }
  return node;
}

/**
 * A copy of `doc` with `value` at `path`; missing objects on the way are created (arrays where the
 * next segment is a number). Writing `undefined` removes the key (or the array item).
 */
export function setAt<T>(doc: T, path: DocPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [PathSegment, ...PathSegment[]];
  const node: unknown = doc;
  const copy: Record<PathSegment, unknown> | unknown[] = Array.isArray(node)
    ? [...node]
    : isContainer(node)
      ? { ...(node as Record<string, unknown>) }
      : typeof key === "number"
        ? []
        : {};
  const child = isContainer(node) ? (node as Record<PathSegment, unknown>)[key] : undefined;
  const next = rest.length === 0 ? value : setAt(child ?? (typeof rest[0] === "number" ? [] : {}), rest, value);
  if (next === undefined) {
    if (Array.isArray(copy) && typeof key === "number") copy.splice(key, 1);
    else delete (copy as Record<PathSegment, unknown>)[key];
  } else (copy as Record<PathSegment, unknown>)[key] = next;
  return copy as T;
}

/** `factions.witches.power.bowl1` from `["factions", "witches", "power", "bowl1"]`. */
export function pathToString(path: DocPath): string {
  return path.map(String).join(".");
}

/** Whether `path` (a dotted issue path) is `prefix` or inside it. */
export function isPathWithin(path: string, prefix: string): boolean {
  return prefix === "" || path === prefix || path.startsWith(`${prefix}.`);
}
