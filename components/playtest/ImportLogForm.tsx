"use client";

/**
 * Import a game log (pasted or from a file) to step through it move by move: the pack chosen says
 * the game, and so the notation (terra.snellman.net's for Terra Mystica, the Origins notation). The
 * engine of that game replays it on the server; a line it cannot read or refuses is shown with its
 * number and text, and when another pack has what the log needs (league options: the promo pack),
 * a button imports it there.
 */
import { useState } from "react";
import { useRouter } from "next/navigation";

export interface ImportLogFormProps {
  /** The packs to import with, each with its game (id and name). */
  packs: { id: string; name: string; headNumber: number; game: string; gameName: string }[];
}

/** What the form says of each game's logs: the placeholder and the help under the box. */
const LOG_HELP: Record<string, { placeholder: string; help: string }> = {
  "terra-mystica": {
    placeholder: "score SCORE8,SCORE5,...\nsetup mermaids\nsetup halflings\nmermaids: build e4\n...",
    help: "Setup lines (option, score, delete, setup), then one command per line or several separated by dots, as terra.snellman.net writes them.",
  },
  origins: {
    placeholder: "origins players 2 seed 1\np2: draft Y5\np1: draft B5\n...\np2: visit 1 Y5\np2: main top\n...",
    help: "The setup line (origins players N seed S), then one move per line (p1: visit 2 R4), as the Origins notation writes them (Export log of an Origins game).",
  },
};

export function ImportLogForm({ packs }: ImportLogFormProps) {
  const router = useRouter();
  const [packId, setPackId] = useState(packs.find((p) => p.id === "base")?.id ?? packs[0]?.id ?? "");
  const [log, setLog] = useState("");
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; line?: number; suggest?: { packId: string; name: string } } | undefined>();

  const submit = async (pack = packId) => {
    setBusy(true);
    setError(undefined);
    const res = await fetch("/api/sessions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "import", packId: pack, log, ...(name.trim() ? { name: name.trim() } : {}) }),
    });
    const body = (await res.json()) as { id?: string; message?: string; line?: number; suggest?: { packId: string; name: string } };
    if (!res.ok || !body.id) {
      setError({ message: body.message ?? `HTTP ${res.status}`, line: body.line, suggest: body.suggest });
      setBusy(false);
      return;
    }
    router.push(`/playtest/${body.id}`);
  };

  const lines = log.split("\n");
  const game = packs.find((p) => p.id === packId)?.game ?? "terra-mystica";
  const help = LOG_HELP[game] ?? LOG_HELP["terra-mystica"]!;
  return (
    <form
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-3 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor="log" className="text-sm font-semibold text-zinc-900">
            Game log
          </label>
          <label className="cursor-pointer rounded-md border border-zinc-300 px-3 py-1.5 text-xs font-medium text-zinc-700 hover:bg-zinc-50">
            Choose a file…
            <input
              type="file"
              accept=".log,.txt,text/plain"
              className="sr-only"
              aria-label="Log file"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                setLog(await file.text());
                if (!name) setName(file.name.replace(/\.(log|txt)$/, ""));
              }}
            />
          </label>
        </div>
        <textarea
          id="log"
          value={log}
          onChange={(e) => setLog(e.target.value)}
          spellCheck={false}
          placeholder={help.placeholder}
          className="h-[28rem] w-full rounded-md border border-zinc-300 bg-zinc-50 p-3 font-mono text-xs leading-5 text-zinc-900 outline-none focus:border-zinc-500 focus:ring-2 focus:ring-zinc-900/10"
        />
        <p className="text-xs text-zinc-500">
          {log ? `${lines.length} lines` : help.help}
        </p>
      </div>
      <aside className="space-y-4">
        <div className="space-y-3 rounded-xl border border-zinc-200 bg-white p-5 text-sm shadow-xs">
          <label className="block">
            <span className="text-xs font-semibold text-zinc-700">Pack</span>
            <select aria-label="Pack" value={packId} onChange={(e) => setPackId(e.target.value)} className="mt-1 w-full rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm">
              {[...new Set(packs.map((p) => p.gameName))].map((g) => (
                <optgroup key={g} label={g}>
                  {packs
                    .filter((p) => p.gameName === g)
                    .map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name} (r{p.headNumber})
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
            <span className="mt-1 block text-[11px] text-zinc-500" data-testid="import-game">
              A log of {packs.find((p) => p.id === packId)?.gameName ?? "the pack's game"}
            </span>
          </label>
          <label className="block">
            <span className="text-xs font-semibold text-zinc-700">Name</span>
            <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} placeholder="Imported: factions…" className="mt-1 w-full rounded-md border border-zinc-300 px-2.5 py-1.5 text-sm" />
          </label>
          {error && (
            <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-xs text-red-900 ring-1 ring-red-200">
              <p className="font-semibold">The engine could not replay the log.</p>
              <p className="mt-1">{error.message}</p>
              {error.line ? (
                <pre className="mt-1 overflow-x-auto rounded bg-white/70 p-1 font-mono" data-testid="import-error-line">
                  {error.line}: {lines[error.line - 1]}
                </pre>
              ) : null}
              {error.suggest && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => {
                    setPackId(error.suggest!.packId);
                    void submit(error.suggest!.packId);
                  }}
                  className="mt-2 w-full rounded-md bg-red-900 px-3 py-1.5 text-xs font-semibold text-white hover:bg-red-950 disabled:opacity-50"
                >
                  Import with {error.suggest.name}
                </button>
              )}
            </div>
          )}
          <button type="submit" disabled={busy || !log.trim() || !packId} className="w-full rounded-md bg-zinc-900 px-4 py-2.5 text-sm font-semibold text-white hover:bg-zinc-800 disabled:opacity-50">
            {busy ? "Replaying…" : "Import and open"}
          </button>
        </div>
      </aside>
    </form>
  );
}
