import type { Metadata } from "next";
import { EmptyState } from "@/components/EmptyState";
import { PageHeader } from "@/components/PageHeader";
import { TerrainSwatch } from "@/components/TerrainSwatch";

export const metadata: Metadata = { title: "Tiles" };

export default function TilesPage() {
  return (
    <div className="space-y-8">
      <PageHeader title="Tiles" description="Bonus cards, favor tiles, scoring tiles and town tiles stored in content packs." />
      <EmptyState title="The tile editor is coming" icon={<TerrainSwatch terrain="wasteland" size="lg" />}>
        <p>Not built yet. This section will let you:</p>
        <ul className="list-inside list-disc text-left">
          <li>browse every tile of a pack with its effects</li>
          <li>edit tiles as data and check them against the schema</li>
          <li>save tiles as a new pack revision</li>
        </ul>
      </EmptyState>
    </div>
  );
}
