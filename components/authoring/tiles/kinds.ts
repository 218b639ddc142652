/** The five kinds of tiles a pack holds, with their URL slugs, labels and schemas. */
import { BonusCardSchema, FavorTileSchema, PowerActionSchema, ScoringTileSchema, TownTileSchema, type PackSection } from "@/engine";
import type { z } from "zod";

export interface TileKind {
  section: Extract<PackSection, "bonusCards" | "favorTiles" | "scoringTiles" | "townTiles" | "powerActions">;
  /** URL segment: /packs/base/tiles/bonus-cards/BON1. */
  slug: string;
  label: string;
  singular: string;
  /** Id prefix of new tiles: BON, FAV, SCORE, TW, ACT. */
  prefix: string;
  schema: z.ZodType;
  /** What a tile of this kind is, for the editor's header. */
  about: string;
}

export const TILE_KINDS = [
  { section: "bonusCards", slug: "bonus-cards", label: "Bonus cards", singular: "Bonus card", prefix: "BON", schema: BonusCardSchema, about: "Taken when passing and held for a round: income, and maybe an action or pass VP." },
  { section: "favorTiles", slug: "favor-tiles", label: "Favor tiles", singular: "Favor tile", prefix: "FAV", schema: FavorTileSchema, about: "Taken for a temple or sanctuary and kept: cult steps at once, then a lasting benefit." },
  { section: "scoringTiles", slug: "scoring-tiles", label: "Scoring tiles", singular: "Scoring tile", prefix: "SCORE", schema: ScoringTileSchema, about: "One per round: VP for actions during the round, then a cult bonus at its end." },
  { section: "townTiles", slug: "town-tiles", label: "Town tiles", singular: "Town tile", prefix: "TW", schema: TownTileSchema, about: "Taken when founding a town: a key and a reward." },
  { section: "powerActions", slug: "power-actions", label: "Power actions", singular: "Power action", prefix: "ACT", schema: PowerActionSchema, about: "Action spaces on the game board, paid with power from bowl III." },
] as const satisfies readonly TileKind[];

export type TileSection = (typeof TILE_KINDS)[number]["section"];

export function tileKindBySlug(slug: string): TileKind | undefined {
  return TILE_KINDS.find((k) => k.slug === slug);
}

export function tileKindBySection(section: string): TileKind | undefined {
  return TILE_KINDS.find((k) => k.section === section);
}
