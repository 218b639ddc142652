/**
 * `gain P3 for VP` / `-GAIN_P3_FOR_VP`: the Shapeshifters' answer when an opponent took power from
 * their building (Fire & Ice, `leech-token` ability with a choice): a new power token in bowl III for
 * its price (1 VP), or nothing.
 */
import { factionOf, type Env } from "../../rules/env";
import { pay } from "../../rules/resources";
import { reject, type Rejection } from "../../rules/result";
import { mustAfford } from "../common";
import { STAGE, type MoveFamily } from "../family";

export interface TokenMove {
  type: "token";
  faction: string;
  take: boolean;
}

function checkToken(env: Env, seat: number, take: boolean): Rejection | undefined {
  const p = env.state.players[seat]!;
  if (p.pending.leechTokens < 1) return reject("move/not-owed", `${p.faction} have no power token offered now`);
  return take ? mustAfford(env, seat, factionOf(env, seat).traits.leechToken!.cost, "A new power token") : undefined;
}

export const TOKEN: MoveFamily<"token"> = {
  type: "token",
  listed: STAGE.variableChoice,
  list(l) {
    const { env, seat, p, faction } = l;
    if (p.pending.leechTokens < 1) return;
    if (!checkToken(env, seat, true)) l.out.push({ type: "token", faction, take: true });
    l.out.push({ type: "token", faction, take: false });
  },
  check: (env, seat, move) => checkToken(env, seat, move.take),
  apply(env, seat, move) {
    const problem = checkToken(env, seat, move.take);
    if (problem) return problem;
    const p = env.state.players[seat]!;
    p.pending.leechTokens--;
    if (move.take) {
      pay(p, factionOf(env, seat).traits.leechToken!.cost, "conversions");
      p.power[2]++;
    }
    return undefined;
  },
  verbs: { gain: "player", "-": "player" },
  parse(c) {
    if (c.gain) return c.gain.sign < 0 && c.gain.word === "GAIN_P3_FOR_VP" ? { type: "token", faction: c.faction, take: false } : undefined;
    return /^gain p3 for vp$/i.test(c.text) ? { type: "token", faction: c.faction, take: true } : undefined;
  },
  format: (move) => (move.take ? "gain P3 for VP" : "-GAIN_P3_FOR_VP"),
  label: (catalog, move) => (move.take ? "Take a new power token (bowl III) for 1 VP" : "No new power token"),
};
