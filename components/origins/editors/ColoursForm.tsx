"use client";
/** The colours form: the five game colours, each with its names, the letter district patterns use and its display colour. */
import { COLOURS } from "@/engine/games/origins/schema";
import { useField } from "@/components/authoring/form/FormContext";
import { Field, inputClass, TextField } from "@/components/authoring/form/fields";
import { BoardPanel } from "@/components/authoring/ui";

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A display colour: the hex text and a colour picker writing the same value. */
function HexField({ colour, name }: { colour: string; name: string }) {
  const field = useField([colour, "hex"]);
  const text = typeof field.value === "string" ? field.value : "";
  const label = `${name}: display colour`;
  return (
    <Field label={label} hint="Display colour (sRGB hex)." field={field}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${name}: pick the display colour`}
          value={HEX.test(text) ? text.toLowerCase() : "#000000"}
          onChange={(e) => field.set(e.target.value)}
          className="h-8 w-10 cursor-pointer rounded border border-zinc-300 bg-white p-0.5"
        />
        <input
          id={field.id}
          aria-label={label}
          aria-invalid={field.errors.length > 0 || undefined}
          autoComplete="off"
          className={inputClass(field.errors.length > 0, "w-24 font-mono")}
          value={text}
          onChange={(e) => field.set(e.target.value)}
        />
      </div>
    </Field>
  );
}

export function ColoursForm() {
  return (
    <BoardPanel title="Game colours" description="Buildings, dice, towers, motherships and bonus tiles come in these five colours. The letter names the colour in district patterns and in the notation (R4).">
      <ol className="space-y-3">
        {COLOURS.map((c) => (
          <li key={c} aria-label={`Colour ${c}`} className="space-y-2 rounded-lg border border-zinc-200 bg-zinc-50/60 p-3">
            <p className="text-sm font-semibold text-zinc-800">{c}</p>
            <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
              <TextField path={[c, "name"]} label={`${c}: name`} />
              <TextField path={[c, "nameFr"]} label={`${c}: French name`} optional />
              <TextField path={[c, "code"]} label={`${c}: letter`} inputClassName="w-12 font-mono" />
              <HexField colour={c} name={c} />
            </div>
          </li>
        ))}
      </ol>
    </BoardPanel>
  );
}
