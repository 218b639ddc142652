"use client";

import { useState } from "react";
import { LabComparison, type LabComparisonJson } from "./LabComparison";
import type { BatchJson } from "./LabPanel";

const field = "rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm";

function label(b: BatchJson): string {
  return `${b.packId}${b.spec.pack.revision ? `@${b.spec.pack.revision}` : ""} · ${b.spec.maps.join(", ")} · ${b.spec.players} players · ${b.spec.bots.join(", ")} · ${b.stored} games · ${b.id.slice(-6)}`;
}

/** Pick two finished batches and compare them (GET /api/lab/compare): B − A per faction with intervals. */
export function LabCompareSection({ batches }: { batches: BatchJson[] }) {
  const finished = batches.filter((b) => !b.running && b.status === "done");
  const [pickedA, setA] = useState<string | undefined>();
  const [pickedB, setB] = useState<string | undefined>();
  // Until picked: the second newest as A, the newest as B (the list refreshes while batches run).
  const a = finished.some((x) => x.id === pickedA) ? pickedA! : (finished[1]?.id ?? "");
  const b = finished.some((x) => x.id === pickedB) ? pickedB! : (finished[0]?.id ?? "");
  const [comparison, setComparison] = useState<LabComparisonJson | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (finished.length < 2) return null;

  async function compare() {
    setBusy(true);
    setError(undefined);
    try {
      const r = await fetch(`/api/lab/compare?${new URLSearchParams({ a, b })}`, { cache: "no-store" });
      const body = (await r.json()) as LabComparisonJson & { message?: string };
      if (r.ok) setComparison(body);
      else {
        setComparison(undefined);
        setError(body.message ?? `the comparison failed (${r.status})`);
      }
    } finally {
      setBusy(false);
    }
  }

  const select = (name: string, value: string, set: (v: string) => void) => (
    <label className="flex items-center gap-2 text-sm">
      <span className="w-4 font-medium">{name}</span>
      <select aria-label={`Batch ${name}`} className={field} value={value} onChange={(e) => set(e.target.value)}>
        {finished.map((x) => (
          <option key={x.id} value={x.id}>
            {label(x)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section aria-label="Compare batches" className="space-y-4 rounded-lg border border-zinc-200 bg-white p-5">
      <h2 className="text-base font-semibold text-zinc-900">Compare two batches (A/B)</h2>
      <div className="flex flex-wrap items-center gap-4">
        {select("A", a, setA)}
        {select("B", b, setB)}
        <button type="button" className="rounded-md bg-teal-700 px-3.5 py-2 text-sm font-medium text-white shadow-xs disabled:opacity-50" disabled={busy || !a || !b || a === b} onClick={() => void compare()}>
          {busy ? "Comparing…" : "Compare"}
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {comparison && <LabComparison comparison={comparison} />}
    </section>
  );
}
