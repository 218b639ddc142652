/**
 * `upgrade`: upgrading a structure (dwelling → trading house → temple or stronghold, temple →
 * sanctuary; Merchants of the Seas: riverside trading house → shipyard, `upgrade F3 to SY`, see
 * rules/shipyard.ts). A trading house is cheaper next to an opponent. The new structure's reward
 * (favor tiles, a stronghold ability, ...) comes at once, and neighbours are offered power.
 */
import { BUILDINGS, type Building } from "../../schema/common";
import { applyEffect } from "../../rules/effects";
import type { Env } from "../../rules/env";
import { factionOf } from "../../rules/env";
import { anyNeighbourPower, offerPower } from "../../rules/leech";
import { canAfford, pay, type Cost } from "../../rules/resources";
import { reject, type Rejection } from "../../rules/result";
import { detectTownFrom } from "../../rules/towns";
import { onBuilt } from "../../rules/passives";
import { canTake, take } from "../../rules/turn";
import { checkShipyard, doShipyard } from "../../rules/shipyard";
import type { BuildVpKey } from "../../schema/effects";
import { isRejection, landHex, mustAfford, mustBeActive } from "../common";
import { buildingFromWord, upperWord } from "../../notation/words";
import { STAGE, type MoveFamily } from "../family";
import { type Listing } from "../listing";
import { BUILDING_NAMES } from "../words";

/** Upgrade the structure on a hex to `to` (a trading house, temple, stronghold or sanctuary; SY: the shipyard of Merchants of the Seas). */
export interface UpgradeMove {
  type: "upgrade";
  faction: string;
  hex: string;
  to: BuildVpKey;
}

export interface UpgradePlan {
  hex: number;
  from: Building;
  to: Building;
  freeTp: boolean;
  cost?: Cost;
}

/** Check an upgrade without changing anything. */
export function checkUpgrade(env: Env, seat: number, hex: number, to: Building): UpgradePlan | Rejection {
  const state = env.state;
  if (state.round === 0) return reject("move/not-allowed-now", "Structures cannot be upgraded during setup");
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  const p = state.players[seat]!;
  const f = factionOf(env, seat);
  if (!canTake(env, seat, "upgrade")) return reject("move/not-allowed-now", `${p.faction} cannot upgrade now (the action is already taken)`);
  const from = env.rules.upgrades[to as keyof typeof env.rules.upgrades] as Building | undefined;
  if (!from) return reject("move/bad-upgrade", `Nothing upgrades to ${to}`);
  const board = state.board;
  if (board.owner[hex] !== seat || board.building[hex] !== from)
    return reject("move/bad-upgrade", `${env.board.ids[hex]} must hold a ${from} of ${p.faction} to become a ${to}`);
  if (p.buildings[to] >= f.buildings[to].supply) return reject("move/no-supply", `${p.faction} has no ${to} left`);
  const freeTp = to === "TP" && p.pending.freeTradingHouses > 0;
  if (p.pending.freeTradingHouses > 0 && !freeTp)
    return reject("move/free-upgrade-first", `${p.faction} must place their free trading house first`);
  const def = f.buildings[to];
  const neighbours = anyNeighbourPower(env, seat, hex);
  const cost = freeTp ? undefined : neighbours && def.costWithNeighbour ? def.costWithNeighbour : def.cost;
  const short = canAfford(p, cost) ? undefined : mustAfford(env, seat, cost, `Upgrading to ${to}`);
  if (short) return short;
  return { hex, from, to, freeTp, cost };
}

/** Carry out a checked upgrade. */
export function doUpgrade(env: Env, seat: number, plan: UpgradePlan): void {
  const p = env.state.players[seat]!;
  const { hex, from, to } = plan;
  take(env, seat, "upgrade");
  offerPower(env, seat, hex);
  if (plan.freeTp) p.pending.freeTradingHouses--;
  pay(p, plan.cost);
  p.buildings[from]--;
  p.buildings[to]++;
  // A Merchants of the Seas row may replace the stronghold's own reward (Fakirs: a range space).
  const replaced = to === "SH" ? env.catalog.merchants?.factionRules[p.faction]?.strongholdOnBuild : undefined;
  applyEffect(env, seat, replaced ?? factionOf(env, seat).buildings[to].onBuild, "buildings");
  onBuilt(env, seat, to);
  env.state.board.building[hex] = to;
  detectTownFrom(env, seat, hex);
}

function listUpgrades(l: Listing): void {
  const { env, seat, p, faction } = l;
  const board = env.state.board;
  const f = env.factions[seat]!;
  const upgrades = env.rules.upgrades as Partial<Record<Building, Building>>;
  // The structures the player has in supply and could pay for (the same on every hex): bit i for
  // BUILDINGS[i]; and how many of the player's structures on the board such an upgrade starts from.
  let open = 0;
  let from = 0;
  let starts = 0;
  for (let i = 0; i < BUILDINGS.length; i++) {
    const to = BUILDINGS[i]!;
    const def = f.buildings[to];
    if (p.buildings[to] >= def.supply) continue;
    const free = to === "TP" && p.pending.freeTradingHouses > 0;
    if (!free && !canAfford(p, def.cost) && (!def.costWithNeighbour || !canAfford(p, def.costWithNeighbour))) continue;
    const b = upgrades[to];
    if (b === undefined) continue;
    open |= 1 << i;
    const j = BUILDINGS.indexOf(b);
    if (!(from & (1 << j))) {
      from |= 1 << j;
      starts += p.buildings[b];
    }
  }
  const shipyard = p.merchants !== undefined && p.merchants.shipyard === undefined;
  // None of them on the board (`p.buildings` counts the player's structures there): nothing to upgrade.
  if (starts === 0 && !shipyard) return;
  for (let h = 0; h < env.board.landCount; h++) {
    if (board.owner[h] !== seat) continue;
    const b = board.building[h];
    if (!b) continue;
    const j = BUILDINGS.indexOf(b as Building);
    if (j >= 0 && from & (1 << j)) {
      for (let i = 0; i < BUILDINGS.length; i++) {
        const to = BUILDINGS[i]!;
        if (!(open & (1 << i)) || upgrades[to] !== b) continue;
        if (!isRejection(checkUpgrade(env, seat, h, to))) l.out.push({ type: "upgrade", faction, hex: env.board.ids[h]!, to });
      }
      starts--;
    }
    if (shipyard) {
      if (b === "TP" && !checkShipyard(env, seat, h)) l.out.push({ type: "upgrade", faction, hex: env.board.ids[h]!, to: "SY" });
    } else if (starts === 0) return; // every structure an upgrade starts from was seen
  }
}

export const UPGRADE: MoveFamily<"upgrade"> = {
  type: "upgrade",
  listed: STAGE.turn,
  list(l) {
    if (canTake(l.env, l.seat, "upgrade")) listUpgrades(l);
  },
  check(env, seat, move) {
    const hex = landHex(env, move.hex);
    if (isRejection(hex)) return hex;
    if (move.to === "SY") return checkShipyard(env, seat, hex);
    const plan = checkUpgrade(env, seat, hex, move.to);
    return isRejection(plan) ? plan : undefined;
  },
  apply(env, seat, move) {
    const hex = landHex(env, move.hex);
    if (isRejection(hex)) return hex;
    if (move.to === "SY") {
      const problem = checkShipyard(env, seat, hex);
      if (problem) return problem;
      doShipyard(env, seat, hex);
      return undefined;
    }
    const plan = checkUpgrade(env, seat, hex, move.to);
    if (isRejection(plan)) return plan;
    doUpgrade(env, seat, plan);
    return undefined;
  },
  verbs: { upgrade: "player" },
  parse(c) {
    const m = c.text.match(/^upgrade (\w+) to ([\w ]+)$/i);
    if (!m) return undefined;
    const to = /^(SY|shipyard)$/i.test(m[2]!.trim()) ? "SY" : buildingFromWord(m[2]!);
    if (!to || to === "D") return { error: `Unknown structure '${m[2]}'` };
    return { type: "upgrade", faction: c.faction, hex: upperWord(m[1]!), to };
  },
  format: (move) => `upgrade ${move.hex} to ${move.to}`,
  label: (_, move) => `Upgrade ${move.hex} to a ${move.to === "SY" ? "shipyard" : BUILDING_NAMES[move.to]}`,
};
