import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect } from "storybook/test";
import { BonusCardCard, FavorTileCard, PowerActionCard, ScoringTileCard, TownTileCard } from "@/components/authoring/tiles/TileCards";
import { BonusCardSchema, FavorTileSchema, PowerActionSchema, ScoringTileSchema, TownTileSchema } from "@/engine";
import type { z } from "zod";
import merchantsBonusCards from "@/content/merchants/tiles/bonus-cards.json";
import merchantsFavorTiles from "@/content/merchants/tiles/favor-tiles.json";
import merchantsScoringTiles from "@/content/merchants/tiles/scoring-tiles.json";
import merchantsTownTiles from "@/content/merchants/tiles/town-tiles.json";
import merchantsPowerActions from "@/content/merchants/tiles/power-actions.json";
import { BASE } from "./baseContent";

const meta = {
  title: "Authoring/Tile cards",
  parameters: { layout: "padded" },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const Row = ({ children }: { children: React.ReactNode }) => <div className="flex flex-wrap items-start gap-4">{children}</div>;

/** Every bonus card of the base game: income above, action or pass VP below. */
export const BonusCards: Story = {
  render: () => (
    <Row>
      {Object.entries(BASE.bonusCards).map(([id, card]) => (
        <BonusCardCard key={id} id={id} card={card} />
      ))}
    </Row>
  ),
  play: async ({ canvas }) => {
    const bon1 = canvas.getByRole("figure", { name: "Bonus card BON1: Spade" });
    await expect(bon1).toBeVisible();
    await expect(canvas.getByRole("figure", { name: "Bonus card BON4: Shipping" }).querySelector('[aria-label="shipping range +1"]')).not.toBeNull();
    await expect(canvas.getAllByRole("img", { name: "2 coins" }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole("img", { name: "when passing: 1/2/3/4/5/6/7/8 VP for 1/2/3/4/5/6/7/8 dwellings" })).toBeVisible();
  },
};

/** Favor tiles, tinted by their cult, with their copies in the box. */
export const FavorTiles: Story = {
  render: () => (
    <Row>
      {Object.entries(BASE.favorTiles).map(([id, tile]) => (
        <FavorTileCard key={id} id={id} tile={tile} />
      ))}
    </Row>
  ),
  play: async ({ canvas }) => {
    const fav5 = canvas.getByRole("figure", { name: /Favor tile FAV5/ });
    await expect(fav5.querySelector('[aria-label="towns need 1 less power"]')).not.toBeNull();
    await expect(fav5.querySelector('[aria-label="3 in the box"]')).not.toBeNull();
  },
};

/** Scoring tiles: round VP above, the cult bonus below. */
export const ScoringTiles: Story = {
  render: () => (
    <Row>
      {Object.entries(BASE.scoringTiles).map(([id, tile]) => (
        <ScoringTileCard key={id} id={id} tile={tile} />
      ))}
    </Row>
  ),
  play: async ({ canvas }) => {
    const score2 = canvas.getByRole("figure", { name: /Scoring tile SCORE2/ });
    await expect(score2.querySelector('[aria-label="end of round: for every 4 steps on earth"]')).not.toBeNull();
    await expect(score2.querySelector('[aria-label="1 free spade"]')).not.toBeNull();
  },
};

/** Town tiles with their keys. */
export const TownTiles: Story = {
  render: () => (
    <Row>
      {Object.entries(BASE.townTiles).map(([id, tile]) => (
        <TownTileCard key={id} id={id} tile={tile} />
      ))}
    </Row>
  ),
  play: async ({ canvas }) => {
    const tw5 = canvas.getByRole("figure", { name: /Town tile TW5/ });
    await expect(tw5.querySelector('[aria-label="1 key"]')).not.toBeNull();
    await expect(tw5.querySelector('[aria-label="1 Fire"]')).not.toBeNull();
  },
};

/** The six power actions of the game board. */
export const PowerActions: Story = {
  render: () => (
    <Row>
      {Object.entries(BASE.powerActions).map(([id, action]) => (
        <PowerActionCard key={id} id={id} action={action} />
      ))}
    </Row>
  ),
  play: async ({ canvas }) => {
    const act6 = canvas.getByRole("figure", { name: "Power action ACT6: 2 spades" });
    await expect(act6.querySelector('[aria-label="costs 6 power"]')).not.toBeNull();
  },
};

/** A tile file of content/merchants, each tile parsed with its schema (defaults filled in). */
const parsed = <S extends z.ZodType>(schema: S, file: Record<string, unknown>): Record<string, z.infer<S>> =>
  Object.fromEntries(Object.entries(file).map(([id, tile]) => [id, schema.parse(tile)]));
const MERCHANTS_TILES = {
  bonusCards: parsed(BonusCardSchema, merchantsBonusCards),
  favorTiles: parsed(FavorTileSchema, merchantsFavorTiles),
  scoringTiles: parsed(ScoringTileSchema, merchantsScoringTiles),
  townTiles: parsed(TownTileSchema, merchantsTownTiles),
  powerActions: parsed(PowerActionSchema, merchantsPowerActions),
};
const NEW_TILES = {
  bonusCards: ["BON11", "BON12", "BON13", "BON14"],
  favorTiles: ["FAV13", "FAV14", "FAV15", "FAV16"],
  scoringTiles: ["SCORE10", "SCORE12", "SCORE21"],
  townTiles: ["TW9", "TW10"],
  powerActions: ["ACT7", "ACT8", "ACT9"],
} as const;

/** Merchants of the Seas' new tiles: ships, Move ships, trades, ship income and choices drawn, none left as a dash. */
export const MerchantsOfTheSeasTiles: Story = {
  render: () => (
    <Row>
      {NEW_TILES.bonusCards.map((id) => (
        <BonusCardCard key={id} id={id} card={MERCHANTS_TILES.bonusCards[id]!} />
      ))}
      {NEW_TILES.favorTiles.map((id) => (
        <FavorTileCard key={id} id={id} tile={MERCHANTS_TILES.favorTiles[id]!} />
      ))}
      {NEW_TILES.scoringTiles.map((id) => (
        <ScoringTileCard key={id} id={id} tile={MERCHANTS_TILES.scoringTiles[id]!} />
      ))}
      {NEW_TILES.townTiles.map((id) => (
        <TownTileCard key={id} id={id} tile={MERCHANTS_TILES.townTiles[id]!} />
      ))}
      {NEW_TILES.powerActions.map((id) => (
        <PowerActionCard key={id} id={id} action={MERCHANTS_TILES.powerActions[id]!} />
      ))}
    </Row>
  ),
  play: async ({ canvas, canvasElement }) => {
    const tile = (id: string) => canvasElement.querySelector(`[data-tile="${id}"]`)!;
    const has = (id: string, label: string) => expect(tile(id).querySelector(`[aria-label="${label}"]`), `${id}: ${label}`).not.toBeNull();
    await expect(canvas.getByRole("figure", { name: /Power action ACT7/ })).toBeVisible();
    has("ACT7", "Move ships");
    has("ACT8", "1 ship");
    has("ACT9", "and 1 priest");
    has("BON11", "1 VP per trade");
    has("BON11", "1 ship");
    has("BON13", "income: 1 ship");
    has("BON13", "Move ships");
    has("FAV13", "one of 3");
    has("FAV13", "1 priest from the supply to a cult track");
    has("FAV14", "VP per trade: 1 with a dwelling, 1 with a trading house, 1 with a temple, 2 with a stronghold, 2 with a sanctuary, 2 with a shipyard");
    has("FAV15", "income: 1 ship");
    has("TW10", "2 ships");
    has("SCORE10", "2 VP per trade");
    has("SCORE12", "per step on the shipping or digging track: 2 vp");
    // No new tile shows a dash for something it does.
    for (const ids of Object.values(NEW_TILES)) for (const id of ids) await expect(tile(id).textContent, id).not.toContain("—");
  },
};
