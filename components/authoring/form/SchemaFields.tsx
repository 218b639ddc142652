"use client";
/**
 * Form fields generated from a JSON Schema (itself generated from the engine's Zod schemas), for
 * the parts of a document that have many shapes: ability parameters, effects, action spaces,
 * tiles. Resource amounts and cult steps get their icon inputs; discriminated unions (an ability
 * kind, an action's follow-up handler) get a select that switches the fields below it.
 */
import { CULTS, RESOURCES, type DocPath, type Resource } from "@/engine";
import type { ReactNode } from "react";
import { useField } from "./FormContext";
import { CheckboxField, CultStepsField, FieldErrors, IconButton, inputClass, NumberField, NumberListField, ResourcesField, SelectField, TextField } from "./fields";

export interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  prefixItems?: JsonSchemaNode[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  description?: string;
  additionalProperties?: JsonSchemaNode | boolean;
  propertyNames?: JsonSchemaNode;
  minimum?: number;
  default?: unknown;
}

/** "costWithNeighbour" → "Cost with neighbour". */
export function humanize(key: string): string {
  if (/^[A-Z0-9]+$/.test(key)) return key;
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/-/g, " ").toLowerCase().replace(/\bvp\b/g, "VP");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The properties of an object node, records over a fixed key set included (`{D: n, TP: n}`). */
function propertiesOf(node: JsonSchemaNode): Record<string, JsonSchemaNode> | undefined {
  if (node.properties) return node.properties;
  const keys = node.propertyNames?.enum;
  if (keys && isObject(node.additionalProperties)) return Object.fromEntries(keys.map((k) => [String(k), node.additionalProperties as JsonSchemaNode]));
  return undefined;
}

const isInteger = (n: JsonSchemaNode | undefined) => n?.type === "integer" || n?.type === "number";

/** The discriminator of a union: a property that is a constant in every option. */
export function discriminatorOf(options: readonly JsonSchemaNode[]): string | undefined {
  const first = options[0]?.properties;
  if (!first) return undefined;
  return Object.keys(first).find((k) => options.every((o) => o.properties?.[k]?.const !== undefined));
}

/** A sensible new value for a node: its required fields filled with zeros, false or the first choice. */
export function defaultFor(node: JsonSchemaNode): unknown {
  if (node.const !== undefined) return node.const;
  if (node.default !== undefined) return node.default;
  const options = node.oneOf ?? node.anyOf;
  if (options?.[0]) return defaultFor(options[0]);
  if (node.enum) return node.enum[0];
  switch (node.type) {
    case "integer":
    case "number":
      return Math.max(0, node.minimum ?? 0);
    case "boolean":
      return false;
    case "string":
      return "";
    case "array":
      return [];
    case "object": {
      const props = node.properties ?? {};
      return Object.fromEntries((node.required ?? []).filter((k) => props[k]).map((k) => [k, defaultFor(props[k]!)]));
    }
    default:
      return undefined;
  }
}

export interface SchemaFieldProps {
  node: JsonSchemaNode;
  path: DocPath;
  label: string;
  /** Whether the value may be absent (then it can be removed). */
  optional?: boolean;
  /** Keys not to render (shown elsewhere by the caller). */
  omit?: readonly string[];
}

/** The field (or group of fields) for one schema node. */
export function SchemaField({ node, path, label, optional = false, omit = [] }: SchemaFieldProps) {
  const hint = node.description;
  const options = node.oneOf ?? node.anyOf;
  if (options) {
    const key = discriminatorOf(options);
    if (key) return <UnionField node={node} options={options} discriminator={key} path={path} label={label} optional={optional} />;
    const choices = options.flatMap((o) => (o.enum ?? (o.const !== undefined ? [o.const] : [])).map(String));
    if (choices.length > 0 && options.every((o) => o.type === "string"))
      return <SelectField path={path} label={label} hint={hint} options={choices.map((c) => ({ value: c, label: c }))} optional={optional} />;
    return <JsonValueField path={path} label={label} hint={hint} />;
  }
  if (node.const !== undefined) return null;
  if (node.enum) return <SelectField path={path} label={label} hint={hint} options={node.enum.map((v) => ({ value: String(v), label: String(v) }))} optional={optional} />;
  switch (node.type) {
    case "integer":
    case "number":
      return <NumberField path={path} label={label} hint={hint} />;
    case "boolean":
      return <CheckboxField path={path} label={label} hint={hint} optional={optional} />;
    case "string":
      return /^(text|description)$/i.test(String(path.at(-1))) ? (
        <TextField path={path} label={label} hint={hint} optional={optional} multiline inputClassName="w-full min-w-72" />
      ) : (
        <TextField path={path} label={label} hint={hint} optional={optional} inputClassName="w-56" />
      );
    case "array":
      if (isInteger(node.items)) return <NumberListField path={path} label={label} hint={hint} />;
      if (node.items?.enum) return <EnumSetField path={path} label={label} hint={hint} options={node.items.enum.map(String)} />;
      if (node.items?.type === "object" || node.items?.oneOf || node.items?.anyOf) return <ObjectListField node={node} path={path} label={label} />;
      return <JsonValueField path={path} label={label} hint={hint} />;
    case "object": {
      const props = propertiesOf(node);
      if (!props) return <JsonValueField path={path} label={label} hint={hint} />;
      const keys = Object.keys(props);
      if (keys.length > 0 && keys.every((k) => RESOURCES.includes(k as Resource) && isInteger(props[k])))
        return <ResourcesField path={path} label={label} hint={hint} resources={keys as Resource[]} />;
      if (keys.length === CULTS.length && keys.every((k) => (CULTS as readonly string[]).includes(k))) return <CultStepsField path={path} label={label} />;
      return <ObjectFields node={{ ...node, properties: props }} path={path} label={label} omit={omit} />;
    }
    default:
      return <JsonValueField path={path} label={label} hint={hint} />;
  }
}

/** An object's fields: required and present ones shown, absent optional ones offered as "+ name". */
export function ObjectFields({ node, path, label, omit = [], bare = false }: { node: JsonSchemaNode; path: DocPath; label: string; omit?: readonly string[]; bare?: boolean }) {
  const group = useField<Record<string, unknown>>(path);
  const value = isObject(group.value) ? group.value : {};
  const props = propertiesOf(node) ?? {};
  const required = new Set(node.required ?? []);
  const keys = Object.keys(props).filter((k) => !omit.includes(k));
  const shown = keys.filter((k) => required.has(k) || value[k] !== undefined);
  const addable = keys.filter((k) => !required.has(k) && value[k] === undefined);
  const scalar = (n: JsonSchemaNode) => ["integer", "number", "string", "boolean"].includes(String(n.type)) || !!n.enum || (!!n.anyOf && !discriminatorOf(n.anyOf));
  const body: ReactNode = (
    <>
      <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
        {shown
          .filter((k) => scalar(props[k]!))
          .map((k) => (
            <Removable key={k} show={!required.has(k)} label={humanize(k)} onRemove={() => group.set({ ...value, [k]: undefined })}>
              <SchemaField node={props[k]!} path={[...path, k]} label={humanize(k)} optional={!required.has(k)} />
            </Removable>
          ))}
      </div>
      {shown
        .filter((k) => !scalar(props[k]!))
        .map((k) => (
          <Removable key={k} show={!required.has(k)} label={humanize(k)} onRemove={() => group.set({ ...value, [k]: undefined })} block>
            <SchemaField node={props[k]!} path={[...path, k]} label={humanize(k)} optional={!required.has(k)} />
          </Removable>
        ))}
      {addable.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-zinc-400">Add</span>
          {addable.map((k) => (
            <button
              key={k}
              type="button"
              title={props[k]!.description}
              onClick={() => group.set({ ...value, [k]: defaultFor(props[k]!) })}
              className="rounded-full border border-dashed border-zinc-300 px-2 py-0.5 text-xs text-zinc-600 hover:border-zinc-500 hover:text-zinc-900"
            >
              + {humanize(k)}
            </button>
          ))}
        </div>
      )}
      <FieldErrors id={group.id} errors={group.errors} warnings={group.warnings} />
    </>
  );
  if (bare) return <div className="space-y-3">{body}</div>;
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-zinc-200 bg-zinc-50/60 px-3 pt-1 pb-3">
      <legend className="px-1 text-xs font-semibold text-zinc-700" title={node.description}>
        {label}
      </legend>
      {node.description && <p className="-mt-1 text-xs text-zinc-500">{node.description}</p>}
      {body}
    </fieldset>
  );
}

function Removable({ show, label, onRemove, children, block = false }: { show: boolean; label: string; onRemove: () => void; children: ReactNode; block?: boolean }) {
  if (!show) return <>{children}</>;
  return (
    <div className={`relative ${block ? "" : "pr-5"}`}>
      {children}
      <button
        type="button"
        aria-label={`Remove ${label}`}
        title={`Remove ${label}`}
        onClick={onRemove}
        className={`absolute ${block ? "top-1 right-2" : "top-0 right-0"} rounded px-1 text-sm leading-4 text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700`}
      >
        ×
      </button>
    </div>
  );
}

/** A discriminated union: pick the kind, then its fields. */
function UnionField({ node, options, discriminator, path, label, optional }: { node: JsonSchemaNode; options: readonly JsonSchemaNode[]; discriminator: string; path: DocPath; label: string; optional: boolean }) {
  const field = useField<Record<string, unknown>>(path);
  const kind = isObject(field.value) ? field.value[discriminator] : undefined;
  const chosen = options.find((o) => o.properties?.[discriminator]?.const === kind);
  const kindField = useField([...path, discriminator]);
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-zinc-200 bg-zinc-50/60 px-3 pt-1 pb-3">
      <legend className="px-1 text-xs font-semibold text-zinc-700" title={node.description}>
        {label}
      </legend>
      <div>
        <label htmlFor={kindField.id} className="mb-1 block text-xs font-medium text-zinc-600">
          {humanize(discriminator)}
        </label>
        <select
          id={kindField.id}
          className={inputClass(kindField.errors.length > 0, "w-56")}
          value={typeof kind === "string" ? kind : ""}
          onChange={(e) => {
            const next = options.find((o) => o.properties?.[discriminator]?.const === e.target.value);
            field.set(next ? defaultFor(next) : undefined);
          }}
        >
          {(optional || !chosen) && <option value="">{optional ? "— none —" : "Choose…"}</option>}
          {options.map((o) => {
            const v = String(o.properties![discriminator]!.const);
            return (
              <option key={v} value={v} title={o.description}>
                {v}
              </option>
            );
          })}
        </select>
        <FieldErrors id={kindField.id} errors={kindField.errors} warnings={kindField.warnings} />
        {chosen?.description && <p className="mt-1 text-xs text-zinc-500">{chosen.description}</p>}
      </div>
      {chosen && <ObjectFields node={chosen} path={path} label={label} omit={[discriminator]} bare />}
      <FieldErrors id={field.id} errors={field.errors} warnings={field.warnings} />
    </fieldset>
  );
}

/** A list of objects (conversions, spade levels, pass VP tables): one card each, add and remove. */
function ObjectListField({ node, path, label }: { node: JsonSchemaNode; path: DocPath; label: string }) {
  const list = useField<unknown[]>(path);
  const items = Array.isArray(list.value) ? list.value : [];
  const item = node.items!;
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-1 text-xs font-semibold text-zinc-700" title={node.description}>
        {label}
      </legend>
      {items.map((_, i) => (
        <div key={i} className="relative">
          <SchemaField node={item} path={[...path, i]} label={`${label} ${i + 1}`} />
          <span className="absolute top-1 right-2">
            <IconButton label={`Remove ${label} ${i + 1}`} onClick={() => list.set(items.filter((_, j) => j !== i))} className="size-6 text-xs">
              ×
            </IconButton>
          </span>
        </div>
      ))}
      <button
        type="button"
        onClick={() => list.set([...items, defaultFor(item)])}
        className="rounded-md border border-dashed border-zinc-300 px-2.5 py-1 text-xs text-zinc-600 hover:border-zinc-500 hover:text-zinc-900"
      >
        + Add to {label.toLowerCase()}
      </button>
      <FieldErrors id={list.id} errors={list.errors} warnings={list.warnings} />
    </fieldset>
  );
}

/** A set of values from a fixed list (triggers, resources to choose from): a checkbox each, kept in the list's order. */
export function EnumSetField({ path, label, hint, options }: { path: DocPath; label: string; hint?: string; options: readonly string[] }) {
  const field = useField<unknown[]>(path);
  const chosen = Array.isArray(field.value) ? field.value : [];
  return (
    <fieldset className="min-w-0" title={hint}>
      <legend className="mb-1 text-xs font-medium text-zinc-600">{label}</legend>
      <div id={field.id} className="flex flex-wrap gap-x-3 gap-y-1">
        {options.map((o) => (
          <label key={o} className="inline-flex items-center gap-1.5 text-sm text-zinc-700">
            <input
              type="checkbox"
              className="size-4 rounded border-zinc-300 accent-zinc-900"
              checked={chosen.includes(o)}
              onChange={(e) => field.set(e.target.checked ? options.filter((x) => x === o || chosen.includes(x)) : chosen.filter((x) => x !== o))}
            />
            {o}
          </label>
        ))}
      </div>
      <FieldErrors id={field.id} errors={field.errors} warnings={field.warnings} />
    </fieldset>
  );
}

/** Any JSON value typed as text (a variant's rule value): JSON when it parses, else a string. */
export function JsonValueField({ path, label, hint }: { path: DocPath; label: string; hint?: string }) {
  const field = useField(path);
  const text = field.value === undefined ? "" : JSON.stringify(field.value);
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block text-xs font-medium text-zinc-600" title={hint}>
        {label} <span className="font-normal text-zinc-400">(JSON)</span>
      </label>
      <input
        id={field.id}
        key={text}
        defaultValue={text}
        aria-invalid={field.errors.length > 0 || undefined}
        className={inputClass(field.errors.length > 0, "w-56 font-mono")}
        onBlur={(e) => {
          const t = e.target.value.trim();
          if (t === "") return field.set(undefined);
          try {
            field.set(JSON.parse(t));
          } catch {
            field.set(t);
          }
        }}
      />
      <FieldErrors id={field.id} errors={field.errors} warnings={field.warnings} />
    </div>
  );
}
