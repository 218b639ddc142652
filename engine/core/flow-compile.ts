/**
 * A game's flow machine compiled into a transition table, for the engine's hot path (every game
 * module's flow: Terra Mystica's, Origins'). `compileFlow` walks
 * the machine's definition (its state nodes, their `entry` / `exit` actions, `always` and `on`
 * transitions with their guards, targets and actions) and resolves every guard and action by name
 * against the implementations the machine was set up with. `step` runs it the way XState does for
 * this kind of machine (no parallel states, history, delays or invoked actors — `compileFlow`
 * refuses those): the event's transition is picked from the current state up through its
 * ancestors, the first whose guard holds; the states left run their exit actions, then the
 * transition's actions, then the states entered run their entry actions (down to the target's
 * initial leaf); then the guarded `always` transitions are taken while one holds.
 *
 * A recorder (`withFlowRecorder`) hears every state entered and transition taken: the flow
 * coverage. Off, it costs one test per step.
 */
import type { AnyStateMachine } from "xstate";

/** What a guard or an action implementation receives (XState passes more; the flow reads only these). */
export interface FlowArgs<C, E> {
  context: C;
  event: E;
}

type GuardFn<C, E> = (args: FlowArgs<C, E>, params: unknown) => boolean;
type ActionFn<C, E> = (args: FlowArgs<C, E>, params: unknown) => void;

export interface Implementations<C, E> {
  guards: Record<string, GuardFn<C, E>>;
  actions: Record<string, ActionFn<C, E>>;
}

interface Call<F> {
  name: string;
  fn: F;
  params: unknown;
}

/** A state of the compiled table. */
export interface CompiledState<C, E> {
  /** The XState id, e.g. `flow.round.actions.turn`. */
  id: string;
  /** The path below the root, e.g. `round.actions.turn` (what `GameState.flow` holds for a leaf). */
  path: string;
  key: string;
  parent?: CompiledState<C, E>;
  description?: string;
  /** The state's `meta` (e.g. its title for the diagram). */
  meta?: Record<string, unknown>;
  type: "atomic" | "compound" | "final";
  /** The initial child, for compound states. */
  initial?: CompiledState<C, E>;
  children: CompiledState<C, E>[];
  entry: Call<ActionFn<C, E>>[];
  exit: Call<ActionFn<C, E>>[];
  always: CompiledTransition<C, E>[];
  on: Record<string, CompiledTransition<C, E>[]>;
  /**
   * The transitions a step from this state tries, in the order it tries them: its own, then its
   * parent's, up to the root (`always` ones under "", the others by event).
   */
  tried: Map<string, CompiledTransition<C, E>[]>;
  /** The eventless (`always`) transitions a step tries from this state: `tried.get("")`, or none. */
  eventless: CompiledTransition<C, E>[];
}

/** A transition of the compiled table. */
export interface CompiledTransition<C, E> {
  /** A stable name: `flow.round.income -> flow.round.actions [always if free]`. */
  key: string;
  source: CompiledState<C, E>;
  target?: CompiledState<C, E>;
  /** The event's type, or `always` for an eventless transition. */
  event: string;
  guard?: Call<GuardFn<C, E>>;
  actions: Call<ActionFn<C, E>>[];
  description?: string;
  /** The state whose descendants are left and entered (XState's transition domain). */
  domain?: CompiledState<C, E>;
  /** The states entered, top down (from below the domain to the target's initial leaf). */
  enter: CompiledState<C, E>[];
}

export interface CompiledFlow<C, E> {
  root: CompiledState<C, E>;
  /** Every state, in document order (root first). */
  states: CompiledState<C, E>[];
  /** Every transition, in document order. */
  transitions: CompiledTransition<C, E>[];
  byPath: Map<string, CompiledState<C, E>>;
  /** The leaf the machine starts in, and the states entered to get there (root first). */
  start: CompiledState<C, E>[];
}

/** Hears what the compiled flow does: coverage. */
export interface FlowRecorder {
  /** An event arrives in state `from` (the context as it is before the step). */
  event?(type: string, from: string, context: unknown): void;
  transition(key: string): void;
  enter(id: string): void;
  /** The step came to rest in `at`. */
  rest?(at: string): void;
}

let recorder: FlowRecorder | undefined;

/** Run `fn` with a recorder listening to every compiled flow step (restored afterwards). */
export function withFlowRecorder<T>(rec: FlowRecorder, fn: () => T): T {
  const before = recorder;
  recorder = rec;
  try {
    return fn();
  } finally {
    recorder = before;
  }
}

/** Transitions taken by eventless steps in one `step` before it gives up (a cycle in the machine). */
const MAX_STEPS = 100;

type NodeLike = AnyStateMachine["root"];
type TransitionLike = NodeLike["always"] extends (infer T)[] | undefined ? T : never;

function nameOf(x: unknown): { name: string; params: unknown } {
  if (typeof x === "string") return { name: x, params: undefined };
  if (x && typeof x === "object" && "type" in x && typeof (x as { type: unknown }).type === "string")
    return { name: (x as { type: string }).type, params: (x as { params?: unknown }).params };
  throw new Error(`the flow compiler resolves guards and actions by name only (got ${typeof x})`);
}

const ancestors = <C, E>(s: CompiledState<C, E>): CompiledState<C, E>[] => {
  const out: CompiledState<C, E>[] = [];
  for (let p = s.parent; p; p = p.parent) out.push(p);
  return out;
};

const isDescendant = <C, E>(s: CompiledState<C, E>, of: CompiledState<C, E>): boolean => {
  for (let p = s.parent; p; p = p.parent) if (p === of) return true;
  return false;
};

/** Compile a machine's definition against the implementations it was set up with. */
export function compileFlow<C, E>(machine: AnyStateMachine, impl: Implementations<C, E>): CompiledFlow<C, E> {
  const states: CompiledState<C, E>[] = [];
  const byPath = new Map<string, CompiledState<C, E>>();
  const byId = new Map<string, CompiledState<C, E>>();
  const pending: [NodeLike, CompiledState<C, E>][] = [];

  const action = (x: unknown, where: string): Call<ActionFn<C, E>> => {
    const { name, params } = nameOf(x);
    const fn = impl.actions[name];
    if (!fn) throw new Error(`${where}: no action named ${name}`);
    return { name, fn, params };
  };
  const guard = (x: unknown, where: string): Call<GuardFn<C, E>> => {
    const { name, params } = nameOf(x);
    const fn = impl.guards[name];
    if (!fn) throw new Error(`${where}: no guard named ${name}`);
    return { name, fn, params };
  };

  const walkState = (node: NodeLike, parent?: CompiledState<C, E>): CompiledState<C, E> => {
    if (node.type === "parallel" || node.type === "history") throw new Error(`${node.id}: the flow compiler has no ${node.type} states`);
    if (node.invoke.length > 0 || node.after.length > 0) throw new Error(`${node.id}: the flow compiler has no invoked actors or delays`);
    const s: CompiledState<C, E> = {
      id: node.id,
      path: node.path.join("."),
      key: node.key,
      parent,
      description: node.description,
      meta: node.meta as Record<string, unknown> | undefined,
      type: node.type as CompiledState<C, E>["type"],
      children: [],
      entry: node.entry.map((a) => action(a, node.id)),
      exit: node.exit.map((a) => action(a, node.id)),
      always: [],
      on: {},
      tried: new Map(),
      eventless: [],
    };
    states.push(s);
    byPath.set(s.path, s);
    byId.set(s.id, s);
    pending.push([node, s]);
    s.children = Object.values(node.states).map((child) => walkState(child as NodeLike, s));
    return s;
  };
  const root = walkState(machine.root);

  const transitions: CompiledTransition<C, E>[] = [];
  const transition = (t: TransitionLike, source: CompiledState<C, E>, event: string): CompiledTransition<C, E> => {
    if ((t.target?.length ?? 0) > 1) throw new Error(`${source.id}: the flow compiler takes one target per transition`);
    if (t.reenter) throw new Error(`${source.id}: the flow compiler has no re-entering transitions`);
    const target = t.target?.[0] ? byId.get(t.target[0].id) : undefined;
    const g = t.guard === undefined ? undefined : guard(t.guard, source.id);
    const c: CompiledTransition<C, E> = {
      key: `${source.id} -> ${target ? target.id : "(stay)"} [${event}${g ? ` if ${g.name}` : ""}]`,
      source,
      target,
      event,
      guard: g,
      actions: t.actions.map((a) => action(a, source.id)),
      description: t.description,
      enter: [],
    };
    if (target) {
      // XState's transition domain: the source itself when the target is inside it, else the
      // nearest proper ancestor of the source that holds the target.
      const domain = target === source || isDescendant(target, source) ? source : ancestors(source).find((a) => isDescendant(target, a));
      c.domain = domain;
      const down: CompiledState<C, E>[] = [];
      for (let s: CompiledState<C, E> | undefined = target; s && s !== domain; s = s.parent) down.unshift(s);
      for (let s = target.initial; s; s = s.initial) down.push(s);
      c.enter = down;
    }
    transitions.push(c);
    return c;
  };

  for (const [node, s] of pending) {
    const initial = node.initial?.target?.[0];
    if (initial) s.initial = byId.get(initial.id);
    if (s.type === "compound" && !s.initial) throw new Error(`${s.id}: a compound state needs an initial state`);
  }
  for (const [node, s] of pending) {
    s.always = (node.always ?? []).map((t) => transition(t, s, "always"));
    for (const [event, list] of Object.entries(node.on as Record<string, TransitionLike[]>)) {
      if (event.includes("*")) throw new Error(`${s.id}: the flow compiler has no wildcard events`);
      s.on[event] = list.map((t) => transition(t, s, event));
    }
  }
  // What a step tries from each state: its transitions, then its ancestors' (`states` is in document order, parents first).
  for (const s of states) {
    const inherited = s.parent?.tried ?? new Map<string, CompiledTransition<C, E>[]>();
    const own = new Map<string, CompiledTransition<C, E>[]>([["", s.always], ...Object.entries(s.on)]);
    for (const event of new Set([...inherited.keys(), ...own.keys()])) s.tried.set(event, [...(own.get(event) ?? []), ...(inherited.get(event) ?? [])]);
    s.eventless = s.tried.get("") ?? [];
  }
  const start: CompiledState<C, E>[] = [root];
  for (let s = root.initial; s; s = s.initial) start.push(s);
  return { root, states, transitions, byPath, start };
}

/** Run the entry actions of `states` (top down), telling the recorder. */
function enterAll<C, E>(states: CompiledState<C, E>[], args: FlowArgs<C, E>): void {
  for (let i = 0; i < states.length; i++) {
    const s = states[i]!;
    recorder?.enter(s.id);
    for (let j = 0; j < s.entry.length; j++) {
      const a = s.entry[j]!;
      a.fn(args, a.params);
    }
  }
}

/** Take a transition from the leaf `leaf`: exits, the transition's actions, entries. Returns the new leaf. */
function take<C, E>(t: CompiledTransition<C, E>, leaf: CompiledState<C, E>, args: FlowArgs<C, E>): CompiledState<C, E> {
  recorder?.transition(t.key);
  if (t.target)
    for (let s: CompiledState<C, E> | undefined = leaf; s && s !== t.domain; s = s.parent)
      for (let i = 0; i < s.exit.length; i++) {
        const a = s.exit[i]!;
        a.fn(args, a.params);
      }
  for (let i = 0; i < t.actions.length; i++) {
    const a = t.actions[i]!;
    a.fn(args, a.params);
  }
  if (!t.target) return leaf;
  enterAll(t.enter, args);
  return t.enter.length > 0 ? t.enter[t.enter.length - 1]! : t.target;
}

/** The first transition from `leaf` (or its ancestors) for the event ("" for an eventless step) whose guard holds. */
function select<C, E>(leaf: CompiledState<C, E>, event: string, args: FlowArgs<C, E>): CompiledTransition<C, E> | undefined {
  const list = event === "" ? leaf.eventless : leaf.tried.get(event);
  if (!list) return undefined;
  return firstEnabled(list, args);
}

/** The first of `list` whose guard holds. */
function firstEnabled<C, E>(list: CompiledTransition<C, E>[], args: FlowArgs<C, E>): CompiledTransition<C, E> | undefined {
  for (let i = 0; i < list.length; i++) {
    const t = list[i]!;
    if (!t.guard || t.guard.fn(args, t.guard.params)) return t;
  }
  return undefined;
}

/**
 * One macrostep: the event's transition (if one is enabled), then the `always` transitions while
 * one holds. Returns the leaf the flow rests in.
 */
export function stepCompiled<C, E extends { type: string }>(flow: CompiledFlow<C, E>, leaf: CompiledState<C, E>, context: C, event: E): CompiledState<C, E> {
  const args: FlowArgs<C, E> = { context, event };
  recorder?.event?.(event.type, leaf.id, context);
  let at = leaf;
  const t = select(at, event.type, args);
  if (t) at = take(t, at, args);
  for (let n = 0; at.type !== "final"; n++) {
    if (n >= MAX_STEPS) throw new Error(`the flow did not come to rest after ${MAX_STEPS} steps (at ${at.id})`);
    const next = firstEnabled(at.eventless, args);
    if (!next) break;
    at = take(next, at, args);
  }
  recorder?.rest?.(at.id);
  return at;
}

/** Enter the machine's initial state (its entry actions run), then take `always` transitions while one holds. */
export function startCompiled<C, E extends { type: string }>(flow: CompiledFlow<C, E>, context: C, event: E): CompiledState<C, E> {
  const args: FlowArgs<C, E> = { context, event };
  enterAll(flow.start, args);
  let at = flow.start[flow.start.length - 1]!;
  for (let n = 0; at.type !== "final"; n++) {
    if (n >= MAX_STEPS) throw new Error(`the flow did not come to rest after ${MAX_STEPS} steps (at ${at.id})`);
    const next = select(at, "", args);
    if (!next) break;
    at = take(next, at, args);
  }
  return at;
}
