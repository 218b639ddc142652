"use client";
/** The rules form: visits, Orators, passing, Superiority, the city, the end conditions and final scoring. */
import { CheckboxField, NumberField, SelectField } from "@/components/authoring/form/fields";
import { ObjectFields, SchemaField, type JsonSchemaNode } from "@/components/authoring/form/SchemaFields";
import { BoardPanel } from "@/components/authoring/ui";
import { RULES_DOC, jsonSchemaOf } from "./schemas";

const PROPS = jsonSchemaOf(RULES_DOC.schema).properties!;
const sub = (section: string, key: string) => PROPS[section]!.properties![key]!;
const optionsOf = (node: JsonSchemaNode) => (node.enum ?? []).map((v) => ({ value: String(v), label: String(v) }));

export function RulesForm() {
  return (
    <div className="space-y-5">
      <BoardPanel title="Visits and workers" description="Visiting a meeting place, the white Orators, passing and Superiority tokens.">
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <NumberField path={["visits", "wisdomPerMissingPip"]} label="Wisdom per missing pip" hint={sub("visits", "wisdomPerMissingPip").description} inputClassName="w-16" />
          <NumberField path={["visits", "maxValue"]} label="Highest mothership value" hint={sub("visits", "maxValue").description} inputClassName="w-16" />
          <NumberField path={["visits", "bothActionsAtValue"]} label="Both main actions at value" hint={sub("visits", "bothActionsAtValue").description} inputClassName="w-16" />
          <NumberField path={["orators", "usedIncrease"]} label="Used Orators go up by" hint={sub("orators", "usedIncrease").description} inputClassName="w-16" />
          <NumberField path={["superiority", "perTurn"]} label="Superiority tokens per turn" hint={sub("superiority", "perTurn").description} inputClassName="w-16" />
        </div>
        <CheckboxField path={["orators", "returnUnused"]} label="Held, unused Orators return at the round's end" hint={sub("orators", "returnUnused").description} />
        <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
          <SelectField path={["passing", "increase"]} label="Freemen +1 on passing" hint={sub("passing", "increase").description} options={optionsOf(sub("passing", "increase"))} />
          <SelectField path={["superiority", "spent"]} label="A spent token" hint={sub("superiority", "spent").description} options={optionsOf(sub("superiority", "spent"))} />
        </div>
      </BoardPanel>
      <BoardPanel title="City" description="How tiles sit in a city and how districts may share them.">
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <SelectField path={["city", "grid"]} label="Grid" hint={sub("city", "grid").description} options={optionsOf(sub("city", "grid"))} inputClassName="w-40" />
          <CheckboxField path={["city", "overlappingDistricts"]} label="A tile may belong to several districts" hint={sub("city", "overlappingDistricts").description} />
        </div>
      </BoardPanel>
      <BoardPanel title="End conditions" description={PROPS.endConditions!.description}>
        <SchemaField node={PROPS.endConditions!} path={["endConditions"]} label="End condition" />
      </BoardPanel>
      <BoardPanel title="Final scoring" description={PROPS.finalScoring!.description}>
        <ObjectFields node={PROPS.finalScoring!} path={["finalScoring"]} label="Final scoring" bare />
      </BoardPanel>
    </div>
  );
}
