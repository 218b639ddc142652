/**
 * `unlock-terrain`: what a Riverwalkers' priest becomes (Fire & Ice). Each priest they would gain is
 * a choice: `unlock-terrain <colour>` unlocks a colour to build on without terraforming (paid as the
 * faction's `terrain-unlocks` ability says, more for the home terrain of another faction) and raises
 * their priest limit by one; `unlock-terrain gain-priest` takes the priest, up to the limit.
 */
import type { Terrain } from "../../schema/common";
import { factionOf, type Env } from "../../rules/env";
import { isOpponentHome } from "../../rules/terraform";
import { pay, type Cost } from "../../rules/resources";
import { reject, type Rejection } from "../../rules/result";
import { terrainFromWord, terrainWord } from "../../notation/words";
import { mustAfford } from "../common";
import { STAGE, type MoveFamily } from "../family";
import { TERRAIN_LABEL } from "../words";

export interface UnlockMove {
  type: "unlock";
  faction: string;
  /** The colour unlocked, or "priest" for the priest itself. */
  terrain: Terrain | "priest";
}

/** What unlocking `terrain` costs the player: more on the home terrain of another faction in the game. */
export function unlockCost(env: Env, seat: number, terrain: Terrain): Cost {
  const u = factionOf(env, seat).traits.unlocks!;
  return isOpponentHome(env, seat, terrain) ? u.costOnOpponentHome : u.cost;
}

function checkUnlock(env: Env, seat: number, terrain: Terrain | "priest"): Rejection | undefined {
  const p = env.state.players[seat]!;
  if (p.pending.unlocks < 1) return reject("move/not-owed", `${p.faction} have no priest to turn into an unlock now`);
  if (terrain === "priest") return undefined;
  if (!env.rules.terraformCycle.includes(terrain)) return reject("move/unknown-terrain", `${terrain} is not a colour of the terraform cycle`);
  if (terrain === p.picked || p.unlocked.includes(terrain)) return reject("move/already-unlocked", `${p.faction} can build on ${terrainWord(terrain)} already`);
  return mustAfford(env, seat, unlockCost(env, seat, terrain), `Unlocking ${terrainWord(terrain)}`);
}

export const UNLOCK: MoveFamily<"unlock"> = {
  type: "unlock",
  listed: STAGE.variableChoice,
  /** Each colour not unlocked yet that the player can pay for, and the priest. */
  list(l) {
    const { env, seat, p, faction } = l;
    if (p.pending.unlocks < 1) return;
    for (const t of env.rules.terraformCycle) if (!checkUnlock(env, seat, t)) l.out.push({ type: "unlock", faction, terrain: t });
    l.out.push({ type: "unlock", faction, terrain: "priest" });
  },
  check: (env, seat, move) => checkUnlock(env, seat, move.terrain),
  apply(env, seat, move) {
    const problem = checkUnlock(env, seat, move.terrain);
    if (problem) return problem;
    const p = env.state.players[seat]!;
    p.pending.unlocks--;
    if (move.terrain === "priest") p.priests = Math.min(p.priests + 1, p.priestCap);
    else {
      pay(p, unlockCost(env, seat, move.terrain));
      p.unlocked.push(move.terrain);
      p.priestCap++;
    }
    return undefined;
  },
  verbs: { "unlock-terrain": "player" },
  parse(c) {
    const m = c.text.match(/^unlock-terrain (\S+)$/i);
    if (!m) return undefined;
    if (/^gain-priest$/i.test(m[1]!)) return { type: "unlock", faction: c.faction, terrain: "priest" };
    const terrain = terrainFromWord(m[1]!);
    if (!terrain || terrain === "ice" || terrain === "volcano") return { error: `Unknown colour '${m[1]}': unlock one of the terraform cycle's, or gain-priest` };
    return { type: "unlock", faction: c.faction, terrain };
  },
  format: (move) => `unlock-terrain ${move.terrain === "priest" ? "gain-priest" : terrainWord(move.terrain)}`,
  label: (_, move) => (move.terrain === "priest" ? "Take the priest" : `Unlock ${TERRAIN_LABEL[move.terrain]}`),
};
