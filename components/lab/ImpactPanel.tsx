"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { DifferenceChart, errors, type IntervalJson } from "./LabCharts";

/** A pack the impact replay can use: its stored revisions and how many of its sessions have moves. */
export interface ImpactPackOption {
  id: string;
  name: string;
  head: number;
  sessions: number;
  bots: string[];
}

interface StateDifferenceJson {
  path: string;
  a?: unknown;
  b?: unknown;
}

interface FirstChangeJson {
  index: number;
  kind: "state" | "refused";
  line?: number;
  text?: string;
  move?: string;
  code?: string;
  message?: string;
  differences: StateDifferenceJson[];
}

/** One game of an impact replay's report (GET /api/lab/impact/:id; continuation logs left out). */
export interface ImpactGameJson {
  index: number;
  name: string;
  source?: string;
  status: "unchanged" | "changed" | "continued" | "unplayable" | "failed";
  moves: number;
  finished: boolean;
  firstChange?: FirstChangeJson;
  refused?: FirstChangeJson;
  players: { player: string; a: number; b?: number; aContinued?: number; delta?: number }[];
  continuation?: { bot: string; seed: number; movesA: number; movesB: number; error?: string };
  error?: string;
}

export interface ImpactReportJson {
  a: { packId: string; revision?: number; version: string };
  b: ImpactReportJson["a"];
  bot: string;
  seed: number;
  confidence: number;
  counts: Record<ImpactGameJson["status"], number>;
  games: ImpactGameJson[];
  players: { player: string; games: number; changed: number; delta: IntervalJson }[];
}

/** A stored impact replay as GET /api/lab/impact lists it. */
export interface ImpactSummaryJson {
  id: string;
  packId: string;
  againstId: string;
  spec: { a: ImpactReportJson["a"]; b: ImpactReportJson["a"]; bot: string; seed: number; confidence: number };
  total: number;
  stored: number;
  status: "running" | "done" | "cancelled" | "failed";
  error?: string;
  running: boolean;
  createdAt: string;
}

/** GET /api/lab/impact/:id: the replay, whether it runs here, its progress and the report of its stored games. */
interface ImpactViewJson {
  impact: Omit<ImpactSummaryJson, "running">;
  running: boolean;
  cancelling: boolean;
  progress?: { done: number; total: number; gamesPerSecond: number; etaSeconds?: number };
  report: Omit<ImpactReportJson, "a" | "b" | "bot" | "seed">;
}

function eta(s: number | undefined): string {
  if (s === undefined || !Number.isFinite(s)) return "…";
  const t = Math.round(s);
  return t >= 60 ? `${Math.floor(t / 60)} min ${t % 60} s` : `${t} s`;
}

const side = (s: ImpactReportJson["a"]) => `${s.packId}${s.revision ? `@${s.revision}` : ""}`;

/** What a replay is doing, in a word: a stored "running" replay that no process plays was interrupted (the server restarted). */
function statusOf(i: { status: ImpactSummaryJson["status"] }, running: boolean, cancelling = false): string {
  if (running) return cancelling ? "cancelling" : "running";
  return i.status === "running" ? "interrupted" : i.status;
}

const signed = (x: number, digits = 0) => `${x > 0 ? "+" : x < 0 ? "−" : ""}${Math.abs(x).toFixed(digits)}`;
const value = (v: unknown) => (v === undefined ? "—" : JSON.stringify(v));
const STATUS_STYLE: Record<ImpactGameJson["status"], string> = {
  unchanged: "bg-zinc-100 text-zinc-700",
  changed: "bg-amber-100 text-amber-800",
  continued: "bg-red-100 text-red-800",
  unplayable: "bg-zinc-200 text-zinc-800",
  failed: "bg-zinc-200 text-zinc-800",
};

/** Where a game first changed, in a sentence: the move and what differs after it, or why B refuses it. */
function ChangeText({ change }: { change: FirstChangeJson }) {
  const where = change.index < 0 ? "Setup" : `Move ${change.index + 1}, line ${change.line}`;
  return (
    <span>
      <span className="font-medium">{where}</span>
      {change.text ? <code className="ml-1 rounded bg-zinc-100 px-1">{change.text}</code> : null}
      {change.kind === "refused" ? (
        <span className="block text-red-700">refused under B: {change.message}</span>
      ) : (
        <span className="block text-zinc-600">
          {change.differences.slice(0, 3).map((d) => (
            <span key={d.path} className="mr-2 inline-block">
              <code>{d.path}</code> {value(d.a)} → {value(d.b)}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}

const select = "mt-1 block w-full rounded border border-zinc-300 bg-white px-2 py-1 text-sm";

/** One side of the comparison: a pack and one of its revisions. */
function PackRevisionPicker(props: { side: "A" | "B"; packs: ImpactPackOption[]; pack: string; revision: number; onPack: (id: string) => void; onRevision: (n: number) => void }) {
  const head = props.packs.find((p) => p.id === props.pack)?.head ?? 0;
  return (
    <>
      <label className="text-sm text-zinc-700">
        Pack {props.side}
        <select className={select} value={props.pack} onChange={(e) => props.onPack(e.target.value)}>
          {props.packs.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.id})
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm text-zinc-700">
        Revision {props.side}
        <select className={select} value={props.revision} onChange={(e) => props.onRevision(Number(e.target.value))}>
          {Array.from({ length: head }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/**
 * The impact replay: pick revision A and B and the recorded games (the pack's playtest sessions,
 * uploaded logs), run, and read per game the first move that changed and the VP deltas, per faction
 * the mean delta with its interval; a continued game opens as a playtest of B.
 */
export function ImpactPanel({ packs, initialImpacts = [], initialId }: { packs: ImpactPackOption[]; initialImpacts?: ImpactSummaryJson[]; initialId?: string }) {
  const router = useRouter();
  const [aPack, setAPack] = useState(packs[0]?.id ?? "");
  const a = packs.find((p) => p.id === aPack);
  const [aRevision, setARevision] = useState(Math.max(1, (a?.head ?? 1) - 1));
  const [bPack, setBPack] = useState(aPack);
  const [bRevision, setBRevision] = useState(a?.head ?? 1);
  const [sessions, setSessions] = useState((a?.sessions ?? 0) > 0);
  const [files, setFiles] = useState<{ name: string; log: string }[]>([]);
  /** Neither an uploaded log nor the sessions: the Replay button waits, and says why. */
  const nothingToReplay = !sessions && files.length === 0;
  const [bot, setBot] = useState("heuristic");
  const [seed, setSeed] = useState(1);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string>();
  const [impacts, setImpacts] = useState<ImpactSummaryJson[]>(initialImpacts);
  const [selected, setSelected] = useState<string | undefined>(initialId);
  const [view, setView] = useState<ImpactViewJson>();
  const [opening, setOpening] = useState<string>();

  const loadImpacts = useCallback(async () => {
    const r = await fetch("/api/lab/impact", { cache: "no-store" });
    if (r.ok) setImpacts(((await r.json()) as { impacts: ImpactSummaryJson[] }).impacts);
  }, []);

  // Show the selected replay, polled once a second while it runs; its id goes in the address, so a reload shows it again.
  useEffect(() => {
    if (!selected) return;
    window.history.replaceState(null, "", `/lab/impact?replay=${encodeURIComponent(selected)}`);
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const r = await fetch(`/api/lab/impact/${selected}`, { cache: "no-store" });
      if (stop) return;
      if (!r.ok) {
        setError(`Could not read impact replay ${selected} (${r.status}).`);
        return;
      }
      const v = (await r.json()) as ImpactViewJson;
      setView(v);
      if (v.running) timer = setTimeout(poll, 1000);
      else void loadImpacts();
    };
    void poll();
    return () => {
      stop = true;
      if (timer) clearTimeout(timer);
    };
  }, [selected, loadImpacts]);

  function pickA(id: string) {
    const p = packs.find((x) => x.id === id);
    setAPack(id);
    setARevision(Math.max(1, (p?.head ?? 1) - 1));
    setBPack(id);
    setBRevision(p?.head ?? 1);
    setSessions((p?.sessions ?? 0) > 0);
  }

  async function readFiles(list: FileList | null) {
    const read = await Promise.all([...(list ?? [])].map(async (f) => ({ name: f.name.replace(/\.(log|txt)$/, ""), log: await f.text() })));
    setFiles(read);
  }

  async function run() {
    setStarting(true);
    setError(undefined);
    try {
      const r = await fetch("/api/lab/impact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ a: { packId: aPack, revision: aRevision }, b: { packId: bPack, revision: bRevision }, sessions, logs: files, bot, seed }),
      });
      const body = (await r.json()) as { id?: string; message?: string; issues?: { path: string; message: string }[] };
      if (!r.ok || !body.id) throw new Error(body.issues?.map((i) => `${i.path}: ${i.message}`).join("; ") ?? body.message ?? `status ${r.status}`);
      setView(undefined);
      setSelected(body.id);
      void loadImpacts();
    } catch (e) {
      setError(`The impact replay could not start: ${(e as Error).message}`);
    } finally {
      setStarting(false);
    }
  }

  async function cancel() {
    if (!selected) return;
    const r = await fetch(`/api/lab/impact/${selected}/cancel`, { method: "POST" });
    if (!r.ok && r.status !== 409) setError(`The impact replay could not be cancelled (${r.status}).`);
  }

  async function open(game: ImpactGameJson) {
    if (!view || !game.continuation) return;
    const b = view.impact.spec.b;
    setOpening(game.name);
    setError(undefined);
    try {
      const logs = await fetch(`/api/lab/impact/${view.impact.id}/games/${game.index}`);
      const { logB, message } = (await logs.json()) as { logB?: string; message?: string };
      if (!logs.ok || logB === undefined) throw new Error(message ?? `status ${logs.status}`);
      const r = await fetch("/api/sessions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ kind: "import", packId: b.packId, revision: b.revision, log: logB, name: `${game.name} under ${side(b)}`.slice(0, 80) }),
      });
      const made = (await r.json()) as { id?: string; message?: string };
      if (!r.ok || !made.id) throw new Error(made.message ?? `status ${r.status}`);
      router.push(`/playtest/${made.id}`);
    } catch (e) {
      setError(`The continuation could not be opened as a playtest: ${(e as Error).message}`);
      setOpening(undefined);
    }
  }

  const report: ImpactReportJson | undefined = view ? { ...view.report, a: view.impact.spec.a, b: view.impact.spec.b, bot: view.impact.spec.bot, seed: view.impact.spec.seed } : undefined;
  const shown = view?.impact;
  const done = shown?.stored ?? 0;
  const total = shown?.total ?? 0;
  const level = report ? `${Math.round(report.confidence * 100)}%` : "95%";
  const excludesZero = (i: IntervalJson) => i.lo !== null && i.hi !== null && (i.lo > 0 || i.hi < 0);

  return (
    <div className="space-y-8">
      <section aria-label="Impact replay setup" className="space-y-4 rounded-lg border border-zinc-200 bg-white p-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <PackRevisionPicker side="A" packs={packs} pack={aPack} revision={aRevision} onPack={pickA} onRevision={setARevision} />
          <PackRevisionPicker
            side="B"
            packs={packs}
            pack={bPack}
            revision={bRevision}
            onPack={(id) => {
              setBPack(id);
              setBRevision(packs.find((p) => p.id === id)?.head ?? 1);
            }}
            onRevision={setBRevision}
          />
        </div>
        <div className="flex flex-wrap items-end gap-6">
          <label className="flex items-center gap-2 text-sm text-zinc-700">
            <input type="checkbox" checked={sessions} onChange={(e) => setSessions(e.target.checked)} />
            Playtest sessions of pack A ({a?.sessions ?? 0} with moves)
          </label>
          <label className="text-sm text-zinc-700">
            Game logs
            <input className="mt-1 block text-sm" type="file" multiple accept=".log,.txt,text/plain" onChange={(e) => void readFiles(e.target.files)} />
          </label>
          <label className="text-sm text-zinc-700">
            Bot that plays on
            <select className={select} value={bot} onChange={(e) => setBot(e.target.value)}>
              {(a?.bots ?? ["heuristic"]).map((x) => (
                <option key={x}>{x}</option>
              ))}
            </select>
          </label>
          <label className="text-sm text-zinc-700">
            Seed
            <input className={`${select} w-24`} type="number" min={0} value={seed} onChange={(e) => setSeed(Number(e.target.value))} />
          </label>
          <button type="button" className="rounded bg-teal-700 px-4 py-1.5 text-sm font-medium text-white disabled:opacity-50" disabled={starting || !aPack || nothingToReplay} onClick={() => void run()}>
            {starting ? "Starting…" : "Replay"}
          </button>
          {!starting && aPack && nothingToReplay ? <span className="self-center text-xs text-zinc-500">Choose game logs, or tick the playtest sessions, to replay.</span> : null}
        </div>
        <p className="text-xs text-zinc-500">
          {files.length ? `${files.length} log file${files.length === 1 ? "" : "s"}: ${files.map((f) => f.name).join(", ")}. ` : ""}Each game is replayed under A and under B move by move. Where B refuses a recorded move, the
          bot plays the game on from there under B, and under A from the same move with the same seed, so the delta compares like with like.
        </p>
        <p className="text-xs text-zinc-500">It runs in the background (up to 1,000 games: uploads and sessions together); the page may be closed and opened again.</p>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </section>

      {impacts.length > 0 ? (
        <section aria-label="Impact replays" className="space-y-2">
          <h2 className="text-base font-semibold text-zinc-900">Replays</h2>
          <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 bg-white text-sm">
            {impacts.map((i) => (
              <li key={i.id}>
                <button type="button" onClick={() => setSelected(i.id)} className={`flex w-full items-center gap-4 px-4 py-2 text-left hover:bg-zinc-50 ${i.id === selected ? "bg-zinc-50 font-medium" : ""}`}>
                  <span className="w-24 text-zinc-500">{statusOf(i, i.running)}</span>
                  <span>
                    {side(i.spec.b)} against {side(i.spec.a)} · bot {i.spec.bot}, seed {i.spec.seed}
                  </span>
                  <span className="ml-auto text-zinc-600 tabular-nums">
                    {i.stored}/{i.total} games
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {shown && view ? (
        <section aria-label="Impact replay progress" className="space-y-2">
          <div className="flex items-center gap-4">
            <h2 className="text-base font-semibold text-zinc-900" data-testid="impact-status">
              Replay {shown.id}: {statusOf(shown, view.running, view.cancelling)}
            </h2>
            {view.running && !view.cancelling ? (
              <button type="button" className="rounded border border-zinc-300 bg-white px-3 py-1.5 text-sm font-medium text-zinc-800 hover:bg-zinc-50" onClick={() => void cancel()}>
                Cancel
              </button>
            ) : null}
          </div>
          <div className="h-3 w-full overflow-hidden rounded-full bg-zinc-200" role="progressbar" aria-label="Games replayed" aria-valuemin={0} aria-valuemax={total} aria-valuenow={done}>
            <div className="h-full bg-teal-700 transition-all" style={{ width: `${total ? (done / total) * 100 : 0}%` }} />
          </div>
          <p className="text-sm text-zinc-600 tabular-nums" data-testid="impact-progress">
            {done}/{total} games
            {view.running ? (view.progress ? ` · ${view.progress.gamesPerSecond.toFixed(2)} games/s · ETA ${eta(view.progress.etaSeconds)}` : " · starting…") : ""}
          </p>
          {!view.running && shown.status === "running" ? <p className="text-sm text-amber-800">This replay was interrupted (the studio stopped while it ran). Replay it again with the same settings to play the games it is missing.</p> : null}
          {shown.error ? <p className="text-sm text-red-700">The replay failed: {shown.error}</p> : null}
        </section>
      ) : null}

      {report && report.games.length > 0 ? (
        <section aria-label="Impact report" className="space-y-4">
          <h2 className="text-base font-semibold text-zinc-900">
            {side(report.b)} ({report.b.version}) against {side(report.a)} ({report.a.version}): {report.games.length}
            {report.games.length < total ? ` of ${total}` : ""} games
          </h2>
          <p className="text-sm text-zinc-700" data-testid="impact-counts">
            {Object.entries(report.counts)
              .filter(([, n]) => n > 0)
              .map(([s, n]) => `${n} ${s}`)
              .join(", ")}
          </p>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-zinc-500">
                <th className="py-1">Game</th>
                <th>Status</th>
                <th>First change</th>
                <th>VP A → B (Δ)</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {report.games.map((g) => (
                <tr key={g.index} data-testid="impact-game" className="border-t border-zinc-100 align-top">
                  <td className="py-2 pr-2 font-medium">
                    {g.name}
                    <span className="block text-xs font-normal text-zinc-500">
                      {g.moves} moves{g.finished ? "" : ", unfinished"}
                    </span>
                  </td>
                  <td className="pr-2">
                    <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATUS_STYLE[g.status]}`}>{g.status}</span>
                  </td>
                  <td className="pr-2" data-testid="impact-first-change">
                    {g.firstChange ? <ChangeText change={g.firstChange} /> : "—"}
                    {g.refused ? (
                      <span className="mt-1 block">
                        <ChangeText change={g.refused} />
                      </span>
                    ) : null}
                    {g.error ? <span className="block text-zinc-500">{g.error}</span> : null}
                  </td>
                  <td className="pr-2">
                    {g.players.map((p) => (
                      <span key={p.player} className="mr-3 inline-block whitespace-nowrap">
                        {p.player} {p.aContinued ?? p.a} → {p.b ?? "?"}{" "}
                        <span className={p.delta ? (p.delta > 0 ? "font-semibold text-teal-700" : "font-semibold text-red-700") : "text-zinc-400"}>({signed(p.delta ?? 0)})</span>
                      </span>
                    ))}
                    {g.continuation ? <span className="block text-xs text-zinc-500">A and B played on by {g.continuation.bot} (seed {g.continuation.seed}); recorded A: {g.players.map((p) => `${p.player} ${p.a}`).join(", ")}</span> : null}
                  </td>
                  <td>
                    {g.continuation && !g.continuation.error ? (
                      <button type="button" className="text-sm font-medium whitespace-nowrap text-teal-800 hover:underline disabled:opacity-50" disabled={opening !== undefined} onClick={() => void open(g)}>
                        {opening === g.name ? "Opening…" : "Open B as playtest"}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="grid gap-6 lg:grid-cols-2">
            <DifferenceChart label={`Mean Δ VP B − A per faction (${level} t interval)`} unit="VP" rows={report.players.map((p) => ({ label: p.player, value: p.delta.estimate, error: errors(p.delta), changed: excludesZero(p.delta) }))} />
            <table className="self-start text-sm">
              <thead>
                <tr className="text-left text-zinc-500">
                  <th className="py-1 pr-4">Faction</th>
                  <th className="pr-4">Games</th>
                  <th className="pr-4">Changed</th>
                  <th>Mean Δ VP [{level}]</th>
                </tr>
              </thead>
              <tbody>
                {report.players.map((p) => (
                  <tr key={p.player} data-testid={`impact-faction-${p.player}`} className="border-t border-zinc-100">
                    <td className="py-1 pr-4 font-medium">{p.player}</td>
                    <td className="pr-4">{p.games}</td>
                    <td className="pr-4">{p.changed}</td>
                    <td className={excludesZero(p.delta) ? "font-semibold text-red-700" : undefined}>
                      {signed(p.delta.estimate, 1)} {p.delta.lo === null || p.delta.hi === null ? "(one game)" : `[${signed(p.delta.lo, 1)}, ${signed(p.delta.hi, 1)}]`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}
