/** Setting a mothership (Fountain of wisdom: any meeting place to 1): `mothership 3`. */
import { refuse } from "../../rules/env";
import { headStep, isError, notExpected, parseIndex } from "../common";
import type { MoveFamily } from "../family";

export const MOTHERSHIP: MoveFamily<"mothership"> = {
  type: "mothership",
  verbs: ["mothership"],
  list(env, seat) {
    if (!headStep(env, seat, "set-mothership")) return [];
    return env.state.meetingPlaces.map((_, place) => ({ type: "mothership", player: env.state.players[seat]!.id, place }));
  },
  check(env, seat, m) {
    if (!headStep(env, seat, "set-mothership")) return notExpected(env, seat, "mothership to set");
    return m.place >= 0 && m.place < env.state.meetingPlaces.length ? undefined : refuse("visit/no-such-place", `There is no meeting place ${m.place + 1}`);
  },
  apply(env, seat, m) {
    const h = headStep(env, seat, "set-mothership")!;
    env.state.pending.shift();
    env.state.meetingPlaces[m.place]!.value = h.step.value;
  },
  parse(words, player) {
    const place = parseIndex(words[0], "meeting place", 9);
    return isError(place) ? place : { type: "mothership", player, place };
  },
  format: (m) => `mothership ${m.place + 1}`,
};
