/** The rules and variants in a few lines, as a player would read them before a game. */
import { applyRuleOverrides, bonusCardsInPlay, diffValues, formatValue, type Rules, type Variant } from "@/engine";
import type { ReactNode } from "react";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_minmax(0,1fr)] gap-3 px-4 py-2 text-sm">
      <dt className="text-zinc-500">{label}</dt>
      <dd className="text-zinc-900">{children}</dd>
    </div>
  );
}

export function RulesSummary({ rules, variants }: { rules: Rules; variants: Record<string, Variant> }) {
  const counts = Array.from({ length: rules.players.max - rules.players.min + 1 }, (_, i) => rules.players.min + i);
  const perMap = Object.entries(rules.startingVp.perMap ?? {});
  return (
    <div className="space-y-4">
      <dl aria-label="Rules summary" className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white shadow-xs">
        <Row label="Players">
          {rules.players.min}–{rules.players.max}, {rules.rounds} rounds
        </Row>
        <Row label="Bonus cards">
          <span className="flex flex-wrap gap-1.5">
            {counts.map((n) => (
              <span key={n} className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs tabular-nums">
                {n}p: {bonusCardsInPlay(rules, n)}
              </span>
            ))}
          </span>
        </Row>
        <Row label="Scoring tiles">
          {rules.scoringTiles.count} drawn; no spade bonus from round {rules.scoringTiles.noSpadeRewardFromRound}; last round&apos;s cult bonus {rules.scoringTiles.lastRoundCultBonus ? "paid" : "not paid"}
        </Row>
        <Row label="Starting VP">
          {rules.startingVp.default}
          {rules.startingVp.perFaction && <span className="text-zinc-500"> (per faction: {Object.entries(rules.startingVp.perFaction).map(([f, vp]) => `${f} ${vp}`).join(", ")})</span>}
          {perMap.length > 0 && <span className="text-zinc-500"> (per faction on {perMap.map(([m]) => m).join(", ")})</span>}
        </Row>
        <Row label="Towns">
          {rules.towns.minBuildings} structures ({rules.towns.minBuildingsWithSanctuary} with a sanctuary), {rules.towns.minPower} power
        </Row>
        <Row label="Leech">
          {rules.leech.vpCost === "none" ? "free" : "costs power − 1 VP"}
          {rules.leech.mayDecline ? ", may decline" : ", must take"}
        </Row>
        <Row label="Final scoring">
          cults {rules.finalScoring.cults.join("/")}, area {rules.finalScoring.area.join("/")}, {rules.finalScoring.resources.coinsPerVp} coins per VP
        </Row>
      </dl>
      {Object.keys(variants).length > 0 && (
        <section aria-label="Variants summary" className="space-y-2">
          <h3 className="text-xs font-semibold tracking-wider text-zinc-500 uppercase">Variants</h3>
          <ul className="space-y-2">
            {Object.entries(variants).map(([id, v]) => {
              const applied = v.rules ? applyRuleOverrides(rules, v.rules) : undefined;
              const changes = applied?.ok ? diffValues(rules, applied.rules) : [];
              return (
                <li key={id} className="rounded-lg border border-zinc-200 bg-white px-3 py-2 shadow-xs">
                  <p className="text-sm font-medium text-zinc-900">{v.name}</p>
                  {v.description && <p className="text-xs text-zinc-600">{v.description}</p>}
                  <ul className="mt-1 font-mono text-[11px] text-zinc-700">
                    {changes.map((c, i) => (
                      <li key={i}>
                        {c.path}: {formatValue(c.before)} → {formatValue(c.after)}
                      </li>
                    ))}
                    {applied && !applied.ok && <li className="text-red-700">{applied.message}</li>}
                  </ul>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
