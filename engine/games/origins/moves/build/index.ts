/**
 * Building (digest §5.3, §4.2): choose a market tile (or a tile kept with a Construction site) and
 * an empty cell sharing an edge with the city; pay the Wisdom beside the tile's slot (Taurus: 1
 * less) and its Stone cost (Gold stands in), or take it free as a Farm; the tiles below slide up and
 * the bottom slot gets the next tile of the taken tile's colour. A new building may be activated at
 * once (`use` / `skip`). Virgo: a building may go onto one of the player's Farms, paying nothing (the
 * Farm goes under its pile). `reserve` takes a market tile free to build later (Construction site).
 *
 * Notation: `build 2 at 0,1` (market slot 2, top is 1), `farm 2 at 0,1`, `build 2 over 1,1` (Virgo),
 * `build kept mint at 0,1` (a kept tile), `reserve 2`.
 */
import type { Amount } from "../../schema/common";
import { refuse, type Env } from "../../rules/env";
import { holdsPower, runNext } from "../../rules/effects";
import { openCells } from "../../rules/city";
import { canPay, pay } from "../../rules/resources";
import type { Tile } from "../../rules/state";
import { buildingName, headStep, isError, notExpected, parseCell, parseIndex } from "../common";
import type { MoveFamily } from "../family";
import type { MoveOf } from "../types";

/** Take the tile of a market slot: the tiles below slide up, the bottom slot gets the next tile of its colour (or stays empty). */
export function takeFromMarket(env: Env, slot: number): string {
  const { state, catalog } = env;
  const id = state.market[slot]!;
  state.market.splice(slot, 1);
  const colour = catalog.pack.buildings[id]!.colour;
  state.market.push(state.piles[colour].shift() ?? null);
  return id;
}

/** What building a tile costs: the slot's Wisdom (less Taurus) and the Stone, or what a kept tile's rule says. */
export function buildCost(env: Env, seat: number, m: MoveOf<"build">, pay: "normal" | "free"): Amount {
  if (m.as !== "building" || pay === "free") return {};
  const { catalog, state } = env;
  if ("reserved" in m.from) {
    const rule = reserveRule(env);
    return rule === "nothing" ? {} : { stone: catalog.pack.buildings[m.from.reserved]?.stone ?? 0 };
  }
  const id = state.market[m.from.slot];
  if (!id) return {};
  const discount = holdsPower(env, seat, "wisdom-discount");
  const off = discount?.on.includes("build") ? discount.amount : 0;
  return { wisdom: Math.max(0, (catalog.pack.setup.market.wisdom[m.from.slot] ?? 0) - off), stone: catalog.pack.buildings[id]!.stone };
}

/** What a Construction site's kept tile costs when built (the first reserve-building step of the pack). */
function reserveRule(env: Env): "stone" | "stone-and-wisdom" | "nothing" {
  for (const b of Object.values(env.catalog.pack.buildings)) for (const s of b.ability) if (s.effect === "reserve-building") return s.payWhenBuilt;
  return "stone";
}

function tileOf(env: Env, m: MoveOf<"build">): string | undefined {
  return "reserved" in m.from ? m.from.reserved : (env.state.market[m.from.slot] ?? undefined);
}

function checkBuild(env: Env, seat: number, m: MoveOf<"build">, open?: ReadonlySet<string>) {
  const h = headStep(env, seat, "build");
  if (!h) return notExpected(env, seat, "build");
  const p = env.state.players[seat]!;
  const id = tileOf(env, m);
  if ("reserved" in m.from) {
    if (!p.reserved.includes(m.from.reserved)) return refuse("build/not-kept", `${p.id} keeps no ${buildingName(env.catalog, m.from.reserved)}`);
    if (m.as === "farm") return refuse("build/kept-as-farm", "A kept tile is built as a building");
  } else if (!id) return refuse("build/empty-slot", `Market slot ${m.from.slot + 1} is empty`);
  if (m.as === "over-farm") {
    if (!holdsPower(env, seat, "build-over-farm")) return refuse("build/no-virgo", "Only the holder of Virgo may build onto a Farm");
    if (p.city[m.cell]?.kind !== "farm") return refuse("build/not-a-farm", `There is no Farm at ${m.cell}`);
    return undefined;
  }
  if (p.city[m.cell]) return refuse("build/cell-taken", `The cell ${m.cell} already holds a tile`);
  if (!(open ? open.has(m.cell) : openCells(p).includes(m.cell))) return refuse("build/not-adjacent", `The cell ${m.cell} shares no edge with the city`);
  const cost = buildCost(env, seat, m, h.step.pay);
  if (!canPay(p, cost)) return refuse("build/cannot-pay", `${buildingName(env.catalog, id!)} costs ${cost.wisdom ?? 0} Wisdom and ${cost.stone ?? 0} Stone (Gold stands in); ${p.id} cannot pay`);
  return undefined;
}

export const BUILD: MoveFamily<"build"> = {
  type: "build",
  verbs: ["build", "farm"],
  list(env, seat) {
    if (!headStep(env, seat, "build")) return [];
    const p = env.state.players[seat]!;
    const player = p.id;
    const cells = openCells(p);
    const farms = Object.keys(p.city).filter((k) => p.city[k]!.kind === "farm");
    const out: MoveOf<"build">[] = [];
    const sources: MoveOf<"build">["from"][] = [...env.state.market.flatMap((id, slot) => (id ? [{ slot }] : [])), ...[...new Set(p.reserved)].map((reserved) => ({ reserved }))];
    for (const from of sources) {
      for (const cell of cells) {
        out.push({ type: "build", player, from, cell, as: "building" });
        if ("slot" in from) out.push({ type: "build", player, from, cell, as: "farm" });
      }
      for (const cell of farms) out.push({ type: "build", player, from, cell, as: "over-farm" });
    }
    const open = new Set(cells);
    return out.filter((m) => !checkBuild(env, seat, m, open));
  },
  check: checkBuild,
  apply(env, seat, m) {
    const h = headStep(env, seat, "build")!;
    env.state.pending.shift();
    const p = env.state.players[seat]!;
    pay(p, buildCost(env, seat, m, h.step.pay));
    let id: string;
    if ("reserved" in m.from) {
      id = m.from.reserved;
      p.reserved.splice(p.reserved.indexOf(id), 1);
    } else id = takeFromMarket(env, m.from.slot);
    if (m.as === "over-farm") {
      const farm = p.city[m.cell] as Extract<Tile, { kind: "farm" }>;
      env.state.piles[env.catalog.pack.buildings[farm.building]!.colour].push(farm.building);
    }
    if (m.as === "farm") {
      p.city[m.cell] = { kind: "farm", building: id };
      return;
    }
    p.city[m.cell] = { kind: "building", building: id };
    runNext(env, [{ kind: "offer", source: { building: id, cell: m.cell }, steps: env.catalog.pack.buildings[id]!.ability, ctx: { cell: m.cell } }]);
  },
  parse(words, player, verb) {
    if (verb === "farm") return parseFarm(words, player);
    // build 2 at 0,1 | build 2 over 0,1 | build kept mint at 0,1
    let rest = words;
    let from: MoveOf<"build">["from"];
    if (rest[0]?.toLowerCase() === "kept") {
      if (!rest[1]) return { error: "build kept needs the kept building's id (build kept mint at 0,1)" };
      from = { reserved: rest[1] };
      rest = rest.slice(2);
    } else {
      const slot = parseIndex(rest[0], "market slot", 9);
      if (isError(slot)) return slot;
      from = { slot };
      rest = rest.slice(1);
    }
    const how = rest[0]?.toLowerCase();
    if (how !== "at" && how !== "over") return { error: "build needs 'at <row,column>' (or 'over <row,column>' onto a Farm)" };
    const cell = parseCell(rest[1]);
    if (isError(cell)) return cell;
    return { type: "build", player, from, cell, as: how === "over" ? "over-farm" : "building" };
  },
  format(m) {
    const from = "reserved" in m.from ? `kept ${m.from.reserved}` : String(m.from.slot + 1);
    if (m.as === "farm") return `farm ${from} at ${m.cell}`;
    return `build ${from} ${m.as === "over-farm" ? "over" : "at"} ${m.cell}`;
  },
};

/** `farm 2 at 0,1`: the same move as a build, taking the tile as a Farm. */
export function parseFarm(words: readonly string[], player: string): MoveOf<"build"> | { error: string } {
  const slot = parseIndex(words[0], "market slot", 9);
  if (isError(slot)) return slot;
  if (words[1]?.toLowerCase() !== "at") return { error: "farm needs 'at <row,column>' (farm 2 at 0,1)" };
  const cell = parseCell(words[2]);
  if (isError(cell)) return cell;
  return { type: "build", player, from: { slot }, cell, as: "farm" };
}

function checkReserve(env: Env, seat: number, m: MoveOf<"reserve">) {
  if (!headStep(env, seat, "reserve-building")) return notExpected(env, seat, "tile to keep");
  return env.state.market[m.slot] ? undefined : refuse("build/empty-slot", `Market slot ${m.slot + 1} is empty`);
}

export const RESERVE: MoveFamily<"reserve"> = {
  type: "reserve",
  verbs: ["reserve"],
  list(env, seat) {
    if (!headStep(env, seat, "reserve-building")) return [];
    return env.state.market.flatMap((id, slot) => (id ? [{ type: "reserve" as const, player: env.state.players[seat]!.id, slot }] : []));
  },
  check: checkReserve,
  apply(env, seat, m) {
    const h = headStep(env, seat, "reserve-building")!;
    env.state.pending.shift();
    const p = env.state.players[seat]!;
    if (h.step.refillMarket) p.reserved.push(takeFromMarket(env, m.slot));
    else {
      p.reserved.push(env.state.market[m.slot]!);
      env.state.market[m.slot] = null;
    }
  },
  parse(words, player) {
    const slot = parseIndex(words[0], "market slot", 9);
    return isError(slot) ? slot : { type: "reserve", player, slot };
  },
  format: (m) => `reserve ${m.slot + 1}`,
};
