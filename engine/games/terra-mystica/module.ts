/**
 * Terra Mystica (the base game, the promo tiles and league options; Fire & Ice and Merchants of the
 * Seas come as content and rules of this same module) as a game module of the studio.
 */
import { defineGame, strengthOf, type Bot } from "../../core/game";
import { compileCatalog, type Catalog } from "./catalog";
import { ContentPackSchema, PACK_SECTIONS, TERRA_MYSTICA, type ContentPack } from "./schema/pack";
import { contentPackJsonSchema } from "./schema/json-schema";
import { validatePack, type ResolvedPack } from "./schema/validate";
import { apply } from "./rules/apply";
import { legalMoves } from "./rules/legal";
import type { Move } from "./rules/moves";
import { createGame, type GameSetup } from "./rules/setup";
import type { GameState } from "./rules/state";
import { summarize } from "./rules/summary";
import { gameFlow } from "./flow/machine";
import { formatLog, formatMove } from "./notation/format";
import { replay } from "./notation/replay";
import { parseCommand } from "./notation/parse";
import { chooseMove } from "./bots/random";
import { chooseHeuristicMove } from "./bots/heuristic";
import { seatsToMove } from "./bots/selfplay";
import { chooseStrongMove, DEFAULT_STRONG_LEVEL, STRONG_LEVELS, type StrongLevel, type StrongSettings } from "./bots/strong";
import { terraMysticaLab } from "./lab";

export interface TerraMysticaTypes {
  pack: ContentPack;
  resolved: ResolvedPack;
  catalog: Catalog;
  setup: GameSetup;
  state: GameState;
  move: Move;
}

const strong: Bot<TerraMysticaTypes> = {
  name: "Strong",
  description: "Plays out the heuristic bot's best few moves with heuristic bots at every seat and keeps the one that leaves it furthest ahead.",
  strength: {
    levels: Object.keys(STRONG_LEVELS).length,
    default: DEFAULT_STRONG_LEVEL,
    describe: (level) => {
      const s: StrongSettings = STRONG_LEVELS[level as StrongLevel];
      const end = s.toEnd === undefined ? "" : `; to the game's end with ${s.toEnd} round${s.toEnd === 1 ? "" : "s"} or fewer to come`;
      return `${s.candidates} candidates, play-outs of ${s.horizon} moves (or to the round's end${end})${s.projected ? ", final area majority projected" : ""}`;
    },
  },
  choose: (catalog, state, player, rng, settings) => {
    const move = chooseStrongMove(catalog, state, player, STRONG_LEVELS[strengthOf(strong, settings?.strength) as StrongLevel]);
    return move ? { move, rng } : undefined;
  },
};
const bots: Record<string, Bot<TerraMysticaTypes>> = {
  random: {
    name: "Random",
    description: "Picks a kind of move at random (building likely, passing unlikely), then one move of that kind.",
    choose: (catalog, state, player, rng) => {
      // The position too, for the moves it prefers by what they do there (ships nearing a trade).
      const choice = chooseMove(legalMoves(catalog, state, player), rng, undefined, undefined, { catalog, state });
      return choice.move ? { move: choice.move, rng: choice.rng } : undefined;
    },
  },
  heuristic: {
    name: "Heuristic",
    description: "Scores the position after each move (VP, income, buildings, cults, towns) and plays the best one.",
    choose: (catalog, state, player, rng) => {
      const move = chooseHeuristicMove(catalog, state, player);
      return move ? { move, rng } : undefined;
    },
  },
  strong,
};


export const terraMystica = defineGame<TerraMysticaTypes>({
  id: TERRA_MYSTICA,
  name: "Terra Mystica",
  description: "Terra Mystica: the base game, the promo tiles and league options of terra.snellman.net.",
  pack: {
    schema: ContentPackSchema,
    sections: PACK_SECTIONS,
    jsonSchema: contentPackJsonSchema,
    validate: (doc, options) => validatePack(doc, options),
    compile: compileCatalog,
  },
  setup: {
    create: createGame,
    players: (state) => state.players.map((p) => p.faction),
  },
  moves: {
    apply,
    legal: legalMoves,
    toMove: (state) => seatsToMove(state).map((seat) => state.players[seat]!.faction),
  },
  flow: {
    machine: gameFlow,
    stateOf: (state) => state.flow,
  },
  notation: {
    formatMove,
    formatLog,
    replay,
    parseMove: (text, player) => {
      // `faction: command`, or the command alone for `player` (a bridge's `A3:C1` is no prefix).
      const named = /^\s*([a-z][a-z0-9-]*)\s*:(?!\S*\d)(.*)$/is.exec(text);
      const prefix = named ? named[1]!.toLowerCase() : (player ?? "");
      const command = (named ? named[2]! : text).trim();
      if (!command) return { ok: false, message: "Type a command, such as build E7" };
      if (!prefix) return { ok: false, message: `Name the faction whose move it is: "faction: ${command}"` };
      const parsed = parseCommand(prefix, command);
      if ("error" in parsed) return { ok: false, message: parsed.error };
      if (parsed.kind !== "move") return { ok: false, message: `"${command}" is a setup line of a log, not a move: only moves can be played here` };
      return { ok: true, move: parsed.move };
    },
  },
  bots,
  views: {
    scores: (state) => state.players.map((p) => ({ player: p.faction, vp: p.vp })),
    finished: (state) => state.finished,
    round: (state) => state.round,
    summary: summarize,
  },
  lab: terraMysticaLab,
});
