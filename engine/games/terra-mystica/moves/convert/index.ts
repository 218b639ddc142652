/**
 * `convert`: free conversions at the faction's exchange rates, chained where needed (a priest is
 * worth a worker, a worker a coin). A pending exchange such as the Darklings' ordination is used
 * here too, once. A free move: any number of times in a turn, and by a player who just ended their
 * turn with `done` until someone else moves.
 */
import { CONVERTIBLE, ratesFor, type ConvertibleResource, type RateTable } from "../../catalog";
import { isRejection, mustAfford, mustBeActive } from "../common";
import { hasOption, type Env } from "../../rules/env";
import { amountOf, gainResource, payResource, type Cost, type ResourceKey } from "../../rules/resources";
import { reject, type Rejection } from "../../rules/result";
import { isResourceKey, resourceFromWord, resourceWord } from "../../notation/words";
import { STAGE, type MoveFamily } from "../family";
import { RESOURCE_NAMES } from "../words";

export interface ConvertMove {
  type: "convert";
  faction: string;
  give: ResourceKey;
  giveCount: number;
  get: ResourceKey;
  getCount: number;
}

/** Check a conversion; on success, whether it uses the pending one-time exchange. */
export function checkConvert(env: Env, seat: number, move: ConvertMove): { exchange: boolean } | Rejection {
  const inactive = mustBeActive(env, seat, true);
  if (inactive) return inactive;
  const state = env.state;
  const p = state.players[seat]!;
  if (!state.finished && state.phase !== "actions" && !hasOption(env, "loose-convert-phase"))
    return reject("move/not-allowed-now", "Conversions are made during the action phase");
  if (move.giveCount < 1 || move.getCount < 1) return reject("move/bad-amount", "Convert at least one unit");
  const ex = p.pending.exchange;
  let rate: number | undefined;
  let exchange = false;
  if (ex && ex.give[move.give] && ex.get[move.get] && Object.keys(ex.give).length === 1 && Object.keys(ex.get).length === 1) {
    if (move.getCount > ex.left * ex.get[move.get]!) return reject("move/exchange-limit", `At most ${ex.left * ex.get[move.get]!} ${move.get} this way`);
    rate = ex.give[move.give]! / ex.get[move.get]!;
    exchange = true;
  } else rate = ratesFor(env.catalog, env.rules)[p.faction]?.[move.give]?.[move.get];
  if (rate === undefined) return reject("move/no-conversion", `${p.faction} cannot convert ${move.give} to ${move.get}`);
  if (move.giveCount !== move.getCount * rate)
    return reject("move/bad-rate", `${move.getCount} ${move.get} takes ${move.getCount * rate} ${move.give}, not ${move.giveCount}`);
  if (amountOf(p, move.give) < move.giveCount) return mustAfford(env, seat, { [move.give]: move.giveCount } as Cost, "The conversion") ?? { exchange };
  return { exchange };
}

type Conversion = { give: ConvertibleResource; get: ConvertibleResource; rate: number };
const conversionLists = new WeakMap<RateTable, Conversion[]>();

/** The conversions of a rate table as a list (give × get in the order of CONVERTIBLE). */
function conversionsOf(rates: RateTable): Conversion[] {
  let list = conversionLists.get(rates);
  if (!list) {
    list = [];
    for (const give of CONVERTIBLE)
      for (const get of CONVERTIBLE) {
        const rate = rates[give][get];
        if (rate !== undefined) list.push({ give, get, rate });
      }
    conversionLists.set(rates, list);
  }
  return list;
}

/** Whether the player can make any ordinary conversion now (one that would close a pending exchange). */
export function canConvertAny(env: Env, seat: number): boolean {
  const p = env.state.players[seat]!;
  for (const { give, get, rate } of conversionsOf(ratesFor(env.catalog, env.rules)[p.faction]!)) {
    if (amountOf(p, give) < rate) continue;
    const move: ConvertMove = { type: "convert", faction: p.faction, give, giveCount: rate, get, getCount: 1 };
    const checked = checkConvert(env, seat, move);
    if (!isRejection(checked) && !checked.exchange) return true;
  }
  return false;
}

export const CONVERT: MoveFamily<"convert"> = {
  type: "convert",
  listed: STAGE.turn,
  /** Conversions, and an exchange left from Darklings' ordination (free moves: all listed). */
  list({ env, seat, p, faction, out }) {
    for (const { give, get, rate } of conversionsOf(ratesFor(env.catalog, env.rules)[faction]!)) {
      if (amountOf(p, give) < rate) continue;
      const move: ConvertMove = { type: "convert", faction, give, giveCount: rate, get, getCount: 1 };
      if (!isRejection(checkConvert(env, seat, move))) out.push(move);
    }
    const ex = p.pending.exchange;
    if (ex) {
      const give = Object.keys(ex.give)[0] as (typeof CONVERTIBLE)[number] | undefined;
      const get = Object.keys(ex.get)[0] as (typeof CONVERTIBLE)[number] | undefined;
      if (give && get) {
        const move: ConvertMove = { type: "convert", faction, give, giveCount: ex.give[give]!, get, getCount: ex.get[get]! };
        if (!isRejection(checkConvert(env, seat, move)) && !out.some((m) => m.type === "convert" && m.give === give && m.get === get)) out.push(move);
      }
    }
  },
  check(env, seat, move) {
    const checked = checkConvert(env, seat, move);
    return isRejection(checked) ? checked : undefined;
  },
  apply(env, seat, move) {
    const checked = checkConvert(env, seat, move);
    if ("ok" in checked) return checked;
    const p = env.state.players[seat]!;
    payResource(p, move.give, move.giveCount, "conversions");
    gainResource(p, move.get, move.getCount, "conversions");
    // The one-time exchange (the Darklings' priests) is used by its conversion, and lost to any other.
    p.pending.exchange = undefined;
    return undefined;
  },
  verbs: { convert: "player" },
  parse(c) {
    const m = c.text.match(/^convert (\d+)?\s*(\w+) to (\d+)?\s*(\w+)$/i);
    if (!m) return undefined;
    const give = resourceFromWord(m[2]!);
    const get = resourceFromWord(m[4]!);
    if (!give || !isResourceKey(give) || !get || !isResourceKey(get)) return { error: `Cannot convert ${m[2]} to ${m[4]}` };
    // A missing or zero count is one, as on terra.snellman.net.
    return { type: "convert", faction: c.faction, give, giveCount: Number(m[1]) || 1, get, getCount: Number(m[3]) || 1 };
  },
  format: (move) => `convert ${move.giveCount}${resourceWord(move.give)} to ${move.getCount}${resourceWord(move.get)}`,
  label: (_, move) => `Convert ${move.giveCount} ${RESOURCE_NAMES[move.give]} → ${move.getCount} ${RESOURCE_NAMES[move.get]}`,
};

