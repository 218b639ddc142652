"use client";
/**
 * Variants (house rules, game options): each one a name, a description and rule values it
 * overrides, picked from every rule of the pack; tiles can be tied to a variant by their `option`.
 */
import { getAt, ID_RULE, isId, RULE_LEAVES, VARIANT_PRESETS, formatValue, type DocPath, type RuleLeaf } from "@/engine";
import { useId, useState } from "react";
import { useField, useForm, useIssuesWithin } from "../form/FormContext";
import { FieldErrors, IconButton, inputClass, NumberInput, TextField } from "../form/fields";
import { JsonValueField } from "../form/SchemaFields";
import { BoardPanel, secondaryButton } from "../ui";

const LEAF_BY_PATH = new Map(RULE_LEAVES.map((l) => [l.path, l]));

export function VariantsEditor({ tilesByOption }: { tilesByOption: Record<string, string[]> }) {
  const { value, set } = useForm();
  const variants = ((value as { variants?: Record<string, unknown> }).variants ?? {}) as Record<string, Record<string, unknown>>;
  const ids = Object.keys(variants);
  return (
    <div id="variants" className="scroll-mt-20">
      <BoardPanel title={`Variants (${ids.length})`} description="House rules and game options a game may switch on. Each one overrides rule values; tiles whose option names it are only in play with it.">
        {ids.length === 0 && <p className="text-sm text-zinc-500">No variants yet.</p>}
        <ul className="space-y-4">
          {ids.map((id) => (
            <VariantCard key={id} id={id} tiles={tilesByOption[id] ?? []} onRemove={() => set(["variants", id], undefined)} />
          ))}
        </ul>
        <NewVariant taken={ids} onAdd={(id, v) => set(["variants", id], v)} />
      </BoardPanel>
    </div>
  );
}

function VariantCard({ id, tiles, onRemove }: { id: string; tiles: string[]; onRemove: () => void }) {
  const path: DocPath = ["variants", id];
  const { value, set } = useForm();
  const overrides = (getAt(value, [...path, "rules"]) ?? {}) as Record<string, unknown>;
  const keys = Object.keys(overrides);
  const problems = useIssuesWithin(path);
  const rulesField = useField([...path, "rules"]);
  /** Replace one override (or its key), keeping the order of the others. */
  const setOverride = (oldKey: string | undefined, newKey: string | undefined, v: unknown) => {
    const entries = Object.entries(overrides);
    const next: Record<string, unknown> = {};
    let placed = false;
    for (const [k, old] of entries) {
      if (k !== oldKey) next[k] = old;
      else if (newKey !== undefined) {
        next[newKey] = v;
        placed = true;
      }
    }
    if (!placed && newKey !== undefined) next[newKey] = v;
    set([...path, "rules"], Object.keys(next).length > 0 ? next : undefined);
  };
  const unused = RULE_LEAVES.find((l) => !(l.path in overrides));
  return (
    <li id={`variant-${id}`} aria-label={`Variant ${id}`} className={`scroll-mt-20 rounded-xl border bg-white shadow-xs ${problems.length ? "border-red-300" : "border-zinc-200"}`}>
      <div className="flex items-start gap-3 border-b border-zinc-100 px-4 py-3">
        <code className="mt-1 font-mono text-sm text-zinc-900">{id}</code>
        <div className="min-w-0 flex-1 space-y-2">
          <TextField path={[...path, "name"]} label="Name" inputClassName="w-72" />
          <TextField path={[...path, "description"]} label="What it changes" multiline />
        </div>
        <IconButton label={`Remove variant ${id}`} onClick={onRemove}>
          ×
        </IconButton>
      </div>
      <div className="space-y-2 px-4 py-3">
        <p className="text-xs font-medium text-zinc-600">Rule changes</p>
        {keys.length === 0 && <p className="text-xs text-zinc-500">None: an option that only brings in tiles (or nothing yet).</p>}
        <ul className="space-y-2">
          {keys.map((key) => (
            <OverrideRow key={key} variantId={id} ruleKey={key} used={keys} onChange={setOverride} />
          ))}
        </ul>
        {unused && (
          <button type="button" onClick={() => setOverride(undefined, unused.path, getAt(value, ["rules", ...unused.path.split(".")]))} className="rounded-md border border-dashed border-zinc-300 px-2.5 py-1 text-xs text-zinc-600 hover:border-zinc-500 hover:text-zinc-900">
            + Change a rule
          </button>
        )}
        <FieldErrors id={rulesField.id} errors={rulesField.errors} warnings={rulesField.warnings} />
        {problems
          .filter((p) => p.path === `variants.${id}.rules`)
          .map((p, i) => (
            <p key={i} className="text-xs text-red-700">
              {p.message}
            </p>
          ))}
        <p className="pt-1 text-xs text-zinc-500">
          {tiles.length > 0 ? (
            <>
              Tiles in play only with this variant: <span className="font-mono">{tiles.join(", ")}</span>
            </>
          ) : (
            <>Tiles with option &ldquo;{id}&rdquo; would be in play only with this variant.</>
          )}
        </p>
      </div>
    </li>
  );
}

function OverrideRow({ variantId, ruleKey, used, onChange }: { variantId: string; ruleKey: string; used: string[]; onChange: (oldKey: string | undefined, newKey: string | undefined, v: unknown) => void }) {
  const { value: doc } = useForm();
  const leaf: RuleLeaf | undefined = LEAF_BY_PATH.get(ruleKey);
  const path: DocPath = ["variants", variantId, "rules", ruleKey];
  const field = useField(path);
  const current = getAt(doc, ["rules", ...ruleKey.split(".")]);
  const selectId = useId();
  return (
    <li className="flex flex-wrap items-start gap-2 rounded-lg bg-zinc-50 px-2 py-2 ring-1 ring-zinc-100">
      <div>
        <label htmlFor={selectId} className="sr-only">
          Rule
        </label>
        <select
          id={selectId}
          value={ruleKey}
          onChange={(e) => onChange(ruleKey, e.target.value, getAt(doc, ["rules", ...e.target.value.split(".")]))}
          className={inputClass(false, "w-72 font-mono text-xs")}
          title={leaf?.description}
        >
          {!leaf && <option value={ruleKey}>{ruleKey} (not a rule)</option>}
          {RULE_LEAVES.filter((l) => l.path === ruleKey || !used.includes(l.path)).map((l) => (
            <option key={l.path} value={l.path}>
              {l.path}
            </option>
          ))}
        </select>
      </div>
      <span className="pt-1.5 font-mono text-xs text-zinc-500" title="The pack's value">
        {formatValue(current)} →
      </span>
      <OverrideValue leaf={leaf} field={field} path={path} label={`${variantId}: ${ruleKey}`} />
      <IconButton label={`Remove the change of ${ruleKey}`} onClick={() => onChange(ruleKey, undefined, undefined)} className="ml-auto size-6 text-xs">
        ×
      </IconButton>
      <div className="basis-full">
        <FieldErrors id={field.id} errors={field.errors} warnings={field.warnings} />
      </div>
    </li>
  );
}

function OverrideValue({ leaf, field, path, label }: { leaf: RuleLeaf | undefined; field: ReturnType<typeof useField>; path: DocPath; label: string }) {
  if (leaf?.kind === "number") return <NumberInput field={field} label={label} className="w-20" />;
  if (leaf?.kind === "boolean" || leaf?.kind === "enum") {
    const options = leaf.kind === "boolean" ? ["true", "false"] : [...leaf.options!];
    return (
      <select
        id={field.id}
        aria-label={label}
        value={String(field.value)}
        onChange={(e) => field.set(leaf.kind === "boolean" ? e.target.value === "true" : e.target.value)}
        className={inputClass(field.errors.length > 0, "w-48")}
      >
        {!options.includes(String(field.value)) && <option value={String(field.value)}>{String(field.value)}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  }
  return <JsonValueField path={path} label="Value" />;
}

function NewVariant({ taken, onAdd }: { taken: string[]; onAdd: (id: string, variant: { name: string; description: string; rules?: Record<string, unknown> }) => void }) {
  const [id, setId] = useState("");
  const inputId = useId();
  const error = id && !isId(id) ? `Must be ${ID_RULE}` : taken.includes(id) ? "This pack already has a variant with this id" : undefined;
  const presets = VARIANT_PRESETS.filter((p) => !taken.includes(p.id));
  return (
    <div className="space-y-3 border-t border-zinc-100 pt-4">
      <div className="flex flex-wrap items-start gap-2">
        <div>
          <label htmlFor={inputId} className="mb-1 block text-xs font-medium text-zinc-600">
            New variant id
          </label>
          <input id={inputId} value={id} onChange={(e) => setId(e.target.value)} placeholder="friday-rules" aria-invalid={!!error || undefined} className={inputClass(!!error, "w-56 font-mono")} />
          <FieldErrors id={inputId} errors={error ? [error] : []} />
        </div>
        <button
          type="button"
          className={`${secondaryButton} mt-5`}
          disabled={!id || !!error}
          onClick={() => {
            onAdd(id, { name: id, description: "" });
            setId("");
          }}
        >
          Add variant
        </button>
      </div>
      {presets.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-zinc-500">Or start from a common house rule:</span>
          {presets.map((p) => (
            <button
              key={p.id}
              type="button"
              title={p.description}
              onClick={() => onAdd(p.id, { name: p.name, description: p.description, rules: { ...p.rules } })}
              className="rounded-full border border-dashed border-zinc-300 px-2 py-0.5 text-xs text-zinc-600 hover:border-zinc-500 hover:text-zinc-900"
            >
              + {p.name}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
