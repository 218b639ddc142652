/**
 * Server side of playtests: the pack revision a session plays with (resolved and compiled, cached by
 * revision), and every session log checked with the engine before it is stored — new games, imported
 * logs, saves and branches.
 */
import { GAMES, isEngineOption, origins, rulesFor, validateGamePack, type Catalog, type GamePack, type OriginsTypes, type ResolvedPack } from "@/engine";
import { gameOfLog } from "@/lib/playtest/log-game";
import { FACTION_AT_TABLE, FACTION_RANDOM, type ImportRequest, type NewGame, type OriginsNewGame, type Seat } from "@/lib/playtest/schema";
import { drawSetup, importLog, playLine, readLog, resolveFactions, writeLog } from "@/lib/playtest/game";
import { listPacks, storedAncestors } from "@/prisma/packs";
import { findRevision, type NewSession, type Progress, type StoredSeat } from "@/prisma/sessions";

/** A pack revision ready to play, by the game it is for: its module compiled the pack, and its table plays it. */
export type PlayPack =
  | { game: "terra-mystica"; resolved: ResolvedPack; catalog: Catalog }
  | { game: "origins"; resolved: OriginsTypes["resolved"]; catalog: OriginsTypes["catalog"] };

/** A new game's request, for the game the pack is for. */
export type AnyNewGame = NewGame | OriginsNewGame;

export type Problem = {
  ok: false;
  status: 404 | 422;
  code: string;
  message: string;
  line?: number;
  text?: string;
  index?: number;
  /** Another stored pack the log imports with (when this one lacks an option or tile the log uses). */
  suggest?: { packId: string; name: string };
};

const cache = new Map<string, PlayPack>();

/** A stored revision's document (parsed when read) resolved with its ancestors' heads and compiled for the engine. */
export async function playPack(revisionId: string, doc: GamePack): Promise<PlayPack | Problem> {
  const ancestors = await storedAncestors(doc);
  const key = `${revisionId}/${ancestors.key}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const v = validateGamePack(doc, { resolveParent: ancestors.resolveParent });
  if (!v.ok) return { ok: false, status: 422, code: "pack/invalid", message: `this pack revision cannot be played: ${v.issues[0]?.path ?? ""} ${v.issues[0]?.message ?? ""}`.trim() };
  const loaded: PlayPack =
    v.game === "origins" ? { game: v.game, resolved: v.resolved, catalog: origins.pack.compile(v.resolved) } : { game: v.game, resolved: v.resolved, catalog: GAMES[v.game].pack.compile(v.resolved) };
  if (cache.size > 20) cache.delete(cache.keys().next().value!);
  cache.set(key, loaded);
  return loaded;
}

const problem = (code: string, message: string, extra: Partial<Problem> = {}): Problem => ({ ok: false, status: 422, code, message, ...extra });

/** How far a log has got, checked with the engine of the pack's game: moves played, round, finished. */
export function checkLog(pack: PlayPack, log: string, seats: number): ({ ok: true } & Progress) | Problem {
  return pack.game === "origins" ? checkOriginsLog(pack.catalog, log, seats) : checkTerraMysticaLog(pack.catalog, log, seats);
}

/** A log the engine refused, with the line it stopped at when it says. */
function replayProblem(r: { code: string; message: string; line?: number }): Problem {
  return r.line ? problem(r.code, `Line ${r.line}: ${r.message}`, { line: r.line }) : problem(r.code, r.message);
}

/** An Origins log replayed: its setup line names as many players as the session has seats. */
function checkOriginsLog(catalog: OriginsTypes["catalog"], log: string, seats: number): ({ ok: true } & Progress) | Problem {
  const played = origins.notation.replay(log, catalog);
  if (!played.ok) return replayProblem(played);
  if (played.setup.players !== seats) return problem("log/player-count", `The log's setup line names ${played.setup.players} players for ${seats} seats`);
  return { ok: true, moves: played.moves.length, round: played.state.round, status: played.state.finished ? "finished" : "active" };
}

function checkTerraMysticaLog(catalog: Catalog, log: string, seats: number): ({ ok: true } & Progress) | Problem {
  const read = readLog(catalog, log);
  if (!read.ok) return problem(read.code, read.message, { line: read.line, text: read.text });
  const { setup, moves } = read;
  if (setup.players !== undefined && setup.factions.length === 0 && setup.players !== seats)
    return problem("log/player-count", `The log's player-count line names ${setup.players} players for ${seats} seats`);
  if (setup.factions.length > seats) return problem("log/too-many-factions", `The log names ${setup.factions.length} factions for ${seats} seats`);
  if (setup.factions.length < seats && setup.players === undefined) {
    if (moves.length > 0) return problem("log/factions-missing", "Every seat needs a faction before the first move");
    return { ok: true, moves: 0, round: 0, status: "active" };
  }
  const played = playLine(catalog, setup, moves);
  if (!played.ok) return problem(played.code, played.index < 0 ? played.message : `Move ${played.index + 1}: ${played.message}`, { index: played.index });
  const last = played.states[played.states.length - 1]!;
  return { ok: true, moves: moves.length, round: last.round, status: last.finished ? "finished" : "active" };
}

function seatName(seat: Seat, i: number): string {
  return seat.name || (seat.control === "bot" ? `Bot ${i + 1}` : `Player ${i + 1}`);
}

/** A new game of the pack's game (the request must name the same game). */
export function newGame(pack: PlayPack, input: AnyNewGame): ({ ok: true; session: Omit<NewSession, "packId" | "revision"> }) | Problem {
  const asked = input.game ?? "terra-mystica";
  if (asked !== pack.game) return problem("setup/wrong-game", `The pack is for ${GAMES[pack.game].name}, but the new game asks for ${GAMES[asked].name} (game: "${asked}")`);
  if (pack.game === "origins") return newOriginsGame(pack, input as OriginsNewGame);
  return newTerraMysticaGame(pack, input as NewGame);
}

/** A new Origins game: its setup line (players and seed); the seats people's or bots'. */
function newOriginsGame(pack: Extract<PlayPack, { game: "origins" }>, input: OriginsNewGame): ({ ok: true; session: Omit<NewSession, "packId" | "revision"> }) | Problem {
  const n = input.seats.length;
  const { min, max } = pack.catalog.pack.setup.players;
  if (n < min || n > max) return problem("setup/player-count", `This pack plays ${min} to ${max} players, not ${n}`);
  const log = origins.notation.formatLog({ players: n, seed: input.seed }, []);
  const checked = checkLog(pack, log, n);
  if (!checked.ok) return checked;
  const seats: StoredSeat[] = input.seats.map((s, i) => ({ control: s.control, ...(s.control === "bot" ? { bot: s.bot ?? "heuristic" } : {}), name: seatName(s, i) }));
  const bots = input.seats.filter((s) => s.control === "bot").length;
  const name = input.name || `Origins · ${n === 1 ? "solo" : `${n} players`}${bots ? ` · ${bots} bot${bots === 1 ? "" : "s"}` : ""}`;
  return { ok: true, session: { seed: input.seed, seats, log, name, kind: "play", ...checked } };
}

/** A new game: factions resolved (named, drawn with the seed, or left to pick at the table), tiles drawn with the seed. */
function newTerraMysticaGame(pack: Extract<PlayPack, { game: "terra-mystica" }>, input: NewGame): ({ ok: true; session: Omit<NewSession, "packId" | "revision"> }) | Problem {
  const { catalog } = pack;
  if (!catalog.boards[input.map]) return problem("setup/unknown-map", `There is no map ${input.map} in this pack`);
  for (const option of input.options)
    if (!catalog.variants[option] && !isEngineOption(option)) return problem("setup/unknown-option", `${option} is neither a variant of this pack nor an engine option`);
  const players = rulesFor(catalog, input.options).players;
  const n = input.seats.length;
  if (n < players.min || n > players.max) return problem("setup/player-count", `The rules allow ${players.min} to ${players.max} players, not ${n}`);
  // With the faction auction (Fire & Ice variant) every seat wins its faction at the table.
  const auction = rulesFor(catalog, input.options).auction !== undefined;
  const resolved = auction
    ? { ok: true as const, factions: input.seats.map(() => undefined) }
    : resolveFactions(catalog, input.seats.map((s) => s.faction), input.seed, FACTION_AT_TABLE, FACTION_RANDOM, input.options);
  if (!resolved.ok) return problem(resolved.code, resolved.message);
  for (const tile of input.finalScoring ?? [])
    if (!catalog.finalScoringTiles[tile]) return problem("setup/unknown-final-scoring", `There is no final-scoring tile ${tile} in this pack (finalScoring)`);
  const drawn = drawSetup(catalog, { map: input.map, options: input.options, seed: input.seed, players: n, ...(input.finalScoring ? { finalScoring: input.finalScoring } : {}) });
  if (!drawn.ok) return problem(drawn.code, drawn.message);
  const firstOpen = resolved.factions.findIndex((f) => !f);
  const factions = (firstOpen < 0 ? resolved.factions : resolved.factions.slice(0, firstOpen)) as string[];
  const setup = { factions, ...(auction ? { players: n } : {}), map: input.map, options: input.options, scoring: drawn.scoring, removedBonusCards: drawn.removedBonusCards, finalScoring: drawn.finalScoring };
  const log = writeLog(catalog, { setup, moves: [] });
  const checked = checkLog(pack, log, n);
  if (!checked.ok) return checked;
  const seats: StoredSeat[] = input.seats.map((s, i) => ({
    control: s.control,
    ...(s.control === "bot" ? { bot: s.bot ?? "heuristic" } : {}),
    name: seatName(s, i),
    ...(resolved.factions[i] ? { faction: resolved.factions[i] } : {}),
  }));
  const bots = input.seats.filter((s) => s.control === "bot").length;
  const name = input.name || `${n} players${bots ? ` · ${bots} bot${bots === 1 ? "" : "s"}` : ""} · ${catalog.pack.maps[input.map]?.name ?? input.map}`;
  return { ok: true, session: { seed: input.seed, seats, log, name, kind: "play", ...checked } };
}

/** An imported log: replayed by the engine, stored one command per line; every seat a person's. */
export function importGame(pack: PlayPack, input: ImportRequest): ({ ok: true; session: Omit<NewSession, "packId" | "revision"> }) | Problem {
  // A log of another game than the pack's is said so at its first line, naming both games.
  const written = gameOfLog(input.log);
  if (written && written.game !== pack.game)
    return problem("log/other-game", `Line ${written.line}: this is a log of ${GAMES[written.game].name}, and the pack is for ${GAMES[pack.game].name}: choose a pack of ${GAMES[written.game].name}`, {
      line: written.line,
    });
  if (pack.game === "origins") {
    const played = origins.notation.replay(input.log, pack.catalog);
    if (!played.ok) return replayProblem(played);
    const log = origins.notation.formatLog(played.setup, played.moves.map((m) => m.move));
    const seats: StoredSeat[] = played.state.players.map((p) => ({ control: "human", name: p.id }));
    const { state } = played;
    return { ok: true, session: { seed: played.setup.seed >>> 0 || 1, seats, log, name: input.name || `Imported: Origins, ${seats.length} players`, kind: "import", moves: played.moves.length, round: state.round, status: state.finished ? "finished" : "active" } };
  }
  const imported = importLog(pack.catalog, input.log);
  if (!imported.ok) return problem(imported.code, imported.line ? `Line ${imported.line}: ${imported.message}` : imported.message, { line: imported.line, text: imported.text });
  // A game with the faction auction names its players (player1, ...), not factions.
  const seats: StoredSeat[] =
    imported.setup.factions.length === 0 && imported.setup.players !== undefined
      ? Array.from({ length: imported.setup.players }, (_, i) => ({ control: "human", name: `player${i + 1}` }))
      : imported.setup.factions.map((f) => ({ control: "human", name: pack.catalog.factions[f]?.name ?? f, faction: f }));
  const state = imported.state;
  return {
    ok: true,
    session: {
      seed: 1,
      seats,
      log: imported.log,
      name: input.name || `Imported: ${imported.setup.factions.map((f) => pack.catalog.factions[f]?.name ?? f).join(", ")}`,
      kind: "import",
      moves: imported.moves.length,
      round: state.round,
      status: state.finished ? "finished" : "active",
    },
  };
}

/** The first `at` moves of a session's log, as the log of a branch. */
export function branchLog(pack: PlayPack, log: string, at: number, seats: number): ({ ok: true; log: string } & Progress) | Problem {
  if (pack.game === "origins") {
    const played = origins.notation.replay(log, pack.catalog);
    if (!played.ok) return problem(played.code, played.message);
    if (at > played.moves.length) return problem("branch/out-of-range", `The session has ${played.moves.length} moves; cannot branch after move ${at}`);
    const text = origins.notation.formatLog(played.setup, played.moves.slice(0, at).map((m) => m.move));
    const checked = checkLog(pack, text, seats);
    return checked.ok ? { ...checked, ok: true, log: text } : checked;
  }
  const { catalog } = pack;
  const read = readLog(catalog, log);
  if (!read.ok) return problem(read.code, read.message);
  if (at > read.moves.length) return problem("branch/out-of-range", `The session has ${read.moves.length} moves; cannot branch after move ${at}`);
  const text = writeLog(catalog, { setup: read.setup, moves: read.moves.slice(0, at) });
  const checked = checkLog(pack, text, seats);
  if (!checked.ok) return checked;
  return { ...checked, ok: true, log: text };
}

/**
 * A log refused for an option (or a tile) this pack does not have: the smallest other stored pack
 * that imports it whole (the fewest packs extended, then by id) — the promo pack for league games,
 * not the Fire & Ice pack over it — added to the refusal as a suggestion.
 */
export async function suggestPack(problem: Problem, input: ImportRequest): Promise<Problem> {
  if (!["log/unknown-option", "log/unknown-tile", "log/unknown-map", "log/unknown-faction"].includes(problem.code)) return problem;
  let best: { id: string; name: string; depth: number } | undefined;
  for (const other of await listPacks()) {
    if (other.id === input.packId) continue;
    const revision = await findRevision(other.id, undefined);
    if (!revision) continue;
    const pack = await playPack(revision.id, revision.document);
    if ("ok" in pack || pack.game !== "terra-mystica" || !importLog(pack.catalog, input.log).ok) continue;
    const { depth } = await storedAncestors(revision.document);
    if (!best || depth < best.depth || (depth === best.depth && other.id < best.id)) best = { id: other.id, name: other.name, depth };
  }
  if (!best) return problem;
  const what = problem.code === "log/unknown-option" ? "has the options this log uses" : "has what this log uses";
  return { ...problem, message: `${problem.message}. The pack "${best.name}" (${best.id}) ${what}: import the log with it.`, suggest: { packId: best.id, name: best.name } };
}
