/**
 * `pick-color`: a Fire & Ice faction picks its terrain colour during setup, in seating order before
 * the initial dwellings (volcano factions after them). An ice faction's initial dwellings go on that
 * colour (turning it into ice) and its spades count from it; a faction whose home is chosen lives on
 * it. A colour may be picked once, and not the home terrain of a faction in the game. The
 * Shapeshifters' stronghold actions pick a new one during the game: every hex with one of their
 * structures takes it.
 */
import { TERRAINS, type Terrain } from "../../schema/common";
import type { Env } from "../../rules/env";
import { factionOf, nameOf } from "../../rules/env";
import { reject, type Rejection } from "../../rules/result";
import { subActionsOf } from "../../rules/state";
import { endTurnIfDone } from "../../rules/turn";
import { skipDocksAside } from "../../rules/docks";
import { terrainFromWord, terrainWord } from "../../notation/words";
import { STAGE, type MoveFamily } from "../family";
import { TERRAIN_LABEL } from "../words";

export interface PickColorMove {
  type: "pick-color";
  faction: string;
  terrain: Terrain;
}

/** The colours taken: home terrains of the factions in the game and colours already picked. */
function taken(env: Env): Set<Terrain> {
  const out = new Set<Terrain>();
  env.state.players.forEach((p, seat) => {
    const home = factionOf(env, seat).homeTerrain;
    if ((TERRAINS as readonly string[]).includes(home)) out.add(home as Terrain);
    if (p.picked) out.add(p.picked);
  });
  return out;
}

/** The colours a shapeshift may turn to: none taken (the player's own included). */
export function shapeshiftColours(env: Env, seat: number): Terrain[] {
  const used = taken(env);
  return env.rules.terraformCycle.filter((t) => !used.has(t) && t !== env.state.players[seat]!.picked);
}

function checkShapeshift(env: Env, seat: number, terrain: Terrain): Rejection | undefined {
  const p = env.state.players[seat]!;
  if (!env.rules.terraformCycle.includes(terrain)) return reject("move/unknown-terrain", `${terrain} is not a colour of the terraform cycle`);
  if (terrain === p.picked) return reject("move/no-change", `${p.faction} already live on ${terrainWord(terrain)}`);
  if (taken(env).has(terrain)) return reject("move/color-taken", `${terrainWord(terrain)} is not available: it is the home terrain of a faction in the game or picked already`);
  return undefined;
}

/** A new home colour: every hex with one of the player's structures takes it. */
function shapeshift(env: Env, seat: number, terrain: Terrain): void {
  const { board } = env.state;
  const p = env.state.players[seat]!;
  for (let h = 0; h < env.board.landCount; h++) if (board.owner[h] === seat) board.terrain[h] = terrain;
  p.picked = terrain;
  p.pending.shapeshift--;
  // A free change (the shipyard's) is made, if one was owed.
  if (p.merchants?.freeShapeshift) p.merchants.freeShapeshift = p.merchants.freeShapeshift - 1 || undefined;
  // As on terra.snellman.net, the new colour ends the turn at once (no conversion after it).
  if (env.state.active === seat) {
    p.actionsLeft = 0;
    p.subActions = subActionsOf();
    endTurnIfDone(env, seat);
  }
}

export function checkPickColor(env: Env, seat: number, terrain: Terrain): Rejection | undefined {
  const state = env.state;
  const p = state.players[seat]!;
  if (p.pending.shapeshift > 0) return checkShapeshift(env, seat, terrain);
  const head = state.setupQueue[0];
  if (!head || head.step !== "color" || head.seat !== seat) {
    if (p.picked || !state.setupQueue.some((s) => s.seat === seat && s.step === "color"))
      return reject("move/not-owed", `${p.faction} do not pick a terrain colour now`);
    return reject("move/not-your-turn", `${head ? nameOf(env, head.seat) : "Nobody"} picks before ${p.faction}`);
  }
  if (!env.rules.terraformCycle.includes(terrain)) return reject("move/unknown-terrain", `${terrain} is not a colour of the terraform cycle`);
  if (taken(env).has(terrain)) return reject("move/color-taken", `${terrainWord(terrain)} is not available: it is the home terrain of a faction in the game or picked already`);
  return undefined;
}

export const PICK_COLOR: MoveFamily<"pick-color"> = {
  type: "pick-color",
  listed: STAGE.setupChoices | STAGE.variableChoice,
  list(l) {
    const { env, seat, p, faction } = l;
    if ((l.stage & STAGE.setupChoices) === 0 && p.pending.shapeshift === 0) return;
    for (const t of env.rules.terraformCycle) if (!checkPickColor(env, seat, t)) l.out.push({ type: "pick-color", faction, terrain: t });
  },
  check: (env, seat, move) => checkPickColor(env, seat, move.terrain),
  apply(env, seat, move) {
    const problem = checkPickColor(env, seat, move.terrain);
    if (problem) return problem;
    if (env.state.players[seat]!.pending.shapeshift > 0) {
      shapeshift(env, seat, move.terrain);
      return undefined;
    }
    env.state.players[seat]!.picked = move.terrain;
    env.state.setupQueue.shift();
    skipDocksAside(env);
    return undefined;
  },
  verbs: { "pick-color": "player" },
  parse(c) {
    const m = c.text.match(/^pick-colou?r (\w+)$/i);
    if (!m) return undefined;
    const terrain = terrainFromWord(m[1]!);
    if (!terrain || terrain === "ice" || terrain === "volcano") return { error: `Unknown colour '${m[1]}': pick one of the terraform cycle's` };
    return { type: "pick-color", faction: c.faction, terrain };
  },
  format: (move) => `pick-color ${terrainWord(move.terrain)}`,
  label: (_, move) => `Pick the colour ${TERRAIN_LABEL[move.terrain]}`,
};
