"use client";

/**
 * Stored playtest sessions: name, pack revision, factions in their colours, progress, branch of
 * which game; open one (its log is replayed at the table) or delete it.
 */
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";

export interface SessionRow {
  id: string;
  name: string;
  kind: "play" | "import";
  status: "active" | "finished";
  packId: string;
  packName: string;
  revision: number;
  seed: number;
  factions: { id: string; name: string; color: string }[];
  seats: number;
  bots: number;
  moves: number;
  round: number;
  parentName?: string;
  branchAt?: number;
  updated: string;
}

export function SessionList({ sessions }: { sessions: SessionRow[] }) {
  const router = useRouter();
  const [deleting, setDeleting] = useState<string | undefined>();
  const remove = async (id: string) => {
    setDeleting(id);
    await fetch(`/api/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
    setDeleting(undefined);
    router.refresh();
  };
  return (
    <ul className="divide-y divide-zinc-200 overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-xs" aria-label="Playtest sessions">
      {sessions.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center gap-4 px-4 py-3 hover:bg-zinc-50" data-session={s.id}>
          <div className="min-w-0 flex-1">
            <div className="flex items-center gap-2">
              <Link href={`/playtest/${s.id}`} className="font-semibold break-words text-zinc-900 hover:underline">
                {s.name}
              </Link>
              <span className={`rounded-full px-2 py-0.5 text-[11px] font-semibold ${s.status === "finished" ? "bg-amber-100 text-amber-900" : "bg-emerald-100 text-emerald-900"}`}>
                {s.status === "finished" ? "finished" : s.round ? `round ${s.round}` : "setup"}
              </span>
              {s.kind === "import" && <span className="rounded-full bg-sky-100 px-2 py-0.5 text-[11px] font-semibold text-sky-900">imported log</span>}
            </div>
            <div className="mt-0.5 text-xs text-zinc-500">
              {s.packName} r{s.revision} · {s.kind === "play" ? `seed ${s.seed} · ` : ""}{s.seats} seats{s.bots ? ` (${s.bots} bot${s.bots === 1 ? "" : "s"})` : ""} · {s.moves} moves · {s.updated}
              {s.parentName && ` · branch of “${s.parentName}” at move ${s.branchAt}`}
            </div>
          </div>
          <ul className="flex flex-wrap gap-1" aria-label="Factions">
            {s.factions.map((f) => (
              <li key={f.id} className="inline-flex items-center gap-1 rounded-full border border-zinc-200 bg-white py-0.5 pr-2 pl-0.5 text-[11px] text-zinc-700">
                <span className="size-3.5 rounded-full ring-1 ring-black/10" style={{ background: f.color }} />
                {f.name}
              </li>
            ))}
          </ul>
          <div className="flex gap-2">
            <Link href={`/playtest/${s.id}`} className="rounded-md bg-zinc-900 px-3 py-1.5 text-xs font-semibold text-white hover:bg-zinc-800">
              Open
            </Link>
            <button type="button" disabled={deleting === s.id} onClick={() => void remove(s.id)} className="rounded-md border border-zinc-300 px-3 py-1.5 text-xs font-medium text-zinc-700 hover:bg-zinc-100 disabled:opacity-50">
              Delete
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
