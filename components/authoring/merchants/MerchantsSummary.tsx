/**
 * The Merchants of the Seas section at a glance: each faction's shipyard board as it plays (own
 * fields marked), the trade rewards with the owner's power offer, the pieces and the range tiles.
 */
import type { Merchants } from "@/engine";
import type { ReactNode } from "react";
import { Resources } from "../effects";
import { effectiveBoard, effectText, ownerVpCost, ownFields, rangeTileUsers, TRADE_BUILDINGS, type BoardField } from "./document";

export function MerchantsSummary({ merchants, factions, leechCost }: { merchants: Merchants; factions: { id: string; name: string }[]; leechCost?: "power-minus-one" | "none" }) {
  const rows = [{ id: "", name: "Default board" }, ...factions];
  return (
    <div className="space-y-4 text-sm" data-testid="merchants-summary">
      <p className="text-zinc-700">
        Each player: <strong>{merchants.pieces.ships}</strong> ships, <strong>{merchants.pieces.tradeMarkers}</strong> trade markers, one dock.
      </p>
      <div className="overflow-x-auto rounded-lg border border-zinc-200">
        <table className="w-full text-xs" aria-label="Shipyard boards as they play">
          <thead className="bg-zinc-50 text-zinc-600">
            <tr>
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                Board
              </th>
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                Upgrade cost
              </th>
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                One-off rewards
              </th>
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                Build a ship
              </th>
              <th scope="col" className="px-2 py-1.5 text-center font-medium" title="Ships gained each round from the next">
                Income
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {rows.map((f) => {
              const board = f.id ? effectiveBoard(merchants, f.id) : merchants.shipyards.default;
              const own = f.id ? ownFields(merchants, f.id) : [];
              const cell = (field: BoardField, text: ReactNode) => (
                <td className={`px-2 py-1 ${own.includes(field) ? "font-semibold text-sky-800" : "text-zinc-700"}`} title={own.includes(field) ? "The faction's own value" : undefined}>
                  {text}
                </td>
              );
              return (
                <tr key={f.id || "default"} data-board={f.id || "default"} className={f.id ? "" : "bg-zinc-50/60"}>
                  <th scope="row" className="px-2 py-1 text-left font-medium text-zinc-800">
                    {f.name}
                  </th>
                  {cell("cost", <Resources value={board.cost} size="sm" />)}
                  {cell("onBuild", effectText(board.onBuild))}
                  {cell("buildShip", <Resources value={board.buildShip?.cost} size="sm" />)}
                  {cell("shipIncome", String(board.shipIncome ?? "—"))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="overflow-x-auto rounded-lg border border-zinc-200">
        <table className="w-full text-xs" aria-label="Trade rewards">
          <thead className="bg-zinc-50 text-zinc-600">
            <tr>
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                Trade with
              </th>
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                The trader gets
              </th>
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                The owner may take
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {TRADE_BUILDINGS.map(({ key, name }) => {
              const r = merchants.trade.rewards[key];
              return (
                <tr key={key} data-trade={key}>
                  <th scope="row" className="px-2 py-1 text-left font-medium text-zinc-800">
                    {name}
                  </th>
                  <td className="px-2 py-1 text-zinc-700">
                    {effectText(r.effect)}
                    {r.then ? `, then ${r.then.handler}${"spades" in r.then && r.then.spades ? ` with ${r.then.spades} free spade${r.then.spades === 1 ? "" : "s"}` : ""}` : ""}
                  </td>
                  <td className="px-2 py-1 text-zinc-700">
                    {r.ownerPower} power for {ownerVpCost(r.ownerPower, leechCost)} VP
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {Object.entries(merchants.rangeTiles).map(([id, tile]) => (
        <div key={id} className="rounded-lg border border-zinc-200 p-2" data-range-tile={id}>
          <p className="mb-1 text-xs font-medium text-zinc-700">
            Range tile <span className="font-mono">{id}</span>
            <span className="font-normal text-zinc-500"> · {rangeTileUsers(merchants, id).join(", ") || "no faction"}</span>
          </p>
          <div className="flex gap-1">
            {tile.spaces.map((s, i) => (
              <div key={i} className="flex w-10 flex-col items-center rounded-md bg-amber-50 py-1 ring-1 ring-amber-200" title={`Space ${i}: flight ${s.flight}, merchants ${s.merchants}, sail ${s.sail}`}>
                <span className="font-semibold text-amber-900">{s.flight}</span>
                <span className="h-px w-6 bg-amber-300" />
                <span className="text-sky-800">{s.merchants}</span>
              </div>
            ))}
          </div>
          <p className="mt-1 text-[10px] text-zinc-500">Upper: carpet flight / tunnelling range. Lower: merchant range.</p>
        </div>
      ))}
    </div>
  );
}
