/**
 * What the engine's income phase pays each seat from a position, measured by running that phase
 * (`payIncome`, as the flow does at the end of a round) on a copy of the state. The copy has room
 * for everything — no limit on priests and every power token in bowl I — so the figures are the
 * income itself, not what a full supply or full bowls let the player keep. For tests that compare
 * a displayed income with the real one.
 */
import type { Catalog } from "../catalog";
import { envOf } from "../rules/env";
import type { Income } from "../rules/income";
import { payIncome } from "../rules/phase";
import type { GameState } from "../rules/state";

const ROOM = 1_000_000;

export function paidIncome(catalog: Catalog, state: GameState): Income[] {
  const copy = structuredClone(state);
  for (const p of copy.players) {
    p.priestCap = ROOM;
    p.power = [ROOM, 0, 0];
  }
  const before = structuredClone(copy.players);
  payIncome(envOf(catalog, copy));
  return copy.players.map((p, seat) => {
    const b = before[seat]!;
    return { coins: p.coins - b.coins, workers: p.workers - b.workers, priests: p.priests - b.priests, power: p.power[1] - b.power[1], vp: p.vp - b.vp };
  });
}
