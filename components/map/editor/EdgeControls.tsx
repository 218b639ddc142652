"use client";

/** Buttons at each side of the board to add or remove a row or column there. */
import type { BoardSide } from "@/engine";
import { Icon } from "./icons";

const PLACE: Record<BoardSide, string> = {
  top: "top-3 left-1/2 -translate-x-1/2 flex-row",
  bottom: "bottom-12 left-1/2 -translate-x-1/2 flex-row",
  left: "left-3 top-1/2 -translate-y-1/2 flex-col",
  right: "right-3 top-1/2 -translate-y-1/2 flex-col",
};

const NOUN: Record<BoardSide, string> = { top: "row at the top", bottom: "row at the bottom", left: "column at the left", right: "column at the right" };

export function EdgeControls({ onAdd, onRemove }: { onAdd: (side: BoardSide) => void; onRemove: (side: BoardSide) => void }) {
  return (
    <>
      {(Object.keys(PLACE) as BoardSide[]).map((side) => (
        <div key={side} className={`absolute z-10 flex overflow-hidden rounded-full bg-white/95 text-zinc-600 shadow-sm ring-1 ring-zinc-900/10 ${PLACE[side]}`} data-edge={side}>
          <button type="button" onClick={() => onAdd(side)} aria-label={`Add a ${NOUN[side]}`} title={`Add a ${NOUN[side]}`} className="grid size-6 place-items-center hover:bg-zinc-100 hover:text-zinc-900">
            <Icon name="plus" className="size-3.5" />
          </button>
          <button type="button" onClick={() => onRemove(side)} aria-label={`Remove the ${NOUN[side]}`} title={`Remove the ${NOUN[side]}`} className="grid size-6 place-items-center hover:bg-zinc-100 hover:text-zinc-900">
            <Icon name="minus" className="size-3.5" />
          </button>
        </div>
      ))}
    </>
  );
}
