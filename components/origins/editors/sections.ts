/** The Origins editors of a pack: one page each, by slug (read by the server pages and the links to them). */
export const ORIGINS_SECTIONS = [
  { slug: "buildings", title: "Buildings", description: "The building tiles: colour, Stone cost, copies, and the ability each runs, from the effects library." },
  { slug: "zodiac-cards", title: "Zodiac cards", description: "The zodiac cards and the power each gives its holder." },
  { slug: "district-cards", title: "District cards", description: "The 2×2 district patterns, their VP and tower icons." },
  { slug: "meeting-places", title: "Meeting places", description: "The main actions and their pairing on the meeting places." },
  { slug: "tracks", title: "Tracks", description: "The temple tracks, the military track's thresholds and attack bonuses, the population track and the Advisor row." },
] as const;

export type OriginsSectionSlug = (typeof ORIGINS_SECTIONS)[number]["slug"];

export const originsSectionBySlug = (slug: string) => ORIGINS_SECTIONS.find((s) => s.slug === slug);

export const originsSectionHref = (packId: string, slug: OriginsSectionSlug) => `/packs/${encodeURIComponent(packId)}/origins/${slug}`;
