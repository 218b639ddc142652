"use client";

/**
 * Details of the selected cell: its coordinate as on terra.snellman.net, terrain, neighbours, what
 * each terrain's player would pay to turn it (spades), which neighbours are one spade from each
 * terrain, how far a ship takes it, and the bridge slots and canals at it.
 */
import { neighbours, riverBodies, rowLabel, shippingReach, terrainSpades, TERRAINS, type BoardCell, type Grid, type Hex, type MapInput, type SlotView, type Terrain } from "@/engine";
import { CELL_STYLES } from "../terrain";

export interface InspectPanelProps {
  map: MapInput;
  grid: Grid;
  selected?: BoardCell;
  slots: readonly SlotView[];
  onSelectHex?: (cell: BoardCell) => void;
}

export function InspectPanel({ map, grid, selected, slots, onSelectHex }: InspectPanelProps) {
  if (!selected)
    return (
      <p className="rounded-lg border border-dashed border-zinc-300 bg-white p-4 text-sm text-zinc-600" data-testid="inspect-panel">
        Choose the select tool (<kbd className="rounded border border-zinc-300 px-1 font-mono text-xs">V</kbd>) and click a hex to see its coordinate, neighbours and one-spade neighbours.
      </p>
    );
  const hex = grid.at(selected.row, selected.col);
  if (!hex)
    return (
      <div className="rounded-lg border border-zinc-200 bg-white p-4 text-sm text-zinc-600" data-testid="inspect-panel">
        <p className="font-medium text-zinc-900">Off the board</p>
        <p>
          Row {rowLabel(selected.row)}, cell {selected.col + 1}
          {selected.row >= map.rows.length ? " (below the last row)" : ""}. Paint it with the brush to add it to the board.
        </p>
      </div>
    );
  const around = neighbours(grid, hex);
  return (
    <section aria-label={`Hex ${hex.id}`} className="space-y-4 text-sm" data-testid="inspect-panel" data-inspected={hex.id}>
      <div className="flex items-center gap-3 rounded-lg border border-zinc-200 bg-white p-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-lg font-mono text-sm font-bold ring-1 ring-black/10" style={{ background: CELL_STYLES[hex.kind].fill, color: CELL_STYLES[hex.kind].label }}>
          {hex.id}
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-zinc-900">
            {hex.kind === "river" ? `River hex ${hex.id}` : `${CELL_STYLES[hex.kind].name} at ${hex.id}`}
          </p>
          <p className="text-xs text-zinc-500">
            {hex.kind === "river"
              ? `River hexes are numbered in reading order, as on terra.snellman.net (row ${rowLabel(hex.row)}, cell ${hex.col + 1}).`
              : `Row ${rowLabel(hex.row)}, land hex ${hex.id.replace(/^[A-Z]+/, "")} of the row (cell ${hex.col + 1}).`}
          </p>
        </div>
      </div>

      <div>
        <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-zinc-500 uppercase">Neighbours ({around.length})</h3>
        <ul className="flex flex-wrap gap-1.5">
          {around.map((n) => (
            <li key={n.id}>
              <HexChip hex={n} onClick={() => onSelectHex?.({ row: n.row, col: n.col })} />
            </li>
          ))}
        </ul>
      </div>

      {hex.kind === "river" ? <RiverDetails grid={grid} hex={hex} /> : <LandDetails grid={grid} hex={hex} around={around} slots={slots} map={map} onSelectHex={onSelectHex} />}
    </section>
  );
}

function HexChip({ hex, onClick }: { hex: Hex; onClick?: () => void }) {
  return (
    <button type="button" onClick={onClick} className="inline-flex items-center gap-1.5 rounded-md border border-zinc-200 bg-white px-1.5 py-0.5 font-mono text-xs text-zinc-800 hover:border-zinc-400">
      <span className="size-2.5 rounded-sm ring-1 ring-black/10" style={{ background: CELL_STYLES[hex.kind].fill }} />
      {hex.id}
    </button>
  );
}

function RiverDetails({ grid, hex }: { grid: Grid; hex: Hex }) {
  const body = riverBodies(grid).find((b) => b.some((h) => h.id === hex.id));
  return <p className="text-zinc-600">Part of a body of water of {body?.length ?? 1} river hexes.</p>;
}

function LandDetails({ grid, hex, around, slots, map, onSelectHex }: { grid: Grid; hex: Hex; around: Hex[]; slots: readonly SlotView[]; map: MapInput; onSelectHex?: (cell: BoardCell) => void }) {
  const here = hex.kind as Terrain;
  const land = around.filter((n) => n.kind !== "river");
  const mySlots = slots.filter((s) => (s.a === hex.id || s.b === hex.id) && (s.state === "derived" || s.state === "added"));
  const myCanals = (map.canals ?? []).filter(([a, b]) => a === hex.id || b === hex.id);
  return (
    <>
      <div>
        <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-zinc-500 uppercase">For each terrain&apos;s player</h3>
        <table className="w-full text-xs" data-testid="one-spade-table">
          <thead className="text-left text-zinc-500">
            <tr>
              <th className="py-1 font-medium">Home terrain</th>
              <th className="py-1 text-center font-medium" title="Spades to turn this hex into the home terrain">Spades</th>
              <th className="py-1 pl-2 font-medium" title="Land neighbours one spade from the home terrain">One-spade neighbours</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {TERRAINS.map((t) => {
              const near = land.filter((n) => terrainSpades(n.kind as Terrain, t) === 1);
              return (
                <tr key={t} data-home={t} className={t === here ? "bg-zinc-50" : undefined}>
                  <td className="py-1">
                    <span className="inline-flex items-center gap-1.5">
                      <span className="size-2.5 rounded-sm ring-1 ring-black/10" style={{ background: CELL_STYLES[t].fill }} />
                      {CELL_STYLES[t].name}
                    </span>
                  </td>
                  <td className="py-1 text-center tabular-nums">{terrainSpades(here, t)}</td>
                  <td className="py-1 pl-2">
                    <span className="font-medium tabular-nums" data-one-spade={near.length}>
                      {near.length}
                    </span>
                    {near.length > 0 && <span className="ml-1.5 font-mono text-zinc-500">{near.map((n) => n.id).join(" ")}</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div>
        <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-zinc-500 uppercase">By ship</h3>
        <p className="text-zinc-600">
          {[1, 2, 3].map((s) => `shipping ${s}: ${shippingReach(grid, hex, s).length}`).join(" · ")} more land hexes.
        </p>
      </div>
      {(mySlots.length > 0 || myCanals.length > 0) && (
        <div>
          <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-zinc-500 uppercase">Bridges and canals</h3>
          <ul className="flex flex-wrap gap-1.5 text-xs">
            {mySlots.map((s) => {
              const other = grid.hexes.get(s.a === hex.id ? s.b : s.a)!;
              return (
                <li key={s.key} className="inline-flex items-center gap-1 rounded-md bg-amber-50 px-1.5 py-0.5 text-amber-900 ring-1 ring-amber-200">
                  bridge slot to <HexChip hex={other} onClick={() => onSelectHex?.({ row: other.row, col: other.col })} />
                  {s.state === "added" && <span className="text-emerald-700">(added)</span>}
                </li>
              );
            })}
            {myCanals.map(([a, b]) => (
              <li key={`${a}-${b}`} className="rounded-md bg-sky-50 px-1.5 py-0.5 text-sky-900 ring-1 ring-sky-200">
                canal {a}–{b}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
