/**
 * The faction auction (Fire & Ice variant): the factions nominated, each one's bid and who holds it,
 * and — for the person whose turn it is — the factions they may nominate, or a bid for each
 * nominated faction (the lowest they may bid, which they can raise). In the fast auction (sealed
 * bids), the person whose turn it is gets one form with a bid on every faction they have still to
 * bid on, sent at once; everybody's bids stay hidden (only who has bid shows) until all are in, then
 * every bid is shown with the winning ones marked. Every button plays moves the engine listed;
 * nothing here decides a rule.
 */
import { useState } from "react";
import { rulesFor, type Catalog, type GameState, type Move } from "@/engine";
import { factionColor, factionName } from "./model/view";
import { FactionBadge, Panel } from "./pieces";
import type { SessionSeat } from "./usePlaytest";

type Nominate = Extract<Move, { type: "nominate" }>;
type Bid = Extract<Move, { type: "bid" }>;

export interface AuctionPanelProps {
  catalog: Catalog;
  state: GameState;
  seats: readonly SessionSeat[];
  /** The legal moves of the person acting now (empty when nobody here acts). */
  moves: readonly Move[];
  /** Play a move, or several in a row (a player's sealed bids, sent together). */
  onMove: (move: Move | Move[]) => void;
}

export function AuctionPanel({ catalog, state, seats, moves, onMove }: AuctionPanelProps) {
  const a = state.auction;
  const [amounts, setAmounts] = useState<Record<string, number>>({});
  if (!a) return null;
  const startingVp = rulesFor(catalog, state.options).auction?.startingVp ?? 0;
  const nominations = moves.filter((m): m is Nominate => m.type === "nominate");
  const bids = moves.filter((m): m is Bid => m.type === "bid");
  // Who the auction's players are at the table: the seat's name, else player1, player2, ...
  const playerName = (seat: number) => seats[seat]?.name || a.players[seat]!;
  if (a.sealed) return <SealedAuction key={a.next} catalog={catalog} state={state} startingVp={startingVp} bids={bids} playerName={playerName} onMove={onMove} nominations={nominations} />;
  return (
    <Panel title={a.seated ? "Faction auction (over)" : "Faction auction"} label="Faction auction">
      <table className="w-full text-xs" data-testid="auction-table">
        <thead>
          <tr className="text-left text-[10px] tracking-wider text-stone-500 uppercase">
            <th className="py-1">Turn</th>
            <th>Faction</th>
            <th className="text-right">Bid</th>
            <th className="pl-2">Held by</th>
          </tr>
        </thead>
        <tbody>
          {a.nominated.map((id, i) => {
            const holder = a.holders[i]!;
            const bid = a.bids[i]!;
            const mine = bids.filter((b) => b.nominee === id);
            const lowest = mine[0]?.amount;
            const highest = mine[mine.length - 1]?.amount;
            const amount = Math.min(Math.max(amounts[id] ?? lowest ?? 0, lowest ?? 0), highest ?? 0);
            return (
              <tr key={id} className="border-t border-stone-300/60" data-testid={`auction-${id}`}>
                <td className="py-1 font-semibold">{i + 1}</td>
                <td>
                  <FactionLabel catalog={catalog} id={id} />
                </td>
                <td className="text-right tabular-nums">{bid < 0 ? "—" : `${bid} VP`}</td>
                <td className="pl-2">
                  {holder < 0 ? <span className="text-stone-500">nobody</span> : playerName(holder)}
                  {mine.length > 0 && (
                    <span className="ml-2 inline-flex items-center gap-1">
                      <input
                        type="number"
                        aria-label={`Bid for the ${factionName(catalog, id)}`}
                        className="w-12 rounded border border-stone-400 bg-white px-1 py-0.5 text-xs"
                        min={lowest}
                        max={highest}
                        value={amount}
                        onChange={(e) => setAmounts((x) => ({ ...x, [id]: Number(e.target.value) }))}
                      />
                      <button
                        type="button"
                        className="rounded bg-stone-800 px-2 py-0.5 text-[11px] font-semibold text-white hover:bg-stone-950"
                        onClick={() => {
                          const move = mine.find((b) => b.amount === amount);
                          if (move) onMove(move);
                        }}
                      >
                        Bid
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
          {!a.seated &&
            Array.from({ length: state.players.length - a.nominated.length }, (_, k) => (
              <tr key={`open-${k}`} className="border-t border-stone-300/60 text-stone-400">
                <td className="py-1">{a.nominated.length + k + 1}</td>
                <td colSpan={3}>to be nominated</td>
              </tr>
            ))}
        </tbody>
      </table>
      <p className="mt-2 text-[11px] text-stone-600">
        Each player starts with {startingVp} VP minus their bid; the factions play in the order they were nominated.
        {!a.seated && a.next >= 0 && (
          <>
            {" "}
            Now: <span className="font-semibold">{playerName(a.next)}</span> {a.nominated.length < state.players.length ? "nominates a faction" : "bids for a faction"}.
          </>
        )}
      </p>
      <NominateButtons catalog={catalog} nominations={nominations} onMove={onMove} />
    </Panel>
  );
}

/** A faction's badge and name, as the auction's rows and forms show it. */
function FactionLabel({ catalog, id }: { catalog: Catalog; id: string }) {
  return (
    <span className="flex items-center gap-1.5">
      <FactionBadge color={factionColor(catalog, id)} name={factionName(catalog, id)} size="sm" />
      {factionName(catalog, id)}
    </span>
  );
}

function NominateButtons({ catalog, nominations, onMove }: { catalog: Catalog; nominations: readonly Nominate[]; onMove: (move: Move) => void }) {
  if (nominations.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap gap-1.5" data-testid="auction-nominate">
      {nominations.map((m) => (
        <button key={m.nominee} type="button" onClick={() => onMove(m)} className="flex items-center gap-1 rounded-md bg-white px-2 py-1 text-xs font-semibold ring-1 ring-stone-400/60 hover:bg-stone-50">
          <FactionBadge color={factionColor(catalog, m.nominee)} name={factionName(catalog, m.nominee)} size="sm" />
          {factionName(catalog, m.nominee)}
        </button>
      ))}
    </div>
  );
}

interface SealedProps {
  catalog: Catalog;
  state: GameState;
  startingVp: number;
  /** The bids the person acting may make now (every amount of every faction they have still to bid on). */
  bids: readonly Bid[];
  nominations: readonly Nominate[];
  playerName: (seat: number) => string;
  onMove: (move: Move | Move[]) => void;
}

/** The fast auction: the factions, who has bid (not how much) until every bid is in, then every bid. */
function SealedAuction({ catalog, state, startingVp, bids, nominations, playerName, onMove }: SealedProps) {
  const a = state.auction!;
  const sealed = a.sealed!;
  const [amounts, setAmounts] = useState<Record<string, number>>({});
  const open = !a.seated;
  const nominating = a.nominated.length < state.players.length;
  // The factions the person acting has still to bid on, with the amounts the engine allows.
  const factions = a.nominated.filter((id) => bids.some((b) => b.nominee === id));
  const range = (id: string) => {
    const mine = bids.filter((b) => b.nominee === id);
    return { low: mine[0]!.amount, high: mine[mine.length - 1]!.amount };
  };
  const amountOf = (id: string) => {
    const { low, high } = range(id);
    return Math.min(Math.max(amounts[id] ?? low, low), high);
  };
  const done = (seat: number) => sealed[seat]!.length > 0 && sealed[seat]!.every((b) => b >= 0);
  return (
    <Panel title={a.seated ? "Fast auction (over)" : "Fast auction · sealed bids"} label="Faction auction">
      <table className="w-full text-xs" data-testid="auction-table">
        <thead>
          <tr className="text-left text-[10px] tracking-wider text-stone-500 uppercase">
            <th className="py-1">Turn</th>
            <th>Faction</th>
            {a.seated ? (
              <>
                {state.players.map((_, seat) => (
                  <th key={seat} className="text-right">
                    {playerName(seat)}
                  </th>
                ))}
              </>
            ) : (
              <th className="text-right">Bids in</th>
            )}
          </tr>
        </thead>
        <tbody>
          {a.nominated.map((id, i) => (
            <tr key={id} className="border-t border-stone-300/60" data-testid={`auction-${id}`}>
              <td className="py-1 font-semibold">{i + 1}</td>
              <td>
                <FactionLabel catalog={catalog} id={id} />
              </td>
              {a.seated ? (
                sealed.map((row, seat) => (
                  <td key={seat} className={`text-right tabular-nums ${a.holders[i] === seat ? "font-bold text-emerald-800" : "text-stone-500"}`} data-testid={`sealed-${seat}-${id}`}>
                    {row[i]}
                    {a.holders[i] === seat ? " ✓" : ""}
                  </td>
                ))
              ) : (
                <td className="text-right text-stone-600 tabular-nums">
                  {sealed.filter((row) => (row[i] ?? -1) >= 0).length} of {state.players.length}
                </td>
              )}
            </tr>
          ))}
          {open &&
            Array.from({ length: state.players.length - a.nominated.length }, (_, k) => (
              <tr key={`open-${k}`} className="border-t border-stone-300/60 text-stone-400">
                <td className="py-1">{a.nominated.length + k + 1}</td>
                <td colSpan={2}>to be nominated</td>
              </tr>
            ))}
        </tbody>
      </table>
      {a.seated ? (
        <p className="mt-2 text-[11px] text-stone-600" data-testid="auction-result">
          Every bid is in. Won (✓):{" "}
          {a.nominated.map((id, i) => `${playerName(a.holders[i]!)} the ${factionName(catalog, id)} at ${a.bids[i]} VP (starts with ${startingVp - a.bids[i]!})`).join("; ")}. The winning bids are the highest in total.
        </p>
      ) : (
        <>
          <p className="mt-2 text-[11px] text-stone-600">
            Each player bids once on every faction, in secret; the bids are shown when all are in. The factions go where the winning bids are highest in total; each player starts with {startingVp} VP minus their bid and the
            factions play in the order they were nominated.
          </p>
          {!nominating && (
            <ul className="mt-2 space-y-0.5 text-xs" data-testid="sealed-status">
              {state.players.map((_, seat) => (
                <li key={seat} className="flex items-center justify-between">
                  <span className={a.next === seat ? "font-semibold" : ""}>{playerName(seat)}</span>
                  <span className={done(seat) ? "text-emerald-800" : "text-stone-500"}>{done(seat) ? "bids sealed" : a.next === seat ? "bidding now" : "to bid"}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <NominateButtons catalog={catalog} nominations={nominations} onMove={onMove} />
      {factions.length > 0 && (
        <form
          className="mt-3 space-y-1.5 rounded-md bg-white/70 p-2 ring-1 ring-stone-400/50"
          data-testid="sealed-form"
          onSubmit={(e) => {
            e.preventDefault();
            const chosen = factions.map((id) => bids.find((b) => b.nominee === id && b.amount === amountOf(id))).filter((b): b is Bid => !!b);
            if (chosen.length === factions.length) onMove(chosen);
          }}
        >
          <div className="text-xs font-semibold">{playerName(a.next)}: your sealed bids (hidden from the others until every bid is in)</div>
          {factions.map((id) => {
            const { low, high } = range(id);
            return (
              <label key={id} className="flex items-center justify-between gap-2 text-xs">
                <FactionLabel catalog={catalog} id={id} />
                <input
                  type="number"
                  aria-label={`Sealed bid for the ${factionName(catalog, id)}`}
                  className="w-14 rounded border border-stone-400 bg-white px-1 py-0.5 text-xs"
                  min={low}
                  max={high}
                  value={amountOf(id)}
                  onChange={(e) => setAmounts((x) => ({ ...x, [id]: Number(e.target.value) }))}
                />
              </label>
            );
          })}
          <button type="submit" className="w-full rounded bg-stone-800 px-2 py-1 text-xs font-semibold text-white hover:bg-stone-950">
            Seal my bids
          </button>
        </form>
      )}
    </Panel>
  );
}
