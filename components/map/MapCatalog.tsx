"use client";

/**
 * The maps of every pack as cards with thumbnails, drafts flagged, and a dialog to start a new map:
 * a blank board of a chosen size, or a copy of an existing map, in a pack (or a new one).
 */
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { blankMap, buildGrid, idFromName, IdSchema, type CellCode, type MapInput } from "@/engine";
import { createMapDraft } from "./editor/api";
import { Dialog } from "./editor/Dialog";
import { Icon } from "./editor/icons";
import { MapThumbnail } from "./MapThumbnail";
import { BRUSH_CODES, CELL_STYLES, kindOfCode } from "./terrain";

export interface CatalogEntry {
  key: string;
  packId: string;
  packName: string;
  mapId: string;
  name: string;
  description?: string;
  rows: string[];
  offset: "odd" | "even";
  inPack: boolean;
  draft?: { errors: number };
}

export interface CatalogPack {
  id: string;
  name: string;
}

/** Where new maps go when the designer has no pack of their own yet. */
export const DEFAULT_NEW_PACK = { id: "my-maps", name: "My maps" };

export function MapCatalog({ entries, packs }: { entries: CatalogEntry[]; packs: CatalogPack[] }) {
  const [creating, setCreating] = useState<{ copyOf?: CatalogEntry } | undefined>();
  const groups = useMemo(() => {
    const byPack = new Map<string, CatalogEntry[]>();
    for (const e of entries) byPack.set(e.packId, [...(byPack.get(e.packId) ?? []), e]);
    return [...byPack.entries()];
  }, [entries]);
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-600">
          {entries.length} {entries.length === 1 ? "map" : "maps"} in {groups.length} {groups.length === 1 ? "pack" : "packs"}. Open one to edit it, or start a new board.
        </p>
        <button type="button" onClick={() => setCreating({})} className="inline-flex items-center gap-2 rounded-md bg-zinc-900 px-3.5 py-2 text-sm font-medium text-white shadow-xs hover:bg-zinc-800" data-testid="new-map">
          <Icon name="plus" /> New map
        </button>
      </div>
      {groups.map(([packId, maps]) => (
        <section key={packId} aria-labelledby={`pack-${packId}`} className="space-y-3">
          <h2 id={`pack-${packId}`} className="flex items-baseline gap-2 text-sm font-semibold text-zinc-900">
            {maps[0]!.packName} <span className="font-mono text-xs font-normal text-zinc-500">{packId}</span>
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Maps of ${maps[0]!.packName}`}>
            {maps.map((m) => (
              <li key={m.key}>
                <MapCard entry={m} onDuplicate={() => setCreating({ copyOf: m })} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {creating && <NewMapDialog packs={packs} entries={entries} copyOf={creating.copyOf} onClose={() => setCreating(undefined)} />}
    </div>
  );
}

function MapCard({ entry, onDuplicate }: { entry: CatalogEntry; onDuplicate: () => void }) {
  const land = buildGrid({ rows: entry.rows, offset: entry.offset }).land.length;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-xs transition hover:border-zinc-300 hover:shadow-sm" data-map-card={entry.key}>
      <div className="relative bg-[#efe8d8] px-4 pt-4 pb-3">
        <MapThumbnail map={entry} className="mx-auto h-36 w-full" />
        {entry.draft && (
          <span className={`absolute top-2 left-2 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${entry.draft.errors > 0 ? "bg-red-50 text-red-800 ring-red-200" : "bg-amber-50 text-amber-900 ring-amber-200"}`}>
            Draft{entry.draft.errors > 0 ? ` · ${entry.draft.errors} ${entry.draft.errors === 1 ? "error" : "errors"}` : ""}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-sm font-semibold text-zinc-900">
          <Link href={`/maps/${entry.key}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {entry.name}
          </Link>
        </h3>
        <p className="font-mono text-xs text-zinc-500">{entry.key}</p>
        {entry.description && <p className="line-clamp-2 text-xs leading-5 text-zinc-600">{entry.description}</p>}
        <div className="mt-auto flex items-center justify-between pt-2 text-xs text-zinc-500">
          <span>
            {entry.rows.length} rows · {land} land hexes{!entry.inPack ? " · not in the pack yet" : ""}
          </span>
          <button type="button" onClick={onDuplicate} className="relative z-10 rounded-md px-2 py-1 font-medium text-zinc-700 ring-1 ring-zinc-200 hover:bg-zinc-50" aria-label={`Duplicate ${entry.name}`}>
            Duplicate
          </button>
        </div>
      </div>
    </article>
  );
}

function NewMapDialog({ packs, entries, copyOf, onClose }: { packs: CatalogPack[]; entries: CatalogEntry[]; copyOf?: CatalogEntry; onClose: () => void }) {
  const router = useRouter();
  const ownPacks = packs.filter((p) => p.id !== "base");
  const [name, setName] = useState(copyOf ? `${copyOf.name} (copy)` : "New map");
  const [id, setId] = useState<string | undefined>();
  const [packId, setPackId] = useState(ownPacks[0]?.id ?? DEFAULT_NEW_PACK.id);
  const [source, setSource] = useState<string>(copyOf?.key ?? "blank");
  const [rows, setRows] = useState(9);
  const [cols, setCols] = useState(13);
  const [fill, setFill] = useState<CellCode>("P");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const mapId = id ?? idFromName(name, "map");
  const isNewPack = !packs.some((p) => p.id === packId);
  const idOk = IdSchema.safeParse(mapId).success;

  const create = async () => {
    setBusy(true);
    setError(undefined);
    const from = entries.find((e) => e.key === source);
    let map: MapInput = blankMap({ name, rows, cols, fill });
    if (from) {
      // The full map (bridge slots and canals included), as the editor would open it.
      const opened = await fetch(`/api/maps/${encodeURIComponent(from.key)}`).then((r) => (r.ok ? r.json() : undefined));
      const original: MapInput | undefined = opened?.draft?.map ?? opened?.saved;
      if (!original) {
        setBusy(false);
        return setError(`${from.name} could not be read.`);
      }
      map = { ...original, name };
    }
    const r = await createMapDraft({ packId, mapId, map, newPackName: isNewPack ? DEFAULT_NEW_PACK.name : undefined });
    setBusy(false);
    if (!r.ok) return setError(r.message);
    router.push(`/maps/${r.key}`);
  };

  const field = "mt-1 block w-full rounded-md border border-zinc-300 px-2.5 py-1.5 text-sm focus:border-zinc-500 focus:outline-none";
  return (
    <Dialog title={copyOf ? `Duplicate ${copyOf.name}` : "New map"} description="The map starts as a draft in its pack; save it into the pack once its checks pass." onClose={onClose}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="block text-sm font-medium text-zinc-800">
            Name
            <input className={field} value={name} onChange={(e) => setName(e.target.value)} required />
          </label>
          <label className="block text-sm font-medium text-zinc-800">
            Id
            <input className={`${field} font-mono`} value={mapId} onChange={(e) => setId(e.target.value)} aria-invalid={!idOk} />
            {!idOk && <span className="mt-1 block text-xs text-red-700">Lower-case letters, digits and dashes, starting with a letter.</span>}
          </label>
        </div>
        <label className="block text-sm font-medium text-zinc-800">
          Pack
          <select className={field} value={packId} onChange={(e) => setPackId(e.target.value)}>
            {ownPacks.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.id})
              </option>
            ))}
            {!packs.some((p) => p.id === DEFAULT_NEW_PACK.id) && <option value={DEFAULT_NEW_PACK.id}>{DEFAULT_NEW_PACK.name} (new pack, extends the base game)</option>}
            {packs
              .filter((p) => p.id === "base")
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.id})
                </option>
              ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-zinc-800">
          Start from
          <select className={field} value={source} onChange={(e) => setSource(e.target.value)} data-testid="new-map-source">
            <option value="blank">A blank board</option>
            {entries.map((e) => (
              <option key={e.key} value={e.key}>
                A copy of {e.name} ({e.key})
              </option>
            ))}
          </select>
        </label>
        {source === "blank" && (
          <div className="grid grid-cols-3 gap-4">
            <label className="block text-sm font-medium text-zinc-800">
              Rows
              <input type="number" min={1} max={40} className={field} value={rows} onChange={(e) => setRows(Number(e.target.value))} data-testid="new-map-rows" />
            </label>
            <label className="block text-sm font-medium text-zinc-800">
              Columns
              <input type="number" min={1} max={40} className={field} value={cols} onChange={(e) => setCols(Number(e.target.value))} data-testid="new-map-cols" />
            </label>
            <label className="block text-sm font-medium text-zinc-800">
              Fill with
              <select className={field} value={fill} onChange={(e) => setFill(e.target.value as CellCode)}>
                {[...BRUSH_CODES, "." as CellCode].map((c) => (
                  <option key={c} value={c}>
                    {CELL_STYLES[kindOfCode(c)].name}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2 border-t border-zinc-100 pt-4">
          <button type="button" onClick={onClose} className="rounded-md px-3 py-1.5 text-sm font-medium text-zinc-700 hover:bg-zinc-100">
            Cancel
          </button>
          <button type="submit" disabled={busy || !idOk || name.trim() === ""} className="rounded-md bg-zinc-900 px-3.5 py-1.5 text-sm font-semibold text-white hover:bg-zinc-800 disabled:opacity-50">
            {busy ? "Creating…" : "Create and open"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
