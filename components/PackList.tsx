import { EmptyState } from "./EmptyState";
import { PackCard, type PackCardData } from "./PackCard";
import { TerrainStripe } from "./TerrainSwatch";

export interface PackListProps {
  packs: PackCardData[];
}

/** The stored packs as a grid of cards, or an empty state telling how to add one. */
export function PackList({ packs }: PackListProps) {
  if (packs.length === 0) {
    return (
      <EmptyState title="No packs stored yet" icon={<TerrainStripe className="h-1.5 w-24 overflow-hidden rounded-full" />}>
        <p>
          Import a content pack from the command line, for example the base game:
        </p>
        <pre className="overflow-x-auto rounded-md bg-zinc-900 px-3 py-2 text-left font-mono text-xs text-zinc-100">
          npm run tm -- pack import content/base
        </pre>
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Content packs" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {packs.map((pack) => (
        <li key={pack.id}>
          <PackCard pack={pack} />
        </li>
      ))}
    </ul>
  );
}
