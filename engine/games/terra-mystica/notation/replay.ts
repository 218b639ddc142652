/**
 * Replaying a terra.snellman.net log: the setup lines (options, map, final-scoring tiles, scoring
 * tiles, removed bonus cards, factions) create the game, then every command is applied in order.
 * The first unparsable or illegal command stops the replay with its line number.
 */
import type { Catalog } from "../catalog";
import { applyInPlace, applyOrDiscard, settle } from "../rules/apply";
import type { Move } from "../rules/moves";
import { snellmanMapId } from "../map/snellman";
import { isEngineOption, STARTING_VP_VARIANT } from "../rules/options";
import { createGame, type GameSetup } from "../rules/setup";
import type { GameState } from "../rules/state";
import { parseLog, type LogEntry } from "./parse";

export interface ReplayError {
  ok: false;
  /** 1-based line of the log (0 when the problem is the log as a whole). */
  line: number;
  text: string;
  code: string;
  message: string;
  /** The game as it was before the failing command, when it had started. */
  state?: GameState;
}

export type ReplayResult = { ok: true; state: GameState; setup: GameSetup; moves: { line: number; move: Move }[] } | ReplayError;

/** A setup line refused (a function of its own: a closure made for every setup line costs more). */
function fail(e: LogEntry, code: string, message: string): ReplayError {
  return { ok: false, line: e.line, text: e.text, code, message };
}

/** The game setup written in a log's setup lines. */
export function setupFromEntries(entries: LogEntry[], catalog: Catalog): { setup: GameSetup; firstMove: number } | ReplayError {
  // A log's final-scoring tiles are its `final-scoring` lines, none without: as on terra.snellman.net,
  // the option fire-and-ice-final-scoring alone draws nothing when a log is replayed.
  const setup: GameSetup = { factions: [], options: [], removedBonusCards: [], finalScoring: [] };
  let i = 0;
  for (; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.parsed.kind === "ignored") continue;
    if (e.parsed.kind === "move") break;
    const s = e.parsed.setup;
    switch (s.type) {
      case "option":
        if (!isEngineOption(s.option) && !catalog.variants[s.option])
          return fail(e, "log/unknown-option", `Option ${s.option} is not a variant of pack ${catalog.pack.manifest.id} nor an engine option`);
        if (!setup.options!.includes(s.option)) setup.options!.push(s.option);
        break;
      case "score":
        setup.scoring = s.tiles;
        break;
      case "delete":
        setup.removedBonusCards!.push(s.tile);
        break;
      case "setup":
        if (!catalog.factions[s.faction]) return fail(e, "log/unknown-faction", `There is no faction ${s.faction} in pack ${catalog.pack.manifest.id}`);
        {
          // Refused at its own line, as terra.snellman.net does: a faction whose option is off, or
          // whose home terrain a faction already in the game has.
          const f = catalog.factions[s.faction]!;
          if (f.option && !setup.options!.includes(f.option)) return fail(e, "log/faction-not-in-play", `${s.faction} are played only with the option ${f.option}`);
          const rival = setup.factions.find((id) => catalog.factions[id]!.homeTerrain === f.homeTerrain);
          if (rival) return fail(e, "log/faction-conflict", `${s.faction} cannot join: ${rival} already live on ${f.homeTerrain === "chosen" ? "a colour of their choice" : f.homeTerrain}`);
        }
        setup.factions.push(s.faction);
        break;
      case "player-count":
        setup.players = s.count;
        break;
      case "final-scoring":
        // The area and cult scoring of every game, by the names the site gives them: nothing to add.
        if (!catalog.finalScoringTiles[s.tile] && (s.tile === "network" || s.tile === "cults")) break;
        if (!catalog.finalScoringTiles[s.tile]) return fail(e, "log/unknown-final-scoring", `There is no final-scoring tile ${s.tile} in pack ${catalog.pack.manifest.id}`);
        if (!setup.finalScoring!.includes(s.tile)) setup.finalScoring!.push(s.tile);
        break;
      case "map": {
        if (s.map === "original") {
          setup.map = undefined;
          break;
        }
        const id = catalog.boards[s.map] ? s.map : Object.keys(catalog.pack.maps).find((m) => catalog.pack.maps[m]!.snellmanMapId === s.map);
        if (id) {
          setup.map = id;
          break;
        }
        const withVp = mapWithStartingVp(catalog, s.map);
        if (!withVp) return fail(e, "log/unknown-map", `Map ${s.map} is not in pack ${catalog.pack.manifest.id}`);
        setup.map = withVp.map;
        if (!setup.options!.includes(withVp.option)) setup.options!.push(withVp.option);
        break;
      }
    }
  }
  return { setup, firstMove: i };
}

/**
 * A site map id that also chooses a starting-VP table: terra.snellman.net names a map played with
 * the table `<name>` by the SHA-1 of its terrain string followed by a space and `<name>`. The map
 * and the pack's variant `starting-vp/<name>`, when the pack has both.
 */
export function mapWithStartingVp(catalog: Catalog, siteId: string): { map: string; option: string } | undefined {
  const options = Object.keys(catalog.pack.variants).filter((v) => v.startsWith(STARTING_VP_VARIANT));
  if (options.length === 0 || !/^[0-9a-f]{40}$/i.test(siteId)) return undefined;
  for (const [map, m] of Object.entries(catalog.pack.maps))
    for (const option of options) {
      let id: string;
      try {
        id = snellmanMapId(m, option.slice(STARTING_VP_VARIANT.length));
      } catch {
        break; // a map the site cannot express
      }
      if (id === siteId.toLowerCase()) return { map, option };
    }
  return undefined;
}

export function replay(text: string, catalog: Catalog): ReplayResult {
  const parsed = parseLog(text);
  if (!parsed.ok) return { ok: false, line: parsed.line, text: parsed.text, code: "log/parse", message: parsed.message };
  return replayEntries(parsed.entries, catalog);
}

/** Replay a log already read with `parseLog`. */
export function replayEntries(entries: LogEntry[], catalog: Catalog): ReplayResult {
  // Moves are applied without saving what a refusal would have to put back; a refused command
  // replays the log again with `applyInPlace`, for the state before it.
  return replayWith(entries, catalog, false) ?? replayWith(entries, catalog, true)!;
}

/** The replay; undefined where a command is refused and `careful` is false. */
function replayWith(entries: LogEntry[], catalog: Catalog, careful: boolean): ReplayResult | undefined {
  const found = setupFromEntries(entries, catalog);
  if ("ok" in found) return found;
  const { setup, firstMove } = found;
  const first = entries[firstMove];
  const created = createGame(catalog, setup);
  if (!created.ok) return { ok: false, line: first?.line ?? 0, text: first?.text ?? "", code: created.code, message: created.message };
  const state = created.state;
  // The moves up to the first setup line after them, gathered first in one quick pass over the
  // entries: the processor fetches many entries from memory at once there, where the replay's
  // loop, with a move's whole work between two entries, waited for each (≈ 3% of a replay).
  const moves: { line: number; move: Move }[] = [];
  let end = firstMove;
  for (; end < entries.length; end++) {
    const parsed = entries[end]!.parsed;
    if (parsed.kind === "setup") break;
    if (parsed.kind === "move") moves.push({ line: entries[end]!.line, move: parsed.move });
  }
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i]!;
    const result = careful ? applyInPlace(catalog, state, m.move) : applyOrDiscard(catalog, state, m.move);
    if (!result.ok) {
      if (!careful) return undefined;
      const e = entryAt(entries, firstMove, m.line, m.move);
      return { ok: false, line: e.line, text: e.text, code: result.code, message: `'${e.command}': ${result.message}`, state };
    }
  }
  if (end < entries.length) {
    const e = entries[end]!;
    return { ok: false, line: e.line, text: e.text, code: "log/late-setup", message: `'${e.command}' must come before the first move`, state };
  }
  settle(catalog, state);
  return { ok: true, state, setup, moves };
}

/** The entry a move was read from (one of `entries` from `from` on). */
function entryAt(entries: LogEntry[], from: number, line: number, move: Move): LogEntry {
  for (let i = from; ; i++) {
    const e = entries[i]!;
    if (e.line === line && e.parsed.kind === "move" && e.parsed.move === move) return e;
  }
}
