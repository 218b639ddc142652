import Link from "next/link";
import type { Terrain } from "@/engine";
import { TerrainPalette, TerrainSwatch } from "@/components/TerrainSwatch";

const SECTIONS: { href: string; title: string; terrain: Terrain; text: string }[] = [
  {
    href: "/packs",
    title: "Packs",
    terrain: "desert",
    text: "Stored content packs: their manifests, contents and revision history, downloadable as JSON.",
  },
  { href: "/maps", title: "Maps", terrain: "lakes", text: "Paint boards with terrain, rivers, bridge slots and canals; validated live, in sync with JSON, interoperable with terra.snellman.net." },
  { href: "/factions", title: "Factions", terrain: "forest", text: "Home terrain, income, costs, abilities and stronghold powers, as data, in a form or in JSON." },
  { href: "/tiles", title: "Tiles", terrain: "wasteland", text: "Bonus cards, favor tiles, scoring tiles, town tiles and power actions, with preview cards." },
  { href: "/playtest", title: "Playtest", terrain: "mountains", text: "Play a seeded game with your content against bots or friends, import terra.snellman.net logs, and replay any game move by move." },
  { href: "/lab", title: "Balance lab", terrain: "swamp", text: "Thousands of bot games per pack: win rates with confidence intervals, and suggested starting VP per faction." },
];

export default function HomePage() {
  return (
    <div className="space-y-12">
      <section className="max-w-3xl space-y-4">
        <h1 className="text-3xl font-semibold tracking-tight text-zinc-900">Author, validate and playtest board-game content.</h1>
        <p className="text-base leading-7 text-zinc-600">
          Mystica Studio keeps maps, factions, tiles and house rules together in versioned content packs. Every pack is
          checked against the content schema, every save is a new revision, and any revision can be exported as one JSON
          file.
        </p>
        <p className="text-base leading-7 text-zinc-600">
          Packs are for Terra Mystica — the base game, the promo tiles, Fire &amp; Ice and Merchants of the Seas — or for
          Origins: First Builders, each played by its own rules engine.
        </p>
      </section>

      <section aria-labelledby="sections-heading" className="space-y-4">
        <h2 id="sections-heading" className="text-sm font-medium text-zinc-500">
          Sections
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SECTIONS.map((section) => (
            <li key={section.href}>
              <Link
                href={section.href}
                className="flex h-full flex-col gap-2 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs transition hover:border-zinc-300 hover:shadow-sm"
              >
                <span className="flex items-center gap-2.5">
                  <TerrainSwatch terrain={section.terrain} size="sm" />
                  <span className="font-semibold text-zinc-900">{section.title}</span>
                </span>
                <span className="text-sm leading-6 text-zinc-600">{section.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="terrains-heading" className="space-y-4">
        <h2 id="terrains-heading" className="text-sm font-medium text-zinc-500">
          Terrains, in terraform-cycle order
        </h2>
        <TerrainPalette />
      </section>
    </div>
  );
}
