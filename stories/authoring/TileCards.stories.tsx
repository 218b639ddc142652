import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect } from "storybook/test";
import { BonusCardCard, FavorTileCard, PowerActionCard, ScoringTileCard, TownTileCard } from "@/components/authoring/tiles/TileCards";
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
