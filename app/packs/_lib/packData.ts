/** Loading a stored pack for the studio's pages: its detail, and its parent when it extends one. */
import "server-only";
import { mergePacks, type ContentPack } from "@/engine";
import { pagePackAccess } from "@/auth/page";
import { getPack, storedAncestors, type PackDetail } from "@/prisma/packs";

export interface EditablePack {
  detail: PackDetail;
  /** The parent pack's head (resolved with its own ancestors), when this pack extends another that is stored. */
  parent?: ContentPack;
}

/** A pack for its pages; null when there is none, or (shared mode) the viewer may not read it. */
export async function loadEditablePack(id: string): Promise<EditablePack | null> {
  if ((await pagePackAccess(id)) === null) return null;
  const detail = await getPack(id);
  if (!detail) return null;
  const { parent } = await storedAncestors(detail.document);
  return { detail, parent };
}

/** The pack with its parent's entries merged in, for pages that show everything a game would use. */
export function effectivePack({ detail, parent }: EditablePack): ContentPack {
  return parent ? mergePacks(parent, detail.document) : detail.document;
}
