/**
 * Follow-up handlers of action spaces, one per handler id of the content vocabulary: what the
 * action grants (spades, a bridge, a free structure, extra actions) and which steps it allows next.
 */
import type { ActionHandlerId, FollowUp } from "../../schema/effects";
import { gainSpades } from "../effects";
import type { Env } from "../env";
import type { SubAction } from "../state";

type FollowUpOf<K extends ActionHandlerId> = Extract<FollowUp, { handler: K }>;

export interface FollowUpHandler<F extends FollowUp> {
  /** Steps the action allows next. */
  steps(followUp: F): Partial<Record<SubAction, number>>;
  /** Grant what the action gives (after its cost is paid). */
  grant(env: Env, seat: number, followUp: F): void;
}

export const FOLLOW_UP_HANDLERS: { readonly [K in ActionHandlerId]: FollowUpHandler<FollowUpOf<K>> } = {
  transform: {
    steps: (f) => ({ dig: f.topUp === false ? 0 : 1, transform: f.splitSpades ? f.spades : 1, build: f.mayBuild ? 1 : 0 }),
    grant: (env, seat, f) => gainSpades(env, seat, f.spades),
  },
  bridge: {
    steps: () => ({ bridge: 1 }),
    grant: (env, seat) => void env.state.players[seat]!.pending.bridges++,
  },
  upgrade: {
    steps: () => ({ upgrade: 1 }),
    grant: (env, seat) => void env.state.players[seat]!.pending.freeTradingHouses++,
  },
  "build-dwelling": {
    steps: () => ({ build: 1 }),
    grant: (env, seat) => void env.state.players[seat]!.pending.freeDwellings++,
  },
  sandstorm: {
    steps: (f) => ({ dig: 1, transform: 1, build: f.mayBuild ? 1 : 0 }),
    grant: (env, seat) => void env.state.players[seat]!.pending.freeTransforms++,
  },
  "double-turn": {
    steps: () => ({}),
    grant: (env, seat) => void (env.state.players[seat]!.actionsLeft += 2),
  },
  shapeshift: {
    steps: () => ({}),
    grant: (env, seat) => void env.state.players[seat]!.pending.shapeshift++,
  },
};

export function followUpHandler(f: FollowUp): FollowUpHandler<FollowUp> {
  return FOLLOW_UP_HANDLERS[f.handler] as FollowUpHandler<FollowUp>;
}
