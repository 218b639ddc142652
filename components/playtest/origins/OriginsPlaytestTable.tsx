"use client";

/**
 * The playtest table of Origins: First Builders: the meeting places, the market, the tracks and every
 * player's board and city; the moves the player to move may make, as choices in words (the engine's
 * legal moves), narrowed by clicking a lit place, slot, cell or seat; bots, the log (undo, redo, time
 * travel, branch), the flow machine and, at the end, the final scoring. The line of moves, saving
 * and polling are the same as Terra Mystica's (`useGameLine`).
 */
import { useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { origins, originsFlowGraph, originsFlowStateId, originsMoveLabel, type OriginsMove } from "@/engine";
import type { TableProps } from "../tables";
import { BotControls } from "../BotControls";
import { CommandBox } from "../CommandBox";
import type { CommandNotation } from "../model/command";
import { originsCoverageTracker } from "../model/flow";
import { FlowDiagram } from "../FlowDiagram";
import { LogPanel } from "../LogPanel";
import { Panel } from "../pieces";
import { TopBar } from "../PlaytestTable";
import { useGameLine } from "../useGameLine";
import { MeetingPlaces, movesAt, PlayerPanel, seatColour, Supply, Tracks, type Focus } from "./OriginsBoard";
import { originsLine, originsTurn } from "./originsLine";
import { OriginsScoring } from "./OriginsScoring";

const FLOW_GRAPH = originsFlowGraph();
const FLOW_LAYOUT = { "flow.round": "cycle" } as const;
/** Origins' notation for the command box (the module's). */
const ORIGINS_NOTATION: CommandNotation<OriginsMove> = { parse: origins.notation.parseMove, format: origins.notation.formatMove };

const focusText = (f: Focus) => (f.kind === "place" ? `meeting place ${f.place + 1}` : f.kind === "slot" ? `market slot ${f.slot + 1}` : f.kind === "cell" ? `cell ${f.cell}` : `the seat at ${f.seat}`);

export function OriginsPlaytestTable({ session, pack }: TableProps<"origins">) {
  const catalog = useMemo(() => origins.pack.compile(pack), [pack]);
  const rules = useMemo(() => originsLine(catalog), [catalog]);
  const pt = useGameLine(rules, session);
  const router = useRouter();
  const { viewing: state, view: presentView, seats, past, game, cursor } = pt;
  const view = useMemo(() => (past && state ? originsTurn(catalog, state) : presentView), [catalog, past, state, presentView]);
  const [focusing, setFocus] = useState<{ focus: Focus; at: number } | undefined>();
  // A click narrows the choices only until the next move (or undo) is played.
  const focus = focusing && focusing.at === game.line.length ? focusing.focus : undefined;
  // The flow coverage of the session up to the move shown (the machine's states and transitions, counted by the engine).
  const [showCoverage, setShowCoverage] = useState(true);
  const [tracker] = useState(originsCoverageTracker);
  const coverage = useMemo(() => (showCoverage && game.states.length > 0 ? tracker(catalog, game.setup, game.line.slice(0, cursor)) : undefined), [showCoverage, tracker, catalog, game.setup, game.line, game.states.length, cursor]);

  const person = (s: number) => s >= 0 && seats[s]?.control !== "bot";
  const actor = !view || past ? -1 : person(view.mover) ? view.mover : -1;
  const moves = useMemo(() => (actor >= 0 && view ? view.moves : []), [actor, view]);
  const shown = focus ? moves.filter((m) => movesAt(m, focus)) : moves;

  const play = (m: OriginsMove) => {
    setFocus(undefined);
    pt.play(m);
  };
  /** A click on the board: its only move is played, several narrow the choices. */
  const onFocus = (f: Focus) => {
    const here = moves.filter((m) => movesAt(m, f));
    if (here.length === 1) return play(here[0]!);
    if (here.length > 1) setFocus({ focus: f, at: game.line.length });
  };

  const branch = async () => {
    const res = await fetch(`/api/sessions/${encodeURIComponent(session.id)}/branch`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ at: cursor }) });
    const body = (await res.json()) as { id?: string; message?: string };
    if (body.id) router.push(`/playtest/${body.id}`);
    else pt.setNotice({ tone: "error", title: "Could not branch", message: body.message ?? `HTTP ${res.status}` });
  };
  const nameOf = (seat: number) => (state ? `${state.players[seat]!.id} · ${seats[seat]?.name ?? ""}` : "");
  const mover = view && view.mover >= 0 && state ? state.players[view.mover]!.id : undefined;

  return (
    <div className="relative left-1/2 -my-10 min-h-[calc(100vh-3.5rem)] w-screen -translate-x-1/2 bg-[radial-gradient(ellipse_at_30%_0%,#4a3f2a_0%,#2f2819_45%,#1d180f_100%)] px-4 pt-6 pb-12 text-stone-100" data-testid="playtest-table" data-game="origins">
      <div className="mx-auto max-w-[1680px] space-y-4">
        <TopBar session={session} status={pt.save} finished={!!pt.latest?.finished} />
        {pt.notice && (
          <div role="alert" className={`sticky top-16 z-30 flex items-start gap-3 rounded-lg px-4 py-2.5 text-sm shadow-lg ${pt.notice.tone === "error" ? "bg-rose-100 text-rose-950 ring-1 ring-rose-800/30" : "bg-sky-100 text-sky-950"}`} data-testid="notice">
            <div className="flex-1">
              <span className="font-semibold">{pt.notice.title}: </span>
              {pt.notice.message}
            </div>
            <button type="button" onClick={() => pt.setNotice(undefined)} className="text-xs font-semibold underline">
              Dismiss
            </button>
          </div>
        )}
        {!state || !view ? (
          <p role="status">The game could not be set up.</p>
        ) : (
          <>
            {state.finished && <OriginsScoring state={state} seats={seats} />}
            <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
              <div className="min-w-0 space-y-3">
                <MeetingPlaces catalog={catalog} state={state} moves={moves} onFocus={onFocus} />
                <div className="grid gap-3 lg:grid-cols-2">
                  <Supply catalog={catalog} state={state} moves={moves} onFocus={onFocus} />
                  <Tracks catalog={catalog} state={state} />
                </div>
                <section aria-label="Players" className={`grid gap-3 ${state.players.length >= 3 ? "lg:grid-cols-3" : "lg:grid-cols-2"}`}>
                  {state.players.map((p, seat) => (
                    <PlayerPanel key={p.id} catalog={catalog} state={state} seat={seat} person={seats[seat]} acting={view.mover === seat} moves={seat === actor ? moves : []} onFocus={onFocus} />
                  ))}
                </section>
              </div>
              <aside className="min-w-0 space-y-3">
                <Panel title="Turn" label="Turn">
                  <div data-testid="turn" data-mover={mover ?? ""} className="text-sm">
                    {state.finished ? (
                      <p className="font-semibold">The game is over.</p>
                    ) : past ? (
                      <p>Looking back: nobody can move here.</p>
                    ) : mover ? (
                      <p className="flex items-center gap-2">
                        <span className="size-3 rounded-full" style={{ background: seatColour(view.mover) }} />
                        <b>{nameOf(view.mover)}</b> {actor >= 0 ? "to move: choose" : "(bot) to move"}
                        <span className="text-xs text-stone-500">
                          · round {state.round} · {state.phase}
                        </span>
                      </p>
                    ) : (
                      <p>Nobody to move.</p>
                    )}
                  </div>
                  {focus && (
                    <p className="mt-2 rounded bg-amber-100 px-2 py-1 text-xs">
                      Moves at {focusText(focus)} ·{" "}
                      <button type="button" className="font-semibold underline" onClick={() => setFocus(undefined)}>
                        show all
                      </button>
                    </p>
                  )}
                  {shown.length > 0 && (
                    <ul className="mt-2 max-h-96 space-y-1 overflow-y-auto" data-testid="choices">
                      {shown.map((m) => {
                        const text = origins.notation.formatMove(m);
                        return (
                          <li key={text}>
                            <button type="button" data-move={text} onClick={() => play(m)} className="flex w-full items-baseline justify-between gap-2 rounded-md bg-white px-2 py-1.5 text-left text-[13px] ring-1 ring-stone-300 hover:bg-amber-100 hover:ring-amber-500">
                              <span>{originsMoveLabel(catalog, state, m)}</span>
                              <code className="shrink-0 text-[10px] text-stone-500">{text.replace(/^p\d+:\s*/, "")}</code>
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </Panel>
                <BotControls pt={pt} nameOf={nameOf} />
                <LogPanel format={origins.notation.formatMove} colorOf={(m: OriginsMove) => seatColour(state.players.findIndex((p) => p.id === m.player))} setupLines={[origins.notation.formatLog(game.setup, []).trim()]} line={game.line} states={game.states} cursor={cursor} onGoto={pt.goto} onUndo={pt.undo} onRedo={pt.redo} canRedo={game.redo.length > 0} onBranch={branch} />
                <Panel
                  title="Flow"
                  label="Game flow"
                  actions={
                    <label className="flex items-center gap-1 text-[11px] font-normal text-stone-600" title="Which states and transitions of the flow machine this session went through (up to the move shown)">
                      <input type="checkbox" checked={showCoverage} onChange={(e) => setShowCoverage(e.target.checked)} data-testid="flow-coverage-toggle" /> Coverage
                    </label>
                  }
                >
                  <FlowDiagram graph={FLOW_GRAPH} layout={FLOW_LAYOUT} current={originsFlowStateId(state.flow)} coverage={coverage} />
                </Panel>
                <CommandBox notation={ORIGINS_NOTATION} notationName="Origins" player={actor >= 0 ? state.players[actor]!.id : undefined} legal={moves} example="visit 2 R4" onMove={(m) => pt.tryPlay([m])} />
              </aside>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
