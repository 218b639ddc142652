"use client";

/**
 * The map editor: the board with its tools on the left, checks / inspect / JSON on the right, and
 * undo, import/export and save above. The document and its history live in the engine's editor
 * reducer; this component wires pointer, keyboard, panels and the studio API to it.
 */
import Link from "next/link";
import { useCallback, useDeferredValue, useEffect, useMemo, useReducer, useRef, useState } from "react";
import {
  analyzeMap,
  balanceHeat,
  bridgeSlotViews,
  buildGrid,
  canalPlaces,
  diffMaps,
  editorReducer,
  formatMapJson,
  initialState,
  isBridgeAllowed,
  isCanalGeometry,
  mapBalance,
  mergeMaps,
  parseMapJson,
  redoLabel,
  undoLabel,
  type BalanceMetric,
  type BoardCell,
  type BoardSide,
  type CellCode,
  type MapDoc,
  type MapFinding,
  type MapInput,
  type MergeChoices,
  type MergeConflict,
  type MergeSide,
  type Terrain,
  type TextProblem,
  type ToolId,
} from "@/engine";
import { BoardView, type BoardViewHandle } from "../BoardView";
import { boardSvgText, download, svgToPng } from "../exportBoard";
import { boardFrame, offsetOf } from "../geometry";
import { BridgeOverlay } from "../overlays/BridgeOverlay";
import { CanalOverlay } from "../overlays/CanalOverlay";
import { CursorOverlay } from "../overlays/CursorOverlay";
import { DockOverlay } from "../overlays/DockOverlay";
import { dockSites } from "../docks";
import { HeatmapOverlay } from "../overlays/HeatmapOverlay";
import { HighlightOverlay } from "../overlays/HighlightOverlay";
import { BalancePanel, heatColour, heatMax } from "./BalancePanel";
import type { MapLabJson } from "@/lib/lab/map-win-rates";
import { discardDraft, saveDraftMap, saveToPack } from "./api";
import { EdgeControls } from "./EdgeControls";
import { HelpOverlay } from "./HelpOverlay";
import { Icon } from "./icons";
import { ImportExportDialog } from "./ImportExportDialog";
import { InspectPanel } from "./InspectPanel";
import { JsonPanel } from "./JsonPanel";
import { BRUSH_KEYS, isTyping, TOOL_HINTS, TOOL_KEYS, TOOL_NAMES } from "./shortcuts";
import { ToolRail } from "./ToolRail";
import { findingKey, ValidationPanel } from "./ValidationPanel";
import { MergePanel } from "@/components/authoring/editor/MergePanel";

export interface MapEditorProps {
  mapKey: string;
  packId: string;
  packName: string;
  mapId: string;
  /** The pack's head revision when the page was loaded. */
  headNumber: number;
  /** The map in the pack's head revision, if it is there. */
  saved?: MapInput;
  draft?: { map: MapInput; errors: number; baseNumber?: number; updatedAt: string };
  /** The lab's measured win rates on this map (newest finished batch); absent when no batch played it. */
  lab?: MapLabJson;
}

type Tab = "checks" | "inspect" | "balance" | "json";

interface Banner {
  tone: "success" | "error" | "info";
  message: string;
  conflict?: { headNumber: number; theirs?: MapInput; base?: MapInput; theyChangedThisMap: boolean };
}

/** My map merged with a newer revision's: the three versions and the side picked at each conflict. */
interface MapMerge {
  to: number;
  base: MapInput;
  theirs: MapInput;
  conflicts: readonly MergeConflict[];
  choices: MergeChoices;
}

const CURSORS: Record<ToolId, string> = { inspect: "default", brush: "crosshair", erase: "crosshair", bridge: "pointer", canal: "pointer", pan: "grab" };

export function MapEditor({ mapKey, packId, packName, mapId, headNumber, saved, draft, lab }: MapEditorProps) {
  const start = draft?.map ?? saved!;
  const [state, dispatch] = useReducer(editorReducer, start, (doc) => initialState(doc, { tool: "brush", brush: "F" }));
  const { doc } = state;
  const [baseNumber, setBaseNumber] = useState(draft?.baseNumber ?? headNumber);
  const [lastSaved, setLastSaved] = useState<{ json: string; kind: "pack" | "draft" }>(() => ({ json: formatMapJson(start), kind: draft ? "draft" : "pack" }));
  const [inPack, setInPack] = useState(!!saved);
  const [labels, setLabels] = useState(false);
  // Where docks may go: shown at first on a board with canals (a Merchants of the Seas board).
  const [docks, setDocks] = useState(() => (start.canals?.length ?? 0) > 0);
  const [tab, setTab] = useState<Tab>("checks");
  const [jsonOpened, setJsonOpened] = useState(false);
  const [highlightKey, setHighlightKey] = useState<string | undefined>();
  const [balanceTerrain, setBalanceTerrain] = useState<Terrain>("desert");
  const [balanceMetric, setBalanceMetric] = useState<BalanceMetric>("spades");
  const [dialog, setDialog] = useState<"io" | "help" | undefined>();
  const [spaceHeld, setSpaceHeld] = useState(false);
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<Banner | undefined>();
  const [mapMerge, setMapMerge] = useState<MapMerge | undefined>();
  const [json, setJson] = useState<{ text: string; problems: TextProblem[]; version: number }>(() => ({ text: formatMapJson(start), problems: [], version: 0 }));
  const boardRef = useRef<BoardViewHandle>(null);

  const offset = offsetOf(doc);
  const grid = useMemo(() => buildGrid({ rows: doc.rows, offset }), [doc.rows, offset]);
  const bridgeMode = state.tool === "bridge";
  const bridgeSlots = doc.bridgeSlots;
  const slots = useMemo(() => bridgeSlotViews(grid, { bridgeSlots }, { candidates: bridgeMode }), [grid, bridgeSlots, bridgeMode]);
  const places = useMemo(() => (state.tool === "canal" ? canalPlaces(grid) : []), [grid, state.tool]);
  // Checks, the unsaved-changes flag and the JSON follow each finished change; a stroke in
  // progress only repaints the board (they catch up when it ends).
  const settledDoc = state.gesture.kind === "stroke" ? state.gesture.before : doc;
  const deferredDoc = useDeferredValue(settledDoc);
  const report = useMemo(() => analyzeMap(deferredDoc), [deferredDoc]);
  const errors = report.findings.filter((f) => f.severity === "error").length;
  // Balance figures, only while their tab is open.
  const balance = useMemo(() => (tab === "balance" ? mapBalance(deferredDoc) : undefined), [tab, deferredDoc]);
  const heat = useMemo(() => (balance ? balanceHeat(balance, balanceTerrain, balanceMetric) : undefined), [balance, balanceTerrain, balanceMetric]);
  const heatRange = heat ? heatMax(balanceMetric, heat) : 1;
  const highlighted = useMemo(() => report.findings.find((f) => findingKey(f) === highlightKey), [report, highlightKey]);
  const currentJson = useMemo(() => formatMapJson(settledDoc), [settledDoc]);
  const mergeReport = useMemo(() => {
    if (!mapMerge) return undefined;
    const [base, theirs, mine] = [mapMerge.base, mapMerge.theirs, settledDoc] as MapDoc[];
    // Open: a conflict of the merge with no side picked (a hex painted since is the user's decision).
    const open = mergeMaps(base!, mine!, theirs!, mapMerge.choices).conflicts.filter((c) => mapMerge.conflicts.some((m) => m.path === c.path));
    const saving = diffMaps(theirs!, mine!);
    const overridden = (path: string) => saving.some((c) => c.path === path || path.startsWith(`${c.path}.`) || c.path.startsWith(`${path}.`));
    return { open, saving, kept: diffMaps(base!, theirs!).filter((c) => !overridden(c.path)) };
  }, [mapMerge, settledDoc]);
  const openConflicts = mergeReport?.open.length ?? 0;
  const dirty = currentJson !== lastSaved.json;

  // Board edits, undo and imports rewrite the JSON panel's text; its own edits keep what was typed.
  if (json.version !== state.version)
    setJson(state.origin === "json" ? { ...json, version: state.version } : { text: formatMapJson(doc), problems: [], version: state.version });
  const jsonText = json.text;
  const jsonProblems = json.problems;

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const onJsonChange = useCallback((text: string) => {
    const parsed = parseMapJson(text);
    setJson((j) => ({ ...j, text, problems: parsed.ok ? [] : parsed.problems }));
    if (parsed.ok) dispatch({ type: "replace", doc: parsed.map, origin: "json", label: "Edit JSON" });
  }, []);

  const onTool = useCallback((tool: ToolId) => dispatch({ type: "tool", tool }), []);
  const onBrush = useCallback((code: CellCode) => dispatch({ type: "brush", code }), []);

  const save = useCallback(
    async (options: { base?: number } = {}) => {
      if (saving || openConflicts > 0) return;
      const base = options.base ?? baseNumber;
      const map = doc;
      const json = formatMapJson(map);
      const problems = analyzeMap(map).findings.filter((f) => f.severity === "error");
      setSaving(true);
      try {
        if (problems.length > 0) {
          const r = await saveDraftMap(mapKey, map, base);
          if (!r.ok) return setBanner({ tone: "error", message: r.message });
          setLastSaved({ json, kind: "draft" });
          setBanner({
            tone: "info",
            message: `Saved as a draft with ${r.errors} ${r.errors === 1 ? "error" : "errors"}. It stays out of ${packName} (no playtests, not in exports) until fixed and saved again.`,
          });
          return;
        }
        const r = await saveToPack(mapKey, map, base);
        if (r.ok) {
          setBaseNumber(r.number);
          setLastSaved({ json, kind: "pack" });
          setInPack(true);
          setMapMerge(undefined);
          setBanner({ tone: "success", message: `Saved as revision ${r.number} of ${packName}.` });
        } else if (r.status === 409 && "headNumber" in r) {
          setBanner({ tone: "error", message: r.message, conflict: { headNumber: r.headNumber, theirs: r.theirs, base: r.base, theyChangedThisMap: r.theyChangedThisMap } });
        } else {
          const issues = "issues" in r && r.issues ? ` ${r.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}` : "";
          setBanner({ tone: "error", message: `Not saved: ${r.message}.${issues}` });
        }
      } finally {
        setSaving(false);
      }
    },
    [saving, openConflicts, baseNumber, doc, mapKey, packName],
  );

  /**
   * After a conflict: merge my map with the newer revision's, hex by hex. Hexes and fields only they
   * changed are taken, mine are kept; a hex both painted differently is a conflict to settle before
   * saving. Undo brings my unmerged map back.
   */
  const mergeWith = (conflict: NonNullable<Banner["conflict"]>) => {
    const theirs = conflict.theirs;
    setBaseNumber(conflict.headNumber);
    if (!theirs) {
      setMapMerge(undefined);
      setBanner({ tone: "info", message: `Merged with revision ${conflict.headNumber}: it does not have this map, so saving adds yours.` });
      return;
    }
    // A map both sides added has no common base: theirs stands in for it, so mine is kept.
    const base = conflict.base ?? theirs;
    const merged = mergeMaps(base as MapDoc, doc as MapDoc, theirs as MapDoc);
    dispatch({ type: "replace", doc: merged.value, origin: "import", label: `Merge with revision ${conflict.headNumber}` });
    setLastSaved({ json: formatMapJson(theirs), kind: "pack" });
    setMapMerge({ to: conflict.headNumber, base, theirs, conflicts: merged.conflicts, choices: {} });
    const n = merged.conflicts.length;
    setBanner({
      tone: "info",
      message: `Merged with revision ${conflict.headNumber}${n > 0 ? `: ${n} ${n === 1 ? "hex or field" : "hexes or fields"} both of you changed, pick one side each, then save` : ": check it, then save"}. Undo (Ctrl Z) brings your unmerged map back.`,
    });
  };

  const chooseSide = (path: string, side: MergeSide) => {
    if (!mapMerge) return;
    const choices = { ...mapMerge.choices, [path]: side };
    const merged = mergeMaps(mapMerge.base as MapDoc, doc as MapDoc, mapMerge.theirs as MapDoc, choices);
    setMapMerge({ ...mapMerge, choices });
    dispatch({ type: "replace", doc: merged.value, origin: "import", label: `Settle ${path}` });
  };

  const loadTheirs = (headNumber: number, theirs: MapInput | undefined) => {
    if (theirs) {
      dispatch({ type: "replace", doc: theirs, origin: "import", label: `Load revision ${headNumber}` });
      setLastSaved({ json: formatMapJson(theirs), kind: "pack" });
    }
    setBaseNumber(headNumber);
    setMapMerge(undefined);
    setBanner({ tone: "info", message: `Loaded revision ${headNumber}. Undo (Ctrl Z) brings your version back.` });
  };

  const exportSvg = useCallback(() => {
    const svg = boardRef.current?.svg();
    if (!svg) return;
    download(boardSvgText(svg, boardFrame(doc), doc.name), `${mapId}.svg`, "image/svg+xml");
  }, [doc, mapId]);
  const exportPng = useCallback(async () => {
    const svg = boardRef.current?.svg();
    if (!svg) return;
    download(await svgToPng(boardSvgText(svg, boardFrame(doc), doc.name)), `${mapId}.png`);
  }, [doc, mapId]);

  // Keyboard: tools, terrains, undo/redo, zoom, labels, help.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      if (mod && e.key.toLowerCase() === "s") {
        e.preventDefault();
        void save();
        return;
      }
      if (dialog || isTyping(e.target)) return;
      if (mod && e.key.toLowerCase() === "z") {
        e.preventDefault();
        dispatch({ type: e.shiftKey ? "redo" : "undo" });
        return;
      }
      if (mod && e.key.toLowerCase() === "y") {
        e.preventDefault();
        dispatch({ type: "redo" });
        return;
      }
      if (mod || e.altKey) return;
      if (e.key === " ") {
        e.preventDefault();
        setSpaceHeld(true);
        return;
      }
      if (e.key === "Escape") {
        dispatch({ type: "cancel" });
        setHighlightKey(undefined);
        return;
      }
      if (e.key === "?") return setDialog("help");
      const tool = (Object.keys(TOOL_KEYS) as ToolId[]).find((t) => TOOL_KEYS[t].toLowerCase() === e.key.toLowerCase());
      if (tool) return dispatch({ type: "tool", tool });
      const brush = BRUSH_KEYS.find((b) => b.key === e.key);
      if (brush) return dispatch({ type: "brush", code: brush.code });
      if (e.key.toLowerCase() === "l") return setLabels((v) => !v);
      if (e.key === "0") return boardRef.current?.fit();
      if (e.key === "+" || e.key === "=") return boardRef.current?.zoomBy(1.25);
      if (e.key === "-") return boardRef.current?.zoomBy(1 / 1.25);
    };
    const onKeyUp = (e: KeyboardEvent) => {
      if (e.key === " ") setSpaceHeld(false);
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("keyup", onKeyUp);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("keyup", onKeyUp);
    };
  }, [dialog, save]);

  useEffect(() => {
    if (banner?.tone !== "success") return;
    const t = setTimeout(() => setBanner(undefined), 8000);
    return () => clearTimeout(t);
  }, [banner]);

  useEffect(() => {
    if (state.notice?.tone !== "info") return;
    const t = setTimeout(() => dispatch({ type: "notice.dismiss" }), 6000);
    return () => clearTimeout(t);
  }, [state.notice]);

  const pairFrom = state.gesture.kind === "pair" ? state.gesture.from : undefined;
  const pairValid = useMemo(() => {
    if (!pairFrom) return undefined;
    const from = grid.hexes.get(pairFrom);
    if (!from) return undefined;
    return (to: string) => {
      const hex = grid.hexes.get(to);
      if (!hex || hex.kind === "river") return false;
      if (state.tool === "canal") return isCanalGeometry(grid, from, hex);
      return isBridgeAllowed(grid, from, hex) || slots.some((s) => s.key === [pairFrom, to].sort().join(":"));
    };
  }, [pairFrom, grid, state.tool, slots]);

  const toggleBridge = useCallback((a: string, b: string) => dispatch({ type: "bridge.toggle", a, b }), []);
  const toggleCanal = useCallback((a: string, b: string) => dispatch({ type: "canal.toggle", a, b }), []);
  const frame = boardFrame(doc);
  const sites = useMemo(() => dockSites(grid), [grid]);

  const overlays = (hover: BoardCell | undefined) => (
    <>
      <CanalOverlay grid={grid} canals={doc.canals ?? []} places={places} editing={state.tool === "canal"} onToggle={toggleCanal} />
      <BridgeOverlay grid={grid} slots={slots} editing={state.tool === "bridge"} onToggle={toggleBridge} />
      {docks && <DockOverlay grid={grid} sites={sites} />}
      {heat && <HeatmapOverlay grid={grid} frame={frame} heat={heat} colour={(v) => heatColour(balanceMetric, v, heatRange)} />}
      {highlighted && <HighlightOverlay grid={grid} frame={frame} hexes={highlighted.hexes} pairs={highlighted.pairs} tone={highlighted.severity} />}
      <CursorOverlay
        grid={grid}
        offset={offset}
        hover={spaceHeld || state.tool === "pan" ? undefined : hover}
        brush={state.tool === "brush" ? state.brush : state.tool === "erase" ? "." : undefined}
        selected={state.tool === "inspect" ? state.selected : undefined}
        pairFrom={pairFrom}
        pairValid={pairValid}
      />
    </>
  );

  const selectFinding = useCallback((key: string | undefined, f?: MapFinding) => {
    setHighlightKey(key);
    if (f && f.hexes.length === 0 && f.pairs.length === 0) setHighlightKey(undefined);
  }, []);

  const undoText = undoLabel(state);
  const redoText = redoLabel(state);
  const draftNow = lastSaved.kind === "draft";

  return (
    <div className="relative -my-10 ml-[calc(50%-50vw)] flex h-[calc(100dvh-3.625rem)] w-screen flex-col bg-zinc-50" data-testid="map-editor" data-map-key={mapKey}>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-zinc-200 bg-white px-4 py-2.5">
        <div className="flex min-w-0 items-center gap-2 text-sm">
          <Link href="/maps" className="text-zinc-500 hover:text-zinc-900">
            Maps
          </Link>
          <span className="text-zinc-300">/</span>
          <span className="truncate text-zinc-500" title={`Pack ${packId}`}>
            {packName}
          </span>
          <span className="text-zinc-300">/</span>
          <input
            value={doc.name}
            onChange={(e) => e.target.value.trim() !== "" && dispatch({ type: "replace", doc: { ...doc, name: e.target.value }, origin: "form", label: "Rename" })}
            aria-label="Map name"
            className="field-sizing-content max-w-96 min-w-32 rounded-md border border-transparent px-1.5 py-0.5 text-base font-semibold text-zinc-900 hover:border-zinc-200 focus:border-zinc-400 focus:outline-none"
          />
        </div>
        <div className="flex items-center gap-1.5 text-xs" data-testid="map-status">
          {draftNow ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 ring-1 ring-amber-300" title="Drafts are kept beside the pack: not playable, not exported, until fixed and saved.">
              Draft{inPack ? "" : " · not in the pack yet"}
            </span>
          ) : (
            <span className="rounded-full bg-zinc-100 px-2 py-0.5 font-medium text-zinc-700 ring-1 ring-zinc-200" title={`Saved in ${packName}, revision ${baseNumber}`}>
              Revision {baseNumber}
            </span>
          )}
          {errors > 0 && <span className="rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-800 ring-1 ring-red-200">{errors} {errors === 1 ? "error" : "errors"}</span>}
          {dirty && (
            <span className="inline-flex items-center gap-1 text-zinc-500" data-testid="unsaved">
              <span className="size-1.5 rounded-full bg-amber-500" /> Unsaved changes
            </span>
          )}
        </div>
        <div className="ml-auto flex items-center gap-1.5">
          <IconButton label={undoText ? `Undo: ${undoText} (Ctrl Z)` : "Nothing to undo"} disabled={!undoText} onClick={() => dispatch({ type: "undo" })} name="undo" testId="undo" />
          <IconButton label={redoText ? `Redo: ${redoText} (Shift Ctrl Z)` : "Nothing to redo"} disabled={!redoText} onClick={() => dispatch({ type: "redo" })} name="redo" testId="redo" />
          <span className="mx-1 h-5 w-px bg-zinc-200" />
          <IconButton label={labels ? "Hide coordinates (L)" : "Show coordinates (L)"} pressed={labels} onClick={() => setLabels((v) => !v)} name="labels" testId="labels" />
          <IconButton
            label={`${docks ? "Hide" : "Show"} dock sites: ${sites.length} riverside hexes where a dock may go (Merchants of the Seas)`}
            pressed={docks}
            onClick={() => setDocks((v) => !v)}
            name="anchor"
            testId="docks"
          />
          <IconButton label="Keyboard shortcuts (?)" onClick={() => setDialog("help")} name="help" testId="help" />
          <button type="button" onClick={() => setDialog("io")} className="inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-zinc-800 ring-1 ring-zinc-300 hover:bg-zinc-50">
            <Icon name="download" /> Import / export
          </button>
          {draftNow && inPack && (
            <button
              type="button"
              onClick={async () => {
                if (!saved || !(await discardDraft(mapKey))) return;
                dispatch({ type: "replace", doc: saved, origin: "import", label: "Discard draft" });
                setLastSaved({ json: formatMapJson(saved), kind: "pack" });
                setBaseNumber(headNumber);
                setBanner({ tone: "info", message: "Draft discarded: this is the pack's version (undo brings the draft back, unsaved)." });
              }}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-zinc-600 hover:bg-zinc-100"
            >
              Discard draft
            </button>
          )}
          <button
            type="button"
            onClick={() => void save()}
            disabled={saving || openConflicts > 0}
            data-testid="save"
            title={openConflicts > 0 ? `Settle the ${openConflicts} conflict(s) of the merge first.` : errors > 0 ? `This map has ${errors} error(s): it is saved as a draft and stays out of the pack until fixed.` : `Save into ${packName} as a new revision (Ctrl S)`}
            className={`inline-flex items-center gap-1.5 rounded-md px-3.5 py-1.5 text-sm font-semibold text-white shadow-xs disabled:opacity-60 ${errors > 0 ? "bg-amber-600 hover:bg-amber-700" : "bg-zinc-900 hover:bg-zinc-800"}`}
          >
            <Icon name="save" /> {saving ? "Saving…" : errors > 0 ? "Save draft" : "Save to pack"}
          </button>
        </div>
      </header>

      <div className="flex min-h-0 flex-1">
        <ToolRail tool={state.tool} brush={state.brush} onTool={onTool} onBrush={onBrush} />

        <div className="relative min-w-0 flex-1">
          <BoardView
            ref={boardRef}
            map={doc}
            grid={grid}
            labels={labels}
            ghosts
            panning={spaceHeld || state.tool === "pan"}
            cursor={CURSORS[state.tool]}
            fitKey={mapKey}
            onCellDown={(cell) => {
              dispatch({ type: "pointer.down", cell });
              if (state.tool === "inspect") setTab("inspect");
            }}
            onCellMove={(cell) => dispatch({ type: "pointer.move", cell })}
            onCellUp={(cell) => dispatch({ type: "pointer.up", cell })}
            onCancel={() => dispatch({ type: "cancel" })}
            overlays={overlays}
          />
          <EdgeControls onAdd={(side: BoardSide) => dispatch({ type: "line.add", side })} onRemove={(side: BoardSide) => dispatch({ type: "line.remove", side })} />
          {(banner || mapMerge) && (
            <div className="absolute top-2 left-1/2 z-20 w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 space-y-2">
              {banner && (
                <div
                  role={banner.tone === "error" ? "alert" : "status"}
                  data-testid="save-banner"
                  data-tone={banner.tone}
                  className={`flex flex-wrap items-center gap-3 rounded-lg px-4 py-2.5 text-sm shadow-lg ring-1 ${
                    banner.tone === "error" ? "bg-red-50 text-red-900 ring-red-300" : banner.tone === "success" ? "bg-emerald-50 text-emerald-900 ring-emerald-300" : "bg-sky-50 text-sky-900 ring-sky-300"
                  }`}
                >
                  <span className="min-w-0 flex-1">{banner.message}</span>
                  {banner.conflict && (
                    <>
                      <button type="button" onClick={() => mergeWith(banner.conflict!)} className="rounded-md bg-red-700 px-2.5 py-1 text-xs font-semibold text-white hover:bg-red-800">
                        Merge with revision {banner.conflict.headNumber}
                      </button>
                      <button type="button" onClick={() => loadTheirs(banner.conflict!.headNumber, banner.conflict!.theirs)} className="rounded-md bg-white px-2.5 py-1 text-xs font-semibold text-red-900 ring-1 ring-red-300 hover:bg-red-100">
                        Load revision {banner.conflict.headNumber}&apos;s map
                      </button>
                    </>
                  )}
                  <button type="button" aria-label="Dismiss" onClick={() => setBanner(undefined)} className="rounded p-0.5 opacity-70 hover:opacity-100">
                    <Icon name="x" />
                  </button>
                </div>
              )}
              {mapMerge && mergeReport && (
                <div className="max-h-80 overflow-y-auto rounded-lg bg-white shadow-lg">
                  <MergePanel
                    title={`Your map merged with revision ${mapMerge.to}.`}
                    conflicts={mapMerge.conflicts}
                    open={mergeReport.open.map((c) => c.path)}
                    choices={mapMerge.choices}
                    onChoose={chooseSide}
                    kept={mergeReport.kept}
                    saving={mergeReport.saving}
                  />
                </div>
              )}
            </div>
          )}
          <div className="pointer-events-none absolute top-12 left-3 max-w-[17rem] rounded-md bg-white/90 px-2.5 py-1.5 text-xs text-zinc-600 shadow-sm ring-1 ring-zinc-900/10" data-testid="tool-hint">
            <span className="font-semibold text-zinc-900">{TOOL_NAMES[state.tool]}</span> · {TOOL_HINTS[state.tool]}
          </div>
          {highlighted && (
            <div className="absolute top-12 right-3 z-10 flex max-w-sm items-center gap-2 rounded-md bg-zinc-900/90 px-3 py-1.5 text-xs text-white shadow" data-testid="highlight-banner">
              <span className="min-w-0 flex-1">{highlighted.message}</span>
              <button type="button" onClick={() => setHighlightKey(undefined)} className="shrink-0 font-semibold text-zinc-300 hover:text-white">
                Clear
              </button>
            </div>
          )}
          {state.notice && (
            <div
              role={state.notice.tone === "error" ? "alert" : "status"}
              data-testid="notice"
              className={`absolute bottom-14 left-1/2 z-10 flex max-w-lg -translate-x-1/2 items-center gap-2 rounded-lg px-3 py-2 text-sm shadow-lg ${state.notice.tone === "error" ? "bg-red-600 text-white" : "bg-zinc-900 text-white"}`}
            >
              <span>{state.notice.message}</span>
              <button type="button" aria-label="Dismiss" onClick={() => dispatch({ type: "notice.dismiss" })} className="opacity-70 hover:opacity-100">
                <Icon name="x" />
              </button>
            </div>
          )}
        </div>

        <aside className={`flex ${tab === "balance" ? "w-[28rem]" : "w-[24rem]"} shrink-0 flex-col border-l border-zinc-200 bg-zinc-50`} aria-label="Map details">
          <div role="tablist" aria-label="Panels" className="flex gap-1 border-b border-zinc-200 bg-white px-3 pt-2">
            {(
              [
                ["checks", "Checks"],
                ["inspect", "Inspect"],
                ["balance", "Balance"],
                ["json", "JSON"],
              ] as const
            ).map(([id, label]) => (
              <button
                key={id}
                role="tab"
                type="button"
                aria-selected={tab === id}
                data-tab={id}
                onClick={() => {
                  setTab(id);
                  if (id === "json") setJsonOpened(true);
                }}
                className={`-mb-px flex items-center gap-1.5 border-b-2 px-3 pb-2 text-sm font-medium ${tab === id ? "border-zinc-900 text-zinc-900" : "border-transparent text-zinc-500 hover:text-zinc-800"}`}
              >
                {label}
                {id === "checks" && report.findings.length > 0 && (
                  <span className={`rounded-full px-1.5 text-xs tabular-nums ${errors > 0 ? "bg-red-100 text-red-800" : "bg-amber-100 text-amber-800"}`}>{errors > 0 ? errors : report.findings.filter((f) => f.severity === "warning").length || ""}</span>
                )}
                {id === "json" && jsonProblems.length > 0 && <span className="size-1.5 rounded-full bg-red-500" />}
              </button>
            ))}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-3">
            {tab === "checks" && <ValidationPanel report={report} jsonProblems={jsonProblems} activeKey={highlightKey} onSelect={selectFinding} />}
            {tab === "inspect" && <InspectPanel map={doc} grid={grid} selected={state.selected} slots={slots} onSelectHex={(cell) => dispatch({ type: "select", cell })} />}
            {tab === "balance" && balance && (
              <BalancePanel balance={balance} lab={lab} labLink={`/lab?pack=${encodeURIComponent(packId)}&map=${encodeURIComponent(mapId)}`} terrain={balanceTerrain} metric={balanceMetric} max={heatRange} onTerrain={setBalanceTerrain} onMetric={setBalanceMetric} />
            )}
            {(jsonOpened || tab === "json") && (
              <div className={tab === "json" ? "h-full" : "hidden"}>
                <JsonPanel text={jsonText} onChange={onJsonChange} problems={jsonProblems} findings={report.findings} modelId={`maps/${mapKey}`} />
              </div>
            )}
          </div>
        </aside>
      </div>

      {dialog === "help" && <HelpOverlay onClose={() => setDialog(undefined)} />}
      {dialog === "io" && (
        <ImportExportDialog
          map={doc}
          fileStem={mapId}
          onClose={() => setDialog(undefined)}
          onImport={(map, label, note) => {
            dispatch({ type: "replace", doc: map, origin: "import", label });
            setDialog(undefined);
            setBanner({ tone: "info", message: `${label}: done.${note ? ` ${note}` : ""} Undo (Ctrl Z) brings the previous map back.` });
          }}
          onMatchSnellmanRows={() => dispatch({ type: "snellman.rows" })}
          onDownloadSvg={exportSvg}
          onDownloadPng={() => void exportPng()}
          onDownloadText={(text, filename, type) => download(text, filename, type)}
        />
      )}
    </div>
  );
}

function IconButton({ label, onClick, name, disabled, pressed, testId }: { label: string; onClick: () => void; name: Parameters<typeof Icon>[0]["name"]; disabled?: boolean; pressed?: boolean; testId?: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      className={`grid size-8 place-items-center rounded-md transition disabled:opacity-35 ${pressed ? "bg-zinc-900 text-white" : "text-zinc-700 hover:bg-zinc-100"}`}
    >
      <Icon name={name} />
    </button>
  );
}
