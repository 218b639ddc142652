"use client";
/**
 * A JSON editor (Monaco) with a JSON Schema for completion, hover docs and inline errors, plus
 * extra problems marked by their JSON path. Loaded lazily in the browser only: Monaco is large and
 * cannot render on the server.
 *
 *   <JsonEditor modelId="packs/base/factions/witches" value={text} onChange={setText}
 *               schema={factionJsonSchema} markers={[{ path: "buildings.D.income.workers", message: "..." }]} />
 */
import dynamic from "next/dynamic";

export interface JsonEditorMarker {
  /** Dotted path of the value in the document (`startingResources.coins`). */
  path: string;
  message: string;
  severity?: "error" | "warning";
}

export interface JsonEditorProps {
  /** The document text. The editor is controlled: pass back what `onChange` gives. */
  value: string;
  onChange?: (text: string) => void;
  /** Identifies the document (and its schema) among the open editors, e.g. `packs/base/factions/witches`. */
  modelId: string;
  /** JSON Schema of the document: completion, hover documentation and validation as you type. */
  schema?: object;
  /** Problems found outside the schema (cross-references), shown as squiggles at their paths. */
  markers?: readonly JsonEditorMarker[];
  readOnly?: boolean;
  /** CSS height of the editor (default 32rem). */
  height?: number | string;
  /** Accessible name of the editing area. */
  ariaLabel?: string;
}

const MonacoJsonEditor = dynamic(() => import("./MonacoJsonEditor"), {
  ssr: false,
  loading: () => <EditorPlaceholder />,
});

/** The Monaco JSON editor, loaded on first use. */
export function JsonEditor(props: JsonEditorProps) {
  return <MonacoJsonEditor {...props} />;
}

function EditorPlaceholder() {
  return (
    <div
      role="status"
      className="flex h-32 items-center justify-center rounded-lg border border-zinc-200 bg-zinc-50 text-sm text-zinc-500"
    >
      Loading the JSON editor…
    </div>
  );
}
