/** Loading a stored pack for the studio's pages: its detail, and its parent when it extends one. */
import "server-only";
import { mergePacks, type ContentPack, type GamePack } from "@/engine";
import { pagePackAccess } from "@/auth/page";
import { getPack, storedAncestors, terraMysticaDocument, type PackDetail } from "@/prisma/packs";

/** A pack of any game for the pages every game shares (overview, history, diff). */
export interface StoredPack {
  detail: PackDetail;
  /** The parent pack's head (resolved with its own ancestors), when this pack extends another that is stored. */
  parent?: GamePack;
}

/** A Terra Mystica pack, for the pages that edit Terra Mystica content (factions, tiles, rules, maps). */
export interface EditablePack {
  detail: PackDetail & { document: ContentPack };
  /** The parent pack's head (resolved with its own ancestors), when this pack extends another that is stored. */
  parent?: ContentPack;
}

/** A pack of any game for its pages; null when there is none, or (shared mode) the viewer may not read it. */
export async function loadStoredPack(id: string): Promise<StoredPack | null> {
  if ((await pagePackAccess(id)) === null) return null;
  const detail = await getPack(id);
  if (!detail) return null;
  const { parent } = await storedAncestors(detail.document);
  return { detail, parent };
}

/** A Terra Mystica pack for its editing pages; null when there is none, the viewer may not read it, or it is a pack of another game. */
export async function loadEditablePack(id: string): Promise<EditablePack | null> {
  const loaded = await loadStoredPack(id);
  const document = terraMysticaDocument(loaded?.detail.document);
  if (!loaded || !document) return null;
  return { detail: { ...loaded.detail, document }, parent: terraMysticaDocument(loaded.parent) };
}

/** The pack with its parent's entries merged in, for pages that show everything a game would use. */
export function effectivePack({ detail, parent }: EditablePack): ContentPack {
  return parent ? mergePacks(parent, detail.document) : detail.document;
}
