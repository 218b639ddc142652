import type { Metadata } from "next";
import { EmptyState } from "@/components/EmptyState";
import { PageHeader } from "@/components/PageHeader";
import { TerrainSwatch } from "@/components/TerrainSwatch";

export const metadata: Metadata = { title: "Maps" };

export default function MapsPage() {
  return (
    <div className="space-y-8">
      <PageHeader title="Maps" description="Game boards stored in content packs, as rows of terrain codes." />
      <EmptyState title="The map editor is coming" icon={<TerrainSwatch terrain="lakes" size="lg" />}>
        <p>Not built yet. This section will let you:</p>
        <ul className="list-inside list-disc text-left">
          <li>paint terrain and river hexes row by row</li>
          <li>check terrain balance, river connectivity and neighbours</li>
          <li>save a map as a new pack revision</li>
        </ul>
      </EmptyState>
    </div>
  );
}
