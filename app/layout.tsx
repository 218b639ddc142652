import type { Metadata } from "next";
import Link from "next/link";
import { Suspense, type ReactNode } from "react";
import { UserMenu } from "@/components/auth/UserMenu";
import { StudioNav } from "@/components/StudioNav";
import { TerrainStripe } from "@/components/TerrainSwatch";
import { CELL_STYLES } from "@/components/map/terrain";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Mystica Studio", template: "%s · Mystica Studio" },
  description: "Author, validate and playtest Terra Mystica content: maps, factions, tiles and house rules.",
};

/** The studio shell: a top bar with the sections, then the page. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header className="sticky top-0 z-10 border-b border-zinc-200 bg-white/90 backdrop-blur">
          <div className="mx-auto flex h-14 max-w-6xl items-center gap-8 px-6">
            <Link href="/" className="flex items-center gap-2.5 rounded-md text-sm font-semibold tracking-tight text-zinc-900">
              <StudioMark />
              Mystica Studio
            </Link>
            <StudioNav />
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          </div>
          <TerrainStripe className="h-0.5 opacity-80" />
        </header>
        <main className="mx-auto max-w-6xl px-6 py-10">{children}</main>
      </body>
    </html>
  );
}

/** The studio's mark: a hexagon, the shape of a Terra Mystica land space. */
function StudioMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden>
      <path d="M12 1.5 21.1 6.75v10.5L12 22.5 2.9 17.25V6.75Z" className="fill-zinc-900" />
      <path d="M12 7 16.33 9.5v5L12 17l-4.33-2.5v-5Z" fill={CELL_STYLES.desert.fill} />
    </svg>
  );
}
