"use client";
/** The Monaco side of JsonEditor; imported only in the browser (see JsonEditor.tsx). */
import Editor, { loader, type OnMount } from "@monaco-editor/react";
import * as monaco from "monaco-editor";
import { useEffect, useRef, useState } from "react";
import { jsonEqual } from "@/engine";
import type { JsonEditorMarker, JsonEditorProps } from "./JsonEditor";
import { locateJsonPath, positionAt } from "./locate";

// Monaco's workers come from this bundle (no CDN): JSON language service and the editor itself.
self.MonacoEnvironment = {
  getWorker(_id: string, label: string) {
    if (label === "json") return new Worker(new URL("monaco-editor/language/json/json.worker.js", import.meta.url), { type: "module" });
    return new Worker(new URL("monaco-editor/editor/editor.worker.js", import.meta.url), { type: "module" });
  },
};
loader.config({ monaco });

/** Schemas of the open documents, by model URI; Monaco's JSON service holds one list for all. */
const schemas = new Map<string, { uri: string; fileMatch: string[]; schema: object }>();

function applySchemas() {
  monaco.json.jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    schemaValidation: "error",
    enableSchemaRequest: false,
    schemas: [...schemas.values()],
  });
}

const modelUri = (modelId: string) => `inmemory://mystica/${modelId}.json`;
const MARKER_OWNER = "mystica";

function toMarkers(text: string, markers: readonly JsonEditorMarker[]): monaco.editor.IMarkerData[] {
  return markers.flatMap((m) => {
    const range = locateJsonPath(text, m.path);
    if (!range) return [];
    const start = positionAt(text, range.start);
    const end = positionAt(text, range.end);
    return [
      {
        severity: m.severity === "warning" ? monaco.MarkerSeverity.Warning : monaco.MarkerSeverity.Error,
        message: m.message,
        source: "Mystica Studio",
        startLineNumber: start.line,
        startColumn: start.column,
        endLineNumber: end.line,
        endColumn: end.column,
      },
    ];
  });
}

/** Whether two texts hold the same JSON value (two layouts of one document). */
function sameJson(a: string, b: string): boolean {
  try {
    return jsonEqual(JSON.parse(a), JSON.parse(b));
  } catch {
    return false;
  }
}

/** Replace `model`'s text by `next`, editing only the part that differs, so carets elsewhere stay. */
function replaceText(model: monaco.editor.ITextModel, next: string) {
  const current = model.getValue();
  let start = 0;
  while (start < current.length && start < next.length && current[start] === next[start]) start++;
  let end = 0;
  while (end < current.length - start && end < next.length - start && current[current.length - 1 - end] === next[next.length - 1 - end]) end++;
  const from = model.getPositionAt(start);
  const to = model.getPositionAt(current.length - end);
  model.pushEditOperations(
    [],
    [{ range: new monaco.Range(from.lineNumber, from.column, to.lineNumber, to.column), text: next.slice(start, next.length - end) }],
    () => null,
  );
  model.pushStackElement();
}

/** How many texts this editor sent to keep recognising (older ones come back as stale `value`s). */
const SENT_KEPT = 200;

export default function MonacoJsonEditor({ value, onChange, modelId, schema, markers = [], readOnly = false, height = "32rem", ariaLabel }: JsonEditorProps) {
  const uri = modelUri(modelId);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const [mounted, setMounted] = useState(false);
  // The texts typed here and sent through onChange since the last time `value` caught up, and
  // whether the text is being replaced from `value` (not typed).
  const sent = useRef(new Set<string>());
  const applying = useRef(false);

  // The text follows `value` only when it says something new: not when it is an older text typed
  // here coming back (the user has typed on since), nor the same JSON laid out differently. The
  // caret is never moved by an update: only the changed part of the text is replaced.
  useEffect(() => {
    const model = mounted ? editorRef.current?.getModel() : undefined;
    if (!model) return;
    const current = model.getValue();
    if (value === current) {
      sent.current.clear();
      return;
    }
    if (sent.current.has(value) || sameJson(value, current)) return;
    applying.current = true;
    try {
      replaceText(model, value);
    } finally {
      applying.current = false;
    }
    sent.current.clear();
  }, [mounted, value]);

  const onTextChange = (text: string | undefined) => {
    if (applying.current) return;
    const t = text ?? "";
    if (sent.current.size >= SENT_KEPT) sent.current.clear();
    sent.current.add(t);
    onChange?.(t);
  };

  useEffect(() => {
    if (!schema) return;
    schemas.set(uri, { uri: `https://mystica.studio/schemas/documents/${encodeURIComponent(modelId)}.json`, fileMatch: [uri], schema });
    applySchemas();
    return () => {
      schemas.delete(uri);
      applySchemas();
    };
  }, [uri, modelId, schema]);

  useEffect(() => {
    const model = mounted ? editorRef.current?.getModel() : undefined;
    if (!model) return;
    monaco.editor.setModelMarkers(model, MARKER_OWNER, toMarkers(model.getValue(), markers));
  }, [mounted, markers, value]);

  const onMount: OnMount = (editor) => {
    editorRef.current = editor;
    setMounted(true);
  };

  return (
    <div className="overflow-hidden rounded-lg border border-zinc-200 bg-white" data-json-editor={modelId}>
      <Editor
        height={height}
        language="json"
        path={uri}
        defaultValue={value}
        onChange={onTextChange}
        onMount={onMount}
        loading={<span className="text-sm text-zinc-500">Loading the JSON editor…</span>}
        options={{
          readOnly,
          ariaLabel: ariaLabel ?? "JSON editor",
          minimap: { enabled: false },
          fontSize: 13,
          lineNumbersMinChars: 3,
          tabSize: 2,
          scrollBeyondLastLine: false,
          automaticLayout: true,
          fixedOverflowWidgets: true,
          renderLineHighlight: "gutter",
          folding: true,
          wordWrap: "on",
          scrollbar: { verticalScrollbarSize: 10, horizontalScrollbarSize: 10 },
        }}
      />
    </div>
  );
}
