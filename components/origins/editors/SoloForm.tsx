"use client";
/**
 * The solo training mode form: rounds, the starting Freemen, the neighbour rule and the Superiority
 * freeze, the dummy military marker, zodiac cards kept, and the target score with the bonus-tile
 * placements that raise it.
 */
import type { OriginsPack } from "@/engine/games/origins/schema";
import { useField } from "@/components/authoring/form/FormContext";
import { CheckboxField, FieldErrors, NumberField, SelectField } from "@/components/authoring/form/fields";
import { BoardPanel } from "@/components/authoring/ui";
import { SOLO_DOC, jsonSchemaOf } from "./schemas";

const PROPS = jsonSchemaOf(SOLO_DOC.schema).properties!;
const sub = (section: string, key: string) => PROPS[section]!.properties![key]!;

export function SoloForm({ bonusTiles }: { bonusTiles: OriginsPack["bonusTiles"] }) {
  return (
    <div className="space-y-5">
      <BoardPanel title="Play" description="What differs from a game of several players.">
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <NumberField path={["rounds"]} label="Rounds" hint={PROPS.rounds!.description} inputClassName="w-16" />
          <NumberField path={["zodiacKept"]} label="Zodiac cards kept each round" hint={PROPS.zodiacKept!.description} inputClassName="w-16" />
        </div>
        <CheckboxField path={["neighbourIncrease", "enabled"]} label="Each visit also raises a neighbouring meeting place" hint={sub("neighbourIncrease", "enabled").description} />
        <CheckboxField path={["neighbourIncrease", "superiorityMayFreeze"]} label="A Superiority token may instead freeze every mothership for the turn" hint={sub("neighbourIncrease", "superiorityMayFreeze").description} />
      </BoardPanel>
      <BoardPanel title="Starting Freemen" description="Dice rolled per colour; the highest are set aside; the player keeps some of the rest on the free bases.">
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <NumberField path={["startingFreemen", "dicePerColour"]} label="Dice rolled per colour" hint={sub("startingFreemen", "dicePerColour").description} inputClassName="w-16" />
          <NumberField path={["startingFreemen", "dropHighest"]} label="Highest set aside" hint={sub("startingFreemen", "dropHighest").description} inputClassName="w-16" />
          <NumberField path={["startingFreemen", "keep"]} label="Dice kept" hint={sub("startingFreemen", "keep").description} inputClassName="w-16" />
        </div>
      </BoardPanel>
      <BoardPanel title="Dummy military marker" description="The solo player's opponent on the military track.">
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <NumberField path={["dummyMarker", "fromRound"]} label="Moves from round" hint={sub("dummyMarker", "fromRound").description} inputClassName="w-16" />
          <SelectField path={["dummyMarker", "beforeThreshold"]} label="Where it goes" options={[{ value: "round-number", label: "just before threshold n in round n" }]} inputClassName="w-72" />
        </div>
      </BoardPanel>
      <TargetPanel bonusTiles={bonusTiles} />
    </div>
  );
}

function TargetPanel({ bonusTiles }: { bonusTiles: OriginsPack["bonusTiles"] }) {
  const placements = useField<unknown[]>(["target", "placements"]);
  const list = Array.isArray(placements.value) ? placements.value : [];
  const options = Object.entries(bonusTiles).map(([id, t]) => ({ value: id, label: `${t.name} (${t.colour})` }));
  return (
    <BoardPanel title="Target" description="The score the player aims at, higher for each bonus tile dealt onto its meeting place.">
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <NumberField path={["target", "vp"]} label="Target VP" hint={sub("target", "vp").description} inputClassName="w-20" />
        <NumberField path={["target", "perPlacement"]} label="VP more per placement" hint={sub("target", "perPlacement").description} inputClassName="w-16" />
      </div>
      <ol className="space-y-2">
        {list.map((_, i) => (
          <li key={i} aria-label={`Placement ${i + 1}`} className="flex flex-wrap items-end gap-3 rounded-lg border border-zinc-200 bg-zinc-50/60 p-2">
            <SelectField path={["target", "placements", i, "bonusTile"]} label={`Placement ${i + 1}: bonus tile`} options={options} inputClassName="w-56" />
            <NumberField path={["target", "placements", i, "meetingPlace"]} label={`Placement ${i + 1}: on meeting place`} inputClassName="w-16" />
            <button type="button" onClick={() => placements.set(list.filter((_, j) => j !== i))} className="mb-1.5 text-xs text-zinc-500 underline hover:text-zinc-900">
              Remove placement {i + 1}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => placements.set([...list, { bonusTile: options[0]?.value ?? "", meetingPlace: list.length + 1 }])}
        className="rounded-md border border-dashed border-zinc-300 px-2.5 py-1 text-xs text-zinc-600 hover:border-zinc-500 hover:text-zinc-900"
      >
        + Add a placement
      </button>
      <FieldErrors id={placements.id} errors={placements.errors} />
    </BoardPanel>
  );
}
