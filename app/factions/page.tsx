import type { Metadata } from "next";
import { EmptyState } from "@/components/EmptyState";
import { PageHeader } from "@/components/PageHeader";
import { TerrainSwatch } from "@/components/TerrainSwatch";

export const metadata: Metadata = { title: "Factions" };

export default function FactionsPage() {
  return (
    <div className="space-y-8">
      <PageHeader title="Factions" description="Factions stored in content packs: home terrain, income, costs and abilities." />
      <EmptyState title="The faction editor is coming" icon={<TerrainSwatch terrain="forest" size="lg" />}>
        <p>Not built yet. This section will let you:</p>
        <ul className="list-inside list-disc text-left">
          <li>edit a faction as JSON with schema checking as you type</li>
          <li>compare income and costs with the base factions</li>
          <li>save a faction as a new pack revision</li>
        </ul>
      </EmptyState>
    </div>
  );
}
