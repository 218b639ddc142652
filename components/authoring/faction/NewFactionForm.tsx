"use client";
/** Start a new faction: name, id and home terrain; the editor opens on the standard board. */
import { ID_RULE, idFromName, isId, TERRAINS, uniqueId } from "@/engine";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { terrainName } from "@/components/TerrainSwatch";
import { FieldErrors, inputClass } from "../form/fields";
import { factionHref } from "../links";
import { primaryButton } from "../ui";

export function NewFactionForm({ packId, taken }: { packId: string; taken: string[] }) {
  const router = useRouter();
  const ids = useId();
  const [name, setName] = useState("");
  const [id, setId] = useState<string | undefined>();
  const [terrain, setTerrain] = useState<string>(TERRAINS[0]);
  const shownId = id ?? (name.trim() ? uniqueId(idFromName(name, "faction"), taken) : "");
  const idError = !shownId
    ? undefined
    : !isId(shownId)
      ? `Must be ${ID_RULE}`
      : taken.includes(shownId)
        ? "This pack already has a faction with this id"
        : undefined;
  return (
    <form
      aria-label="New faction"
      className="flex flex-wrap items-start gap-4 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs"
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim() || !shownId || idError) return;
        router.push(`${factionHref(packId, shownId)}?new=1&name=${encodeURIComponent(name.trim())}&terrain=${terrain}`);
      }}
    >
      <div>
        <label htmlFor={`${ids}-name`} className="mb-1 block text-xs font-medium text-zinc-600">
          Name
        </label>
        <input id={`${ids}-name`} value={name} onChange={(e) => setName(e.target.value)} placeholder="Dragon Lords" className={inputClass(false, "w-60 py-1.5")} />
      </div>
      <div>
        <label htmlFor={`${ids}-id`} className="mb-1 block text-xs font-medium text-zinc-600">
          Id
        </label>
        <input
          id={`${ids}-id`}
          value={shownId}
          onChange={(e) => setId(e.target.value)}
          placeholder="dragonlords"
          aria-invalid={!!idError || undefined}
          className={inputClass(!!idError, "w-48 py-1.5 font-mono")}
        />
        <FieldErrors id={`${ids}-id`} errors={idError ? [idError] : []} />
      </div>
      <div>
        <label htmlFor={`${ids}-terrain`} className="mb-1 block text-xs font-medium text-zinc-600">
          Home terrain
        </label>
        <select id={`${ids}-terrain`} value={terrain} onChange={(e) => setTerrain(e.target.value)} className={inputClass(false, "w-40 py-1.5")}>
          {TERRAINS.map((t) => (
            <option key={t} value={t}>
              {terrainName(t)}
            </option>
          ))}
        </select>
      </div>
      <div className="pt-5">
        <button type="submit" className={primaryButton} disabled={!name.trim() || !shownId || !!idError}>
          Start the faction
        </button>
      </div>
    </form>
  );
}
