"use client";
/**
 * The district cards form: each card's 2×2 pattern drawn by picking a brush (a colour or "any tile")
 * and clicking squares, its two VP values and its tower icons; cards can be added and removed.
 */
import { ANY_TILE_CODE, COLOURS, type Colour, type DistrictCard, type OriginsPack } from "@/engine/games/origins/schema";
import { useState } from "react";
import { friendlyMessage, useField, useForm, useIssuesWithin } from "@/components/authoring/form/FormContext";
import { FieldErrors, IconButton, NumberField } from "@/components/authoring/form/fields";
import { BoardPanel } from "@/components/authoring/ui";
import { ColourSwatch } from "./ColourSwatch";

type Colours = OriginsPack["colours"];
/** A brush: a colour's code, or the wildcard. */
type Brush = string;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A pattern as rows of squares, short rows and missing rows filled with the wildcard (longer ones kept, for their error). */
export function patternGrid(pattern: unknown): string[] {
  const rows = Array.isArray(pattern) ? pattern.map((r) => (typeof r === "string" ? r : "")) : [];
  while (rows.length < 2) rows.push("");
  return rows.map((r) => r.padEnd(2, ANY_TILE_CODE));
}

/** The pattern with one square set to a code. */
export function paintPattern(pattern: unknown, row: number, column: number, code: string): string[] {
  return patternGrid(pattern).map((r, i) => (i === row ? [...r].map((l, j) => (j === column ? code : l)).join("") : r));
}

/** What a square's letter means: a colour, the wildcard, or an unknown letter. */
function squareOf(letter: string | undefined, colours: Colours): { label: string; hex?: string } {
  if (letter === undefined || letter === ANY_TILE_CODE) return { label: "any tile" };
  const colour = COLOURS.find((c) => colours[c].code === letter);
  return colour ? { label: colours[colour].name, hex: colours[colour].hex } : { label: `unknown letter ${letter}` };
}

/** The next free card id: district-N. */
function nextId(ids: readonly string[]): string {
  let n = ids.length + 1;
  while (ids.includes(`district-${n}`)) n++;
  return `district-${n}`;
}

export function DistrictsForm({ colours }: { colours: Colours }) {
  const { value, set } = useForm();
  const root = useField([]);
  const cards = isRecord(value) ? value : {};
  const ids = Object.keys(cards);
  const [brush, setBrush] = useState<Brush>(colours.red.code);
  const brushes: { code: Brush; label: string; hex?: string }[] = [
    ...COLOURS.map((c) => ({ code: colours[c].code, label: colours[c].name, hex: colours[c].hex })),
    { code: ANY_TILE_CODE, label: "Any tile" },
  ];
  return (
    <div className="space-y-5">
      <BoardPanel title="Brush" description="Pick a colour, or any tile (grey tiles and Farms included), then click the squares of a card's pattern.">
        <div role="radiogroup" aria-label="Brush" className="flex flex-wrap gap-1.5">
          {brushes.map((b) => (
            <button
              key={b.code}
              type="button"
              role="radio"
              aria-checked={brush === b.code}
              onClick={() => setBrush(b.code)}
              className={`inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm ${brush === b.code ? "border-zinc-900 bg-zinc-900 text-white" : "border-zinc-300 bg-white text-zinc-800 hover:border-zinc-500"}`}
            >
              <ColourSwatch hex={b.hex} className="size-3.5" />
              {b.label}
            </button>
          ))}
        </div>
      </BoardPanel>
      <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
        {ids.map((id) => (
          <DistrictCardFields key={id} id={id} colours={colours} brush={brush} onRemove={() => set([], Object.fromEntries(ids.filter((x) => x !== id).map((x) => [x, cards[x]])))} />
        ))}
      </div>
      <button
        type="button"
        onClick={() => set([], { ...cards, [nextId(ids)]: { pattern: [`${colours.red.code}${ANY_TILE_CODE}`, `${ANY_TILE_CODE}${ANY_TILE_CODE}`], vp: { first: 5, later: 2 }, towers: ["red"] } satisfies DistrictCard })}
        className="rounded-md border border-dashed border-zinc-300 px-3 py-1.5 text-sm text-zinc-600 hover:border-zinc-500 hover:text-zinc-900"
      >
        + Add a district card
      </button>
      <FieldErrors id={root.id} errors={root.errors} />
    </div>
  );
}

function DistrictCardFields({ id, colours, brush, onRemove }: { id: string; colours: Colours; brush: Brush; onRemove: () => void }) {
  const pattern = useField<unknown>([id, "pattern"]);
  const rows = useIssuesWithin([id, "pattern"]).map((i) => friendlyMessage(i.message));
  const card = useField([id]);
  const grid = patternGrid(pattern.value);
  return (
    <section aria-label={`District card ${id}`} className="relative space-y-3 rounded-xl border border-zinc-200 bg-white p-3 shadow-xs">
      <header className="flex items-center justify-between">
        <h3 className="text-sm font-semibold text-zinc-900">{id}</h3>
        <IconButton label={`Remove ${id}`} onClick={onRemove} className="size-6 text-xs">
          ×
        </IconButton>
      </header>
      <div className="flex items-start gap-4">
        <div role="group" aria-label={`Pattern of ${id}`} id={pattern.id} className="grid grid-cols-2 gap-1 rounded-lg bg-zinc-100 p-1.5">
          {grid.flatMap((row, r) =>
            [...row].map((letter, c) => {
              const square = squareOf(letter, colours);
              return (
                <button
                  key={`${r}-${c}`}
                  type="button"
                  aria-label={`Row ${r + 1}, column ${c + 1}: ${square.label}`}
                  title={`${square.label} — click to paint`}
                  onClick={() => pattern.set(paintPattern(pattern.value, r, c, brush))}
                  className="flex size-11 items-center justify-center rounded-md text-sm font-semibold text-white ring-1 ring-black/10 hover:ring-2 hover:ring-zinc-900"
                  style={square.hex ? { backgroundColor: square.hex } : { backgroundColor: "#fff", color: "#71717a", backgroundImage: "repeating-linear-gradient(45deg,#f4f4f5 0 4px,#fff 4px 8px)" }}
                >
                  {square.hex ? "" : letter === ANY_TILE_CODE ? "any" : letter}
                </button>
              );
            }),
          )}
        </div>
        <div className="flex flex-wrap gap-x-3 gap-y-2">
          <NumberField path={[id, "vp", "first"]} label="VP first time" inputClassName="w-14" />
          <NumberField path={[id, "vp", "later"]} label="VP later" inputClassName="w-14" />
        </div>
      </div>
      {rows.length > 0 && (
        <p className="text-xs text-red-700" data-field-error>
          {rows.join("; ")}
        </p>
      )}
      <TowersField id={id} colours={colours} />
      <FieldErrors id={card.id} errors={card.errors} />
    </section>
  );
}

/** The tower icons of a card: a chip per icon, removable, and a select to add one. */
function TowersField({ id, colours }: { id: string; colours: Colours }) {
  const towers = useField<unknown[]>([id, "towers"]);
  const list = Array.isArray(towers.value) ? towers.value : [];
  return (
    <fieldset>
      <legend className="mb-1 text-xs font-medium text-zinc-600">Tower icons</legend>
      <div className="flex flex-wrap items-center gap-1.5">
        {list.map((t, i) => {
          const colour = COLOURS.includes(t as Colour) ? (t as Colour) : undefined;
          return (
            <span key={i} className="inline-flex items-center gap-1 rounded-full border border-zinc-200 bg-zinc-50 py-0.5 pr-1 pl-2 text-xs">
              <ColourSwatch hex={colour ? colours[colour].hex : undefined} />
              {colour ? colours[colour].name : String(t)}
              <button type="button" aria-label={`Remove the ${String(t)} tower of ${id}`} className="rounded px-1 text-zinc-400 hover:text-zinc-800" onClick={() => towers.set(list.filter((_, j) => j !== i))}>
                ×
              </button>
            </span>
          );
        })}
        <select
          aria-label={`Add a tower to ${id}`}
          value=""
          onChange={(e) => e.target.value && towers.set([...list, e.target.value])}
          className="rounded-md border border-zinc-300 bg-white px-1.5 py-0.5 text-xs text-zinc-700"
        >
          <option value="">+ tower</option>
          {COLOURS.map((c) => (
            <option key={c} value={c}>
              {colours[c].name}
            </option>
          ))}
        </select>
      </div>
      <FieldErrors id={towers.id} errors={towers.errors} />
    </fieldset>
  );
}
