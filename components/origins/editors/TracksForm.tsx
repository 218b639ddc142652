"use client";
/**
 * The tracks form: the temple tracks (height, VP by step, zodiac award), the military track drawn
 * as its spaces with the thresholds between them (pick a space for its attack bonus; a threshold is
 * toggled after the picked space), the population track's Food costs and the Advisor row.
 */
import { StepsSchema } from "@/engine/games/origins/schema";
import { useState } from "react";
import { friendlyMessage, useField, useIssuesWithin } from "@/components/authoring/form/FormContext";
import { CheckboxField, FieldErrors, IconButton, NumberField, NumberListField } from "@/components/authoring/form/fields";
import { SchemaField, type JsonSchemaNode } from "@/components/authoring/form/SchemaFields";
import { BoardPanel } from "@/components/authoring/ui";
import { stepsText } from "./abilityText";
import { TRACKS_DOC, jsonSchemaOf } from "./schemas";

const PROPS = jsonSchemaOf(TRACKS_DOC.schema).properties!;
const sub = (section: string, key: string) => PROPS[section]!.properties![key]!;

/** The thresholds with one after `space` switched on or off, kept in increasing order. */
export function toggleThreshold(thresholds: unknown, space: number): number[] {
  const list = Array.isArray(thresholds) ? thresholds.filter((t): t is number => typeof t === "number") : [];
  return list.includes(space) ? list.filter((t) => t !== space) : [...list, space].sort((a, b) => a - b);
}

export function TracksForm() {
  return (
    <div className="space-y-5">
      <TemplesPanel />
      <MilitaryPanel />
      <BoardPanel title="Population track" description="Bases beside the board at the start, and the Food printed beside each base of the track, leftmost first.">
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <NumberField path={["population", "bases"]} label="Bases" inputClassName="w-16" />
          <NumberField path={["population", "startingFree"]} label="Free at the start" inputClassName="w-16" />
          <NumberField path={["population", "lastBaseVp"]} label="VP for the last base" inputClassName="w-16" />
        </div>
        <NumberListField path={["population", "foodCosts"]} label="Food cost" itemLabel={(i) => `base ${i + 1}`} minItems={1} />
      </BoardPanel>
      <BoardPanel title="Advisor row" description="One space per colour: the VP printed beside each, left to right.">
        <NumberListField path={["advisorRow", "vp"]} label="Advisor VP" itemLabel={(i) => `space ${i + 1}`} minItems={1} />
        <CheckboxField path={["advisorRow", "scoreOnPlacement"]} label="An Advisor of a new colour scores when placed" hint={sub("advisorRow", "scoreOnPlacement").description} />
      </BoardPanel>
    </div>
  );
}

function TemplesPanel() {
  return (
    <BoardPanel title="Temple tracks" description="The forest, mountain and sea tracks: how high they go, the VP of each step at the end, and who gets each zodiac card.">
      <NumberField path={["temples", "top"]} label="Steps to the top" hint={sub("temples", "top").description} inputClassName="w-16" />
      <NumberListField path={["temples", "vp"]} label="Temple VP" hint={sub("temples", "vp").description} itemLabel={(i) => `step ${i}`} minItems={1} />
      <SchemaField node={sub("temples", "zodiacAward")} path={["temples", "zodiacAward"]} label="Zodiac award" />
    </BoardPanel>
  );
}

function MilitaryPanel() {
  const spaces = useField<unknown[]>(["military", "spaces"]);
  const thresholds = useField<unknown[]>(["military", "thresholds"]);
  const list = Array.isArray(spaces.value) ? spaces.value : [];
  const marks = Array.isArray(thresholds.value) ? thresholds.value : [];
  const [picked, setPicked] = useState(2);
  const space = Math.min(picked, Math.max(0, list.length - 1));
  const spaceNode = (sub("military", "spaces").items as JsonSchemaNode).properties!.attackBonus!;
  // A threshold's own problem (out of order, past the last space) is at its index: shown with the list's.
  const thresholdProblems = useIssuesWithin(["military", "thresholds"]).map((i) => friendlyMessage(i.message));
  return (
    <BoardPanel title="Military track" description="Click a space for its attack bonus. A bar after a space is a threshold (superiority, fallback and attack VP count them).">
      <div role="group" aria-label="Military spaces" className="flex flex-wrap items-center gap-y-2">
        {list.map((s, i) => (
          <span key={i} className="flex items-center">
            <SpaceButton index={i} space={s} selected={i === space} last={i === list.length - 1} onPick={() => setPicked(i)} />
            {marks.includes(i) && <span aria-label={`Threshold after space ${i}`} role="img" className="mx-0.5 h-8 w-1 rounded bg-red-600" />}
            {!marks.includes(i) && i < list.length - 1 && <span className="w-1.5" />}
          </span>
        ))}
      </div>
      <div className="flex items-center gap-1.5">
        <IconButton label="Add a space at the end" onClick={() => spaces.set([...list, {}])}>
          +
        </IconButton>
        {list.length > 0 && (
          <IconButton label="Remove the last space" onClick={() => spaces.set(list.slice(0, -1))}>
            −
          </IconButton>
        )}
        <span className="text-xs text-zinc-500">{list.length} spaces: the first is the start, the last the final space.</span>
      </div>
      <FieldErrors id={spaces.id} errors={spaces.errors} />
      <FieldErrors id={thresholds.id} errors={thresholdProblems} />
      {list.length > 0 && (
        <div className="space-y-3 rounded-lg border border-zinc-200 bg-zinc-50/60 p-3">
          <div className="flex flex-wrap items-center gap-4">
            <p className="text-sm font-semibold text-zinc-800">{space === 0 ? "The start" : space === list.length - 1 ? `Space ${space} (the final space)` : `Space ${space}`}</p>
            <label className="inline-flex items-center gap-2 text-sm text-zinc-700">
              <input type="checkbox" className="size-4 accent-zinc-900" checked={marks.includes(space)} onChange={() => thresholds.set(toggleThreshold(marks, space))} />
              Threshold after this space
            </label>
          </div>
          <SchemaField key={space} node={spaceNode} path={["military", "spaces", space, "attackBonus"]} label={`Attack bonus of space ${space}`} />
        </div>
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <NumberField path={["military", "superiorityPerThreshold"]} label="Superiority per threshold" inputClassName="w-16" />
        <NumberField path={["military", "finalVp"]} label="VP for the final space" inputClassName="w-16" />
        <NumberField path={["military", "attackVp", "perWeakerOpponent"]} label="Attack VP per weaker opponent" inputClassName="w-16" />
        <NumberField path={["military", "attackVp", "perThresholdCrossed"]} label="Attack VP per threshold crossed" inputClassName="w-16" />
      </div>
      <SchemaField node={sub("military", "fallback")} path={["military", "fallback"]} label="Fallback at the end of a round" />
    </BoardPanel>
  );
}

function SpaceButton({ index, space, selected, last, onPick }: { index: number; space: unknown; selected: boolean; last: boolean; onPick: () => void }) {
  const bonus = typeof space === "object" && space !== null ? (space as { attackBonus?: unknown }).attackBonus : undefined;
  const parsed = bonus === undefined ? undefined : StepsSchema.safeParse(bonus);
  const problems = useIssuesWithin(["military", "spaces", index]).length;
  const title = parsed === undefined ? "no attack bonus" : parsed.success ? stepsText(parsed.data) : "an attack bonus with problems";
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={`Space ${index}: ${title}`}
      title={title}
      onClick={onPick}
      className={`flex size-8 items-center justify-center rounded-md border text-xs font-medium ${
        selected ? "border-zinc-900 bg-zinc-900 text-white" : bonus === undefined ? "border-zinc-200 bg-white text-zinc-400" : "border-amber-300 bg-amber-50 text-amber-900"
      } ${problems > 0 ? "ring-2 ring-red-400" : ""} ${last ? "font-bold" : ""}`}
    >
      {index}
    </button>
  );
}
