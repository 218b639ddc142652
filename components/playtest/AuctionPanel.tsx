/**
 * The faction auction (Fire & Ice variant): the factions nominated, each one's bid and who holds it,
 * and — for the person whose turn it is — the factions they may nominate, or a bid for each
 * nominated faction (the lowest they may bid, which they can raise). Every button plays a move the
 * engine listed; nothing here decides a rule.
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
  onMove: (move: Move) => void;
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
                  <span className="flex items-center gap-1.5">
                    <FactionBadge color={factionColor(catalog, id)} name={factionName(catalog, id)} size="sm" />
                    {factionName(catalog, id)}
                  </span>
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
      {nominations.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-1.5" data-testid="auction-nominate">
          {nominations.map((m) => (
            <button key={m.nominee} type="button" onClick={() => onMove(m)} className="flex items-center gap-1 rounded-md bg-white px-2 py-1 text-xs font-semibold ring-1 ring-stone-400/60 hover:bg-stone-50">
              <FactionBadge color={factionColor(catalog, m.nominee)} name={factionName(catalog, m.nominee)} size="sm" />
              {factionName(catalog, m.nominee)}
            </button>
          ))}
        </div>
      )}
    </Panel>
  );
}
