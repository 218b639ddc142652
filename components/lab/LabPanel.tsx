"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { LabCharts, type FactionStatsJson, type IntervalJson } from "./LabCharts";
import { LabCompareSection } from "./LabCompareSection";
import { LabFigures, type BatchFiguresJson } from "./LabFigures";

/** A stored pack the lab can play: its game, head revision, maps (none: a game with one board), player counts and bots. */
export interface LabPackOption {
  id: string;
  name: string;
  game: string;
  gameName: string;
  revision: number;
  maps: string[];
  players: { min: number; max: number };
  bots: string[];
}

export interface BatchJson {
  id: string;
  packId: string;
  status: string;
  total: number;
  stored: number;
  running: boolean;
  createdAt: string;
  spec: { game?: string; players: number; maps: string[]; bots: string[]; games: number; rotate: boolean; pack: { id: string; revision?: number } };
}

interface ViewJson {
  batch: BatchJson;
  /** What the results' players are ("faction", "starting position") and what the seats are. */
  playerNoun?: string;
  seatNote?: string;
  oneBoard?: boolean;
  running: boolean;
  progress?: { done: number; total: number; gamesPerSecond: number; etaSeconds?: number };
  /** PostgreSQL: the `tm lab worker` processes up now, which play the batch's queued games. */
  queue?: { workers: { name: string; concurrency: number }[] };
  summary: { games: number; players: FactionStatsJson[]; seats: { seat: number; games: number; winRate: IntervalJson }[]; warning?: string };
  /** The finished batch's other plots (absent while it runs). */
  figures?: BatchFiguresJson;
  games: { index: number; seed: number; map: string; ok: boolean; error?: string; seats?: { player: string; bot: string; vp: number; rank: number }[] }[];
}

const button = "rounded-md px-3.5 py-2 text-sm font-medium shadow-xs disabled:opacity-50";
const field = "rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm";

function pct(i: IntervalJson): string {
  return `${(i.estimate * 100).toFixed(1)}% [${i.lo === null ? "–" : (i.lo * 100).toFixed(1)}, ${i.hi === null ? "–" : (i.hi * 100).toFixed(1)}]`;
}

function vp(i: IntervalJson): string {
  return `${i.estimate.toFixed(1)} ${i.lo === null || i.hi === null ? "[one game]" : `[${i.lo.toFixed(1)}, ${i.hi.toFixed(1)}]`}`;
}

function eta(s: number | undefined): string {
  if (s === undefined || !Number.isFinite(s)) return "…";
  const t = Math.round(s);
  return t >= 60 ? `${Math.floor(t / 60)} min ${t % 60} s` : `${t} s`;
}

/** Who plays a queued batch (PostgreSQL): the workers up now, or plainly that there is none and how to start one. */
function QueueNote({ workers, waiting }: { workers: { name: string; concurrency: number }[]; waiting: number }) {
  if (workers.length === 0)
    return (
      <p role="status" data-testid="lab-queue" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        No lab worker is running — start one with <code className="rounded bg-amber-100 px-1">tm lab worker</code> (same <code className="rounded bg-amber-100 px-1">DATABASE_URL</code>, on this machine or
        another). {waiting} game{waiting === 1 ? "" : "s"} wait in the queue.
      </p>
    );
  return (
    <p role="status" data-testid="lab-queue" className="text-sm text-zinc-600">
      Played by {workers.length} lab worker{workers.length === 1 ? "" : "s"}: {workers.map((w) => `${w.name} (${w.concurrency} thread${w.concurrency === 1 ? "" : "s"})`).join(", ")}.
    </p>
  );
}

/** The lab: a form that starts a batch, the batches, and the selected one's progress, plots and games. */
export function LabPanel({ packs, initialBatches, initial }: { packs: LabPackOption[]; initialBatches: BatchJson[]; initial?: { packId: string; map?: string } }) {
  const router = useRouter();
  const [packId, setPackId] = useState(initial?.packId ?? packs[0]?.id ?? "");
  const pack = packs.find((p) => p.id === packId);
  const defaultMap = (p: LabPackOption | undefined) => (p?.maps.includes("base") ? "base" : (p?.maps[0] ?? ""));
  const [map, setMap] = useState(initial?.map ?? defaultMap(pack));
  const [players, setPlayers] = useState(Math.min(4, pack?.players.max ?? 4));
  const [games, setGames] = useState(40);
  const [seed, setSeed] = useState(1);
  const [firstBot, setFirstBot] = useState("heuristic");
  const [otherBot, setOtherBot] = useState("heuristic");
  const [rotate, setRotate] = useState(false);
  const [batches, setBatches] = useState<BatchJson[]>(initialBatches);
  const [selected, setSelected] = useState<string | undefined>();
  const [view, setView] = useState<ViewJson | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [opening, setOpening] = useState<number | undefined>();

  const loadBatches = useCallback(async () => {
    const r = await fetch("/api/lab/batches", { cache: "no-store" });
    if (r.ok) setBatches(((await r.json()) as { batches: BatchJson[] }).batches);
  }, []);

  // Poll the selected batch once a second while it runs.
  useEffect(() => {
    if (!selected) return;
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const r = await fetch(`/api/lab/batches/${selected}`, { cache: "no-store" });
      if (stop) return;
      if (!r.ok) {
        setError(`Could not read batch ${selected} (${r.status}).`);
        return;
      }
      const v = (await r.json()) as ViewJson;
      setView(v);
      if (v.running) timer = setTimeout(poll, 1000);
      else void loadBatches();
    };
    void poll();
    return () => {
      stop = true;
      if (timer) clearTimeout(timer);
    };
  }, [selected, loadBatches]);

  async function start() {
    setError(undefined);
    const bots = firstBot === otherBot ? [firstBot] : [firstBot, ...Array(players - 1).fill(otherBot)];
    const r = await fetch("/api/lab/batches", {
      method: "POST",
      headers: { "content-type": "application/json" },
      // A game without maps plays its one board (the batch's default map).
      body: JSON.stringify({ packId, revision: pack?.revision, ...(pack && pack.maps.length > 0 ? { maps: [map] } : {}), variants: [], players, bots, rotate, games, seed }),
    });
    const body = (await r.json()) as { id?: string; message?: string; issues?: { path: string; message: string }[] };
    if (!r.ok || !body.id) {
      setError(body.issues?.map((i) => `${i.path}: ${i.message}`).join("; ") ?? body.message ?? `The batch could not start (${r.status}).`);
      return;
    }
    setView(undefined);
    setSelected(body.id);
    void loadBatches();
  }

  async function cancel() {
    if (!selected) return;
    await fetch(`/api/lab/batches/${selected}/cancel`, { method: "POST" });
  }

  async function openGame(index: number) {
    if (!view) return;
    setOpening(index);
    setError(undefined);
    try {
      const g = await fetch(`/api/lab/batches/${view.batch.id}/games/${index}`);
      const game = (await g.json()) as { packId: string; revision?: number; game: { log: string; seed: number } };
      const r = await fetch("/api/sessions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ kind: "import", packId: game.packId, revision: game.revision, log: game.game.log, name: `Lab game ${index} (seed ${game.game.seed})` }),
      });
      const made = (await r.json()) as { id?: string; message?: string };
      if (!r.ok || !made.id) throw new Error(made.message ?? `status ${r.status}`);
      router.push(`/playtest/${made.id}`);
    } catch (e) {
      setError(`The game could not be opened as a playtest: ${(e as Error).message}`);
      setOpening(undefined);
    }
  }

  const shown = view?.batch;
  const noun = view?.playerNoun ?? "faction";
  const done = view ? (view.running && view.progress ? view.games.length : view.batch.stored) : 0;
  const total = shown?.total ?? 0;

  return (
    <div className="space-y-8">
      <section aria-label="New batch" className="space-y-4 rounded-lg border border-zinc-200 bg-white p-5">
        <h2 className="text-base font-semibold text-zinc-900">New batch</h2>
        {packs.length === 0 ? (
          <p className="text-sm text-zinc-600">No stored pack can be played in the lab yet.</p>
        ) : (
          <div className="flex flex-wrap items-end gap-4">
            <label className="flex flex-col gap-1 text-xs font-medium text-zinc-600">
              Pack
              <select
                className={field}
                value={packId}
                onChange={(e) => {
                  const next = packs.find((p) => p.id === e.target.value);
                  setPackId(e.target.value);
                  setMap(defaultMap(next));
                  if (next) setPlayers((n) => Math.min(next.players.max, Math.max(next.players.min, n)));
                  // The bots are the pack's game's.
                  if (next && !next.bots.includes(firstBot)) setFirstBot(next.bots[0] ?? "");
                  if (next && !next.bots.includes(otherBot)) setOtherBot(next.bots[0] ?? "");
                }}
              >
                {[...new Set(packs.map((p) => p.gameName))].map((g) => (
                  <optgroup key={g} label={g}>
                    {packs
                      .filter((p) => p.gameName === g)
                      .map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.name} (revision {p.revision})
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            </label>
            {pack && pack.maps.length > 0 ? (
              <label className="flex flex-col gap-1 text-xs font-medium text-zinc-600">
                Map
                <select className={field} value={map} onChange={(e) => setMap(e.target.value)}>
                  {pack.maps.map((m) => (
                    <option key={m}>{m}</option>
                  ))}
                </select>
              </label>
            ) : (
              pack && (
                <p className="pb-2 text-xs text-zinc-500" data-testid="lab-no-maps">
                  {pack.gameName}: one board, no maps
                </p>
              )
            )}
            <label className="flex flex-col gap-1 text-xs font-medium text-zinc-600">
              Players
              <input className={`${field} w-16`} type="number" min={pack?.players.min ?? 2} max={pack?.players.max ?? 5} value={players} onChange={(e) => setPlayers(Number(e.target.value))} />
            </label>
            <label className="flex flex-col gap-1 text-xs font-medium text-zinc-600">
              Games
              <input className={`${field} w-20`} type="number" min={1} max={100000} value={games} onChange={(e) => setGames(Number(e.target.value))} />
            </label>
            <label className="flex flex-col gap-1 text-xs font-medium text-zinc-600">
              First seed
              <input className={`${field} w-20`} type="number" min={0} value={seed} onChange={(e) => setSeed(Number(e.target.value))} />
            </label>
            <label className="flex flex-col gap-1 text-xs font-medium text-zinc-600">
              Seat 1 bot
              <select className={field} value={firstBot} onChange={(e) => setFirstBot(e.target.value)}>
                {pack?.bots.map((b) => (
                  <option key={b}>{b}</option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-xs font-medium text-zinc-600">
              Other seats
              <select className={field} value={otherBot} onChange={(e) => setOtherBot(e.target.value)}>
                {pack?.bots.map((b) => (
                  <option key={b}>{b}</option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-2 pb-2 text-sm text-zinc-700">
              <input type="checkbox" checked={rotate} onChange={(e) => setRotate(e.target.checked)} />
              Rotate seats
            </label>
            <button type="button" className={`${button} bg-zinc-900 text-white hover:bg-zinc-700`} onClick={() => void start()}>
              Run
            </button>
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </section>

      {batches.length > 0 && (
        <section aria-label="Batches" className="space-y-2">
          <h2 className="text-base font-semibold text-zinc-900">Batches</h2>
          <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 bg-white text-sm">
            {batches.map((b) => (
              <li key={b.id}>
                <button type="button" onClick={() => setSelected(b.id)} className={`flex w-full items-center gap-4 px-4 py-2 text-left hover:bg-zinc-50 ${b.id === selected ? "bg-zinc-50 font-medium" : ""}`}>
                  <span className="w-24 text-zinc-500">{b.running ? "running" : b.status}</span>
                  <span>
                    {b.packId}
                    {b.spec.pack.revision ? `@${b.spec.pack.revision}` : ""}
                    {b.spec.game && b.spec.game !== "terra-mystica" ? ` (${b.spec.game})` : ` · ${b.spec.maps.join(", ")}`} · {b.spec.players} players · {b.spec.bots.join(", ")}
                    {b.spec.rotate ? " (rotating)" : ""}
                  </span>
                  <span className="ml-auto tabular-nums text-zinc-600">
                    {b.stored}/{b.total} games
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <LabCompareSection batches={batches} />

      {view && shown && (
        <section aria-label="Batch" className="space-y-6">
          <div className="space-y-2">
            <div className="flex items-center gap-4">
              <h2 className="text-base font-semibold text-zinc-900">
                Batch {shown.id}: {view.running ? "running" : shown.status}
              </h2>
              {view.running && (
                <button type="button" className={`${button} border border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50`} onClick={() => void cancel()}>
                  Cancel
                </button>
              )}
            </div>
            <div className="h-3 w-full overflow-hidden rounded-full bg-zinc-200" role="progressbar" aria-label="Games played" aria-valuemin={0} aria-valuemax={total} aria-valuenow={done}>
              <div className="h-full bg-teal-700 transition-all" style={{ width: `${total ? (done / total) * 100 : 0}%` }} />
            </div>
            <p className="text-sm text-zinc-600 tabular-nums" data-testid="lab-progress">
              {done}/{total} games
              {view.running && view.progress ? ` · ${view.progress.gamesPerSecond.toFixed(2)} games/s · ETA ${eta(view.progress.etaSeconds)}` : ""}
            </p>
            {view.running && view.queue ? <QueueNote workers={view.queue.workers} waiting={total - done} /> : null}
          </div>
          {view.summary.warning && <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{view.summary.warning}</p>}
          {view.summary.players.length > 0 && <LabCharts players={view.summary.players} seats={shown.spec.players} noun={noun} />}
          {view.summary.players.length > 0 && (
            <table className="w-full text-sm">
              <thead className="text-left text-xs text-zinc-500">
                <tr>
                  <th className="py-1 first-letter:uppercase">{noun}</th>
                  <th>Games</th>
                  <th>Wins</th>
                  <th>Win rate [95%]</th>
                  <th>Mean VP [95%]</th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {[...view.summary.players]
                  .sort((a, b) => b.winRate.estimate - a.winRate.estimate)
                  .map((p) => (
                    <tr key={p.player} className="border-t border-zinc-100">
                      <td className="py-1">{p.player}</td>
                      <td>{p.games}</td>
                      <td>{Math.round(p.wins * 100) / 100}</td>
                      <td>{pct(p.winRate)}</td>
                      <td>{vp(p.meanVp)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          )}
          {!view.running && view.figures && <LabFigures figures={view.figures} seats={shown.spec.players} noun={noun} oneBoard={!!view.oneBoard} {...(view.seatNote ? { seatNote: view.seatNote } : {})} />}
          <div className="space-y-2">
            <h3 className="text-sm font-semibold text-zinc-900">Games</h3>
            <ul className="max-h-96 divide-y divide-zinc-100 overflow-auto rounded-lg border border-zinc-200 bg-white text-sm">
              {view.games.map((g) => (
                <li key={g.index} className="flex items-center gap-4 px-4 py-1.5">
                  <span className="w-20 text-zinc-500 tabular-nums">seed {g.seed}</span>
                  <span className="flex-1">{g.ok ? g.seats!.map((s) => `${s.player} ${s.vp}`).join(" · ") : `failed: ${g.error}`}</span>
                  {g.ok && (
                    <button type="button" className="text-sm font-medium text-teal-800 hover:underline disabled:opacity-50" disabled={opening !== undefined} onClick={() => void openGame(g.index)}>
                      {opening === g.index ? "Opening…" : "Open as playtest"}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  );
}
