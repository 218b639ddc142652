"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
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

/** One game of POST /api/lab/impact's answer. */
export interface ImpactGameJson {
  name: string;
  source?: string;
  status: "unchanged" | "changed" | "continued" | "unplayable" | "failed";
  moves: number;
  finished: boolean;
  firstChange?: FirstChangeJson;
  refused?: FirstChangeJson;
  players: { player: string; a: number; b?: number; aContinued?: number; delta?: number }[];
  continuation?: { bot: string; seed: number; movesA: number; movesB: number; logA: string; logB: string; error?: string };
  error?: string;
}

export interface ImpactReportJson {
  a: { packId: string; revision: number; version: string };
  b: ImpactReportJson["a"];
  bot: string;
  seed: number;
  confidence: number;
  counts: Record<ImpactGameJson["status"], number>;
  games: ImpactGameJson[];
  players: { player: string; games: number; changed: number; delta: IntervalJson }[];
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
export function ImpactPanel({ packs }: { packs: ImpactPackOption[] }) {
  const router = useRouter();
  const [aPack, setAPack] = useState(packs[0]?.id ?? "");
  const a = packs.find((p) => p.id === aPack);
  const [aRevision, setARevision] = useState(Math.max(1, (a?.head ?? 1) - 1));
  const [bPack, setBPack] = useState(aPack);
  const [bRevision, setBRevision] = useState(a?.head ?? 1);
  const [sessions, setSessions] = useState((a?.sessions ?? 0) > 0);
  const [files, setFiles] = useState<{ name: string; log: string }[]>([]);
  const [bot, setBot] = useState("heuristic");
  const [seed, setSeed] = useState(1);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string>();
  const [report, setReport] = useState<ImpactReportJson>();
  const [opening, setOpening] = useState<string>();

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
    setRunning(true);
    setError(undefined);
    try {
      const r = await fetch("/api/lab/impact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ a: { packId: aPack, revision: aRevision }, b: { packId: bPack, revision: bRevision }, sessions, logs: files, bot, seed }),
      });
      const body = (await r.json()) as ImpactReportJson & { message?: string; issues?: { path: string; message: string }[] };
      if (!r.ok) throw new Error(body.issues?.map((i) => `${i.path}: ${i.message}`).join("; ") ?? body.message ?? `status ${r.status}`);
      setReport(body);
    } catch (e) {
      setError(`The impact replay failed: ${(e as Error).message}`);
    } finally {
      setRunning(false);
    }
  }

  async function open(game: ImpactGameJson) {
    if (!report || !game.continuation) return;
    setOpening(game.name);
    setError(undefined);
    try {
      const r = await fetch("/api/sessions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ kind: "import", packId: report.b.packId, revision: report.b.revision, log: game.continuation.logB, name: `${game.name} under ${report.b.packId}@${report.b.revision}`.slice(0, 80) }),
      });
      const made = (await r.json()) as { id?: string; message?: string };
      if (!r.ok || !made.id) throw new Error(made.message ?? `status ${r.status}`);
      router.push(`/playtest/${made.id}`);
    } catch (e) {
      setError(`The continuation could not be opened as a playtest: ${(e as Error).message}`);
      setOpening(undefined);
    }
  }

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
          <button type="button" className="rounded bg-teal-700 px-4 py-1.5 text-sm font-medium text-white disabled:opacity-50" disabled={running || !aPack || (!sessions && files.length === 0)} onClick={() => void run()}>
            {running ? "Replaying…" : "Replay"}
          </button>
        </div>
        <p className="text-xs text-zinc-500">
          {files.length ? `${files.length} log file${files.length === 1 ? "" : "s"}: ${files.map((f) => f.name).join(", ")}. ` : ""}Each game is replayed under A and under B move by move. Where B refuses a recorded move, the
          bot plays the game on from there under B, and under A from the same move with the same seed, so the delta compares like with like.
        </p>
        {error ? <p className="text-sm text-red-700">{error}</p> : null}
      </section>

      {report ? (
        <section aria-label="Impact report" className="space-y-4">
          <h2 className="text-base font-semibold text-zinc-900">
            {report.b.packId}@{report.b.revision} ({report.b.version}) against {report.a.packId}@{report.a.revision} ({report.a.version}): {report.games.length} games
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
                <tr key={`${g.name}-${g.source ?? ""}`} data-testid="impact-game" className="border-t border-zinc-100 align-top">
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
