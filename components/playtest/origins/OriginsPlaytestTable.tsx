"use client";
/** The playtest table of Origins: First Builders. */
import type { TableProps } from "../tables";

export function OriginsPlaytestTable({ session }: TableProps<"origins">) {
  // Sessions of Origins packs are refused by the server (app/playtest/_lib/sessions.ts) until this table plays them.
  return (
    <p role="status" className="rounded-lg bg-zinc-50 p-4 text-sm text-zinc-700 ring-1 ring-zinc-200">
      {session.name}: the Origins table is not available yet.
    </p>
  );
}
