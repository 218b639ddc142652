import Link from "next/link";
import { ORIGINS_SECTIONS, originsSectionHref, type OriginsSectionSlug } from "./sections";

/** Links to the Origins editors of a pack; the current one is marked. */
export function OriginsSectionNav({ packId, current }: { packId: string; current?: OriginsSectionSlug }) {
  return (
    <nav aria-label="Origins editors" className="flex flex-wrap gap-1.5">
      {ORIGINS_SECTIONS.map((s) => (
        <Link
          key={s.slug}
          href={originsSectionHref(packId, s.slug)}
          aria-current={s.slug === current ? "page" : undefined}
          className={`rounded-full border px-3 py-1 text-xs font-medium ${s.slug === current ? "border-zinc-900 bg-zinc-900 text-white" : "border-zinc-300 bg-white text-zinc-700 hover:border-zinc-500"}`}
        >
          {s.title}
        </Link>
      ))}
    </nav>
  );
}
