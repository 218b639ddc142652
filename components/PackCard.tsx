import Link from "next/link";
import type { PackSummary } from "@/prisma/packs";
import { gameModule } from "@/engine";
import { sectionLabel } from "./packs/sections";

/** What the studio shows about a stored pack: the storage layer's summary. */
export type PackCardData = PackSummary;

/** The content counts of a pack, labelled, in display order. */
export const PACK_COUNTS = [
  { key: "factions", label: "Factions" },
  { key: "maps", label: "Maps" },
  { key: "bonusCards", label: "Bonus cards" },
  { key: "favorTiles", label: "Favor tiles" },
  { key: "scoringTiles", label: "Scoring tiles" },
  { key: "townTiles", label: "Town tiles" },
] as const satisfies readonly { key: keyof PackCardData; label: string }[];

/** The counts a card shows: Terra Mystica's, or the keyed sections of another game's packs. */
export function packCounts(pack: PackCardData): { key: string; label: string; count: number }[] {
  if (pack.game === "terra-mystica") return PACK_COUNTS.map(({ key, label }) => ({ key, label, count: pack[key] }));
  return Object.entries(pack.sections).map(([key, count]) => ({ key, label: sectionLabel(key), count }));
}

/** The colours of each game's badge. */
const GAME_BADGE: Record<string, string> = {
  "terra-mystica": "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  origins: "bg-amber-50 text-amber-900 ring-amber-600/25",
};

const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
const DATE_TIME = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** "21 Nov 2025", in UTC so server and browser agree. */
export function formatDate(date: Date): string {
  return DATE.format(date);
}

/** "21 Nov 2025, 15:04 UTC". */
export function formatDateTime(date: Date): string {
  return `${DATE_TIME.format(date)} UTC`;
}

/** The display name of a game id ("terra-mystica" → "Terra Mystica"); the id itself for a game this studio does not host. */
export function gameName(game: string): string {
  return gameModule(game)?.name ?? game;
}

export interface PackCardProps {
  pack: PackCardData;
}

/** One stored content pack: name, version, head revision, content counts; links to its overview. */
export function PackCard({ pack }: PackCardProps) {
  const headingId = `pack-${pack.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex h-full flex-col rounded-xl border border-zinc-200 bg-white p-5 shadow-xs transition hover:border-zinc-300 hover:shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="truncate text-base font-semibold text-zinc-900">
            <Link href={`/packs/${encodeURIComponent(pack.id)}`} className="after:absolute after:inset-0 focus-visible:outline-none">
              {pack.name}
            </Link>
          </h2>
          <p className="mt-0.5 text-xs text-zinc-500">
            <span className="font-mono">{pack.id}</span>{" "}
            <span data-testid="pack-game" className={`ml-1 rounded-full px-2 py-0.5 text-[11px] font-medium ring-1 ring-inset ${GAME_BADGE[pack.game] ?? "bg-zinc-50 text-zinc-700 ring-zinc-500/20"}`}>
              {gameName(pack.game)}
            </span>
          </p>
        </div>
        <span className="shrink-0 rounded-full border border-zinc-200 bg-zinc-50 px-2 py-0.5 font-mono text-xs text-zinc-700">
          v{pack.version}
        </span>
      </div>

      {pack.description && <p className="mt-3 line-clamp-2 text-sm leading-6 text-zinc-600">{pack.description}</p>}

      {pack.extends && (
        <p className="mt-3 text-xs text-zinc-500">
          Extends <span className="font-mono">{pack.extends}</span>: the counts are this pack&apos;s own additions.
        </p>
      )}
      <dl className="mt-4 grid grid-cols-3 gap-x-4 gap-y-3 border-t border-zinc-100 pt-4">
        {packCounts(pack).map(({ key, label, count }) => (
          <div key={key} className="min-w-0">
            <dt className="truncate text-xs text-zinc-500">{label}</dt>
            <dd className="text-sm font-semibold text-zinc-900 tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>

      <p className="mt-auto pt-4 text-xs text-zinc-500">
        Revision {pack.headNumber} · updated <time dateTime={pack.updatedAt.toISOString()}>{formatDate(pack.updatedAt)}</time>
      </p>
    </article>
  );
}
