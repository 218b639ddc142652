"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import "./zodWithoutEval";

/** The studio's sections, in the order they appear in the top bar. */
export const STUDIO_SECTIONS = [
  { href: "/packs", label: "Packs" },
  { href: "/maps", label: "Maps" },
  { href: "/factions", label: "Factions" },
  { href: "/tiles", label: "Tiles" },
  { href: "/playtest", label: "Playtest" },
  { href: "/lab", label: "Lab" },
] as const;

/** True when `pathname` is the section at `href` or a page inside it. */
export function isActiveSection(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Links to the studio's sections; the current one is highlighted and marked `aria-current="page"`. */
export function StudioNav() {
  const pathname = usePathname() ?? "/";
  return (
    <nav aria-label="Studio sections">
      <ul className="flex items-center gap-1">
        {STUDIO_SECTIONS.map(({ href, label }) => {
          const active = isActiveSection(pathname, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={`rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900 ${
                  active ? "bg-zinc-900 text-white" : "text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900"
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
