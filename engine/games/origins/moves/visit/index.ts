/**
 * Visiting a meeting place (digest §5.2): place an unused Freeman, the Archon or a held Orator; pay
 * Wisdom for each pip the worker's value is below the mothership's (the Archon never pays); the
 * mothership goes up by one (6 becomes 1); then one main action (`top` or `bottom`; a value-6
 * Freeman may do both) and, when the worker has the bonus tile's colour (the Archon: the colours of
 * its owner's Advisors; an Orator never), the bonus action before, after or between them (`bonus`;
 * Pisces: `bonus gold`). `done` ends the visit. Solo (§7.7): each visit also raises a neighbouring
 * meeting place that is not at 6 (`neighbour`), unless a Superiority token froze the motherships
 * for the turn (`freeze`, moves/superiority): then no mothership moves.
 */
import { refuse, type Env } from "../../rules/env";
import { holdsPower, runNext, stepsOf } from "../../rules/effects";
import { canPay, pay } from "../../rules/resources";
import type { Pending, WorkerRef } from "../../rules/state";
import { findFreeman, formatDie, freemenRefs, headFor, isError, keepLegal, mustStartAction, notExpected, parseDie, parseIndex, unused } from "../common";
import type { MoveFamily } from "../family";
import type { MoveOf, Worker } from "../types";

/** The value a worker visits with (undefined: the Archon, which ignores values). */
function workerValue(w: Worker): number | undefined {
  return w.kind === "freeman" ? w.die.value : w.kind === "orator" ? w.value : undefined;
}

/** The Wisdom a visit costs. */
export function visitCost(env: Env, place: number, w: Worker): number {
  const value = workerValue(w);
  const mothership = env.state.meetingPlaces[place]!.value;
  if (value === undefined || value >= mothership) return 0;
  return (mothership - value) * env.catalog.pack.rules.visits.wisdomPerMissingPip;
}

function workers(env: Env, seat: number): Worker[] {
  const p = env.state.players[seat]!;
  const out: Worker[] = freemenRefs(p, unused).map((die) => ({ kind: "freeman", die }));
  if (p.archon === undefined) out.push({ kind: "archon" });
  for (const v of [...new Set(p.orators)]) out.push({ kind: "orator", value: v });
  return out;
}

const formatWorker = (w: Worker): string => (w.kind === "freeman" ? formatDie(w.die) : w.kind === "archon" ? "archon" : `W${w.value}`);

function checkVisit(env: Env, seat: number, m: MoveOf<"visit">) {
  const cannot = mustStartAction(env, seat);
  if (cannot) return cannot;
  const p = env.state.players[seat]!;
  if (m.place < 0 || m.place >= env.state.meetingPlaces.length) return refuse("visit/no-such-place", `There is no meeting place ${m.place + 1}`);
  const w = m.worker;
  if (w.kind === "freeman" && (w.die.at !== undefined || findFreeman(p, w.die) < 0)) return refuse("visit/no-worker", `${p.id} has no unused Freeman ${formatDie(w.die)}`);
  if (w.kind === "archon" && p.archon !== undefined) return refuse("visit/no-worker", `${p.id}'s Archon is already on meeting place ${p.archon + 1}`);
  if (w.kind === "orator" && !p.orators.includes(w.value)) return refuse("visit/no-worker", `${p.id} holds no Orator of value ${w.value}`);
  const wisdom = visitCost(env, m.place, w);
  if (!canPay(p, { wisdom })) return refuse("visit/not-enough-wisdom", `Visiting meeting place ${m.place + 1} (at ${env.state.meetingPlaces[m.place]!.value}) with ${formatWorker(w)} costs ${wisdom} Wisdom (Gold may stand in); ${p.id} has ${p.wisdom} Wisdom and ${p.gold} Gold`);
  return undefined;
}

function workerRef(w: Worker): WorkerRef {
  return w.kind === "freeman" ? { kind: "freeman", colour: w.die.colour, value: w.die.value } : w.kind === "archon" ? { kind: "archon" } : { kind: "orator", value: w.value };
}

/** Whether a worker may do the bonus action of a place: its colour is the tile's (the Archon: an Advisor's colour). */
export function bonusAllowed(env: Env, seat: number, place: number, w: WorkerRef): boolean {
  const colour = env.catalog.pack.bonusTiles[env.state.meetingPlaces[place]!.bonusTile]?.colour;
  if (w.kind === "freeman") return w.colour === colour;
  if (w.kind === "archon") return env.state.players[seat]!.advisors.includes(colour ?? null);
  return false;
}

export const VISIT: MoveFamily<"visit"> = {
  type: "visit",
  verbs: ["visit"],
  list(env, seat) {
    if (mustStartAction(env, seat)) return [];
    const player = env.state.players[seat]!.id;
    const out: MoveOf<"visit">[] = [];
    for (let place = 0; place < env.state.meetingPlaces.length; place++) for (const worker of workers(env, seat)) out.push({ type: "visit", player, place, worker });
    return keepLegal(out, (m) => checkVisit(env, seat, m));
  },
  check: checkVisit,
  apply(env, seat, m) {
    const { state, catalog } = env;
    const p = state.players[seat]!;
    pay(p, { wisdom: visitCost(env, m.place, m.worker) });
    const w = m.worker;
    if (w.kind === "freeman") p.freemen[findFreeman(p, w.die)]!.at = m.place;
    else if (w.kind === "archon") p.archon = m.place;
    else {
      p.orators.splice(p.orators.indexOf(w.value), 1);
      state.usedOrators.push({ place: m.place, value: w.value, seat });
    }
    const rules = catalog.pack.rules.visits;
    const mp = state.meetingPlaces[m.place]!;
    if (!state.turn.frozen) mp.value = mp.value >= rules.maxValue ? 1 : mp.value + 1;
    state.turn.acted = true;
    const ref = workerRef(w);
    const items: Pending[] = [];
    if (state.solo && catalog.pack.solo.neighbourIncrease.enabled && !state.turn.frozen) {
      const options = [m.place - 1, m.place + 1].filter((i) => i >= 0 && i < state.meetingPlaces.length && state.meetingPlaces[i]!.value < rules.maxValue);
      items.push({ kind: "neighbour", options });
    }
    items.push({
      kind: "visit",
      place: m.place,
      worker: ref,
      mainsLeft: w.kind === "freeman" && w.die.value >= rules.bothActionsAtValue ? 2 : 1,
      mainsDone: [],
      bonus: bonusAllowed(env, seat, m.place, ref) ? "available" : "none",
    });
    runNext(env, items);
  },
  parse(words, player) {
    const place = parseIndex(words[0], "meeting place", 9);
    if (isError(place)) return place;
    const w = words[1];
    if (!w) return { error: "visit needs a worker: a Freeman (R4), archon, or an Orator (W3)" };
    if (w.toLowerCase() === "archon") return { type: "visit", player, place, worker: { kind: "archon" } };
    const orator = w.match(/^W([1-6])$/i);
    if (orator) return { type: "visit", player, place, worker: { kind: "orator", value: Number(orator[1]) } };
    const die = parseDie(w);
    return isError(die) ? die : { type: "visit", player, place, worker: { kind: "freeman", die } };
  },
  format: (m) => `visit ${m.place + 1} ${formatWorker(m.worker)}`,
};

function visitHead(env: Env, seat: number) {
  const head = headFor(env, seat);
  return head?.kind === "visit" ? head : undefined;
}

function checkMain(env: Env, seat: number, m: MoveOf<"main">) {
  const v = visitHead(env, seat);
  if (!v) return notExpected(env, seat, "main action");
  if (v.mainsLeft <= 0) return refuse("visit/no-main-left", "This visit's main action is done (only a value-6 Freeman does both)");
  if (v.mainsDone.includes(m.which)) return refuse("visit/main-done", `The ${m.which} action of this meeting place is done already`);
  const action = env.catalog.pack.mainActions[env.catalog.pack.meetingPlaces[v.place]![m.which]]!;
  const p = env.state.players[seat]!;
  if (!canPay(p, action.cost)) return refuse("visit/cannot-pay", `${action.name} costs ${JSON.stringify(action.cost)}; ${p.id} cannot pay it`);
  return undefined;
}

export const MAIN: MoveFamily<"main"> = {
  type: "main",
  verbs: ["main"],
  list(env, seat) {
    const player = env.state.players[seat]!.id;
    return keepLegal<MoveOf<"main">>(
      [
        { type: "main", player, which: "top" },
        { type: "main", player, which: "bottom" },
      ],
      (m) => checkMain(env, seat, m),
    );
  },
  check: checkMain,
  apply(env, seat, m) {
    const v = visitHead(env, seat)!;
    const action = env.catalog.pack.mainActions[env.catalog.pack.meetingPlaces[v.place]![m.which]]!;
    pay(env.state.players[seat]!, action.cost);
    v.mainsLeft--;
    v.mainsDone.push(m.which);
    runNext(env, stepsOf(action.effects, {}));
  },
  parse(words, player) {
    const w = words[0]?.toLowerCase();
    return w === "top" || w === "bottom" ? { type: "main", player, which: w } : { error: "main takes top or bottom" };
  },
  format: (m) => `main ${m.which}`,
};

function checkBonus(env: Env, seat: number, m: MoveOf<"bonus">) {
  const v = visitHead(env, seat);
  if (!v) return notExpected(env, seat, "bonus action");
  if (v.bonus === "none") return refuse("visit/no-bonus", "This worker does not have the bonus tile's colour");
  if (v.bonus === "done") return refuse("visit/bonus-done", "This visit's bonus action is done already");
  if (m.gold) return holdsPower(env, seat, "bonus-action-alternative") ? undefined : refuse("visit/no-alternative", "Only the holder of Pisces may take the alternative bonus action");
  const tile = env.catalog.pack.bonusTiles[env.state.meetingPlaces[v.place]!.bonusTile]!;
  if (!canPay(env.state.players[seat]!, tile.cost)) return refuse("visit/cannot-pay", `The ${tile.name} bonus action costs ${JSON.stringify(tile.cost)}, more than ${env.state.players[seat]!.id} has`);
  return undefined;
}

export const BONUS: MoveFamily<"bonus"> = {
  type: "bonus",
  verbs: ["bonus"],
  list(env, seat) {
    const player = env.state.players[seat]!.id;
    return keepLegal<MoveOf<"bonus">>(
      [
        { type: "bonus", player },
        { type: "bonus", player, gold: true },
      ],
      (m) => checkBonus(env, seat, m),
    );
  },
  check: checkBonus,
  apply(env, seat, m) {
    const v = visitHead(env, seat)!;
    v.bonus = "done";
    if (m.gold) {
      const alt = holdsPower(env, seat, "bonus-action-alternative")!;
      runNext(env, stepsOf([alt.instead], {}));
      return;
    }
    const tile = env.catalog.pack.bonusTiles[env.state.meetingPlaces[v.place]!.bonusTile]!;
    pay(env.state.players[seat]!, tile.cost);
    runNext(env, stepsOf(tile.effects, {}));
  },
  parse(words, player) {
    if (words.length === 0) return { type: "bonus", player };
    return words[0]?.toLowerCase() === "gold" ? { type: "bonus", player, gold: true } : { error: "bonus takes nothing, or gold (Pisces)" };
  },
  format: (m) => (m.gold ? "bonus gold" : "bonus"),
};

function checkNeighbour(env: Env, seat: number, m: MoveOf<"neighbour">) {
  const head = headFor(env, seat);
  if (head?.kind !== "neighbour") return notExpected(env, seat, "neighbouring meeting place");
  if (!head.options.includes(m.place)) return refuse("visit/not-a-neighbour", `Meeting place ${m.place + 1} is not a neighbour below 6 (choose ${head.options.map((i) => i + 1).join(" or ")})`);
  return undefined;
}

export const NEIGHBOUR: MoveFamily<"neighbour"> = {
  type: "neighbour",
  verbs: ["neighbour"],
  list(env, seat) {
    const head = headFor(env, seat);
    if (head?.kind !== "neighbour") return [];
    return head.options.map((place) => ({ type: "neighbour", player: env.state.players[seat]!.id, place }));
  },
  check: checkNeighbour,
  apply(env, _seat, m) {
    env.state.pending.shift();
    const mp = env.state.meetingPlaces[m.place]!;
    mp.value = Math.min(env.catalog.pack.rules.visits.maxValue, mp.value + 1);
  },
  parse(words, player) {
    const place = parseIndex(words[0], "meeting place", 9);
    return isError(place) ? place : { type: "neighbour", player, place };
  },
  format: (m) => `neighbour ${m.place + 1}`,
};
