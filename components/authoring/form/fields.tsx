"use client";
/** Form fields bound to a document path; each one shows its own problems underneath. */
import { CULTS, RESOURCES, type DocPath, type Resource } from "@/engine";
import { useState, type ReactNode } from "react";
import { ResourceIcon } from "../effects";
import { CultIcon, CULT_COLORS } from "../icons";
import { useField, type FieldState } from "./FormContext";

export const inputClass = (invalid: boolean, extra = "") =>
  `block rounded-md border bg-white px-2 py-1 text-sm text-zinc-900 shadow-xs outline-none transition-colors placeholder:text-zinc-400 focus:ring-2 ${
    invalid ? "border-red-500 bg-red-50 focus:ring-red-200" : "border-zinc-300 focus:border-zinc-900 focus:ring-zinc-200"
  } ${extra}`;

/** The problems of a field, next to it; without problems, its warnings (a value past its soft limit). */
export function FieldErrors({ id, errors, warnings = [] }: { id: string; errors: readonly string[]; warnings?: readonly string[] }) {
  if (errors.length === 0 && warnings.length === 0) return null;
  const warning = errors.length === 0;
  return (
    <p id={`${id}-error`} className={`mt-1 flex items-start gap-1 text-xs leading-4 ${warning ? "text-amber-800" : "text-red-700"}`} {...(warning ? { "data-field-warning": true } : { "data-field-error": true })}>
      <svg viewBox="0 0 16 16" className="mt-px size-3 shrink-0" aria-hidden>
        {warning ? <path d="M8 1.5 15 14H1z" fill="currentColor" /> : <circle cx="8" cy="8" r="7" fill="currentColor" />}
        <path d={warning ? "M8 6v3.5M8 11.5v.5" : "M8 4.5v4M8 11v.5"} stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      {warning ? (
        // Beside a small input the full sentence does not fit: it is the title, and read out.
        <span title={warnings.join("; ")}>
          Unusually high<span className="sr-only">: {warnings.join("; ")}</span>
        </span>
      ) : (
        <span>{errors.join("; ")}</span>
      )}
    </p>
  );
}

/** Label above, control, problems below. */
export function Field({ label, hint, field, children, className = "" }: { label: ReactNode; hint?: string; field: Pick<FieldState, "id" | "errors"> & { warnings?: string[] }; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1 block text-xs font-medium text-zinc-600" title={hint}>
        {label}
      </label>
      {children}
      <FieldErrors id={field.id} errors={field.errors} warnings={field.warnings} />
    </div>
  );
}

const describedBy = (f: Pick<FieldState, "id" | "errors"> & { warnings?: string[] }) => (f.errors.length > 0 || (f.warnings?.length ?? 0) > 0 ? `${f.id}-error` : undefined);

/** Text shown in a number input for a document value (strings stay as typed). */
const numberText = (v: unknown) => (v === undefined || v === null ? "" : typeof v === "object" ? JSON.stringify(v) : String(v));

/** Turn typed text into the document value: a number when it is one, else the text (so Zod can say why). */
function parseNumber(text: string): unknown {
  const t = text.trim();
  if (t === "") return undefined;
  const n = Number(t);
  return Number.isFinite(n) && /^-?\d+(\.\d+)?$/.test(t) ? n : t;
}

/**
 * A number input. What the user types goes into the document as a number when it is one and as
 * text otherwise, so the schema's message shows next to the field; empty removes the value.
 */
export function NumberInput({ field, label, className = "w-20", placeholder }: { field: FieldState; label: string; className?: string; placeholder?: string }) {
  const [text, setText] = useState(numberText(field.value));
  const [shown, setShown] = useState(field.value);
  if (!Object.is(shown, field.value)) {
    // The document changed elsewhere (Monaco, another field): show its value.
    setShown(field.value);
    if (parseNumber(text) !== field.value) setText(numberText(field.value));
  }
  return (
    <input
      id={field.id}
      aria-label={label}
      aria-invalid={field.errors.length > 0 || undefined}
      aria-describedby={describedBy(field)}
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      className={inputClass(field.errors.length > 0, `${className} tabular-nums`)}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const v = parseNumber(e.target.value);
        setShown(v);
        field.set(v);
      }}
    />
  );
}

/** A labelled number field. */
export function NumberField({ path, label, hint, className, inputClassName, placeholder }: { path: DocPath; label: string; hint?: string; className?: string; inputClassName?: string; placeholder?: string }) {
  const field = useField(path);
  return (
    <Field label={label} hint={hint} field={field} className={className}>
      <NumberInput field={field} label={label} className={inputClassName} placeholder={placeholder} />
    </Field>
  );
}

/** A labelled text field; empty removes an optional value. */
export function TextField({ path, label, hint, multiline = false, optional = false, className, inputClassName = "w-full" }: { path: DocPath; label: string; hint?: string; multiline?: boolean; optional?: boolean; className?: string; inputClassName?: string }) {
  const field = useField(path);
  const props = {
    id: field.id,
    "aria-invalid": field.errors.length > 0 || undefined,
    "aria-describedby": describedBy(field),
    className: inputClass(field.errors.length > 0, inputClassName),
    value: typeof field.value === "string" ? field.value : field.value === undefined ? "" : JSON.stringify(field.value),
    onChange: (e: { target: { value: string } }) => field.set(optional && e.target.value === "" ? undefined : e.target.value),
  };
  return (
    <Field label={label} hint={hint} field={field} className={className}>
      {multiline ? <textarea rows={2} {...props} /> : <input autoComplete="off" {...props} />}
    </Field>
  );
}

/** A select over fixed options; an optional field gets an empty choice. */
export function SelectField({ path, label, hint, options, optional = false, className, inputClassName = "w-full" }: { path: DocPath; label: string; hint?: string; options: readonly { value: string; label: string }[]; optional?: boolean; className?: string; inputClassName?: string }) {
  const field = useField(path);
  const known = options.some((o) => o.value === field.value);
  return (
    <Field label={label} hint={hint} field={field} className={className}>
      <select
        id={field.id}
        aria-invalid={field.errors.length > 0 || undefined}
        aria-describedby={describedBy(field)}
        className={inputClass(field.errors.length > 0, inputClassName)}
        value={field.value === undefined ? "" : String(field.value)}
        onChange={(e) => field.set(e.target.value === "" ? undefined : e.target.value)}
      >
        {(optional || field.value === undefined) && <option value="">{optional ? "—" : "Choose…"}</option>}
        {!known && field.value !== undefined && <option value={String(field.value)}>{String(field.value)} (unknown)</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A checkbox; unchecking an optional flag removes it. */
export function CheckboxField({ path, label, hint, optional = false }: { path: DocPath; label: string; hint?: string; optional?: boolean }) {
  const field = useField(path);
  return (
    <div>
      <label className="inline-flex items-center gap-2 text-sm text-zinc-700" title={hint}>
        <input
          type="checkbox"
          id={field.id}
          aria-describedby={describedBy(field)}
          className="size-4 rounded border-zinc-300 accent-zinc-900"
          checked={field.value === true}
          onChange={(e) => field.set(e.target.checked ? true : optional ? undefined : false)}
        />
        {label}
      </label>
      <FieldErrors id={field.id} errors={field.errors} warnings={field.warnings} />
    </div>
  );
}

const RESOURCE_LABELS: Record<Resource, string> = { coins: "Coins", workers: "Workers", priests: "Priests", power: "Power", vp: "VP" };

/** Amounts of resources side by side, each input labelled by its icon. */
export function ResourcesField({ path, label, hint, resources = RESOURCES, className }: { path: DocPath; label?: string; hint?: string; resources?: readonly Resource[]; className?: string }) {
  const group = useField(path);
  return (
    <fieldset className={className} title={hint}>
      {label && <legend className="mb-1 text-xs font-medium text-zinc-600">{label}</legend>}
      <div className="flex flex-wrap items-start gap-1.5">
        {resources.map((r) => (
          <ResourceInput key={r} path={[...path, r]} resource={r} />
        ))}
      </div>
      <FieldErrors id={group.id} errors={group.errors} warnings={group.warnings} />
    </fieldset>
  );
}

function ResourceInput({ path, resource }: { path: DocPath; resource: Resource }) {
  const field = useField(path);
  return (
    <div>
      <div className="flex items-center gap-1">
        <label htmlFor={field.id} className="flex items-center" title={RESOURCE_LABELS[resource]}>
          <ResourceIcon resource={resource} size="md" />
          <span className="sr-only">{RESOURCE_LABELS[resource]}</span>
        </label>
        <NumberInput field={field} label={`${RESOURCE_LABELS[resource]}`} className="w-12" placeholder="0" />
      </div>
      <FieldErrors id={field.id} errors={field.errors} warnings={field.warnings} />
    </div>
  );
}

/** Steps on the four cult tracks. */
export function CultStepsField({ path, label, className }: { path: DocPath; label?: string; className?: string }) {
  const group = useField(path);
  return (
    <fieldset className={className}>
      {label && <legend className="mb-1 text-xs font-medium text-zinc-600">{label}</legend>}
      <div className="flex flex-wrap items-start gap-1.5">
        {CULTS.map((c) => {
          const p = [...path, c];
          return <CultInput key={c} path={p} cult={c} />;
        })}
      </div>
      <FieldErrors id={group.id} errors={group.errors} warnings={group.warnings} />
    </fieldset>
  );
}

function CultInput({ path, cult }: { path: DocPath; cult: (typeof CULTS)[number] }) {
  const field = useField(path);
  return (
    <div>
      <div className="flex items-center gap-1">
        <label htmlFor={field.id}>
          <CultIcon cult={cult} className="size-5" />
          <span className="sr-only">{CULT_COLORS[cult].label}</span>
        </label>
        <NumberInput field={field} label={CULT_COLORS[cult].label} className="w-12" placeholder="0" />
      </div>
      <FieldErrors id={field.id} errors={field.errors} warnings={field.warnings} />
    </div>
  );
}

/** A list of numbers (a VP track, a count table) as a row of small inputs with add and remove. */
export function NumberListField({ path, label, hint, itemLabel = (i) => String(i), minItems = 0, className }: { path: DocPath; label: string; hint?: string; itemLabel?: (i: number) => string; minItems?: number; className?: string }) {
  const list = useField<unknown[]>(path);
  const items = Array.isArray(list.value) ? list.value : [];
  return (
    <fieldset className={className} title={hint}>
      <legend className="mb-1 text-xs font-medium text-zinc-600">{label}</legend>
      <div className="flex flex-wrap items-start gap-1">
        {items.map((_, i) => (
          <NumberListItem key={i} path={[...path, i]} label={`${label} ${itemLabel(i)}`} caption={itemLabel(i)} />
        ))}
        <span className="flex gap-1 self-center">
          <IconButton label={`Add to ${label}`} onClick={() => list.set([...items, items.at(-1) ?? 0])}>
            +
          </IconButton>
          {items.length > minItems && (
            <IconButton label={`Remove the last of ${label}`} onClick={() => list.set(items.slice(0, -1))}>
              −
            </IconButton>
          )}
        </span>
      </div>
      <FieldErrors id={list.id} errors={list.errors} warnings={list.warnings} />
    </fieldset>
  );
}

function NumberListItem({ path, label, caption }: { path: DocPath; label: string; caption: string }) {
  const field = useField(path);
  return (
    <div className="flex flex-col items-center">
      <NumberInput field={field} label={label} className="w-11 text-center" />
      <span className="text-[10px] text-zinc-400">{caption}</span>
      <FieldErrors id={field.id} errors={field.errors} warnings={field.warnings} />
    </div>
  );
}

export function IconButton({ label, onClick, children, className = "" }: { label: string; onClick: () => void; children: ReactNode; className?: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`inline-flex size-7 items-center justify-center rounded-md border border-zinc-300 bg-white text-sm text-zinc-700 shadow-xs hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-zinc-900 ${className}`}
    >
      {children}
    </button>
  );
}
