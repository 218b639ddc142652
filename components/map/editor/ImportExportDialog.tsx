"use client";

/**
 * Import and export: terra.snellman.net map text (colour words, x for river, E ending a row) with
 * the map id that site computes, the studio's map JSON, and pictures (SVG, PNG). An import that
 * cannot be read says where, and leaves the current map unchanged.
 */
import { useMemo, useState } from "react";
import {
  formatMapJson,
  formatSnellmanMap,
  parseMapJson,
  parseSnellmanMap,
  snellmanMapId,
  withSnellmanId,
  type MapInput,
  type TextProblem,
} from "@/engine";
import { Dialog } from "./Dialog";
import { Icon } from "./icons";

export type IoTab = "snellman" | "json" | "image";

export interface ImportExportDialogProps {
  map: MapInput;
  /** File name stem for downloads (the map's id). */
  fileStem: string;
  initialTab?: IoTab;
  onClose: () => void;
  /** Replace the map with an imported one (an undoable edit). */
  onImport: (map: MapInput, label: string, note?: string) => void;
  /** Give the board terra.snellman.net's row shift (an empty first row). */
  onMatchSnellmanRows?: () => void;
  onDownloadSvg?: () => void;
  onDownloadPng?: () => void;
  onDownloadText?: (text: string, filename: string, type: string) => void;
}

const TABS: { id: IoTab; label: string }[] = [
  { id: "snellman", label: "terra.snellman.net" },
  { id: "json", label: "JSON" },
  { id: "image", label: "Picture" },
];

const button = "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900";
const primary = `${button} bg-zinc-900 text-white hover:bg-zinc-800 disabled:opacity-40`;
const secondary = `${button} bg-white text-zinc-800 ring-1 ring-zinc-300 hover:bg-zinc-50`;

export function ImportExportDialog({ map, fileStem, initialTab = "snellman", onClose, onImport, onMatchSnellmanRows, onDownloadSvg, onDownloadPng, onDownloadText }: ImportExportDialogProps) {
  const [tab, setTab] = useState<IoTab>(initialTab);
  return (
    <Dialog title="Import and export" description={`${map.name}: move the board in and out of the studio.`} onClose={onClose} wide>
      <div role="tablist" aria-label="Formats" className="mb-4 flex gap-1 rounded-lg bg-zinc-100 p-1">
        {TABS.map((t) => (
          <button
            key={t.id}
            role="tab"
            type="button"
            aria-selected={tab === t.id}
            onClick={() => setTab(t.id)}
            className={`flex-1 rounded-md px-3 py-1.5 text-sm font-medium ${tab === t.id ? "bg-white text-zinc-900 shadow-sm" : "text-zinc-600 hover:text-zinc-900"}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tab === "snellman" && <SnellmanTab map={map} fileStem={fileStem} onImport={onImport} onMatchSnellmanRows={onMatchSnellmanRows} onDownloadText={onDownloadText} />}
      {tab === "json" && <JsonTab map={map} fileStem={fileStem} onImport={onImport} onDownloadText={onDownloadText} />}
      {tab === "image" && (
        <div className="space-y-3 text-sm text-zinc-600">
          <p>The board as drawn here (terrains, river, bridge slots, canals, and labels when they are on), without editing aids.</p>
          <div className="flex gap-2">
            <button type="button" className={primary} onClick={onDownloadSvg}>
              <Icon name="download" /> Download SVG
            </button>
            <button type="button" className={secondary} onClick={onDownloadPng}>
              <Icon name="download" /> Download PNG
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function Problems({ problems, testId }: { problems: readonly TextProblem[]; testId: string }) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" data-testid={testId} className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-medium">Nothing was imported; the map is unchanged.</p>
      <ul className="mt-1 space-y-0.5">
        {problems.map((p, i) => (
          <li key={i}>
            {p.line !== undefined && <span className="font-semibold">Line {p.line}{p.column !== undefined ? `, column ${p.column}` : ""}: </span>}
            {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function SnellmanTab({ map, fileStem, onImport, onMatchSnellmanRows, onDownloadText }: Pick<ImportExportDialogProps, "map" | "fileStem" | "onImport" | "onMatchSnellmanRows" | "onDownloadText">) {
  const exported = useMemo(() => formatSnellmanMap(map), [map]);
  const id = exported.ok ? snellmanMapId(map) : undefined;
  const [text, setText] = useState("");
  const [problems, setProblems] = useState<TextProblem[]>([]);
  const overrides = (map.bridgeSlots?.added?.length ?? 0) + (map.bridgeSlots?.removed?.length ?? 0) + (map.canals?.length ?? 0);
  const doImport = () => {
    const parsed = parseSnellmanMap(text);
    if (!parsed.ok) return setProblems([{ line: parsed.line, message: parsed.message }]);
    setProblems([]);
    const { bridgeSlots: _b, canals: _c, ...rest } = map;
    void _b;
    void _c;
    onImport(withSnellmanId({ ...rest, rows: parsed.map.rows, offset: "odd" }), "Import terra.snellman.net map", overrides > 0 ? "Bridge-slot changes and canals were cleared: terra.snellman.net maps have none." : undefined);
  };
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-zinc-900">Export</h3>
        {exported.ok ? (
          <>
            <textarea readOnly wrap="off" value={exported.text} aria-label="terra.snellman.net map text" data-testid="snellman-export" className="h-44 w-full resize-none rounded-md border border-zinc-300 bg-zinc-50 p-2 font-mono text-[11px] leading-4 text-zinc-800" />
            <p className="text-xs text-zinc-600">
              Map id there: <code className="font-mono text-zinc-900" data-testid="snellman-export-id">{id}</code>
            </p>
            {overrides > 0 && <p className="text-xs text-amber-700">terra.snellman.net derives bridge slots itself and has no canals: this board&apos;s {overrides} bridge/canal change(s) do not travel with the text.</p>}
            <div className="flex gap-2">
              <button type="button" className={secondary} onClick={() => navigator.clipboard?.writeText(exported.text)}>
                <Icon name="copy" /> Copy
              </button>
              <button type="button" className={secondary} onClick={() => onDownloadText?.(exported.text, `${fileStem}.txt`, "text/plain")}>
                <Icon name="download" /> Download
              </button>
            </div>
          </>
        ) : (
          <div className="space-y-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="snellman-export-refused">
            <p>This board cannot be written for terra.snellman.net: {exported.message}.</p>
            {exported.code === "snellman/even-offset" && onMatchSnellmanRows && (
              <button type="button" className={secondary} onClick={onMatchSnellmanRows}>
                Add an empty first row (rows then start at B)
              </button>
            )}
          </div>
        )}
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-zinc-900">Import</h3>
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-label="Map text to import"
          data-testid="snellman-import"
          placeholder={"brown gray green blue … E\nyellow x x brown … E"}
          className="h-44 w-full resize-none rounded-md border border-zinc-300 p-2 font-mono text-[11px] leading-4 focus:border-zinc-500 focus:outline-none"
        />
        <p className="text-xs text-zinc-500">One row per line: yellow brown black blue green gray red, x for river, E at the end of each row. The name and description are kept.</p>
        <Problems problems={problems} testId="snellman-import-problems" />
        <button type="button" className={primary} disabled={text.trim() === ""} onClick={doImport}>
          <Icon name="upload" /> Import text
        </button>
      </div>
    </div>
  );
}

function JsonTab({ map, fileStem, onImport, onDownloadText }: Pick<ImportExportDialogProps, "map" | "fileStem" | "onImport" | "onDownloadText">) {
  const [text, setText] = useState("");
  const [problems, setProblems] = useState<TextProblem[]>([]);
  const doImport = (source: string) => {
    const parsed = parseMapJson(source);
    if (!parsed.ok) return setProblems(parsed.problems);
    setProblems([]);
    onImport(parsed.map, "Import JSON");
  };
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-zinc-900">Export</h3>
        <p className="text-sm text-zinc-600">The map as the studio stores it in a content pack (<code className="font-mono">maps.{fileStem}</code>).</p>
        <button type="button" className={primary} onClick={() => onDownloadText?.(formatMapJson(map), `${fileStem}.map.json`, "application/json")}>
          <Icon name="download" /> Download JSON
        </button>
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-zinc-900">Import</h3>
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-label="Map JSON to import"
          data-testid="json-import"
          placeholder='{ "name": "…", "rows": ["P M F …", …] }'
          className="h-36 w-full resize-none rounded-md border border-zinc-300 p-2 font-mono text-[11px] leading-4 focus:border-zinc-500 focus:outline-none"
        />
        <Problems problems={problems} testId="json-import-problems" />
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className={primary} disabled={text.trim() === ""} onClick={() => doImport(text)}>
            <Icon name="upload" /> Import JSON
          </button>
          <label className={`${secondary} cursor-pointer`}>
            <Icon name="upload" /> Open file…
            <input
              type="file"
              accept=".json,application/json"
              className="sr-only"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (file) doImport(await file.text());
                e.target.value = "";
              }}
            />
          </label>
        </div>
      </div>
    </div>
  );
}
