/**
 * `adjust`: a manual fix (`-1w`, `-1SPADE`, `-free_d`, `-water`): losing a resource, unused spades,
 * a pending free dwelling or trading house, or cult steps. Gains need the loose-adjust-resource
 * option (cult steps are gained with `+FIRE`, a `cult` move).
 */
import type { Cult } from "../../schema/common";
import { CULTS } from "../../schema/common";
import { hasOption, type Env } from "../../rules/env";
import type { Adjustable } from "../../rules/moves";
import type { PlayerState } from "../../rules/state";
import { addVp, gainPower, gainResource } from "../../rules/resources";
import { reject, type Rejection } from "../../rules/result";
import { resourceFromWord, resourceWord } from "../../notation/words";
import { checkOnCopy, STAGE, type MoveFamily } from "../family";
import { CULT_NAMES, plural } from "../words";

/** Manual resource fix (`-1w`; gains need the loose-adjust-resource option). */
export interface AdjustMove {
  type: "adjust";
  faction: string;
  resource: Adjustable;
  delta: number;
}

function adjust(env: Env, seat: number, move: AdjustMove): Rejection | undefined {
  const p = env.state.players[seat]!;
  const { resource, delta } = move;
  if (delta === 0) return undefined;
  if (delta > 0 && !hasOption(env, "loose-adjust-resource"))
    return reject("move/not-allowed-now", `Gaining ${delta} ${resource} by hand needs the loose-adjust-resource option`);
  if (isCult(resource)) return p.pending.loseCult > 0 ? payCultForVolcano(env, seat, resource, -delta) : loseCultSteps(env, seat, resource, delta);
  if (resource === "shapeshift") return giveUpShapeshift(env, seat, delta);
  if (p.pending.loseCult > 0) return reject("move/lose-cult-first", `${p.faction} must first lose ${p.pending.loseCult} steps on one cult track (for the volcano)`);
  const have =
    resource === "spades" || resource === "freeDwellings" || resource === "freeTradingHouses" ? p.pending[resource] : resource === "power" ? p.power[2] : p[resource];
  if (delta < 0 && have < -delta) return reject(`move/not-enough-${resource}`, `${p.faction} has ${have} ${resource}, cannot lose ${-delta}`);
  if (resource === "spades" && delta < 0 && p.mustUseSpades)
    return reject("move/unused-spades", `${p.faction} must use the spades they dug: spades from dig cannot be given up`);
  switch (resource) {
    case "spades":
    case "freeDwellings":
    case "freeTradingHouses":
      p.pending[resource] += delta;
      return undefined;
    case "vp":
      addVp(p, delta, "adjustments");
      return undefined;
    case "power":
      if (delta > 0) gainPower(p, delta);
      else {
        p.power[2] += delta;
        p.power[0] -= delta;
      }
      return undefined;
    case "priests":
      // A priest gained by hand is gained like any other (the Riverwalkers' becomes an unlock).
      if (delta > 0) gainResource(p, "priests", delta, "adjustments");
      else p.priests += delta;
      return undefined;
    default:
      p[resource] += delta;
      return undefined;
  }
}

const isCult = (r: string): r is Cult => (CULTS as readonly string[]).includes(r);

/** Giving up a change of home colour owed (`-SHAPESHIFT`: the Shapeshifters' free one on building their shipyard, which they may decline). */
function giveUpShapeshift(env: Env, seat: number, delta: number): Rejection | undefined {
  const p = env.state.players[seat]!;
  if (delta > 0) return reject("move/not-allowed-now", "A change of colour is not gained by hand");
  const free = declinableShapeshifts(p);
  if (free < -delta) return reject("move/not-owed", `${p.faction} owe ${free} free change${free === 1 ? "" : "s"} of colour (from a shipyard), cannot give up ${-delta}`);
  p.pending.shapeshift += delta;
  p.merchants!.freeShapeshift = free + delta || undefined;
  return undefined;
}

/** The changes of colour owed that may be given up: those a shipyard gave (MerchantsPieces.freeShapeshift). */
function declinableShapeshifts(p: PlayerState): number {
  return Math.min(p.pending.shapeshift, p.merchants?.freeShapeshift ?? 0);
}

/**
 * Giving up cult steps (`-water`). As on terra.snellman.net, only down to the last space that pays
 * power before the top (7 in the base game: a player at 8 or 9 may step back, e.g. before taking a
 * town tile that moves them up), unless `loose-lose-cult` allows any loss.
 */
function loseCultSteps(env: Env, seat: number, cult: Cult, delta: number): Rejection | undefined {
  const p = env.state.players[seat]!;
  const { top, powerAt } = env.rules.cults;
  const floor = hasOption(env, "loose-lose-cult") ? 0 : Math.max(0, ...powerAt.map((a) => a.space).filter((s) => s < top));
  if (delta > 0) return reject("move/not-allowed-now", `Cult steps are gained with +${cult.toUpperCase()}, not by hand`);
  if (p.cults[cult] + delta < floor)
    return reject("move/cult-loss", `${p.faction} cannot give up cult steps below ${floor} (${cult} ${p.cults[cult]} → ${p.cults[cult] + delta})`);
  p.cults[cult] += delta;
  return undefined;
}

/**
 * The cult steps a volcano costs (Acolytes: `-3FIRE`): all of them on one track, which must be high
 * enough; as on terra.snellman.net, owed before anything else.
 */
function payCultForVolcano(env: Env, seat: number, cult: Cult, steps: number): Rejection | undefined {
  const p = env.state.players[seat]!;
  const owed = p.pending.loseCult;
  if (steps !== owed) return reject("move/lose-cult", `All ${owed} steps for the volcano are lost on one cult track (-${owed}${cult.toUpperCase()})`);
  if (p.cults[cult] < owed) return reject("move/not-enough-cult", `${p.faction} are at ${p.cults[cult]} on ${cult}, cannot lose ${owed} steps there`);
  p.cults[cult] -= owed;
  p.pending.loseCult = 0;
  return undefined;
}

export const ADJUST: MoveFamily<"adjust"> = {
  type: "adjust",
  listed: STAGE.aside | STAGE.turn | STAGE.volcanoDebt | STAGE.variableChoice,
  // Cult steps owed for a volcano, on each track high enough; a change of colour owed may be given
  // up; unwanted spades may be thrown away (not those just dug).
  list({ p, faction, out }) {
    if (p.pending.shapeshift > 0) {
      const free = declinableShapeshifts(p);
      if (free > 0) out.push({ type: "adjust", faction, resource: "shapeshift", delta: -free });
      return;
    }
    if (p.pending.loseCult > 0) {
      for (const cult of CULTS) if (p.cults[cult] >= p.pending.loseCult) out.push({ type: "adjust", faction, resource: cult, delta: -p.pending.loseCult });
      return;
    }
    if (p.pending.spades > 0 && !p.mustUseSpades) out.push({ type: "adjust", faction, resource: "spades", delta: -p.pending.spades });
  },
  check: checkOnCopy(adjust),
  apply: adjust,
  verbs: { "+": "player", "-": "player" },
  parse(c) {
    const g = c.gain!;
    const resource = resourceFromWord(g.word);
    return resource ? { type: "adjust", faction: c.faction, resource, delta: g.sign * g.count } : undefined;
  },
  format: (move) => `${move.delta > 0 ? "+" : "-"}${Math.abs(move.delta)}${resourceWord(move.resource)}`,
  label: (_, move) =>
    move.resource === "spades" && move.delta < 0
      ? `Leave ${plural(-move.delta, "spade")} unused`
      : move.resource === "shapeshift" && move.delta < 0
        ? "Keep the home colour (give up the change owed)"
        : isCult(move.resource) && move.delta < 0
        ? `Lose ${plural(-move.delta, "step")} on ${CULT_NAMES[move.resource]}`
        : `${move.delta > 0 ? "+" : ""}${move.delta} ${move.resource}`,
};
