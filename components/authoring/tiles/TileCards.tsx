/**
 * Tiles drawn like the printed ones: a bonus card is a tall scroll, a favor tile is tinted by its
 * cult, a scoring tile shows its round VP above the cult bonus, a town tile carries its key, and a
 * power action is an octagonal space with its power cost.
 */
import { CULTS, type BonusCard, type Cult, type FavorTile, type PowerAction, type ScoringTile, type TownTile } from "@/engine";
import type { ReactNode } from "react";
import { Arrow, BuildVp, EffectIcons, FollowUpIcons, PassiveRows, Resources, resourcesText, TradeVp } from "../effects";
import { CultIcon, CULT_COLORS, KeyIcon, PowerIcon, PriestIcon, ShipIcon, SpadeIcon, TownIcon } from "../icons";

interface CardFrameProps {
  id: string;
  name?: string;
  text?: string;
  option?: string;
  count?: number;
  kind: string;
  className: string;
  style?: React.CSSProperties;
  children: ReactNode;
}

/** The shared frame: id in the corner, name, the drawing, the printed text. */
function CardFrame({ id, name, text, option, count, kind, className, style, children }: CardFrameProps) {
  return (
    <figure aria-label={`${kind} ${id}${name ? `: ${name}` : ""}`} data-tile={id} className={`relative flex flex-col overflow-hidden shadow-sm ${className}`} style={style}>
      <div className="flex items-start justify-between gap-2 px-3 pt-2">
        <span className="font-mono text-[10px] font-semibold tracking-wide opacity-70">{id}</span>
        {count !== undefined && (
          <span aria-label={`${count} in the box`} className="rounded-full bg-black/10 px-1.5 text-[10px] font-semibold tabular-nums">
            ×{count}
          </span>
        )}
      </div>
      {name && <figcaption className="truncate px-3 text-xs font-semibold">{name}</figcaption>}
      <div className="flex flex-1 flex-col items-center justify-center gap-1.5 px-2 py-2">{children}</div>
      {(text || option) && (
        <div className="space-y-1 px-3 pb-2.5">
          {option && <span className="inline-block rounded bg-black/10 px-1.5 py-0.5 font-mono text-[10px]">option: {option}</span>}
          {text && <p className="line-clamp-3 text-[10px] leading-snug opacity-80">{text}</p>}
        </div>
      )}
    </figure>
  );
}

/** A bonus card: a parchment scroll with rolled ends. */
export function BonusCardCard({ id, card }: { id: string; card: BonusCard }) {
  return (
    <CardFrame
      id={id}
      name={card.name}
      text={card.text}
      option={card.option}
      kind="Bonus card"
      className="h-72 w-44 rounded-md border border-amber-900/25 bg-[#f6ecd6] text-amber-950 before:absolute before:inset-x-0 before:top-0 before:h-1.5 before:bg-[#dcc28e] after:absolute after:inset-x-0 after:bottom-0 after:h-1.5 after:bg-[#dcc28e]"
    >
      <PassiveRows passive={card} size="lg" />
    </CardFrame>
  );
}

/** The cult a favor tile is about: the one it advances most. */
function mainCult(tile: FavorTile): Cult | undefined {
  const steps = tile.gain?.cult ?? {};
  return [...CULTS].sort((a, b) => (steps[b] ?? 0) - (steps[a] ?? 0)).find((c) => steps[c]);
}

/** A favor tile: tinted by its cult; the steps above, the lasting benefit below. */
export function FavorTileCard({ id, tile }: { id: string; tile: FavorTile }) {
  const cult = mainCult(tile);
  const tint = cult ? CULT_COLORS[cult] : undefined;
  return (
    <CardFrame
      id={id}
      name={tile.name}
      text={tile.text}
      count={tile.count}
      kind="Favor tile"
      className="h-56 w-44 rounded-lg border-2 bg-orange-50 text-orange-950"
      style={tint ? { borderColor: tint.fill, backgroundImage: `linear-gradient(to bottom, ${tint.fill}22, transparent 45%)` } : undefined}
    >
      {tile.gain && (
        <div className="flex items-center justify-center">
          <EffectIcons effect={tile.gain} size="lg" />
        </div>
      )}
      {(tile.income || tile.action || tile.passVp || tile.townPowerReduction || tile.buildVp || tile.perSpade || tile.perTown || tile.shippingBonus || tile.shipIncome || tile.perTrade) && (
        <div className="w-full border-t border-orange-900/15 pt-1.5">
          <PassiveRows passive={tile} />
        </div>
      )}
    </CardFrame>
  );
}

/** A scoring tile: VP during its round above, the cult bonus paid at its end below. */
export function ScoringTileCard({ id, tile }: { id: string; tile: ScoringTile }) {
  const { cult, every, reward } = tile.cultBonus;
  const measured =
    cult === "priests-sent" ? (
      <PriestIcon className="size-5" title="priests sent to the cult tracks" />
    ) : (
      <CultIcon cult={cult} className="size-5" />
    );
  return (
    <CardFrame id={id} name={tile.name} text={tile.text} option={tile.option} kind="Scoring tile" className="h-56 w-60 rounded-lg border border-sky-900/25 bg-sky-50 text-sky-950">
      <div className="flex min-h-9 flex-wrap items-center justify-center gap-2" aria-label="during the round">
        {tile.buildVp && <BuildVp value={tile.buildVp} size="lg" />}
        {tile.perSpade && (
          <span role="img" aria-label={`per spade: ${Object.entries(tile.perSpade).map(([k, v]) => `${v} ${k}`).join(", ")}`} className="inline-flex items-center gap-0.5">
            <SpadeIcon className="size-7" />
            <Arrow />
            <Resources value={tile.perSpade} size="lg" />
          </span>
        )}
        {tile.perTown && (
          <span role="img" aria-label={`per town: ${Object.entries(tile.perTown).map(([k, v]) => `${v} ${k}`).join(", ")}`} className="inline-flex items-center gap-0.5">
            <TownIcon className="size-7" />
            <Arrow />
            <Resources value={tile.perTown} size="lg" />
          </span>
        )}
        {tile.perTrade && <TradeVp value={tile.perTrade} size="lg" />}
        {tile.perAdvance && (
          <span role="img" aria-label={`per step on the shipping or digging track: ${Object.entries(tile.perAdvance).map(([k, v]) => `${v} ${k}`).join(", ")}`} className="inline-flex items-center gap-0.5">
            <ShipIcon className="size-7" />
            <span className="text-sm text-zinc-500">/</span>
            <SpadeIcon className="size-7" />
            <span className="text-xs font-semibold">+1</span>
            <Arrow />
            <Resources value={tile.perAdvance} size="lg" />
          </span>
        )}
      </div>
      <div
        className="flex w-full items-center justify-center gap-1.5 rounded-md bg-white/70 px-2 py-1.5 ring-1 ring-sky-900/10"
        role="img"
        aria-label={`end of round: for every ${every} ${cult === "priests-sent" ? "priests sent" : `steps on ${cult}`}`}
      >
        <span className="text-xs font-semibold tabular-nums">{every}</span>
        {measured}
        <Arrow />
        <EffectIcons effect={reward} />
      </div>
    </CardFrame>
  );
}

/** A town tile: its key in the corner, its reward in the middle, copies in the box. */
export function TownTileCard({ id, tile }: { id: string; tile: TownTile }) {
  const { keys, ...rest } = tile.gain;
  return (
    <CardFrame id={id} name={tile.name} text={tile.text} option={tile.option} count={tile.count} kind="Town tile" className="h-48 w-40 rounded-xl border border-amber-800/30 bg-amber-100 text-amber-950">
      <div className="flex flex-col items-center gap-2">
        {keys ? (
          <span role="img" aria-label={`${keys} key${keys === 1 ? "" : "s"}`} className="inline-flex items-center rounded-full bg-white/80 p-1 ring-1 ring-amber-700/30">
            {Array.from({ length: keys }, (_, i) => (
              <KeyIcon key={i} className="size-5" />
            ))}
          </span>
        ) : null}
        <EffectIcons effect={rest} size="lg" />
      </div>
    </CardFrame>
  );
}

/** A power action space: an octagon with its power cost on top. */
export function PowerActionCard({ id, action }: { id: string; action: PowerAction }) {
  const { cost, ...rest } = action;
  const { power: _power, ...others } = cost ?? {};
  void _power;
  const otherCost = Object.values(others).some(Boolean) ? others : undefined;
  return (
    <figure
      aria-label={`Power action ${id}${action.name ? `: ${action.name}` : ""}`}
      data-tile={id}
      className="relative flex h-40 w-40 flex-col items-center justify-center gap-2 bg-orange-200 p-4 text-orange-950"
      style={{ clipPath: "polygon(30% 0, 70% 0, 100% 30%, 100% 70%, 70% 100%, 30% 100%, 0 70%, 0 30%)" }}
    >
      <span className="font-mono text-[10px] font-semibold opacity-70">{id}</span>
      {cost?.power || otherCost ? (
        <span className="inline-flex items-center gap-1">
          {cost?.power ? (
            <span role="img" aria-label={`costs ${cost.power} power`}>
              <PowerIcon className="size-8" value={cost.power} />
            </span>
          ) : null}
          {otherCost && (
            <span role="img" aria-label={`and ${resourcesText(otherCost)}`} className="inline-flex items-center gap-0.5">
              <span className="text-sm font-semibold">+</span>
              <Resources value={otherCost} size="lg" />
            </span>
          )}
        </span>
      ) : null}
      <span className="flex items-center gap-1">
        {rest.effect && <EffectIcons effect={rest.effect} size="lg" />}
        {rest.then && <FollowUpIcons then={rest.then} size="lg" />}
      </span>
      {action.name && <figcaption className="max-w-full truncate text-xs font-semibold">{action.name}</figcaption>}
    </figure>
  );
}
