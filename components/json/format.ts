/**
 * JSON text for people: objects one key per line, but short lists of plain values on one line
 * (`"workers": [1, 2, 3, 4, 5, 6, 7, 8, 8]`), as a board's tables read.
 */
const isPlain = (v: unknown) => v === null || typeof v !== "object";
const isInlineable = (v: unknown): boolean => isPlain(v) || (Array.isArray(v) && v.every((x) => isPlain(x) || (Array.isArray(x) && x.every(isPlain))));

function inline(v: unknown): string {
  return Array.isArray(v) ? `[${v.map(inline).join(", ")}]` : JSON.stringify(v);
}

export function formatJson(value: unknown, indent = 2, width = 80): string {
  const go = (v: unknown, pad: string, lead: number): string => {
    if (v === undefined) return "null";
    if (isInlineable(v)) {
      const one = inline(v);
      if (!Array.isArray(v) || lead + one.length <= width) return one;
    }
    const inner = pad + " ".repeat(indent);
    if (Array.isArray(v)) return v.length === 0 ? "[]" : `[\n${v.map((x) => inner + go(x, inner, inner.length)).join(",\n")}\n${pad}]`;
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    if (entries.length === 0) return "{}";
    return `{\n${entries
      .map(([k, x]) => {
        const key = `${JSON.stringify(k)}: `;
        return inner + key + go(x, inner, inner.length + key.length);
      })
      .join(",\n")}\n${pad}}`;
  };
  return go(value, "", 0);
}
