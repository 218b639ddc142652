/**
 * Finding where a value sits in JSON text, by its path (`factions.witches.power.bowl1`), so that a
 * problem found on the parsed document can be marked at the right place in the editor.
 */

export interface TextRange {
  /** Offset of the first character. */
  start: number;
  /** Offset just past the last character. */
  end: number;
}

interface Node {
  range: TextRange;
  /** The range of the key naming this value in its parent object. */
  keyRange?: TextRange;
  children?: Map<string, Node>;
}

/** A small JSON parser that keeps the text range of every value; undefined when the text is not JSON. */
function parseTree(text: string): Node | undefined {
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const fail = (): never => {
    throw new SyntaxError(`unexpected input at ${i}`);
  };
  const str = (): string => {
    if (text[i] !== '"') fail();
    const start = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
    if (i >= text.length) fail();
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (): Node => {
    ws();
    const start = i;
    const c = text[i];
    if (c === "{") {
      i++;
      const children = new Map<string, Node>();
      ws();
      if (text[i] === "}") i++;
      else
        for (;;) {
          ws();
          const keyStart = i;
          const key = str();
          const keyRange = { start: keyStart, end: i };
          ws();
          if (text[i++] !== ":") fail();
          const child = value();
          child.keyRange = keyRange;
          children.set(key, child);
          ws();
          if (text[i] === ",") i++;
          else if (text[i] === "}") {
            i++;
            break;
          } else fail();
        }
      return { range: { start, end: i }, children };
    }
    if (c === "[") {
      i++;
      const children = new Map<string, Node>();
      ws();
      if (text[i] === "]") i++;
      else
        for (let n = 0; ; n++) {
          children.set(String(n), value());
          ws();
          if (text[i] === ",") i++;
          else if (text[i] === "]") {
            i++;
            break;
          } else fail();
        }
      return { range: { start, end: i }, children };
    }
    if (c === '"') {
      str();
      return { range: { start, end: i } };
    }
    const m = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i));
    if (!m) fail();
    i += m![0].length;
    return { range: { start, end: i } };
  };
  try {
    const root = value();
    ws();
    return i === text.length ? root : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The text range of the value at `path` (dotted, or segments). When the path does not exist (a
 * missing field), the range of the key of the deepest value that does, so the problem still shows
 * next to where the field belongs. Undefined when the text is not valid JSON.
 */
export function locateJsonPath(text: string, path: string | readonly (string | number)[]): TextRange | undefined {
  const root = parseTree(text);
  if (!root) return undefined;
  const segments = typeof path === "string" ? (path === "" ? [] : path.split(".")) : path.map(String);
  let node = root;
  for (const [depth, segment] of segments.entries()) {
    const next = node.children?.get(segment);
    if (!next) return depth === 0 ? { start: root.range.start, end: root.range.start + 1 } : (node.keyRange ?? node.range);
    node = next;
  }
  return node.range;
}

/** 1-based line and column of an offset, as editors count them. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++)
    if (text[i] === "\n") {
      line++;
      lineStart = i + 1;
    }
  return { line, column: offset - lineStart + 1 };
}
