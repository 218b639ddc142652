/**
 * Completing a district (digest §5.4, §4.3, §7.6): `district R4 at 0,0` puts an unused Freeman's die
 * on the empty seat of power of the 2×2 block whose top-left cell is 0,0 (its four tiles built; the
 * base is freed). If the block matches district cards in play (rotated or mirrored; a coloured
 * square needs a building of that colour, `*` any tile), the player chooses one (`card district-5`):
 * its higher VP the first time this player scores it, its lower VP later, and all Gold on it. Then
 * each building of the die's colour in the block, and the Agora, may be activated in any order
 * (`activate 0,1`, `done`); then Leo, Scorpio, Libra.
 */
import { refuse, type Env } from "../../rules/env";
import { runNext, triggered } from "../../rules/effects";
import { activatedCells, emptySeats, matchingCards } from "../../rules/city";
import type { Pending } from "../../rules/state";
import { findFreeman, formatDie, freemenRefs, headFor, isError, keepLegal, mustStartAction, notExpected, parseCell, parseDie, unused } from "../common";
import type { MoveFamily } from "../family";
import type { MoveOf } from "../types";

function checkDistrict(env: Env, seat: number, m: MoveOf<"district">) {
  const cannot = mustStartAction(env, seat);
  if (cannot) return cannot;
  const p = env.state.players[seat]!;
  if (m.die.at !== undefined || findFreeman(p, m.die) < 0) return refuse("district/no-freeman", `${p.id} has no unused Freeman ${formatDie(m.die)}`);
  if (p.seats[m.seat]) return refuse("district/seat-taken", `The seat of the district at ${m.seat} holds a die already`);
  if (!emptySeats(p).includes(m.seat)) return refuse("district/incomplete", `The 2×2 block at ${m.seat} is not built (all four tiles are needed)`);
  return undefined;
}

export const DISTRICT: MoveFamily<"district"> = {
  type: "district",
  verbs: ["district"],
  list(env, seat) {
    if (mustStartAction(env, seat)) return [];
    const p = env.state.players[seat]!;
    const out: MoveOf<"district">[] = [];
    for (const s of emptySeats(p)) for (const die of freemenRefs(p, unused)) out.push({ type: "district", player: p.id, die, seat: s });
    return keepLegal(out, (m) => checkDistrict(env, seat, m));
  },
  check: checkDistrict,
  apply(env, seat, m) {
    const { state, catalog } = env;
    const p = state.players[seat]!;
    const [die] = p.freemen.splice(findFreeman(p, m.die), 1);
    p.seats[m.seat] = { colour: die!.colour, value: die!.value };
    state.turn.acted = true;
    const items: Pending[] = [];
    const cards = matchingCards(catalog, p, m.seat, state.districtCards.map((d) => d.id));
    if (cards.length > 0) items.push({ kind: "district-card", cards });
    items.push({ kind: "activations", cells: activatedCells(catalog, p, m.seat, die!.colour), seat: m.seat });
    items.push(...triggered(env, seat, "complete-district", { seat: m.seat }));
    runNext(env, items);
  },
  parse(words, player) {
    const die = parseDie(words[0]);
    if (isError(die)) return die;
    if (words[1]?.toLowerCase() !== "at") return { error: "district needs 'at <row,column>' (the block's top-left cell)" };
    const seat = parseCell(words[2]);
    return isError(seat) ? seat : { type: "district", player, die, seat };
  },
  format: (m) => `district ${formatDie(m.die)} at ${m.seat}`,
};

function cardHead(env: Env, seat: number) {
  const h = headFor(env, seat);
  return h?.kind === "district-card" ? h : undefined;
}

export const CARD: MoveFamily<"card"> = {
  type: "card",
  verbs: ["card"],
  list(env, seat) {
    return cardHead(env, seat)?.cards.map((card) => ({ type: "card", player: env.state.players[seat]!.id, card })) ?? [];
  },
  check(env, seat, m) {
    const h = cardHead(env, seat);
    if (!h) return notExpected(env, seat, "district card");
    return h.cards.includes(m.card) ? undefined : refuse("district/no-match", `The district does not match ${m.card} (it matches ${h.cards.join(", ")})`);
  },
  apply(env, seat, m) {
    env.state.pending.shift();
    const p = env.state.players[seat]!;
    const card = env.catalog.pack.districtCards[m.card]!;
    p.vp += p.scoredCards[m.card] ? card.vp.later : card.vp.first;
    p.scoredCards[m.card] = (p.scoredCards[m.card] ?? 0) + 1;
    const inPlay = env.state.districtCards.find((d) => d.id === m.card)!;
    p.gold += inPlay.gold;
    inPlay.gold = 0;
  },
  parse(words, player) {
    return words[0] ? { type: "card", player, card: words[0] } : { error: "card takes a district card's id" };
  },
  format: (m) => `card ${m.card}`,
};
