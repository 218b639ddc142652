/**
 * `favor`: taking a favor tile the player is owed (for a temple or a sanctuary, or an action). A
 * tile whose gain is a choice (Merchants of the Seas' FAV13) names the option after a colon:
 * `+FAV13: shipping`, `+FAV13: cult` (then the step, `+FIRE`), `+FAV13: priest to water` (a priest
 * from the supply onto the track's first free order space).
 */
import type { Cult } from "../../schema/common";
import { CULTS } from "../../schema/common";
import type { EffectOption } from "../../schema/effects";
import { applyEffect, favorLimitBars, favorTilesLeftFor } from "../../rules/effects";
import type { Env } from "../../rules/env";
import { onTileTaken } from "../../rules/passives";
import { reject, type Rejection } from "../../rules/result";
import { optionWord } from "../../rules/trade";
import { cultFromWord, upperWord } from "../../notation/words";
import { isRejection } from "../common";
import { firstFreeOrderSpace, placePriest } from "../send";
import { STAGE, type MoveFamily } from "../family";
import { CULT_NAMES, amountsText, tileName } from "../words";

export interface FavorMove {
  type: "favor";
  faction: string;
  tile: string;
  /** The option of the tile's choice, as its word (`shipping`, `priest`, `cult`); absent when the tile has none. */
  choice?: string;
  /** The cult track of the option's priest (`priest to water`). */
  cult?: Cult;
}

export function checkFavor(env: Env, seat: number, id: string): Rejection | undefined {
  const state = env.state;
  const p = state.players[seat]!;
  // A starting favor tile (Ice Maidens) is taken at its own setup step.
  if (state.phase === "setup-choices") {
    const head = state.setupQueue[0];
    if (!head || head.step !== "favor" || head.seat !== seat) return reject("move/not-your-turn", `${p.faction} may not take a favor tile now`);
  }
  if (!env.catalog.favorTiles[id]) return reject("move/unknown-tile", `There is no favor tile ${id}`);
  if (p.pending.favors < 1) return reject("move/not-owed", `${p.faction} may not take a favor tile now`);
  if (p.favors.includes(id)) return reject("move/duplicate-tile", `${p.faction} already have ${id}`);
  if (!state.pool.favor[id]) return reject("move/tile-taken", `No ${id} left`);
  const barred = favorLimitBars(env, seat, id);
  if (barred) {
    const { cultSteps, perCult } = env.catalog.merchants!.favorLimit;
    return reject("move/favor-limit", `${p.faction} may own only ${perCult} favor tile${perCult === 1 ? "" : "s"} giving ${cultSteps} step on ${CULT_NAMES[barred]} (merchants.favorLimit): not ${id}`);
  }
  return undefined;
}

/** Priests the player has not gained yet (their supply): those neither in hand nor on an order space. */
function priestSupply(env: Env, seat: number): number {
  const p = env.state.players[seat]!;
  return p.priestCap - p.priests;
}

/** The option of the tile's choice the move names (undefined: the tile has none), or why it is refused. */
function checkChoice(env: Env, seat: number, id: string, move: FavorMove): EffectOption | undefined | Rejection {
  const options = env.catalog.favorTiles[id]!.gain?.choice ?? [];
  const written = `+${id}${move.choice === undefined ? "" : `: ${move.choice}`}${move.cult ? ` to ${move.cult}` : ""}`;
  if (options.length === 0) return move.choice === undefined && !move.cult ? undefined : reject("move/no-choice", `${id} offers no choice (“${written}”)`);
  const words = options.map(optionWord);
  const at = move.choice === undefined ? -1 : words.indexOf(move.choice.toLowerCase());
  const option = options[at];
  if (!option || (option.priestToCult && !move.cult))
    return reject("move/choose", `${id} needs one of: ${words.map((w, i) => `\`+${id}: ${w}${options[i]!.priestToCult ? " to water" : ""}\``).join(", ")} (not “${written}”)`);
  if (!option.priestToCult && move.cult) return reject("move/no-choice", `The option ${words[at]} of ${id} takes no cult track (“${written}”)`);
  if (option.priestToCult && priestSupply(env, seat) < option.priestToCult)
    return reject("move/no-priest", `${env.state.players[seat]!.faction} have no priest left in their supply for ${id}'s option (all are gained)`);
  return option;
}

export const FAVOR: MoveFamily<"favor"> = {
  type: "favor",
  listed: STAGE.aside | STAGE.turn | STAGE.setupChoices,
  list(l) {
    const { env, seat, p, faction } = l;
    if (p.pending.favors === 0) return;
    for (const id of Object.keys(env.state.pool.favor)) {
      if (checkFavor(env, seat, id)) continue;
      const options = env.catalog.favorTiles[id]!.gain?.choice ?? [];
      if (options.length === 0) l.out.push({ type: "favor", faction, tile: id });
      options.forEach((o, i) => {
        const choice = optionWord(o, i);
        if (!o.priestToCult) l.out.push({ type: "favor", faction, tile: id, choice });
        else if (priestSupply(env, seat) >= o.priestToCult) for (const cult of CULTS) l.out.push({ type: "favor", faction, tile: id, choice, cult });
      });
    }
  },
  check(env, seat, move) {
    const id = upperWord(move.tile);
    const problem = checkFavor(env, seat, id);
    if (problem) return problem;
    const option = checkChoice(env, seat, id, move);
    return isRejection(option) ? option : undefined;
  },
  apply(env, seat, move) {
    const state = env.state;
    const p = state.players[seat]!;
    const id = upperWord(move.tile);
    const problem = checkFavor(env, seat, id);
    if (problem) return problem;
    const option = checkChoice(env, seat, id, move);
    if (isRejection(option)) return option;
    const tile = env.catalog.favorTiles[id]!;
    state.pool.favor[id]!--;
    p.favors.push(id);
    p.pending.favors = Math.min(p.pending.favors - 1, favorTilesLeftFor(env, seat));
    const head = state.setupQueue[0];
    if (state.phase === "setup-choices" && head?.step === "favor" && head.seat === seat && p.pending.favors === 0) state.setupQueue.shift();
    applyEffect(env, seat, tile.gain, "buildings");
    if (option) {
      applyEffect(env, seat, option, "buildings");
      // Priests not yet gained go on the track's first free order space (none free: its return steps, and the priest stays in the supply).
      for (let i = 0; i < (option.priestToCult ?? 0); i++) placePriest(env, seat, move.cult!, firstFreeOrderSpace(env, move.cult!));
    }
    onTileTaken(env, seat, tile);
    return undefined;
  },
  verbs: { "+": "player" },
  parse(c) {
    const g = c.gain!;
    if (g.sign < 0 || !/^FAV\d+$/.test(g.word)) return undefined;
    if (g.count !== 1) return { error: `A favor tile is taken once ('${c.text}')` };
    if (g.option === undefined) return { type: "favor", faction: c.faction, tile: g.word };
    const m = g.option.trim().match(/^([\w-]+)(?: to (\w+))?$/i);
    if (!m) return { error: `'${c.text}': write the option of a favor tile's choice after a colon (\`+FAV13: shipping\`, \`+FAV13: priest to water\`)` };
    const cult = m[2] === undefined ? undefined : cultFromWord(m[2]);
    if (m[2] !== undefined && !cult) return { error: `Unknown cult track '${m[2]}' in '${c.text}'` };
    return { type: "favor", faction: c.faction, tile: g.word, choice: m[1]!.toLowerCase(), ...(cult ? { cult } : {}) };
  },
  format: (move) => `+${move.tile}${move.choice === undefined ? "" : `: ${move.choice}`}${move.cult ? ` to ${move.cult}` : ""}`,
  // With a choice, the tile's id and the option (the tile's name lists every option).
  label: (catalog, move) => (move.choice === undefined ? `Take favor tile ${tileName(catalog, move.tile)}` : `Take favor tile ${move.tile}: ${choiceLabel(catalog, move)}`),
};

/** A favor tile's option in words: "1 shipping (or range) and 1 worker", "a priest from the supply on Water and 4 coins". */
function choiceLabel(catalog: Parameters<MoveFamily["label"]>[0], move: FavorMove): string {
  const option = (catalog.favorTiles[move.tile.toUpperCase()]?.gain?.choice ?? []).find((o, i) => optionWord(o, i) === move.choice);
  if (!option) return move.choice!;
  const gain = option.gain ? amountsText(option.gain) : "";
  const what = option.priestToCult
    ? `a priest from the supply on ${move.cult ? CULT_NAMES[move.cult] : "a cult track"}`
    : option.shipping
      ? `${option.shipping} shipping (or range)`
      : option.cultChoice
        ? `${option.cultChoice} step on a cult track of your choice`
        : move.choice!;
  return `${what}${gain ? ` and ${gain}` : ""}`;
}
