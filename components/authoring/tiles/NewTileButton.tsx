"use client";
/** "+ New bonus card": opens the tile editor on the next free id with a starting tile. */
import Link from "next/link";
import { tileHref } from "../links";

export function NewTileButton({ packId, kindSlug, nextId, label }: { packId: string; kindSlug: string; nextId: string; label: string }) {
  return (
    <Link
      href={`${tileHref(packId, kindSlug, nextId)}?new=1`}
      className="inline-flex items-center rounded-md border border-dashed border-zinc-300 px-2.5 py-1 text-xs font-medium text-zinc-700 hover:border-zinc-500 hover:text-zinc-900"
    >
      + New {label.toLowerCase()} ({nextId})
    </Link>
  );
}
