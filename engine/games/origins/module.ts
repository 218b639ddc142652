/**
 * Origins: First Builders as a game module of the studio (the contract of `engine/core/game.ts`),
 * registered in `engine/games/index.ts`.
 */
import { defineGame, type Bot } from "../../core/game";
import { compileCatalog, type Catalog } from "./catalog";
import { OriginsPackSchema, PACK_SECTIONS, type OriginsPack } from "./schema/pack";
import { ORIGINS } from "./schema/common";
import { originsPackJsonSchema } from "./schema/json-schema";
import { validateOriginsPack } from "./schema/validate";
import { applyMove, createGame, legalMoves, toMove } from "./rules/game";
import type { GameSetup } from "./rules/setup";
import type { GameState } from "./rules/state";
import type { Move } from "./moves/types";
import { gameFlow } from "./flow/machine";
import { formatLog, formatMove, parseMove, replay } from "./notation";
import { randomBotMove } from "./bots/random";
import { heuristicBotMove } from "./bots/heuristic";
import { originsLab } from "./lab";

export interface OriginsTypes {
  pack: OriginsPack;
  resolved: OriginsPack;
  catalog: Catalog;
  setup: GameSetup;
  state: GameState;
  move: Move;
}

const bots: Record<string, Bot<OriginsTypes>> = {
  random: {
    name: "Random",
    description: "Picks a kind of move at random (passing and skipping less likely), then one move of that kind.",
    choose: (catalog, state, player, rng) => randomBotMove(catalog, state, player, rng),
  },
  heuristic: {
    name: "Heuristic",
    description:
      "Tries each move (and its own follow-up choices in the same action) on a copy with dice it rolls itself, scores the position (VP, the final scoring so far, resources, city, Freemen, towers, military; less the best opponent's) and plays the best.",
    choose: (catalog, state, player, rng) => heuristicBotMove(catalog, state, player, rng),
  },
};

export const origins = defineGame<OriginsTypes>({
  id: ORIGINS,
  name: "Origins: First Builders",
  description: "Origins: First Builders: worker dice on five meeting places, a city of square tiles, districts, towers, temples and a military track (1–4 players, solo training mode).",
  pack: {
    schema: OriginsPackSchema,
    sections: PACK_SECTIONS,
    jsonSchema: originsPackJsonSchema,
    validate: (doc, options) => validateOriginsPack(doc, { resolveParent: options?.resolveParent }),
    compile: compileCatalog,
  },
  setup: {
    create: createGame,
    players: (state) => state.players.map((p) => p.id),
  },
  moves: { apply: applyMove, legal: legalMoves, toMove },
  flow: { machine: gameFlow, stateOf: (state) => state.flow },
  notation: {
    formatMove,
    formatLog: (setup, moves) => formatLog(setup, moves),
    replay,
    parseMove: (text, player) => {
      // `p1: visit 2 R4`, or the move alone for `player`.
      const line = text.trim();
      if (!line) return { ok: false, message: "Type a move, such as visit 2 R4" };
      const named = /^p\d+\s*:/i.test(line);
      if (!named && !player) return { ok: false, message: `Name the player whose move it is: "p1: ${line}"` };
      const read = parseMove(named ? line : `${player}: ${line}`);
      return "error" in read ? { ok: false, message: read.error } : { ok: true, move: read };
    },
  },
  bots,
  views: {
    scores: (state) => state.players.map((p) => ({ player: p.id, vp: p.vp })),
    finished: (state) => state.finished,
    round: (state) => state.round,
    summary: (state) => ({ round: state.round, final: state.final, winners: state.winners?.map((s) => state.players[s]!.id) }),
  },
  lab: originsLab,
});
