"use client";

/**
 * The new-game form: pack revision, map, variants, the final-scoring tile (drawn or chosen), 2 to N
 * seats (a person or a bot, and the faction: named, random, or picked at the table), and the seed,
 * shown and editable so a game can be set up again. The server checks everything with the engine; its refusal is shown as it is.
 */
import { useState } from "react";
import { useRouter } from "next/navigation";
import type { BoardTerrain, MapInput } from "@/engine";
import { MapThumbnail } from "@/components/map/MapThumbnail";
import { TerrainSwatch } from "@/components/TerrainSwatch";
import { BOT_IDS, BOT_LABELS, FACTION_AT_TABLE, FACTION_RANDOM, MAX_SEED, type BotId } from "@/lib/playtest/schema";

export interface NewGameChoices {
  packId: string;
  packName: string;
  revision: number;
  revisions: { number: number; note: string; version: string }[];
  maps: { id: string; name: string; rows: MapInput["rows"]; offset?: MapInput["offset"] }[];
  factions: { id: string; name: string; color?: string; homeTerrain: string; description?: string; option?: string }[];
  /** `auction`: the variant plays the faction auction (the seats win their factions at the table). */
  variants: { id: string; name: string; description: string; auction?: boolean }[];
  /** The pack's final-scoring tiles; `option`: the variant that puts the tile in the seed's draw. */
  finalScoringTiles: { id: string; name: string; text?: string; option?: string }[];
  players: { min: number; max: number };
  seed: number;
}

/** The final-scoring choice meaning "drawn with the seed". */
const DRAWN = "";

interface SeatChoice {
  control: "human" | "bot";
  bot: BotId;
  faction: string;
  name: string;
}

const input = "rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm text-zinc-900 shadow-xs outline-none focus:border-zinc-500 focus:ring-2 focus:ring-zinc-900/10";

function Section({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-zinc-200 bg-white p-5 shadow-xs">
      <h2 className="text-sm font-semibold text-zinc-900">{title}</h2>
      {hint && <p className="mt-0.5 text-xs text-zinc-500">{hint}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function NewGameForm({ choices }: { choices: NewGameChoices }) {
  const router = useRouter();
  const [map, setMap] = useState(choices.maps.find((m) => m.id === "base")?.id ?? choices.maps[0]?.id ?? "");
  const [options, setOptions] = useState<string[]>([]);
  const [finalTile, setFinalTile] = useState(DRAWN);
  const [seed, setSeed] = useState(String(choices.seed));
  const [seats, setSeats] = useState<SeatChoice[]>([
    { control: "human", bot: "heuristic", faction: FACTION_AT_TABLE, name: "You" },
    { control: "bot", bot: "heuristic", faction: FACTION_RANDOM, name: "" },
    { control: "bot", bot: "heuristic", faction: FACTION_RANDOM, name: "" },
  ]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const homeOf = (id: string) => choices.factions.find((f) => f.id === id)?.homeTerrain;
  const update = (i: number, change: Partial<SeatChoice>) => setSeats((s) => s.map((x, j) => (j === i ? { ...x, ...change } : x)));
  const seedNumber = Number(seed);
  // With a faction auction the factions are nominated and bid for at the table.
  const auction = choices.variants.some((v) => v.auction && options.includes(v.id));
  const seedOk = Number.isInteger(seedNumber) && seedNumber >= 1 && seedNumber <= MAX_SEED;
  // The tiles the seed draws from: those whose variant is on (a tile without one is always in the draw).
  const drawable = choices.finalScoringTiles.filter((t) => !t.option || options.includes(t.option));
  const variantName = (id: string) => choices.variants.find((v) => v.id === id)?.name ?? id;
  const tileOptions = [...new Set(choices.finalScoringTiles.flatMap((t) => (t.option ? [t.option] : [])))];
  const chosenTile = choices.finalScoringTiles.find((t) => t.id === finalTile);

  const start = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const res = await fetch("/api/sessions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          kind: "play",
          packId: choices.packId,
          revision: choices.revision,
          map,
          options,
          ...(finalTile !== DRAWN ? { finalScoring: [finalTile] } : {}),
          seed: seedNumber,
          seats: seats.map((s) => ({ control: s.control, faction: s.faction, ...(s.control === "bot" ? { bot: s.bot } : {}), ...(s.name.trim() ? { name: s.name.trim() } : {}) })),
        }),
      });
      const body = (await res.json()) as { id?: string; message?: string; issues?: { path: string; message: string }[] };
      if (!res.ok || !body.id) {
        setError(body.issues?.length ? body.issues.map((i) => `${i.path}: ${i.message}`).join("; ") : (body.message ?? `HTTP ${res.status}`));
        setBusy(false);
        return;
      }
      router.push(`/playtest/${body.id}`);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };

  return (
    <form
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      <div className="space-y-6">
        <Section title="Pack revision" hint="The game is played with this revision for good, even after the pack changes.">
          <select
            aria-label="Pack revision"
            className={input}
            value={choices.revision}
            onChange={(e) => router.push(`/packs/${encodeURIComponent(choices.packId)}/playtest/new?revision=${e.target.value}&seed=${seed}`)}
          >
            {choices.revisions.map((r) => (
              <option key={r.number} value={r.number}>
                Revision {r.number} · v{r.version}
                {r.note ? ` · ${r.note}` : ""}
              </option>
            ))}
          </select>
        </Section>

        <Section title="Map">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" role="radiogroup" aria-label="Map">
            {choices.maps.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={map === m.id}
                  onClick={() => setMap(m.id)}
                  className={`flex w-full flex-col gap-1.5 rounded-lg border p-2 text-left text-xs transition ${map === m.id ? "border-zinc-900 bg-zinc-50 ring-2 ring-zinc-900/10" : "border-zinc-200 hover:border-zinc-400"}`}
                >
                  <MapThumbnail map={m} className="h-16 w-full" />
                  <span className="font-semibold text-zinc-800">{m.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </Section>

        <Section title="Seats" hint={`${choices.players.min} to ${choices.players.max} players, in turn order. A seat’s faction can be named, drawn with the seed, or picked at the table when the game starts.`}>
          <ol className="space-y-2" aria-label="Seats">
            {seats.map((s, i) => {
              const taken = new Set(seats.filter((_, j) => j !== i).map((x) => homeOf(x.faction)).filter(Boolean));
              return (
                <li key={i} className="grid grid-cols-[1.5rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)_auto] items-center gap-2" data-seat={i}>
                  <span className="text-sm font-semibold text-zinc-400">{i + 1}</span>
                  <select aria-label={`Seat ${i + 1}: who plays`} className={input} value={s.control === "bot" ? s.bot : "human"} onChange={(e) => (e.target.value === "human" ? update(i, { control: "human" }) : update(i, { control: "bot", bot: e.target.value as BotId }))}>
                    <option value="human">A person</option>
                    {BOT_IDS.map((b) => (
                      <option key={b} value={b}>
                        {BOT_LABELS[b]}
                      </option>
                    ))}
                  </select>
                  <input aria-label={`Seat ${i + 1}: name`} className={input} placeholder={s.control === "bot" ? `Bot ${i + 1}` : `Player ${i + 1}`} value={s.name} onChange={(e) => update(i, { name: e.target.value })} maxLength={40} />
                  {auction ? (
                    <span className="text-xs text-zinc-500" data-testid={`seat-${i}-auction`}>
                      Won in the faction auction
                    </span>
                  ) : (
                    <select aria-label={`Seat ${i + 1}: faction`} className={input} value={s.faction} onChange={(e) => update(i, { faction: e.target.value })}>
                      <option value={FACTION_AT_TABLE}>Pick at the table</option>
                      <option value={FACTION_RANDOM}>Random (from the seed)</option>
                      {choices.factions.map((f) => {
                        const needs = f.option && !options.includes(f.option) ? f.option : undefined;
                        return (
                          <option key={f.id} value={f.id} disabled={taken.has(f.homeTerrain) || Boolean(needs)}>
                            {f.name}
                            {taken.has(f.homeTerrain) ? " (home terrain taken)" : needs ? ` (needs the variant ${needs})` : ""}
                          </option>
                        );
                      })}
                    </select>
                  )}
                  <button
                    type="button"
                    aria-label={`Remove seat ${i + 1}`}
                    disabled={seats.length <= choices.players.min}
                    onClick={() => setSeats((x) => x.filter((_, j) => j !== i))}
                    className="rounded-md px-2 py-1 text-zinc-400 hover:bg-zinc-100 hover:text-zinc-800 disabled:opacity-30"
                  >
                    ✕
                  </button>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            disabled={seats.length >= choices.players.max}
            onClick={() => setSeats((x) => [...x, { control: "bot", bot: "heuristic", faction: FACTION_RANDOM, name: "" }])}
            className="mt-3 rounded-md border border-dashed border-zinc-300 px-3 py-1.5 text-sm font-medium text-zinc-600 hover:border-zinc-500 hover:text-zinc-900 disabled:opacity-40"
          >
            + Add a seat
          </button>
          <ul className="mt-4 flex flex-wrap gap-1.5">
            {choices.factions.map((f) => (
              <li key={f.id} className="inline-flex items-center gap-1.5 rounded-full border border-zinc-200 bg-zinc-50 py-0.5 pr-2.5 pl-1 text-xs text-zinc-700" title={f.description}>
                <span className="size-3 rounded-full ring-1 ring-black/10" style={{ background: f.color ?? "#a1a1aa" }} />
                {f.name}
                {f.homeTerrain === "chosen" ? <span className="text-zinc-500">colour of choice</span> : <TerrainSwatch terrain={f.homeTerrain as BoardTerrain} size="sm" />}
              </li>
            ))}
          </ul>
        </Section>

        {choices.variants.length > 0 && (
          <Section title="Variants" hint="House rules and options of this pack.">
            <ul className="space-y-2">
              {choices.variants.map((v) => (
                <li key={v.id}>
                  <label className="flex items-start gap-2 text-sm">
                    <input type="checkbox" className="mt-1" checked={options.includes(v.id)} onChange={(e) => setOptions((o) => (e.target.checked ? [...o, v.id] : o.filter((x) => x !== v.id)))} />
                    <span>
                      <span className="font-medium text-zinc-900">{v.name}</span> <span className="font-mono text-xs text-zinc-400">{v.id}</span>
                      <span className="block text-xs text-zinc-500">{v.description}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </Section>
        )}

        {choices.finalScoringTiles.length > 0 && (
          <Section title="Final scoring" hint="Besides the area and cult scoring, one final-scoring tile can be played: drawn with the seed from the tiles a variant puts in play, or chosen here.">
            <select aria-label="Final-scoring tile" className={input} value={finalTile} onChange={(e) => setFinalTile(e.target.value)}>
              <option value={DRAWN}>Drawn with the seed{drawable.length === 0 ? " (none in play)" : ` (1 of ${drawable.length})`}</option>
              {choices.finalScoringTiles.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({t.id})
                </option>
              ))}
            </select>
            <p className="mt-2 text-xs text-zinc-500" data-final-scoring-note="">
              {chosenTile
                ? `${chosenTile.name}: ${chosenTile.text ?? "played at the end of the game."}`
                : drawable.length > 0
                  ? `The seed draws one of: ${drawable.map((t) => t.name).join(", ")}.`
                  : `No tile is drawn: turn on ${tileOptions.map(variantName).join(" or ") || "a variant that puts one in play"}, or choose one.`}
            </p>
          </Section>
        )}
      </div>

      <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
        <Section title="Seed" hint="Draws the scoring tiles, the bonus cards in play and random factions. Keep it to set up the same game again.">
          <div className="flex gap-2">
            <input aria-label="Seed" inputMode="numeric" className={`${input} min-w-0 flex-1 font-mono`} value={seed} onChange={(e) => setSeed(e.target.value.replace(/[^\d]/g, ""))} />
            <button type="button" onClick={() => setSeed(String(1 + Math.floor(Math.random() * 99999)))} className="rounded-md border border-zinc-300 px-2.5 text-sm text-zinc-700 hover:bg-zinc-50" title="A new random seed">
              ⟳
            </button>
          </div>
          {!seedOk && <p className="mt-1 text-xs text-red-700">A whole number from 1 to {MAX_SEED}.</p>}
        </Section>
        <div className="rounded-xl border border-zinc-200 bg-white p-5 text-sm shadow-xs">
          <dl className="space-y-1 text-zinc-600">
            <div className="flex justify-between">
              <dt>Pack</dt>
              <dd className="font-medium text-zinc-900">
                {choices.packName} r{choices.revision}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt>Map</dt>
              <dd className="font-medium text-zinc-900">{choices.maps.find((m) => m.id === map)?.name}</dd>
            </div>
            {choices.finalScoringTiles.length > 0 && (
              <div className="flex justify-between gap-3">
                <dt>Final tile</dt>
                <dd className="text-right font-medium text-zinc-900">{chosenTile ? chosenTile.name : drawable.length > 0 ? "Drawn" : "None"}</dd>
              </div>
            )}
            <div className="flex justify-between">
              <dt>Players</dt>
              <dd className="font-medium text-zinc-900">
                {seats.length} · {seats.filter((s) => s.control === "bot").length} bot{seats.filter((s) => s.control === "bot").length === 1 ? "" : "s"}
              </dd>
            </div>
          </dl>
          {error && (
            <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-xs text-red-900 ring-1 ring-red-200">
              {error}
            </p>
          )}
          <button type="submit" disabled={busy || !seedOk || !map} className="mt-4 w-full rounded-md bg-zinc-900 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-zinc-800 disabled:opacity-50">
            {busy ? "Setting up…" : "Start the game"}
          </button>
        </div>
      </aside>
    </form>
  );
}
