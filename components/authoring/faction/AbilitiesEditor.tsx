"use client";
/**
 * The abilities of a faction: each one from the engine's ability library, with its parameters as
 * a form and a sentence saying what it does; a picker lists the whole library to add from.
 */
import { ABILITY_LIBRARY, AbilitySchema, type Ability, type AbilityId, type DocPath } from "@/engine";
import { useState } from "react";
import { useField, useIssuesWithin } from "../form/FormContext";
import { FieldErrors, IconButton } from "../form/fields";
import { defaultFor, ObjectFields } from "../form/SchemaFields";
import { abilityText } from "./abilityText";
import { ABILITY_SCHEMAS } from "./schemas";

const ABILITY_IDS = Object.keys(ABILITY_LIBRARY) as AbilityId[];

/** Parameters a new ability starts with: the values of a known faction, so it is valid at once. */
export function newAbility(id: AbilityId, factionId: string): Ability {
  const actionId = `ACT${factionId.replace(/[^a-z0-9]/gi, "").slice(0, 4).toUpperCase() || "X"}`;
  const presets: { [K in AbilityId]: Extract<Ability, { ability: K }> } = {
    "town-bonus": { ability: "town-bonus", gain: { vp: 5 } },
    "spade-bonus": { ability: "spade-bonus", gain: { vp: 1 } },
    "pass-vp": { ability: "pass-vp", passVp: { per: "TP", vp: [0, 2, 4, 6, 8] } },
    conversion: { ability: "conversion", give: { vp: 1 }, get: { coins: 1 } },
    "fixed-terraform-cost": { ability: "fixed-terraform-cost", spades: 2 },
    "skip-spaces": { ability: "skip-spaces", name: "Tunnelling", range: 1, maxRange: 1, cost: { workers: 2 }, vp: 4, countsForArea: true },
    "leech-bonus": { ability: "leech-bonus", whenTaken: { cultChoice: 1 } },
    "town-river-skip": { ability: "town-river-skip", rivers: 1 },
    "setup-dwellings": { ability: "setup-dwellings", count: 3, placement: "after-others" },
    "starting-favors": { ability: "starting-favors", count: 1 },
    "power-action-discount": { ability: "power-action-discount", power: 1 },
    "reuse-power-actions": { ability: "reuse-power-actions", requires: "SH" },
    "volcano-terraform": { ability: "volcano-terraform", payWith: "power-tokens", cost: 1, costOnOpponentHome: 2 },
    "spade-substitute": { ability: "spade-substitute", gain: { powerTokens: 1 }, spadeActions: "allowed" },
    "river-only": { ability: "river-only" },
    "terrain-unlocks": { ability: "terrain-unlocks", cost: { coins: 1 }, costOnOpponentHome: { coins: 2 } },
    "leech-token": { ability: "leech-token", cost: { vp: 1 }, optional: true },
    "priest-cult-bonus": { ability: "priest-cult-bonus", steps: 1, requires: "SH" },
    "special-action": { ability: "special-action", id: actionId, requires: "SH", action: { name: "New action", effect: { gain: { coins: 2 } }, oncePerRound: true } },
  };
  return presets[id] ?? (defaultFor(ABILITY_SCHEMAS[id]) as Ability);
}

export function AbilitiesEditor({ factionId }: { factionId: string }) {
  const path: DocPath = ["abilities"];
  const list = useField<unknown[]>(path);
  const items = Array.isArray(list.value) ? list.value : [];
  const [picking, setPicking] = useState(false);
  return (
    <div className="space-y-3">
      {items.length === 0 && <p className="text-sm text-zinc-500">No abilities yet. Add some from the engine&apos;s ability library.</p>}
      <ol className="space-y-3">
        {items.map((item, i) => (
          <AbilityCard
            key={i}
            index={i}
            value={item}
            count={items.length}
            onRemove={() => list.set(items.filter((_, j) => j !== i))}
            onMove={(to) => {
              const next = [...items];
              const [moved] = next.splice(i, 1);
              next.splice(to, 0, moved);
              list.set(next);
            }}
          />
        ))}
      </ol>
      <FieldErrors id={list.id} errors={list.errors} warnings={list.warnings} />
      {picking ? (
        <div role="region" aria-label="Ability library" className="rounded-xl border border-zinc-200 bg-white p-3 shadow-xs">
          <div className="mb-2 flex items-center justify-between">
            <h4 className="text-sm font-semibold text-zinc-900">Ability library</h4>
            <button type="button" onClick={() => setPicking(false)} className="text-xs text-zinc-500 hover:text-zinc-900">
              Close
            </button>
          </div>
          <ul className="grid gap-2 sm:grid-cols-2">
            {ABILITY_IDS.map((id) => (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => {
                    list.set([...items, newAbility(id, factionId)]);
                    setPicking(false);
                  }}
                  className="h-full w-full rounded-lg border border-zinc-200 px-3 py-2 text-left hover:border-zinc-400 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-zinc-900"
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="text-sm font-medium text-zinc-900">{ABILITY_LIBRARY[id].title}</span>
                    <code className="font-mono text-[10px] text-zinc-400">{id}</code>
                  </span>
                  <span className="mt-0.5 block text-xs text-zinc-600">{ABILITY_LIBRARY[id].summary}</span>
                  {ABILITY_SCHEMAS[id]?.description && <span className="mt-1 block text-[11px] text-zinc-400">{ABILITY_SCHEMAS[id].description}</span>}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setPicking(true)}
          className="rounded-lg border border-dashed border-zinc-300 px-3 py-2 text-sm font-medium text-zinc-700 hover:border-zinc-500 hover:text-zinc-900"
        >
          + Add an ability
        </button>
      )}
    </div>
  );
}

function AbilityCard({ index, value, count, onRemove, onMove }: { index: number; value: unknown; count: number; onRemove: () => void; onMove: (to: number) => void }) {
  const path: DocPath = ["abilities", index];
  const kind = (value as { ability?: unknown } | undefined)?.ability;
  const known = typeof kind === "string" && kind in ABILITY_LIBRARY ? (kind as AbilityId) : undefined;
  const parsed = AbilitySchema.safeParse(value);
  const problems = useIssuesWithin(path);
  const kindField = useField([...path, "ability"]);
  return (
    <li aria-label={`Ability ${index + 1}: ${known ? ABILITY_LIBRARY[known].title : String(kind)}`} className={`rounded-xl border bg-white shadow-xs ${problems.length ? "border-red-300" : "border-zinc-200"}`}>
      <div className="flex items-start gap-3 border-b border-zinc-100 px-4 py-3">
        <div className="min-w-0 flex-1">
          <p className="flex items-baseline gap-2">
            <span className="text-sm font-semibold text-zinc-900">{known ? ABILITY_LIBRARY[known].title : "Unknown ability"}</span>
            <code className="font-mono text-[11px] text-zinc-400">{String(kind)}</code>
          </p>
          <p className="text-xs text-zinc-500">{known ? ABILITY_LIBRARY[known].summary : "Not in the engine's ability library: pick another one or fix it in the JSON."}</p>
          {parsed.success && <p className="mt-1 text-sm text-zinc-800">{abilityText(parsed.data)}</p>}
          <FieldErrors id={kindField.id} errors={kindField.errors} warnings={kindField.warnings} />
        </div>
        <div className="flex shrink-0 gap-1">
          <IconButton label={`Move ability ${index + 1} up`} onClick={() => onMove(index - 1)} className={index === 0 ? "invisible" : ""}>
            ↑
          </IconButton>
          <IconButton label={`Move ability ${index + 1} down`} onClick={() => onMove(index + 1)} className={index === count - 1 ? "invisible" : ""}>
            ↓
          </IconButton>
          <IconButton label={`Remove ability ${index + 1}`} onClick={onRemove}>
            ×
          </IconButton>
        </div>
      </div>
      {known && (
        <div className="px-4 py-3">
          <ObjectFields node={ABILITY_SCHEMAS[known]} path={path} label="Parameters" omit={["ability"]} bare />
        </div>
      )}
    </li>
  );
}
