"use client";

/**
 * The live checks of a map: what keeps it out of its pack (errors), warnings and balance hints,
 * each rule with its result and counts, and JSON problems when the JSON panel holds text that is
 * not a valid map. Clicking a finding highlights its hexes on the board.
 */
import { memo } from "react";
import { TERRAINS, MAP_RULES, type FindingSeverity, type MapFinding, type MapReport, type MapRuleId, type TextProblem } from "@/engine";
import { CELL_STYLES } from "../terrain";
import { Icon } from "./icons";

export interface ValidationPanelProps {
  report: MapReport;
  /** Problems of the JSON panel's text, when it is not a valid map (the board keeps the last valid one). */
  jsonProblems?: readonly TextProblem[];
  /** The highlighted finding. */
  activeKey?: string;
  onSelect?: (key: string | undefined, finding?: MapFinding) => void;
}

/** A stable key of a finding in a report. */
export function findingKey(f: MapFinding): string {
  return `${f.code}@${f.path}@${f.hexes.join(",")}@${f.pairs.map((p) => p.join("-")).join(",")}`;
}

const GROUPS = [
  { id: "board", title: "Board" },
  { id: "balance", title: "Balance" },
  { id: "interop", title: "terra.snellman.net" },
] as const;

const TONE: Record<FindingSeverity, { text: string; bg: string; ring: string; icon: "x" | "warn" | "info" }> = {
  error: { text: "text-red-700", bg: "bg-red-50", ring: "ring-red-300", icon: "x" },
  warning: { text: "text-amber-700", bg: "bg-amber-50", ring: "ring-amber-300", icon: "warn" },
  info: { text: "text-blue-700", bg: "bg-blue-50", ring: "ring-blue-300", icon: "info" },
};

export const ValidationPanel = memo(function ValidationPanel({ report, jsonProblems = [], activeKey, onSelect }: ValidationPanelProps) {
  const count = (s: FindingSeverity) => report.findings.filter((f) => f.severity === s).length;
  const errors = count("error");
  const warnings = count("warning");
  return (
    <section aria-label="Checks" className="space-y-4" data-testid="validation-panel">
      <Summary errors={errors} warnings={warnings} notes={count("info")} jsonBroken={jsonProblems.length > 0} />

      {jsonProblems.length > 0 && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="json-problems">
          <p className="font-medium">The JSON is not a valid map, so the board shows the last valid one.</p>
          <ul className="mt-1.5 space-y-1">
            {jsonProblems.map((p, i) => (
              <li key={i} className="font-mono text-xs leading-5">
                {p.line !== undefined && <span className="text-red-600">line {p.line}{p.column !== undefined ? `:${p.column}` : ""} </span>}
                {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}

      <TerrainCounts report={report} />

      {GROUPS.map((group) => (
        <div key={group.id}>
          <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-zinc-500 uppercase">{group.title}</h3>
          <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white">
            {MAP_RULES.filter((r) => r.group === group.id).map((rule) => (
              <RuleRow
                key={rule.id}
                rule={rule}
                findings={report.findings.filter((f) => f.rule === rule.id)}
                activeKey={activeKey}
                onSelect={onSelect}
                snellmanId={rule.id === "snellman" ? report.snellmanMapId : undefined}
              />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
});

function Summary({ errors, warnings, notes, jsonBroken }: { errors: number; warnings: number; notes: number; jsonBroken: boolean }) {
  const ok = errors === 0;
  const parts = [
    errors > 0 && `${errors} ${errors === 1 ? "error" : "errors"}`,
    warnings > 0 && `${warnings} ${warnings === 1 ? "warning" : "warnings"}`,
    notes > 0 && `${notes} ${notes === 1 ? "note" : "notes"}`,
  ].filter(Boolean);
  return (
    <div
      className={`flex items-start gap-3 rounded-lg p-3 ring-1 ${ok ? "bg-emerald-50 ring-emerald-200" : "bg-red-50 ring-red-200"}`}
      data-testid="validation-summary"
      data-errors={errors}
      data-warnings={warnings}
    >
      <span className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-full ${ok ? "bg-emerald-600 text-white" : "bg-red-600 text-white"}`}>
        <Icon name={ok ? "check" : "x"} className="size-3.5" />
      </span>
      <div className="min-w-0 text-sm">
        <p className={`font-semibold ${ok ? "text-emerald-900" : "text-red-900"}`}>
          {ok ? "Ready for its pack" : `${errors} ${errors === 1 ? "error keeps" : "errors keep"} this map out of its pack`}
        </p>
        <p className={ok ? "text-emerald-800" : "text-red-800"}>
          {parts.length > 0 ? `${parts.join(" · ")}.` : "Every check passes."}
          {!ok && " Save it as a draft until fixed."}
          {jsonBroken && " The JSON panel has changes that are not applied."}
        </p>
      </div>
    </div>
  );
}

function TerrainCounts({ report }: { report: MapReport }) {
  const { terrainCounts, land, river, riverBodies } = report.stats;
  const most = Math.max(1, ...TERRAINS.map((t) => terrainCounts[t]));
  return (
    <div className="rounded-lg border border-zinc-200 bg-white p-3">
      <div className="mb-2 flex items-baseline justify-between text-xs text-zinc-500">
        <span className="font-semibold tracking-wide uppercase">Terrains</span>
        <span className="tabular-nums">
          {land} land · {river} river{riverBodies.length > 1 ? ` in ${riverBodies.length} bodies` : ""}
        </span>
      </div>
      <ul className="space-y-1" aria-label="Terrain counts">
        {TERRAINS.map((t) => (
          <li key={t} className="flex items-center gap-2 text-xs" data-terrain-count={t}>
            <span className="size-3 shrink-0 rounded-sm ring-1 ring-black/10" style={{ background: CELL_STYLES[t].fill }} />
            <span className="w-20 shrink-0 text-zinc-700">{CELL_STYLES[t].name}</span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-zinc-100">
              <span className="block h-full rounded-full" style={{ width: `${(terrainCounts[t] / most) * 100}%`, background: CELL_STYLES[t].fill }} />
            </span>
            <span className={`w-6 text-right font-medium tabular-nums ${terrainCounts[t] === 0 ? "text-red-600" : "text-zinc-900"}`}>{terrainCounts[t]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function RuleRow({
  rule,
  findings,
  activeKey,
  onSelect,
  snellmanId,
}: {
  rule: (typeof MAP_RULES)[number];
  findings: MapFinding[];
  activeKey?: string;
  onSelect?: ValidationPanelProps["onSelect"];
  snellmanId?: string;
}) {
  const worst = findings.find((f) => f.severity === "error") ?? findings.find((f) => f.severity === "warning") ?? findings[0];
  const tone = worst ? TONE[worst.severity] : undefined;
  return (
    <li className="px-3 py-2" data-rule={rule.id as MapRuleId} data-status={worst ? worst.severity : "pass"}>
      <div className="flex items-center gap-2 text-sm">
        <span className={`grid size-5 shrink-0 place-items-center rounded-full ${tone ? `${tone.bg} ${tone.text}` : "bg-emerald-50 text-emerald-600"}`}>
          <Icon name={tone ? tone.icon : "check"} className="size-3.5" />
        </span>
        <span className={`flex-1 ${worst ? "font-medium text-zinc-900" : "text-zinc-600"}`}>{rule.title}</span>
        {findings.length > 0 && (
          <span className={`rounded-full px-1.5 text-xs font-medium tabular-nums ${tone!.bg} ${tone!.text}`}>{findings.reduce((n, f) => n + f.count, 0)}</span>
        )}
      </div>
      {snellmanId && findings.length === 0 && (
        <p className="mt-1 pl-7 text-xs text-zinc-500">
          Map id <code className="font-mono text-zinc-700" data-testid="snellman-id">{snellmanId}</code>
        </p>
      )}
      {findings.length > 0 && (
        <ul className="mt-1.5 space-y-1 pl-7">
          {findings.map((f) => {
            const key = findingKey(f);
            const active = key === activeKey;
            const t = TONE[f.severity];
            const canHighlight = f.hexes.length > 0 || f.pairs.length > 0;
            return (
              <li key={key}>
                <button
                  type="button"
                  data-finding={f.code}
                  aria-pressed={active}
                  onClick={() => onSelect?.(active ? undefined : key, active ? undefined : f)}
                  className={`w-full rounded-md px-2 py-1.5 text-left text-xs leading-5 transition ${
                    active ? `${t.bg} ring-2 ${t.ring}` : "hover:bg-zinc-50"
                  } ${t.text}`}
                  title={canHighlight ? (active ? "Click to clear the highlight" : "Click to highlight on the board") : undefined}
                >
                  {f.message}
                  {canHighlight && (
                    <span className="ml-1 text-zinc-400">
                      {active ? "· highlighted" : `· show ${f.hexes.length || f.pairs.length} on board`}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
