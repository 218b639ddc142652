"use client";

/**
 * A game's line of moves at the table, for any game: the moves and the state after each (played by
 * the game's engine in the browser), the point being looked at (time travel), undo and redo, bots,
 * and saving the log to the session after every change. The table stays in step with other tabs and
 * browsers on the same session: it polls the session (a 304 while nothing has changed) and shows
 * their moves; a save based on moves another tab has replaced is refused by the server (409) and the
 * table then shows the latest moves and says which of its moves were not saved. What a game brings
 * is its `LineRules`: reading and writing its log, applying a move, who moves, its bots.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Seat } from "@/lib/playtest/schema";

export interface SessionSeat extends Seat {
  /** The faction reserved for the seat (named or drawn when the game was created; Terra Mystica). */
  faction?: string;
}

export interface PlaytestInit {
  id: string;
  name: string;
  kind: "play" | "import";
  seed: number;
  seats: SessionSeat[];
  log: string;
  /** The session's version when the page was loaded (each save adds 1). */
  version?: number;
}

/** How often an open table asks whether another tab or browser has moved. */
export const POLL_MS = 1000;

/** A session as the API returns it (the parts the table reads). */
interface StoredSession {
  log: string;
  seats: SessionSeat[];
  moves: number;
  version: number;
}

export interface LineGame<Setup, State, Move> {
  setup: Setup;
  line: Move[];
  /** `states[i]`: the game after `i` moves; empty until the game has started (Terra Mystica: every seat has a faction). */
  states: State[];
  /** Moves taken back, one group per undo (a person's move with the bot moves after it), the last undone last. */
  redo: Move[][];
  /** Moves shown while looking back; undefined: the present. */
  cursor?: number;
}

export interface Notice {
  tone: "error" | "info";
  title: string;
  message: string;
}

export type SaveStatus = { state: "saved" | "saving" } | { state: "error"; message: string };

/** The engine's refusal of a move. */
export interface Refused {
  ok: false;
  code: string;
  message: string;
}

/** Who acts now: the seat whose turn it is (-1: nobody's) and the other seats with something to decide. */
export interface TurnOf {
  mover: number;
  deciding: number[];
}

/** What a game brings to the table's line of moves (one object per catalog: keep it memoised). */
export interface LineRules<Setup, State, Move, Turn extends TurnOf = TurnOf> {
  /** A stored log read and played as far as it goes (a problem says where it stopped). */
  load(log: string): { game: Omit<LineGame<Setup, State, Move>, "redo" | "cursor">; problem?: string };
  /** The log of a setup and moves. */
  write(setup: Setup, moves: Move[]): string;
  apply(state: State, move: Move): { ok: true; state: State } | Refused;
  /** A move in notation (to compare lines and to say which moves were not saved). */
  format(move: Move): string;
  /** The seat that made a move (-1: none). */
  seatOf(state: State, move: Move): number;
  finished(state: State): boolean;
  /** How far through the game a state is, from 0 (setup) to 1 (final scoring). */
  progress(state: State): number;
  /** Who acts now, with whatever else the table shows of the turn. */
  turn(state: State): Turn;
  /** The next move a bot makes (bots at bot seats; `everySeat`: people's seats too), or undefined when a person has to act. */
  nextBot(state: State, seats: readonly SessionSeat[], options: { seed: number; index: number; everySeat: boolean }): Move | undefined;
}

/** What a save sends, as one string: a save is due when it differs from the last one sent or seen stored. */
const keyOf = (log: string, seats: readonly SessionSeat[]) => `${log}|${JSON.stringify(seats)}`;

/** The moves of `mine` that `theirs` does not have (after the longest common start), compared in notation. */
export function movesAfterCommonStart<M>(mine: readonly M[], theirs: readonly M[], format: (m: M) => string): M[] {
  let k = 0;
  while (k < mine.length && k < theirs.length && format(mine[k]!) === format(theirs[k]!)) k++;
  return mine.slice(k);
}

export interface BotRun {
  mode: "until-person" | "to-end";
  played: number;
  /** 0..1 through the game, for the progress bar. */
  progress: number;
  startedAt: number;
}

/** The engine's refusal of a move, as a notice. */
export function refusal(r: { code: string; message: string }): Notice {
  return { tone: "error", title: "The engine refused the move", message: `${r.message} (${r.code})` };
}

function loadLine<Setup, State, Move>(rules: LineRules<Setup, State, Move, TurnOf>, log: string): { game: LineGame<Setup, State, Move>; problem?: string } {
  const loaded = rules.load(log);
  return { game: { ...loaded.game, redo: [] }, problem: loaded.problem };
}

export function useGameLine<Setup, State, Move, Turn extends TurnOf>(rules: LineRules<Setup, State, Move, Turn>, init: PlaytestInit) {
  type Game = LineGame<Setup, State, Move>;
  const [{ game, problem }, setLoaded] = useState(() => loadLine(rules, init.log));
  const gameRef = useRef(game);
  const seatsRef = useRef<SessionSeat[]>(init.seats);
  const runToken = useRef<BotRun | undefined>(undefined);
  const lastRun = useRef<{ played: number; ms: number } | undefined>(undefined);
  /** Change the game; the ref follows at once, so moves made in a row each see the one before. */
  const setGame = useCallback(
    (update: (g: Game) => Game) =>
      setLoaded((l) => {
        const next = update(l.game);
        gameRef.current = next;
        return { ...l, game: next };
      }),
    [],
  );
  const [seats, setSeatsState] = useState<SessionSeat[]>(init.seats);
  const setSeats = useCallback((update: (s: SessionSeat[]) => SessionSeat[]) => {
    setSeatsState((s) => {
      const next = update(s);
      seatsRef.current = next;
      return next;
    });
  }, []);
  const [notice, setNotice] = useState<Notice | undefined>(problem ? { tone: "error", title: "Log problem", message: problem } : undefined);
  const [save, setSave] = useState<SaveStatus>({ state: "saved" });
  const [run, setRun] = useState<BotRun | undefined>();
  const hasPeople = seats.some((s) => s.control !== "bot");
  const [autoBots, setAutoBots] = useState(hasPeople && init.kind === "play");

  const started = game.states.length > 0;
  const latest = started ? game.states[game.states.length - 1]! : undefined;
  const cursor = game.cursor ?? game.line.length;
  const viewing = started ? game.states[cursor]! : undefined;
  const past = game.cursor !== undefined && game.cursor < game.line.length;
  const view: Turn | undefined = useMemo(() => (latest ? rules.turn(latest) : undefined), [rules, latest]);

  // Saving: the latest log is sent after every change; saves never overlap, the newest one wins.
  // Each save names the moves and version it was based on (what this tab last saw stored).
  const log = useMemo(() => rules.write(game.setup, game.line), [rules, game.setup, game.line]);
  const saver = useRef<{ busy: boolean; next?: { log: string; seats: SessionSeat[] }; last: string; moves: number; version: number; stale: boolean }>({
    busy: false,
    last: keyOf(init.log, init.seats),
    moves: game.line.length,
    version: init.version ?? 0,
    stale: false,
  });
  // Whether the last change came from another tab: bots then wait for this tab's own moves.
  const remote = useRef(false);

  /** Show the session as stored: another tab's moves, or the latest after a refused save. */
  const adopt = useCallback(
    (stored: StoredSession, refused?: { moves: number; baseMoves: number }) => {
      const loaded = loadLine(rules, stored.log).game;
      const mine = gameRef.current;
      const lost = refused ? movesAfterCommonStart(mine.line, loaded.line, rules.format) : [];
      const s = saver.current;
      s.last = keyOf(rules.write(loaded.setup, loaded.line), stored.seats);
      s.moves = stored.moves;
      s.version = stored.version;
      s.stale = false;
      s.next = undefined;
      remote.current = true;
      runToken.current = undefined;
      setRun(undefined);
      const cursor = mine.cursor !== undefined && mine.cursor < loaded.line.length ? mine.cursor : undefined;
      setGame(() => ({ ...loaded, cursor }));
      setSeats(() => stored.seats);
      setSave({ state: "saved" });
      if (lost.length > 0)
        setNotice({
          tone: "error",
          title: "Not saved",
          message: `Another tab or browser played in this game first: it has ${stored.moves === 1 ? "1 move" : `${stored.moves} moves`} now, and your edit started from ${refused!.baseMoves}. ${lost.length === 1 ? "Your move" : "Your moves"} ${lost.map(rules.format).join(", ")} ${lost.length === 1 ? "was" : "were"} not saved; the table now shows the latest moves, play on from there.`,
        });
    },
    [rules, setGame, setSeats],
  );

  /** Read the session as stored; undefined when it has not changed since `version` (304) or cannot be read. */
  const fetchStored = useCallback(
    async (version?: number): Promise<StoredSession | undefined> => {
      try {
        const res = await fetch(`/api/sessions/${encodeURIComponent(init.id)}`, { headers: version === undefined ? {} : { "if-none-match": `"v${version}"` }, cache: "no-store" });
        return res.status === 200 ? ((await res.json()) as StoredSession) : undefined;
      } catch {
        return undefined;
      }
    },
    [init.id],
  );

  useEffect(() => {
    const s = saver.current;
    const key = keyOf(log, seats);
    if (key === s.last) return;
    s.last = key;
    s.next = { log, seats };
    remote.current = false;
    if (s.busy) return;
    s.busy = true;
    void (async () => {
      while (s.next) {
        const body = s.next;
        s.next = undefined;
        setSave({ state: "saving" });
        try {
          const res = await fetch(`/api/sessions/${encodeURIComponent(init.id)}`, {
            method: "PUT",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ...body, baseMoves: s.moves, baseVersion: s.version }),
          });
          const answer = (await res.json().catch(() => ({}))) as Partial<StoredSession> & { message?: string; baseMoves?: number };
          if (res.ok) {
            s.moves = answer.moves ?? s.moves;
            s.version = answer.version ?? s.version;
            setSave({ state: "saved" });
          } else if (res.status === 409) {
            // Another tab saved first: nothing was written. Show the latest (the poll retries if this read fails).
            s.next = undefined;
            s.stale = true;
            setSave({ state: "error", message: answer.message ?? "another tab or browser saved first" });
            const refused = { moves: answer.moves ?? 0, baseMoves: answer.baseMoves ?? s.moves };
            const stored = await fetchStored();
            if (stored) adopt(stored, refused);
            else setNotice({ tone: "error", title: "Not saved", message: answer.message ?? "Another tab or browser saved first." });
          } else setSave({ state: "error", message: answer.message ?? `HTTP ${res.status}` });
        } catch (e) {
          setSave({ state: "error", message: (e as Error).message });
        }
      }
      s.busy = false;
    })();
  }, [log, seats, init.id, adopt, fetchStored]);

  // Other tabs' moves: ask every second whether the session changed (304 when not) and show them.
  const botsRunning = !!run;
  useEffect(() => {
    if (botsRunning) return;
    let alive = true;
    const poll = async () => {
      const s = saver.current;
      if (document.hidden || s.busy || s.next) return;
      const stored = await fetchStored(s.version);
      if (!alive || !stored || stored.version === s.version || s.busy || s.next) return;
      const g = gameRef.current;
      if (!s.stale && keyOf(rules.write(g.setup, g.line), seatsRef.current) !== s.last) return;
      adopt(stored, s.stale ? { moves: stored.moves, baseMoves: s.moves } : undefined);
    };
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [botsRunning, adopt, fetchStored, rules]);

  const refuse = useCallback((r: { code: string; message: string }) => setNotice(refusal(r)), []);

  /**
   * Play moves in a row for whoever they name (all or none); the engine decides. Answers what went
   * wrong (the engine's refusal, or looking back), for the caller to show where the move was made.
   */
  const tryPlay = useCallback(
    (moves: readonly Move[]): Notice | undefined => {
      const g = gameRef.current;
      if (g.cursor !== undefined && g.cursor < g.line.length)
        return { tone: "info", title: "Looking at an earlier move", message: "Go back to the present, or continue from here as a branch, to play." };
      let state = g.states[g.states.length - 1];
      if (!state) return { tone: "info", title: "Not started", message: "Every seat needs a faction before the first move." };
      const states: State[] = [];
      for (const move of moves) {
        const r = rules.apply(state, move);
        if (!r.ok) return refusal(r);
        states.push(r.state);
        state = r.state;
      }
      setNotice(undefined);
      setGame((x) => ({ ...x, line: [...x.line, ...moves], states: [...x.states, ...states], redo: [], cursor: undefined }));
      return undefined;
    },
    [rules, setGame],
  );

  /** Play a move (or moves in a row); a refusal is shown with its reason. */
  const play = useCallback(
    (move: Move | readonly Move[]): boolean => {
      const problem = tryPlay(Array.isArray(move) ? (move as readonly Move[]) : [move as Move]);
      if (problem) setNotice(problem);
      return !problem;
    },
    [tryPlay],
  );

  /** The state a move would lead to (for cost previews), or the engine's refusal. */
  const tryMove = useCallback((move: Move) => (latest ? rules.apply(latest, move) : undefined), [rules, latest]);

  /**
   * Take back the last move — and when bots moved after a person, back to before that person's move.
   * Only at the present: looking back, there is nothing to take back (branch from there instead).
   */
  const undo = useCallback(() => {
    const now = gameRef.current;
    if (now.line.length === 0 || (now.cursor !== undefined && now.cursor < now.line.length)) return;
    setRun(undefined);
    setAutoBots(false);
    setNotice(undefined);
    setGame((g) => {
      const people = (seat: number) => seat >= 0 && seatsRef.current[seat]?.control !== "bot";
      const anyPerson = g.line.some((m, i) => people(rules.seatOf(g.states[i]!, m)));
      let n = g.line.length - 1;
      if (anyPerson) while (n > 0 && !people(rules.seatOf(g.states[n]!, g.line[n]!))) n--;
      return { ...g, line: g.line.slice(0, n), states: g.states.slice(0, n + 1), redo: [...g.redo, g.line.slice(n)], cursor: undefined };
    });
  }, [rules, setGame]);

  /** Play again what the last undo took back (the same moves, in one step). */
  const redo = useCallback(() => {
    const g = gameRef.current;
    const moves = g.redo[g.redo.length - 1];
    let state = g.states[g.states.length - 1];
    if (!moves || !state || (g.cursor !== undefined && g.cursor < g.line.length)) return;
    const states: State[] = [];
    for (const move of moves) {
      const r = rules.apply(state, move);
      if (!r.ok) return refuse(r);
      states.push(r.state);
      state = r.state;
    }
    setGame((x) => ({ ...x, line: [...x.line, ...moves], states: [...x.states, ...states], redo: x.redo.slice(0, -1), cursor: undefined }));
  }, [rules, refuse, setGame]);

  /** Look at the game after `moves` moves (the present when it is the whole line). */
  const goto = useCallback(
    (moves: number) => {
      setRun(undefined);
      setGame((g) => ({ ...g, cursor: moves >= g.line.length ? undefined : Math.max(0, moves) }));
      if (moves < gameRef.current.line.length) setAutoBots(false);
    },
    [setGame],
  );

  /** Bots play until a person has to act, or (`to-end`) every seat to the end of the game. */
  const runBots = useCallback(
    async (mode: BotRun["mode"]) => {
      const g = gameRef.current;
      if (g.states.length === 0 || (g.cursor !== undefined && g.cursor < g.line.length)) return;
      const token = { mode, played: 0, progress: 0, startedAt: performance.now() };
      setRun(token);
      runToken.current = token;
      const line = [...g.line];
      const states = [...g.states];
      let stop = false;
      while (!stop) {
        const until = performance.now() + 120;
        while (performance.now() < until) {
          const state = states[states.length - 1]!;
          if (rules.finished(state)) {
            stop = true;
            break;
          }
          const move = rules.nextBot(state, seatsRef.current, { seed: init.seed, index: line.length, everySeat: mode === "to-end" });
          if (!move) {
            stop = true;
            break;
          }
          const r = rules.apply(state, move);
          if (!r.ok) {
            refuse(r);
            stop = true;
            break;
          }
          line.push(move);
          states.push(r.state);
          token.played++;
        }
        if (runToken.current !== token) return;
        const progress = rules.progress(states[states.length - 1]!);
        setGame((x) => ({ ...x, line: [...line], states: [...states], redo: [], cursor: undefined }));
        setRun({ ...token, progress });
        await new Promise((r) => setTimeout(r, 0));
        if (runToken.current !== token) return;
      }
      runToken.current = undefined;
      setRun(undefined);
      lastRun.current = { played: token.played, ms: performance.now() - token.startedAt };
    },
    [rules, init.seed, refuse, setGame],
  );
  const stopBots = useCallback(() => {
    runToken.current = undefined;
    setRun(undefined);
    setAutoBots(false);
  }, []);

  // Bots move on their own when it is their turn (in games with people), a moment after the last move.
  const botToMove = !!view && !!latest && !rules.finished(latest) && (view.deciding.some((s) => seats[s]?.control === "bot") || (view.mover >= 0 && seats[view.mover]?.control === "bot"));
  const personDeciding = !!view && view.deciding.some((s) => seats[s]?.control !== "bot");
  useEffect(() => {
    if (!autoBots || run || past || !botToMove || personDeciding) return;
    const t = setTimeout(() => {
      if (!remote.current) void runBots("until-person");
    }, 350);
    return () => clearTimeout(t);
  }, [autoBots, run, past, botToMove, personDeciding, runBots]);

  return {
    game,
    /** The game and seats as they are now (ahead of the render after a change). */
    gameRef,
    seatsRef,
    setGame,
    refuse,
    seats,
    setSeats,
    started,
    latest,
    viewing,
    cursor,
    past,
    view,
    log,
    notice,
    setNotice,
    save,
    run,
    lastRun,
    autoBots,
    setAutoBots,
    play,
    tryPlay,
    tryMove,
    undo,
    redo,
    goto,
    runBots,
    stopBots,
  };
}

