/**
 * A session's game as the engine sees it: the setup (what the log's setup lines say) and the moves,
 * played into one state per move. Also what happens before the first move — factions resolved from
 * the seats (chosen, drawn with the seed, or picked at the table), the scoring tiles and bonus cards
 * drawn with the seed — and logs read from and written to terra.snellman.net notation.
 */
import {
  apply,
  createGame,
  draw,
  formatLog,
  parseLog,
  playedSetup,
  randomFactions,
  replay,
  rulesFor,
  setupFromEntries,
  type Catalog,
  type GameSetup,
  type GameState,
  type Move,
} from "@/engine";

export interface LogProblem {
  ok: false;
  /** 1-based line of the log (0: the log as a whole). */
  line: number;
  text: string;
  code: string;
  message: string;
}

export interface SessionLog {
  /** The setup; `factions` may be fewer than the seats while factions are being picked. */
  setup: GameSetup;
  moves: Move[];
}

/** Read a session log: setup lines, then moves (not yet checked against the rules). */
export function readLog(catalog: Catalog, text: string): ({ ok: true } & SessionLog) | LogProblem {
  const parsed = parseLog(text);
  if (!parsed.ok) return { ok: false, line: parsed.line, text: parsed.text, code: "log/parse", message: parsed.message };
  const found = setupFromEntries(parsed.entries, catalog);
  if ("ok" in found) return { ok: false, line: found.line, text: found.text, code: found.code, message: found.message };
  const moves: Move[] = [];
  for (const e of parsed.entries.slice(found.firstMove)) {
    if (e.parsed.kind === "ignored") continue;
    if (e.parsed.kind === "setup") return { ok: false, line: e.line, text: e.text, code: "log/late-setup", message: `'${e.command}' must come before the first move` };
    moves.push(e.parsed.move);
  }
  return { ok: true, setup: found.setup, moves };
}

export type Played = { ok: true; states: GameState[] } | { ok: false; states: GameState[]; index: number; code: string; message: string };

/**
 * Play the moves from the setup: `states[i]` is the game after `i` moves. A refused move stops the
 * line there (`index` is the refused move, `states` the line up to it).
 */
export function playLine(catalog: Catalog, setup: GameSetup, moves: readonly Move[]): Played {
  const created = createGame(catalog, setup);
  if (!created.ok) return { ok: false, states: [], index: -1, code: created.code, message: created.message };
  const states = [created.state];
  for (let i = 0; i < moves.length; i++) {
    const r = apply(catalog, states[i]!, moves[i]!);
    if (!r.ok) return { ok: false, states, index: i, code: r.code, message: r.message };
    states.push(r.state);
  }
  return { ok: true, states };
}

/** The session's log in terra.snellman.net notation: setup lines, then one command per line. */
export function writeLog(catalog: Catalog, log: SessionLog): string {
  return formatLog(log.setup, log.moves, catalog);
}

/**
 * The factions still open to a seat: played with the game's options (Fire & Ice factions need
 * theirs), not taken, and not sharing a home terrain with one taken.
 */
export function pickableFactions(catalog: Catalog, taken: readonly string[], options: readonly string[] = []): string[] {
  const homes = new Set(taken.map((id) => catalog.factions[id]?.homeTerrain));
  return Object.values(catalog.factions)
    .filter((f) => (!f.option || options.includes(f.option)) && !taken.includes(f.id) && !homes.has(f.homeTerrain))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((f) => f.id);
}

/** A faction drawn among those still open, with a generator seeded by the game's seed and the seat. */
export function drawFaction(catalog: Catalog, taken: readonly string[], seed: number, seat: number, options: readonly string[] = []): string | undefined {
  const open = pickableFactions(catalog, taken, options);
  if (open.length === 0) return undefined;
  const r = draw(((seed >>> 0) ^ Math.imul(seat + 7, 0x85ebca6b)) >>> 0);
  return open[Math.floor(r.value * open.length)];
}

export type SetupProblem = { ok: false; code: string; message: string };

/**
 * Factions for the seats: a named faction stays (and must be open), `random` is drawn with the seed,
 * `table` stays open to be picked at the table (undefined).
 */
export function resolveFactions(
  catalog: Catalog,
  wanted: readonly string[],
  seed: number,
  atTable: string,
  random: string,
  options: readonly string[] = [],
): { ok: true; factions: (string | undefined)[] } | SetupProblem {
  const named = wanted.filter((f) => f !== atTable && f !== random);
  for (let i = 0; i < named.length; i++) {
    const id = named[i]!;
    if (!catalog.factions[id]) return { ok: false, code: "setup/unknown-faction", message: `There is no faction ${id} in this pack` };
    const option = catalog.factions[id]!.option;
    if (option && !options.includes(option))
      return { ok: false, code: "setup/faction-needs-option", message: `${catalog.factions[id]!.name} are played only with the option ${option}` };
    if (!pickableFactions(catalog, named.slice(0, i), options).includes(id))
      return { ok: false, code: "setup/faction-conflict", message: `${catalog.factions[id]!.name} cannot play: the faction, or a faction with its home terrain, is already at the table` };
  }
  const taken = [...named];
  const factions = wanted.map((f, seat) => {
    if (f === atTable) return undefined;
    if (f !== random) return f;
    const drawn = drawFaction(catalog, taken, seed, seat, options);
    if (drawn) taken.push(drawn);
    return drawn;
  });
  if (wanted.some((f, seat) => f === random && !factions[seat])) return { ok: false, code: "setup/no-faction-left", message: "Not enough factions with different home terrains for every seat" };
  return { ok: true, factions };
}

/**
 * The scoring tiles, the bonus cards left out and the final-scoring tiles (drawn only when a variant
 * puts some in play, or the ones named), drawn with the seed for this many players. The draw does
 * not depend on the factions, so it is made before they are picked.
 */
export function drawSetup(
  catalog: Catalog,
  setup: { map?: string; options?: string[]; seed: number; players: number; finalScoring?: string[] },
): { ok: true; scoring: string[]; removedBonusCards: string[]; finalScoring: string[] } | SetupProblem {
  let stand: string[];
  try {
    stand = randomFactions(catalog, setup.players, setup.seed).factions;
  } catch (e) {
    return { ok: false, code: "setup/no-faction-left", message: (e as Error).message };
  }
  // With the faction auction the game is created with its player count: the factions are won at the table.
  const auction = rulesFor(catalog, setup.options ?? []).auction !== undefined;
  const factions = auction ? [] : stand;
  const created = createGame(catalog, {
    factions,
    ...(auction ? { players: setup.players } : {}),
    map: setup.map,
    options: setup.options,
    seed: setup.seed,
    ...(setup.finalScoring ? { finalScoring: setup.finalScoring } : {}),
  });
  if (!created.ok) return created;
  const played = playedSetup(catalog, { factions, map: setup.map }, created.state);
  return { ok: true, scoring: played.scoring!, removedBonusCards: played.removedBonusCards!, finalScoring: played.finalScoring! };
}

/**
 * An imported terra.snellman.net log, replayed by the engine and written back one command per line
 * with everything its setup left open (scoring tiles, bonus cards) spelled out.
 */
export function importLog(catalog: Catalog, text: string): ({ ok: true; log: string; state: GameState } & SessionLog) | LogProblem {
  const result = replay(text, catalog);
  if (!result.ok) return { ok: false, line: result.line, text: result.text, code: result.code, message: result.message };
  const first = createGame(catalog, result.setup);
  if (!first.ok) return { ok: false, line: 0, text: "", code: first.code, message: first.message };
  const setup = playedSetup(catalog, result.setup, first.state);
  const moves = result.moves.map((m) => m.move);
  return { ok: true, setup, moves, state: result.state, log: formatLog(setup, moves, catalog) };
}
