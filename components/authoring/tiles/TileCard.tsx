/** The card of any tile, by its kind. */
import type { BonusCard, FavorTile, PowerAction, ScoringTile, TownTile } from "@/engine";
import { BonusCardCard, FavorTileCard, PowerActionCard, ScoringTileCard, TownTileCard } from "./TileCards";
import type { TileSection } from "./kinds";

export function TileCard({ section, id, tile }: { section: TileSection; id: string; tile: unknown }) {
  switch (section) {
    case "bonusCards":
      return <BonusCardCard id={id} card={tile as BonusCard} />;
    case "favorTiles":
      return <FavorTileCard id={id} tile={tile as FavorTile} />;
    case "scoringTiles":
      return <ScoringTileCard id={id} tile={tile as ScoringTile} />;
    case "townTiles":
      return <TownTileCard id={id} tile={tile as TownTile} />;
    case "powerActions":
      return <PowerActionCard id={id} action={tile as PowerAction} />;
  }
}
