/** The Origins editors of a pack: one page each, by slug (read by the server pages and the links to them). */
export const ORIGINS_SECTIONS = [
  { slug: "buildings", title: "Buildings", description: "The building tiles: colour, Stone cost, copies, and the ability each runs, from the effects library." },
  { slug: "zodiac-cards", title: "Zodiac cards", description: "The zodiac cards and the power each gives its holder." },
  { slug: "district-cards", title: "District cards", description: "The 2×2 district patterns, their VP and tower icons." },
  { slug: "meeting-places", title: "Meeting places", description: "The main actions and their pairing on the meeting places." },
  { slug: "tracks", title: "Tracks", description: "The temple tracks, the military track's thresholds and attack bonuses, the population track and the Advisor row." },
  { slug: "bonus-tiles", title: "Bonus tiles", description: "The bonus action tiles: colour, cost and the action each gives, from the effects library." },
  { slug: "starting-tiles", title: "Starting tiles", description: "The Agora and the Palace every city starts with: cells, the Agora's ability, the towers' floor cost." },
  { slug: "colours", title: "Colours", description: "The five game colours: names, pattern letters and display colours." },
  { slug: "setup", title: "Setup", description: "Player counts and the setup table by player count, starting resources, market and recruitment Wisdom, what is in the box." },
  { slug: "solo", title: "Solo", description: "The solo training mode: rounds, starting Freemen, neighbours and freezing, the dummy marker, the target score." },
  { slug: "rules", title: "Rules", description: "Visits, Orators, passing, Superiority, the city, the end conditions and final scoring." },
] as const;

export type OriginsSectionSlug = (typeof ORIGINS_SECTIONS)[number]["slug"];

export const originsSectionBySlug = (slug: string) => ORIGINS_SECTIONS.find((s) => s.slug === slug);

export const originsSectionHref = (packId: string, slug: OriginsSectionSlug) => `/packs/${encodeURIComponent(packId)}/origins/${slug}`;
