import Link from "next/link";
import { packHref } from "./links";

/** Packs / <pack name> / ...: the trail above every page of a pack's editors. */
export function PackBreadcrumb({ packId, packName, trail = [] }: { packId: string; packName: string; trail?: { href: string; label: string }[] }) {
  const crumbs = [{ href: "/packs", label: "Packs" }, { href: packHref(packId), label: packName }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className="flex items-center gap-1.5">
      {crumbs.map((c, i) => (
        <span key={c.href} className="flex items-center gap-1.5">
          {i > 0 && <span aria-hidden>/</span>}
          <Link href={c.href} className="hover:text-zinc-900">
            {c.label}
          </Link>
        </span>
      ))}
    </nav>
  );
}
