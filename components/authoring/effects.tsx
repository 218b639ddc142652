/**
 * The effects vocabulary drawn as icons, the way the printed tiles show it: resources as coins,
 * cubes and tokens; cult steps as emblems; action spaces as octagons. Each drawing carries a text
 * equivalent (aria-label) so it reads out, and tests can find it.
 */
import { BUILD_VP_KEYS, BUILDINGS, CULTS, RESOURCES, type Building, type BuildVpKey, type Cult, type Effect, type EffectOption, type FollowUp, type Passive, type PassVp, type Resource, type SpecialAction } from "@/engine";
import type { ReactNode } from "react";
import {
  AnyCultIcon,
  BoatIcon,
  BridgeIcon,
  BuildingIcon,
  BUILDING_NAMES,
  CoinIcon,
  CultIcon,
  CULT_COLORS,
  FavorIcon,
  IncomeIcon,
  KeyIcon,
  PassIcon,
  PowerIcon,
  PriestIcon,
  ShipIcon,
  SpadeIcon,
  TownIcon,
  TradeMarkerIcon,
  VpIcon,
  WorkerIcon,
} from "./icons";

type Amounts = Partial<Record<Resource, number | undefined>>;

const NOUNS: Record<Resource, [string, string]> = {
  coins: ["coin", "coins"],
  workers: ["worker", "workers"],
  priests: ["priest", "priests"],
  power: ["power", "power"],
  vp: ["VP", "VP"],
};

const plural = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

/** "2 coins, 1 worker"; "nothing" when empty. */
export function resourcesText(amounts: Amounts | undefined): string {
  const parts = RESOURCES.filter((r) => amounts?.[r]).map((r) => plural(amounts![r]!, NOUNS[r]));
  return parts.length > 0 ? parts.join(", ") : "nothing";
}

const SIZE = { sm: "size-4", md: "size-5", lg: "size-7" } as const;
type Size = keyof typeof SIZE;

/** One resource amount as icons: coins, power and VP carry the number; cubes and pawns repeat. */
export function ResourceAmount({ resource, amount, size = "md" }: { resource: Resource; amount: number; size?: Size }) {
  const cls = SIZE[size];
  const label = plural(amount, NOUNS[resource]);
  let drawing: ReactNode;
  if (resource === "coins") drawing = <CoinIcon className={cls} value={amount} />;
  else if (resource === "power") drawing = <PowerIcon className={cls} value={amount} />;
  else if (resource === "vp") drawing = <VpIcon className={cls} value={amount} />;
  else {
    const Icon = resource === "workers" ? WorkerIcon : PriestIcon;
    drawing =
      amount > 0 && amount <= 3 ? (
        Array.from({ length: amount }, (_, i) => <Icon key={i} className={cls} />)
      ) : (
        <>
          <span className="text-xs font-semibold tabular-nums">{amount}×</span>
          <Icon className={cls} />
        </>
      );
  }
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex items-center -space-x-0.5">
      {drawing}
    </span>
  );
}

/** A resource's icon alone, for labels: a blank coin, a cube, a pawn, a power token, a VP shield. */
export function ResourceIcon({ resource, size = "md" }: { resource: Resource; size?: Size }) {
  const cls = SIZE[size];
  const Icon = { coins: CoinIcon, workers: WorkerIcon, priests: PriestIcon, power: PowerIcon, vp: VpIcon }[resource];
  return <Icon className={cls} />;
}

/** Several resources side by side (`{coins: 2, workers: 1}`); a dash when there is nothing. */
export function Resources({ value, size = "md", empty = "—" }: { value: Amounts | undefined; size?: Size; empty?: ReactNode }) {
  const present = RESOURCES.filter((r) => value?.[r]);
  if (present.length === 0) return <span className="text-zinc-400">{empty}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {present.map((r) => (
        <ResourceAmount key={r} resource={r} amount={value![r]!} size={size} />
      ))}
    </span>
  );
}

/** An icon with a small count before it ("2 ×spade"), read out as `label`. */
function Counted({ n, label, children }: { n: number; label: string; children: ReactNode }) {
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex items-center gap-0.5">
      {n !== 1 && <span className="text-xs font-semibold tabular-nums">{n}</span>}
      {children}
    </span>
  );
}

/** Steps on cult tracks: each track's emblem with its number of steps. */
export function CultSteps({ value, size = "md" }: { value: Partial<Record<Cult, number | undefined>> | undefined; size?: Size }) {
  const present = CULTS.filter((c) => value?.[c]);
  if (present.length === 0) return <span className="text-zinc-400">—</span>;
  return (
    <span className="inline-flex items-center gap-1.5">
      {present.map((c) => (
        <Counted key={c} n={value![c]!} label={`${value![c]} ${CULT_COLORS[c].label}`}>
          <CultIcon cult={c} className={SIZE[size]} title="" />
        </Counted>
      ))}
    </span>
  );
}

/** A word for what has no icon ("keep the ship"), read out as `label`. */
function Word({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span role="img" aria-label={label} title={label} className="text-[10px] font-semibold leading-tight">
      {children}
    </span>
  );
}

/** What an effect gives at once, as icons; a choice as its options side by side, "/" between them. */
export function EffectIcons({ effect, size = "md" }: { effect: Effect | EffectOption | undefined; size?: Size }) {
  if (!effect) return null;
  const cls = SIZE[size];
  const parts: ReactNode[] = [];
  if (effect.gain) parts.push(<Resources key="gain" value={effect.gain} size={size} />);
  if (effect.powerTokens)
    parts.push(
      <Counted key="tokens" n={effect.powerTokens} label={`${effect.powerTokens} new power token${effect.powerTokens === 1 ? "" : "s"}`}>
        <PowerIcon className={cls} value="+" />
      </Counted>,
    );
  if (effect.cult && CULTS.some((c) => effect.cult?.[c])) parts.push(<CultSteps key="cult" value={effect.cult} size={size} />);
  if (effect.cultChoice)
    parts.push(
      <Counted key="choice" n={effect.cultChoice} label={`${effect.cultChoice} step${effect.cultChoice === 1 ? "" : "s"} on a cult track of your choice`}>
        <AnyCultIcon className={cls} />
      </Counted>,
    );
  if (effect.keys)
    parts.push(
      <Counted key="keys" n={effect.keys} label={`${effect.keys} town key${effect.keys === 1 ? "" : "s"}`}>
        <KeyIcon className={cls} />
      </Counted>,
    );
  if (effect.spades)
    parts.push(
      <Counted key="spades" n={effect.spades} label={`${effect.spades} free spade${effect.spades === 1 ? "" : "s"}${effect.spadesMayBuild ? ", then you may build a dwelling" : ""}`}>
        <SpadeIcon className={cls} />
        {effect.spadesMayBuild && <BuildingIcon building="D" className={cls} title="" />}
      </Counted>,
    );
  if (effect.shipping)
    parts.push(
      <Counted key="ship" n={effect.shipping} label={`${effect.shipping} shipping step${effect.shipping === 1 ? "" : "s"}`}>
        <ShipIcon className={cls} />
      </Counted>,
    );
  if (effect.range)
    parts.push(
      <Counted key="range" n={effect.range} label={`${effect.range} step${effect.range === 1 ? "" : "s"} of range`}>
        <span className="text-xs font-semibold">range</span>
      </Counted>,
    );
  if (effect.favorTiles)
    parts.push(
      <Counted key="favor" n={effect.favorTiles} label={`${effect.favorTiles} favor tile${effect.favorTiles === 1 ? "" : "s"}`}>
        <FavorIcon className={cls} />
      </Counted>,
    );
  if (effect.townTiles)
    parts.push(
      <Counted key="town" n={effect.townTiles} label={`${effect.townTiles} town tile${effect.townTiles === 1 ? "" : "s"}`}>
        <TownIcon className={cls} />
      </Counted>,
    );
  if (effect.exchange)
    parts.push(
      <span key="exchange" role="img" aria-label={`up to ${effect.exchange.max} times: ${resourcesText(effect.exchange.give)} for ${resourcesText(effect.exchange.get)}`} className="inline-flex items-center gap-1">
        <span className="text-xs text-zinc-500">≤{effect.exchange.max}×</span>
        <Resources value={effect.exchange.give} size={size} />
        <Arrow />
        <Resources value={effect.exchange.get} size={size} />
      </span>,
    );
  if (effect.bridges)
    parts.push(
      <Counted key="bridges" n={effect.bridges} label={`${effect.bridges} free bridge${effect.bridges === 1 ? "" : "s"}`}>
        <BridgeIcon className={cls} />
      </Counted>,
    );
  if (effect.ships)
    parts.push(
      <Counted key="ships" n={effect.ships} label={`${effect.ships} ship${effect.ships === 1 ? "" : "s"}`}>
        <BoatIcon className={cls} />
      </Counted>,
    );
  if (effect.moveShips)
    parts.push(
      <span key="move" role="img" aria-label="Move ships" title="Move ships" className="inline-flex items-center gap-0.5">
        <BoatIcon className={cls} />
        <Arrow />
        <BoatIcon className={`${cls} opacity-60`} />
      </span>,
    );
  if (effect.priestToCult)
    parts.push(
      <Counted key="priest-cult" n={effect.priestToCult} label={`${effect.priestToCult} priest${effect.priestToCult === 1 ? "" : "s"} from the supply to a cult track`}>
        <PriestIcon className={cls} />
        <Arrow />
        <AnyCultIcon className={cls} />
      </Counted>,
    );
  if (effect.shapeshift) parts.push(<Word key="shapeshift" label={`${effect.shapeshift} free change${effect.shapeshift === 1 ? "" : "s"} of home colour`}>{effect.shapeshift}× colour</Word>);
  if (effect.keepTradingShip) parts.push(<Word key="keep" label="the ship that traded stays on the board">keep ship</Word>);
  if (effect.resetMoveShips) parts.push(<Word key="reset" label="Move ships again this round">move again</Word>);
  const choice = "choice" in effect ? effect.choice : undefined;
  if (choice && choice.length > 0)
    parts.push(
      <span key="choice" role="group" aria-label={`one of ${choice.length}`} className="inline-flex flex-wrap items-center justify-center gap-1 rounded-md bg-white/60 px-1 ring-1 ring-zinc-900/10">
        {choice.map((option, i) => (
          <span key={i} className="inline-flex items-center gap-1">
            {i > 0 && <span className="text-sm font-semibold text-zinc-500">/</span>}
            <EffectIcons effect={option} size={size === "lg" ? "md" : size} />
          </span>
        ))}
      </span>,
    );
  if (parts.length === 0) return <span className="text-zinc-400">—</span>;
  return <span className="inline-flex flex-wrap items-center justify-center gap-1.5">{parts}</span>;
}

const TRADE_NAMES: Record<BuildVpKey, string> = { D: "dwelling", TP: "trading house", TE: "temple", SH: "stronghold", SA: "sanctuary", SY: "shipyard" };

/** VP for each trade by the building traded with: one VP shield with "each" when every type gives the same. */
export function TradeVp({ value, size = "md" }: { value: Partial<Record<BuildVpKey, number | undefined>> | undefined; size?: Size }) {
  const present = BUILD_VP_KEYS.filter((b) => value?.[b]);
  if (present.length === 0) return null;
  const same = present.length === BUILD_VP_KEYS.length && present.every((b) => value![b] === value![present[0]!]);
  const label = same ? `${value![present[0]!]} VP per trade` : `VP per trade: ${present.map((b) => `${value![b]} with a ${TRADE_NAMES[b]}`).join(", ")}`;
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex flex-wrap items-center justify-center gap-1">
      <TradeMarkerIcon className={SIZE[size]} />
      <Arrow />
      {same ? (
        <>
          <VpIcon className={SIZE[size]} value={value![present[0]!]} />
          <span className="text-xs font-semibold text-zinc-600">each</span>
        </>
      ) : (
        present.map((b) => (
          <span key={b} className="inline-flex items-center gap-0.5">
            {b === "SY" ? <span className="text-[10px] font-semibold">SY</span> : <BuildingIcon building={b} className={SIZE.sm} title="" />}
            <VpIcon className={SIZE.sm} value={value![b]} />
          </span>
        ))
      )}
    </span>
  );
}

export function Arrow() {
  return (
    <svg viewBox="0 0 16 16" className="size-3.5 shrink-0 text-zinc-500" aria-hidden>
      <path d="M2 8h11M9.5 4.5 13 8l-3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** "D 2 VP": VP for each structure built, by type. */
export function BuildVp({ value, size = "md" }: { value: Partial<Record<Building, number | undefined>> | undefined; size?: Size }) {
  const present = BUILDINGS.filter((b) => value?.[b]);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {present.map((b) => (
        <span key={b} role="img" aria-label={`${value![b]} VP per ${BUILDING_NAMES[b].toLowerCase()} built`} className="inline-flex items-center gap-0.5">
          <BuildingIcon building={b} className={SIZE[size]} title="" />
          <Arrow />
          <VpIcon className={SIZE[size]} value={value![b]} />
        </span>
      ))}
    </span>
  );
}

const PASS_COUNTER_LABELS: Record<PassVp["per"], string> = {
  D: "dwelling",
  TP: "trading house",
  TE: "temple",
  SH: "stronghold",
  SA: "sanctuary",
  SY: "shipyard",
  shipping: "shipping level",
  "connecting-bridges": "connecting bridge",
  ships: "ship",
  "trade-markers": "trade marker",
};

/** VP when passing, by a count: "pass: TP 2/4/6/8". */
export function PassVpView({ value, size: wanted = "md" }: { value: PassVp; size?: Size }) {
  const counter = value.per;
  const table = value.vp.slice(1);
  const size: Size = wanted === "lg" && table.length > 3 ? "md" : wanted;
  const label = `when passing: ${table.join("/")} VP for ${table.map((_, i) => i + 1).join("/")} ${PASS_COUNTER_LABELS[counter]}${table.length > 1 ? "s" : ""}`;
  const what =
    counter === "shipping" ? (
      <ShipIcon className={SIZE[size]} />
    ) : counter === "connecting-bridges" ? (
      <BridgeIcon className={SIZE[size]} />
    ) : counter === "ships" || counter === "trade-markers" || counter === "SY" ? (
      <span className="text-xs">{PASS_COUNTER_LABELS[counter]}</span>
    ) : (
      <BuildingIcon building={counter} className={SIZE[size]} title="" />
    );
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex flex-wrap items-center justify-center gap-1">
      <PassIcon className={SIZE[size]} />
      {what}
      <Arrow />
      <span className="inline-flex items-center gap-0.5">
        {table.length <= 4 ? (
          table.map((vp, i) => <VpIcon key={i} className={SIZE[size]} value={vp} />)
        ) : (
          <>
            <VpIcon className={SIZE[size]} value={table[0]} />
            <span className="text-xs font-semibold text-zinc-600">each</span>
          </>
        )}
      </span>
    </span>
  );
}

const HANDLER_TEXT: Record<FollowUp["handler"], (f: never) => string> = {
  transform: (f: Extract<FollowUp, { handler: "transform" }>) =>
    `transform with ${f.spades} free spade${f.spades === 1 ? "" : "s"}${f.mayBuild ? ", then you may build a dwelling" : ""}${f.splitSpades ? " (spades may be split)" : ""}`,
  bridge: () => "build a bridge",
  upgrade: (f: Extract<FollowUp, { handler: "upgrade" }>) => `upgrade a ${BUILDING_NAMES[f.from].toLowerCase()} to a ${BUILDING_NAMES[f.to].toLowerCase()}${f.free ? " for free" : ""}`,
  "build-dwelling": (f: Extract<FollowUp, { handler: "build-dwelling" }>) =>
    `build a dwelling on home terrain${f.ignoreAdjacency ? " anywhere" : ""}${f.free ? " for free" : ""}`,
  sandstorm: (f: Extract<FollowUp, { handler: "sandstorm" }>) => `turn an adjacent hex into home terrain${f.mayBuild ? ", then you may build" : ""}`,
  "double-turn": () => "take two actions in a row",
  shapeshift: () => "pick a new home colour: every hex with your structures takes it",
};

/** What a follow-up action does, in words. */
export function followUpText(then: FollowUp): string {
  return (HANDLER_TEXT[then.handler] as (f: FollowUp) => string)(then);
}

/** A follow-up action as icons. */
export function FollowUpIcons({ then, size = "md" }: { then: FollowUp; size?: Size }) {
  const cls = SIZE[size];
  const label = followUpText(then);
  let drawing: ReactNode;
  switch (then.handler) {
    case "transform":
      drawing = (
        <>
          {then.spades > 1 && <span className="text-xs font-semibold">{then.spades}</span>}
          <SpadeIcon className={cls} />
          {then.mayBuild && <BuildingIcon building="D" className={cls} title="" />}
        </>
      );
      break;
    case "bridge":
      drawing = <BridgeIcon className={cls} />;
      break;
    case "upgrade":
      drawing = (
        <>
          <BuildingIcon building={then.from} className={cls} title="" />
          <Arrow />
          <BuildingIcon building={then.to} className={cls} title="" />
        </>
      );
      break;
    case "build-dwelling":
      drawing = <BuildingIcon building="D" className={cls} title="" color="#2e8b4a" />;
      break;
    case "sandstorm":
      drawing = (
        <>
          <SpadeIcon className={cls} />
          <span className="text-xs font-semibold text-amber-700">sand</span>
        </>
      );
      break;
    case "double-turn":
      drawing = <span className="text-xs font-bold">2×</span>;
      break;
  }
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex items-center gap-0.5">
      {drawing}
    </span>
  );
}

/** A power cost: the number on a purple token, or other costs as resources. */
function Cost({ cost, size }: { cost: SpecialAction["cost"]; size: Size }) {
  if (!cost) return null;
  const { power, ...rest } = cost;
  return (
    <span className="inline-flex items-center gap-1">
      {power ? (
        <span role="img" aria-label={`costs ${power} power`} title={`costs ${power} power`}>
          <PowerIcon className={SIZE[size]} value={power} />
        </span>
      ) : null}
      {Object.values(rest).some(Boolean) && <Resources value={rest} size={size} />}
    </span>
  );
}

/** An action space as printed: an octagon with its cost, what it gives and its follow-up. */
export function ActionSpace({ action, size = "md" }: { action: SpecialAction; size?: Size }) {
  return (
    <span
      className="inline-flex items-center gap-1.5 bg-orange-200/80 px-3.5 py-1.5 text-orange-950"
      style={{ clipPath: "polygon(10px 0, calc(100% - 10px) 0, 100% 10px, 100% calc(100% - 10px), calc(100% - 10px) 100%, 10px 100%, 0 calc(100% - 10px), 0 10px)" }}
      title={action.name}
    >
      <Cost cost={action.cost} size={size} />
      {action.cost && (action.effect || action.then) && <Arrow />}
      {action.effect && <EffectIcons effect={action.effect} size={size} />}
      {action.then && <FollowUpIcons then={action.then} size={size} />}
      {action.oncePerRound === false && <span className="text-[10px] text-orange-800">any number of times</span>}
    </span>
  );
}

/** Everything a passive gives, one row per kind: income, VP, pass VP, shipping, town power, action. */
export function PassiveRows({ passive, size = "md" }: { passive: Passive; size?: Size }) {
  const rows: { key: string; label: string; body: ReactNode }[] = [];
  if (passive.income && RESOURCES.some((r) => passive.income?.[r]))
    rows.push({
      key: "income",
      label: "Income",
      body: (
        <span className="inline-flex items-center gap-1">
          <IncomeIcon className={SIZE[size]} title="Income" />
          <Resources value={passive.income} size={size} />
        </span>
      ),
    });
  if (passive.buildVp && BUILDINGS.some((b) => passive.buildVp?.[b])) rows.push({ key: "buildVp", label: "VP for building", body: <BuildVp value={passive.buildVp} size={size} /> });
  if (passive.perSpade && RESOURCES.some((r) => passive.perSpade?.[r]))
    rows.push({
      key: "perSpade",
      label: "Per spade",
      body: (
        <span className="inline-flex items-center gap-1">
          <SpadeIcon className={SIZE[size]} />
          <Arrow />
          <Resources value={passive.perSpade} size={size} />
        </span>
      ),
    });
  if (passive.perTown && RESOURCES.some((r) => passive.perTown?.[r]))
    rows.push({
      key: "perTown",
      label: "Per town",
      body: (
        <span className="inline-flex items-center gap-1">
          <TownIcon className={SIZE[size]} />
          <Arrow />
          <Resources value={passive.perTown} size={size} />
        </span>
      ),
    });
  for (const [i, p] of (passive.passVp ?? []).entries()) rows.push({ key: `pass${i}`, label: "When passing", body: <PassVpView value={p} size={size} /> });
  if (passive.shipIncome)
    rows.push({
      key: "shipIncome",
      label: "Ship income",
      body: (
        <span role="img" aria-label={`income: ${passive.shipIncome} ship${passive.shipIncome === 1 ? "" : "s"}`} className="inline-flex items-center gap-1">
          <IncomeIcon className={SIZE[size]} title="" />
          {passive.shipIncome > 1 && <span className="text-xs font-semibold">{passive.shipIncome}</span>}
          <BoatIcon className={SIZE[size]} />
        </span>
      ),
    });
  if (passive.perTrade && BUILD_VP_KEYS.some((b) => passive.perTrade?.[b])) rows.push({ key: "perTrade", label: "Per trade", body: <TradeVp value={passive.perTrade} size={size} /> });
  if (passive.shippingBonus)
    rows.push({
      key: "ship",
      label: "Shipping",
      body: (
        <span role="img" aria-label={`shipping range +${passive.shippingBonus}`} className="inline-flex items-center gap-0.5">
          <ShipIcon className={SIZE[size]} />
          <span className="text-xs font-semibold">+{passive.shippingBonus}</span>
        </span>
      ),
    });
  if (passive.townPowerReduction)
    rows.push({
      key: "town",
      label: "Towns",
      body: (
        <span role="img" aria-label={`towns need ${passive.townPowerReduction} less power`} className="inline-flex items-center gap-0.5">
          <TownIcon className={SIZE[size]} />
          <span className="text-xs font-semibold">−{passive.townPowerReduction}</span>
          <PowerIcon className={SIZE[size]} />
        </span>
      ),
    });
  if (passive.action) rows.push({ key: "action", label: "Action", body: <ActionSpace action={passive.action} size={size} /> });
  return (
    <>
      {rows.map((r) => (
        <div key={r.key} className="flex min-h-7 items-center justify-center" data-row={r.key}>
          {r.body}
        </div>
      ))}
    </>
  );
}
