import type { Metadata } from "next";
import { EmptyState } from "@/components/EmptyState";
import { PageHeader } from "@/components/PageHeader";
import { TerrainSwatch } from "@/components/TerrainSwatch";

export const metadata: Metadata = { title: "Playtest" };

export default function PlaytestPage() {
  return (
    <div className="space-y-8">
      <PageHeader title="Playtest" description="Sandbox games played with a stored pack revision." />
      <EmptyState title="Playtesting is coming" icon={<TerrainSwatch terrain="mountains" size="lg" />}>
        <p>Not built yet. This section will let you:</p>
        <ul className="list-inside list-disc text-left">
          <li>start a seeded game from any pack revision</li>
          <li>play moves by hand or against bots</li>
          <li>replay and export the game log</li>
        </ul>
      </EmptyState>
    </div>
  );
}
