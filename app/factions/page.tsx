import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { Suspense } from "react";
import { EmptyState } from "@/components/EmptyState";
import { PageHeader } from "@/components/PageHeader";
import { TerrainSwatch } from "@/components/TerrainSwatch";
import { FactionCard } from "@/components/authoring/faction/FactionCard";
import { factionHref, factionsHref } from "@/components/authoring/links";
import { listPackDetails, onlyTerraMystica } from "@/prisma/packs";
import { visiblePackIds } from "@/auth/page";

export const metadata: Metadata = { title: "Factions" };

export default function FactionsPage() {
  return (
    <div className="space-y-8">
      <PageHeader title="Factions" description="The factions of every stored pack. Open one to edit its board and abilities; each save is a new revision of its pack." />
      <Suspense fallback={<div aria-busy="true" className="h-56 animate-pulse rounded-xl border border-zinc-200 bg-white" />}>
        <FactionsByPack />
      </Suspense>
    </div>
  );
}

async function FactionsByPack() {
  await connection();
  const visible = await visiblePackIds();
  const packs = onlyTerraMystica(await listPackDetails()).filter((p) => visible(p.summary.id));
  const withFactions = packs.filter((p) => Object.keys(p.document.factions).length > 0);
  if (withFactions.length === 0)
    return (
      <EmptyState title="No factions yet" icon={<TerrainSwatch terrain="forest" size="lg" />}>
        <p>
          Create a pack on the <Link href="/packs" className="underline">Packs</Link> page, then add factions to it.
        </p>
      </EmptyState>
    );
  return (
    <div className="space-y-10">
      {withFactions.map((p) => (
        <section key={p.summary.id} aria-label={p.summary.name} className="space-y-3">
          <div className="flex items-baseline justify-between gap-3">
            <h2 className="text-base font-semibold text-zinc-900">{p.summary.name}</h2>
            <Link href={factionsHref(p.summary.id)} className="text-sm font-medium text-zinc-600 underline underline-offset-2 hover:text-zinc-900">
              New faction in this pack
            </Link>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Object.entries(p.document.factions).map(([fid, f]) => (
              <li key={fid}>
                <FactionCard id={fid} faction={f} href={factionHref(p.summary.id, fid)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
