"use client";

/**
 * The map's JSON beside the board (Monaco, loaded when first shown), two-way: board edits rewrite
 * it; a valid edit here updates the board; text that is not a valid map is marked inline and the
 * board keeps the last valid map.
 */
import { memo, useMemo } from "react";
import type { MapFinding, TextProblem } from "@/engine";
import { JsonEditor, type JsonEditorMarker } from "@/components/json/JsonEditor";
import { mapJsonSchema } from "./mapJsonSchema";

export interface JsonPanelProps {
  text: string;
  onChange: (text: string) => void;
  problems: readonly TextProblem[];
  findings: readonly MapFinding[];
  modelId: string;
}

export const JsonPanel = memo(function JsonPanel({ text, onChange, problems, findings, modelId }: JsonPanelProps) {
  const schema = useMemo(() => mapJsonSchema(), []);
  const markers = useMemo<JsonEditorMarker[]>(
    () => [
      ...problems.filter((p) => p.path).map((p) => ({ path: p.path!, message: p.message })),
      ...findings
        .filter((f) => f.path !== "rows" && f.severity !== "info")
        .map((f) => ({ path: f.path, message: f.message, severity: f.severity === "error" ? ("error" as const) : ("warning" as const) })),
    ],
    [problems, findings],
  );
  return (
    <div className="flex h-full flex-col gap-2" data-testid="json-panel">
      <p className="text-xs text-zinc-500">
        Edits here update the board when they make a valid map. Completion and hover docs come from the map schema.
      </p>
      {problems.length > 0 ? (
        <p role="status" className="rounded-md bg-red-50 px-2 py-1.5 text-xs text-red-800 ring-1 ring-red-200" data-testid="json-status">
          Not applied: {problems[0]!.line !== undefined ? `line ${problems[0]!.line}: ` : ""}
          {problems[0]!.message}
          {problems.length > 1 ? ` (+${problems.length - 1} more)` : ""}
        </p>
      ) : (
        <p role="status" className="rounded-md bg-emerald-50 px-2 py-1.5 text-xs text-emerald-800 ring-1 ring-emerald-200" data-testid="json-status">
          In sync with the board.
        </p>
      )}
      <JsonEditor value={text} onChange={onChange} modelId={modelId} schema={schema} markers={markers} height="calc(100dvh - 17rem)" ariaLabel="Map JSON" />
    </div>
  );
});
