"use client";

/**
 * Import a terra.snellman.net game log (pasted or from a file) to step through it move by move. The
 * engine replays it on the server; a line it cannot read or refuses is shown with its number, and
 * when another pack has what the log needs (league options: the promo pack), a button imports it there.
 */
import { useState } from "react";
import { useRouter } from "next/navigation";

export interface ImportLogFormProps {
  packs: { id: string; name: string; headNumber: number }[];
}

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
  return (
    <form
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
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
          placeholder={"score SCORE8,SCORE5,...\nsetup mermaids\nsetup halflings\nmermaids: build e4\n..."}
          className="h-[28rem] w-full rounded-md border border-zinc-300 bg-zinc-50 p-3 font-mono text-xs leading-5 text-zinc-900 outline-none focus:border-zinc-500 focus:ring-2 focus:ring-zinc-900/10"
        />
        <p className="text-xs text-zinc-500">
          {log ? `${lines.length} lines` : "Setup lines (option, score, delete, setup), then one command per line or several separated by dots, as terra.snellman.net writes them."}
        </p>
      </div>
      <aside className="space-y-4">
        <div className="space-y-3 rounded-xl border border-zinc-200 bg-white p-5 text-sm shadow-xs">
          <label className="block">
            <span className="text-xs font-semibold text-zinc-700">Pack</span>
            <select aria-label="Pack" value={packId} onChange={(e) => setPackId(e.target.value)} className="mt-1 w-full rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm">
              {packs.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} (r{p.headNumber})
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="text-xs font-semibold text-zinc-700">Name</span>
            <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} placeholder="Imported: factions…" className="mt-1 w-full rounded-md border border-zinc-300 px-2.5 py-1.5 text-sm" />
          </label>
          {error && (
            <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-xs text-red-900 ring-1 ring-red-200">
              <p className="font-semibold">The engine could not replay the log.</p>
              <p className="mt-1">{error.message}</p>
              {error.line ? <pre className="mt-1 overflow-x-auto rounded bg-white/70 p-1 font-mono">{lines[error.line - 1]}</pre> : null}
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
