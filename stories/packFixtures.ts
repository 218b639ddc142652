import type { PackCardData } from "@/components/PackCard";

/** Example packs for stories: the shape the storage layer's `listPacks()` returns. */
export const BASE_PACK: PackCardData = {
  id: "base",
  game: "terra-mystica",
  name: "Terra Mystica (base game)",
  description:
    "The complete base game: the original board and the fan boards Fire & Ice, Fjords and Loon Lakes, the 14 factions, 9 bonus cards, 12 favor tiles, 8 scoring tiles, 5 town tiles (2 of each), the 6 power actions and the standard rules.",
  version: "1.0.0",
  headNumber: 3,
  updatedAt: new Date("2025-11-21T15:04:00Z"),
  factions: 14,
  maps: 4,
  bonusCards: 9,
  favorTiles: 12,
  scoringTiles: 8,
  townTiles: 5,
  sections: { maps: 4, factions: 14, bonusCards: 9, favorTiles: 12, scoringTiles: 8, finalScoringTiles: 0, townTiles: 5, powerActions: 6, variants: 0 },
};

export const HOUSE_RULES_PACK: PackCardData = {
  id: "house-rules",
  game: "terra-mystica",
  name: "Friday night house rules",
  description: "Extends the base game with a fifth bonus-card pass and a rebalanced Engineers faction.",
  version: "0.3.1",
  headNumber: 7,
  updatedAt: new Date("2025-11-19T09:30:00Z"),
  factions: 1,
  maps: 0,
  bonusCards: 1,
  favorTiles: 0,
  scoringTiles: 0,
  townTiles: 0,
  sections: { maps: 0, factions: 1, bonusCards: 1, favorTiles: 0, scoringTiles: 0, finalScoringTiles: 0, townTiles: 0, powerActions: 0, variants: 0 },
};

export const EMPTY_PACK: PackCardData = {
  id: "scratch",
  game: "terra-mystica",
  name: "Scratch pad",
  description: "",
  version: "0.0.1",
  headNumber: 1,
  updatedAt: new Date("2025-11-20T12:00:00Z"),
  factions: 0,
  maps: 1,
  bonusCards: 0,
  favorTiles: 0,
  scoringTiles: 0,
  townTiles: 0,
  sections: { maps: 1, factions: 0, bonusCards: 0, favorTiles: 0, scoringTiles: 0, finalScoringTiles: 0, townTiles: 0, powerActions: 0, variants: 0 },
};

export const ORIGINS_PACK: PackCardData = {
  id: "origins",
  game: "origins",
  name: "Origins: First Builders",
  description: "Origins: First Builders as content: the 5 colours, the 30 buildings, the meeting places, the tracks and the cards.",
  version: "0.1.0",
  headNumber: 1,
  updatedAt: new Date("2026-11-26T12:00:00Z"),
  factions: 0,
  maps: 0,
  bonusCards: 0,
  favorTiles: 0,
  scoringTiles: 0,
  townTiles: 0,
  sections: { buildings: 30, mainActions: 5, bonusTiles: 5, zodiacCards: 12, districtCards: 12 },
};
