"use client";

/**
 * The playtest table: the board, the cult board, the supply and every player's board around it; the
 * turn, the bots, the log and the game's flow beside it. The legal moves of the player whose turn it
 * is light up what can be clicked; anything else clicked is asked of the engine, whose reason for
 * refusing is shown. Nothing here decides a rule.
 */
import { useEffect, useMemo, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { apply, compileCatalog, enabledTransitions, envOf, flowStateId, legalMoves, rulesFor, terraMystica, type Building, type Move, type ResolvedPack } from "@/engine";
import { ActionSpaces } from "./ActionSpaces";
import { AuctionPanel } from "./AuctionPanel";
import { BotControls } from "./BotControls";
import { CommandBox } from "./CommandBox";
import { CultBoard } from "./CultBoard";
import { FactionPick } from "./FactionPick";
import { FlowDiagram } from "./FlowDiagram";
import { GameBoard, type HexClick, type ShipCellMark } from "./GameBoard";
import { BonusCards, ScoringTiles, TilePool } from "./GameSupply";
import { LogPanel, terraMysticaLog } from "./LogPanel";
import { coverageTracker } from "./model/flow";
import { deltaText, factionColor, moveHex, moveLabel, playerLabel, resourceDelta } from "./model/view";
import { isActing, seatsInPlay, turnView } from "./model/turns";
import { extendPlan, shipPlan, shipsToMove } from "./model/ships";
import { Panel } from "./pieces";
import { PlayerBoard } from "./PlayerBoard";
import { ScoringChart } from "./ScoringChart";
import { TurnPanel } from "./TurnPanel";
import { usePlaytest, type PlaytestInit, type SaveStatus } from "./usePlaytest";
import type { CommandNotation } from "./model/command";

export interface PlaytestTableProps {
  session: PlaytestInit & { packId: string; packName: string; revision: number; parentId?: string; branchAt?: number };
  pack: ResolvedPack;
}

/** Terra Mystica's notation for the command box (the module's). */
const TM_NOTATION: CommandNotation<Move> = { parse: terraMystica.notation.parseMove, format: terraMystica.notation.formatMove };

interface Menu {
  hex: string;
  at: HexClick["at"];
  moves: Move[];
}

export function PlaytestTable({ session, pack }: PlaytestTableProps) {
  const catalog = useMemo(() => compileCatalog(pack), [pack]);
  const pt = usePlaytest(catalog, session);
  const router = useRouter();
  const [menu, setMenu] = useState<Menu | undefined>();
  /** A dig chosen in the turn panel, waiting for its hex: nothing is played (or logged) until one is picked. */
  const [digging, setDig] = useState<{ move: Move; at: number } | undefined>();
  // It waits only while nothing else is played (undo, a bot or another tab's move end it).
  const dig = digging && digging.at === pt.game.line.length ? digging.move : undefined;
  const [labels, setLabels] = useState(false);
  const [showCoverage, setShowCoverage] = useState(true);
  const { viewing: state, view: presentView, past, game, cursor } = pt;
  // The fast auction's bids are secret until every bid is in: the log hides their amounts till then.
  const sealedOpen = !!pt.latest?.auction?.sealed && !pt.latest.auction.seated;
  // Each player's seat (after the faction auction, the seat of whoever won the faction).
  const seats = useMemo(() => seatsInPlay(state, pt.seats), [state, pt.seats]);
  // The flow coverage of the session up to the move shown (the machine's states and transitions, counted by the engine).
  const [tracker] = useState(coverageTracker);
  // The transitions the machine would take now on a moderator's command, asked of its XState actor.
  const enabled = useMemo(() => (state ? enabledTransitions(envOf(catalog, state)) : []), [catalog, state]);
  const coverage = useMemo(() => (showCoverage && game.states.length > 0 ? tracker(catalog, game.setup, game.line.slice(0, cursor)) : undefined), [showCoverage, tracker, catalog, game.setup, game.line, game.states.length, cursor]);
  // Looking back, the turn shown is the one at that point (nobody can act there).
  const view = useMemo(() => (past && state ? turnView(catalog, state) : presentView), [catalog, past, state, presentView]);

  // The seat this screen acts for: a person whose turn it is, else a person with something owed.
  const person = (s: number) => s >= 0 && seats[s]?.control !== "bot";
  const actor = !view || past ? -1 : person(view.mover) ? view.mover : (view.deciding.find((s) => person(s) && view.moves[s]!.some(isActing)) ?? -1);
  const moves = useMemo(() => (actor >= 0 && view ? view.moves[actor]! : []), [actor, view]);
  const actorFaction = state && actor >= 0 ? state.players[actor]!.faction : state?.players.find((_, i) => person(i))?.faction;

  // While digging, the hexes lit are those the spades can be used on: the moves after the dig.
  const dug = useMemo(() => {
    if (!dig || !state || past || actor < 0) return undefined;
    const r = pt.tryMove(dig);
    return r?.ok ? { state: r.state, moves: legalMoves(catalog, r.state, state.players[actor]!.faction) } : undefined;
  }, [dig, state, past, actor, pt, catalog]);
  // A ship being moved (Merchants of the Seas): its way clicked so far, while nothing else is played.
  const [sailing, setSailing] = useState<{ path: string[]; at: number } | undefined>();
  const origins = useMemo(() => shipsToMove(moves), [moves]);
  const way = sailing && sailing.at === pt.game.line.length && origins.has(sailing.path[0]!) ? sailing.path : undefined;
  const plan = useMemo(() => (way ? shipPlan(moves, way) : undefined), [moves, way]);
  const shipCells = useMemo(() => {
    const cells = new Map<string, ShipCellMark>();
    if (plan) {
      for (const cell of plan.ends.keys()) cells.set(cell, "end");
      for (const cell of plan.next.keys()) cells.set(cell, "next");
      cells.set(plan.path[plan.path.length - 1]!, "here");
    } else for (const cell of origins.keys()) cells.set(cell, "ship");
    return cells;
  }, [plan, origins]);
  const targets = useMemo(() => {
    const map = new Map<string, Move[]>();
    if (plan) return map;
    for (const m of dug?.moves ?? moves) if (m.type === "build" || m.type === "upgrade" || m.type === "transform" || m.type === "trade") map.set(m.hex, [...(map.get(m.hex) ?? []), m]);
    return map;
  }, [moves, dug, plan]);
  const digOpen = !!dig && !!dug;

  // ←/→ step through the log (not while typing).
  const { goto } = pt;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || (e.key !== "ArrowLeft" && e.key !== "ArrowRight")) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName))) return;
      e.preventDefault();
      if (e.key === "ArrowLeft" && cursor > 0) goto(cursor - 1);
      if (e.key === "ArrowRight" && cursor < game.line.length) goto(cursor + 1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [goto, cursor, game.line.length]);
  const bridges = moves.filter((m): m is Extract<Move, { type: "bridge" }> => m.type === "bridge");

  /** Play a move from the board or the supply; with a dig waiting, the dig goes first. */
  const play = (m: Move) => {
    setMenu(undefined);
    setSailing(undefined);
    if (digOpen && (m.type === "build" || m.type === "transform" || m.type === "upgrade")) {
      setDig(undefined);
      pt.play([dig!, m]);
      return;
    }
    setDig(undefined);
    pt.play(m);
  };

  /** A move from the turn panel: digging waits for its hex, anything else is played. */
  const playTurn = (m: Move) => {
    if (m.type === "dig") {
      setMenu(undefined);
      setDig({ move: m, at: game.line.length });
      return;
    }
    play(m);
  };

  /** A hex without a legal move: ask the engine what building or upgrading there would mean. */
  const attempt = (hex: string) => {
    if (!state || !actorFaction) return;
    const h = catalog.boards[state.map]!.index[hex]!;
    const built = state.board.building[h];
    const upgrades = rulesFor(catalog, state.options).upgrades as Partial<Record<Building, Building>>;
    const to = built ? (Object.keys(upgrades) as Building[]).find((b) => upgrades[b] === built) : undefined;
    const move: Move = built && to ? { type: "upgrade", faction: actorFaction, hex, to } : { type: "build", faction: actorFaction, hex };
    pt.play(move);
  };

  /** A cell clicked while moving ships: pick a ship, step on, or end the way where a listed move ends. */
  const onShipCell = (hex: string): boolean => {
    if (!plan) {
      if (!origins.has(hex)) return false;
      setMenu(undefined);
      setSailing({ path: [hex], at: game.line.length });
      return true;
    }
    if (hex === plan.path[plan.path.length - 1]) {
      if (plan.stop) play(plan.stop);
      return true;
    }
    const next = extendPlan(plan, hex);
    if (!next) {
      // Another ship: start again from there; somewhere no listed way goes: stop moving this ship.
      setSailing(origins.has(hex) ? { path: [hex], at: game.line.length } : undefined);
      return true;
    }
    const further = shipPlan(moves, next);
    if (further.next.size === 0 && further.stop) play(further.stop);
    else setSailing({ path: next, at: game.line.length });
    return true;
  };

  const onHex = ({ hex, at }: HexClick) => {
    if ((plan || origins.size > 0) && onShipCell(hex)) return;
    const list = targets.get(hex);
    if (!list) return digOpen ? undefined : attempt(hex);
    if (list.length === 1) return play(list[0]!);
    setMenu({ hex, at, moves: list });
  };

  const branch = async () => {
    const res = await fetch(`/api/sessions/${encodeURIComponent(session.id)}/branch`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ at: cursor }) });
    const body = (await res.json()) as { id?: string; message?: string };
    if (body.id) router.push(`/playtest/${body.id}`);
    else pt.setNotice({ tone: "error", title: "Could not branch", message: body.message ?? `HTTP ${res.status}` });
  };

  const last = cursor > 0 ? game.line[cursor - 1] : undefined;
  const accent = actorFaction && actor >= 0 ? factionColor(catalog, actorFaction) : "#f59e0b";

  return (
    <div className="relative left-1/2 -my-10 min-h-[calc(100vh-3.5rem)] w-screen -translate-x-1/2 bg-[radial-gradient(ellipse_at_30%_0%,#35503f_0%,#22352a_45%,#17241c_100%)] px-4 pt-6 pb-12 text-stone-100" data-testid="playtest-table">
      <div className="mx-auto max-w-[1680px] space-y-4">
        <TopBar session={session} status={pt.save} finished={!!pt.latest?.finished} />
        {/* Kept in view while scrolling: a move refused or not saved is said wherever the move was made. */}
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

        {!pt.started || !state || !view ? (
          <FactionPick catalog={catalog} setup={game.setup} seats={pt.seats} onPick={pt.pickFaction} />
        ) : (
          <>
            {state.finished && <ScoringChart catalog={catalog} state={state} />}
            <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_23rem]">
              <div className="min-w-0 space-y-3">
                <ScoringTiles catalog={catalog} state={state} />
                <div className="relative rounded-2xl bg-black/20 p-2 ring-1 ring-white/10">
                  <GameBoard
                    catalog={catalog}
                    state={state}
                    targets={targets}
                    bridges={bridges}
                    accent={accent}
                    lastHex={last ? moveHex(last) : undefined}
                    labels={labels}
                    onHex={past ? undefined : onHex}
                    onMove={play}
                    shipCells={past ? undefined : shipCells}
                    shipWay={plan?.path}
                  >
                    {menu && (
                      <HexMenu
                        menu={menu}
                        onPick={play}
                        onClose={() => {
                          setMenu(undefined);
                          setDig(undefined);
                        }}
                        label={(m) => moveLabel(catalog, m)}
                        cost={(m) => {
                          const r = digOpen ? apply(catalog, dug!.state, m) : pt.tryMove(m);
                          const seat = state.players.findIndex((p) => "faction" in m && p.faction === m.faction);
                          return r?.ok ? deltaText(resourceDelta(state, r.state, seat)) : r ? `refused: ${r.message}` : "";
                        }}
                      />
                    )}
                  </GameBoard>
                  {digOpen && (
                    <div role="status" className="absolute top-3 left-4 flex items-center gap-2 rounded-md bg-amber-300 px-3 py-1.5 text-xs font-semibold text-stone-900 shadow-lg" data-testid="digging">
                      {moveLabel(catalog, dig!)}: click a highlighted hex to {"faction" in dig! && catalog.factions[dig.faction]?.traits.volcano ? "turn it into volcano" : "use the spades there"}.
                      <button type="button" onClick={() => setDig(undefined)} className="rounded bg-white/80 px-1.5 py-0.5 text-[11px] underline hover:bg-white">
                        Cancel
                      </button>
                    </div>
                  )}
                  {plan && (
                    <div role="status" className="absolute top-3 left-4 flex max-w-[70%] flex-wrap items-center gap-2 rounded-md bg-sky-200 px-3 py-1.5 text-xs font-semibold text-stone-900 shadow-lg" data-testid="sailing">
                      <span>
                        {plan.piece === "merchant" ? "Merchant" : "Ship"} on {plan.path[0]}
                        {plan.path.length > 1 ? ` → ${plan.path.slice(1).join(" → ")}` : ""}: click {plan.next.size > 0 ? "the next highlighted hex (or a farther one, dashed)" : "a highlighted hex"}
                        {plan.stop ? ", or stop here" : ""}.
                      </span>
                      {plan.stop && (
                        <button type="button" onClick={() => play(plan.stop!)} className="rounded bg-stone-800 px-1.5 py-0.5 text-[11px] text-white hover:bg-stone-950" data-testid="ship-stop">
                          Stop on {plan.path[plan.path.length - 1]}
                          {(() => {
                            const r = pt.tryMove(plan.stop!);
                            const d = r?.ok ? deltaText(resourceDelta(state, r.state, actor)) : "";
                            return d ? ` (${d})` : "";
                          })()}
                        </button>
                      )}
                      <button type="button" onClick={() => setSailing(undefined)} className="rounded bg-white/80 px-1.5 py-0.5 text-[11px] underline hover:bg-white">
                        Cancel
                      </button>
                    </div>
                  )}
                  <label className="absolute right-4 bottom-3 flex items-center gap-1.5 rounded bg-black/40 px-2 py-1 text-[11px] text-stone-200">
                    <input type="checkbox" checked={labels} onChange={(e) => setLabels(e.target.checked)} /> Coordinates
                  </label>
                </div>
                <div className="grid gap-3 lg:grid-cols-[minmax(0,19rem)_minmax(0,1fr)]">
                  <CultBoard catalog={catalog} state={state} moves={moves} onMove={play} />
                  <div className="space-y-3">
                    <ActionSpaces catalog={catalog} state={state} moves={moves} onMove={play} onAttempt={(id) => actorFaction && pt.play({ type: "action", faction: actorFaction, id })} />
                    <BonusCards catalog={catalog} state={state} moves={moves} onMove={play} onAttempt={pt.play} actor={actorFaction} />
                    <TilePool catalog={catalog} state={state} moves={moves} onMove={play} />
                  </div>
                </div>
              </div>
              <aside className="min-w-0 space-y-3">
                <TurnPanel catalog={catalog} state={state} view={view} seats={seats} actor={actor} past={past} onMove={playTurn} preview={(m) => pt.tryMove(m)} />
                {state.auction && <AuctionPanel catalog={catalog} state={state} seats={pt.seats} moves={past ? [] : moves} onMove={(m) => (Array.isArray(m) ? pt.play(m) : play(m as Move))} />}
                <BotControls pt={pt} nameOf={(s) => playerLabel(catalog, pt.latest!, pt.seats, s)} />
                <LogPanel {...terraMysticaLog(catalog, sealedOpen)} line={game.line} states={game.states} cursor={cursor} onGoto={pt.goto} onUndo={pt.undo} onRedo={pt.redo} canRedo={game.redo.length > 0} onBranch={branch} />
                <Panel
                  title="Flow"
                  label="Game flow"
                  actions={
                    <label className="flex items-center gap-1 text-[11px] font-normal text-stone-600" title="Which states and transitions of the flow machine this session went through (up to the move shown)">
                      <input type="checkbox" checked={showCoverage} onChange={(e) => setShowCoverage(e.target.checked)} data-testid="flow-coverage-toggle" /> Coverage
                    </label>
                  }
                >
                  <FlowDiagram current={flowStateId(state.flow)} coverage={coverage} enabled={enabled} />
                </Panel>
                <CommandBox notation={TM_NOTATION} notationName="terra.snellman.net" player={actorFaction} legal={moves} example="build E7" onMove={(m) => pt.tryPlay([m])} />
              </aside>
            </div>
            {/* During the faction auction the players have no faction yet: no player boards. */}
            {state.phase !== "setup-auction" && (
              <section aria-label="Players" className={`grid gap-3 sm:grid-cols-2 ${state.players.length >= 5 ? "xl:grid-cols-5" : state.players.length === 4 ? "xl:grid-cols-4" : "xl:grid-cols-3"}`}>
                {state.players.map((p, seat) => (
                  <PlayerBoard
                    key={p.faction}
                    catalog={catalog}
                    state={state}
                    seat={seat}
                    person={seats[seat]}
                    acting={view.mover === seat}
                    moves={seat === actor ? moves : []}
                    onMove={play}
                    onControl={(control) => pt.setSeats((s) => s.map((x, i) => (i === (state.auction?.seated ? state.auction.holders[seat] : seat) ? { ...x, control: control === "human" ? "human" : "bot", ...(control === "human" ? { bot: undefined } : { bot: control }) } : x)))}
                  />
                ))}
              </section>
            )}
            {!state.finished && state.phase !== "setup-auction" && <ScoringChart catalog={catalog} state={state} />}
          </>
        )}
      </div>
    </div>
  );
}

export function TopBar({ session, status, finished }: { session: PlaytestTableProps["session"]; status: SaveStatus; finished: boolean }) {
  const enc = encodeURIComponent(session.id);
  const button = "rounded-md bg-white/10 px-2.5 py-1.5 text-xs font-semibold text-stone-100 ring-1 ring-white/20 hover:bg-white/20";
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <div className="text-[11px] font-semibold tracking-[0.16em] text-emerald-200/70 uppercase">
          <Link href="/playtest" className="hover:text-white">
            Playtest
          </Link>{" "}
          · {session.packName} r{session.revision}
          {session.kind === "import" ? " · imported log" : <> · seed <span className="font-mono normal-case">{session.seed}</span></>}
          {session.parentId && (
            <>
              {" · "}
              <Link href={`/playtest/${encodeURIComponent(session.parentId)}`} className="underline hover:text-white">
                branch of an earlier game at move {session.branchAt}
              </Link>
            </>
          )}
        </div>
        <h1 className="text-2xl font-bold tracking-tight break-words text-white" data-testid="session-name">
          {session.name}
          {finished && <span className="ml-3 rounded-full bg-amber-400 px-2 py-0.5 align-middle text-xs font-bold text-stone-900">finished</span>}
        </h1>
      </div>
      <div className="flex items-center gap-2">
        <span className={`text-xs ${status.state === "error" ? "text-rose-300" : "text-emerald-200/70"}`} data-testid="save-status" title={status.state === "error" ? status.message : undefined}>
          {status.state === "error" ? `Not saved: ${status.message}` : status.state === "saving" ? "Saving…" : "Saved"}
        </span>
        <a className={button} href={`/api/sessions/${enc}/export?format=log`} download>
          Export log
        </a>
        <a className={button} href={`/api/sessions/${enc}/export?format=state`} download>
          Export state
        </a>
        <Link className={button} href={`/packs/${encodeURIComponent(session.packId)}/playtest/new?seed=${session.seed}`}>
          New game
        </Link>
      </div>
    </header>
  );
}

function HexMenu({ menu, onPick, onClose, label, cost }: { menu: Menu; onPick: (m: Move) => void; onClose: () => void; label: (m: Move) => string; cost: (m: Move) => string }) {
  const right = menu.at.x > 0.6;
  return (
    <div
      role="menu"
      aria-label={`Moves on ${menu.hex}`}
      className="absolute z-20 w-64 rounded-lg bg-white p-1 text-sm text-stone-800 shadow-xl ring-1 ring-black/20"
      style={{ left: right ? undefined : `${menu.at.x * 100 + 2}%`, right: right ? `${(1 - menu.at.x) * 100 + 2}%` : undefined, top: `${menu.at.y * 100}%`, transform: "translateY(-50%)" }}
    >
      <div className="flex items-center justify-between px-2 py-1 text-[11px] font-semibold text-stone-500">
        {menu.hex}
        <button type="button" onClick={onClose} aria-label="Close" className="text-stone-400 hover:text-stone-800">
          ✕
        </button>
      </div>
      {menu.moves.map((m, i) => (
        <button key={i} type="button" role="menuitem" onClick={() => onPick(m)} className="flex w-full items-center justify-between gap-2 rounded px-2 py-1.5 text-left hover:bg-amber-100">
          <span>{label(m)}</span>
          <span className="shrink-0 text-[11px] text-stone-500">{cost(m)}</span>
        </button>
      ))}
    </div>
  );
}
