/** Where in the studio each part of a pack is edited, so that a problem can link to its fix. */
import { TILE_KINDS } from "./tiles/kinds";

const enc = encodeURIComponent;

export const packHref = (packId: string) => `/packs/${enc(packId)}`;
export const factionsHref = (packId: string) => `${packHref(packId)}/factions`;
export const factionHref = (packId: string, factionId: string) => `${factionsHref(packId)}/${enc(factionId)}`;
export const tilesHref = (packId: string, kindSlug?: string) => `${packHref(packId)}/tiles${kindSlug ? `#${kindSlug}` : ""}`;
export const tileHref = (packId: string, kindSlug: string, tileId: string) => `${packHref(packId)}/tiles/${kindSlug}/${enc(tileId)}`;
export const rulesHref = (packId: string, anchor?: string) => `${packHref(packId)}/rules${anchor ? `#${anchor}` : ""}`;
export const merchantsHref = (packId: string, anchor?: string) => `${packHref(packId)}/merchants${anchor ? `#${anchor}` : ""}`;
export const diffHref = (packId: string, from: number, to: number) => `${packHref(packId)}/diff?from=${from}&to=${to}`;

/** The page that edits the value at a dotted pack path (`factions.witches.power.bowl1`). */
export function editorHref(packId: string, path: string): { href: string; label: string } {
  const [section, id] = path.split(".");
  if (section === "factions") return id ? { href: factionHref(packId, id), label: `Edit faction ${id}` } : { href: factionsHref(packId), label: "Factions" };
  const kind = TILE_KINDS.find((k) => k.section === section);
  if (kind) return id ? { href: tileHref(packId, kind.slug, id), label: `Edit ${kind.singular.toLowerCase()} ${id}` } : { href: tilesHref(packId, kind.slug), label: kind.label };
  if (section === "rules") return { href: rulesHref(packId, "rules"), label: "Edit the rules" };
  if (section === "variants") return { href: rulesHref(packId, id ? `variant-${id}` : "variants"), label: id ? `Edit variant ${id}` : "Variants" };
  if (section === "merchants") return { href: merchantsHref(packId, "merchants"), label: "Edit Merchants of the Seas" };
  if (section === "maps") return { href: "/maps", label: id ? `Map ${id} in the map editor` : "Maps" };
  return { href: packHref(packId), label: "Pack overview" };
}
