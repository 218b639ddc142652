/**
 * Access checks for the studio's pages (server components), the same rules as the API's
 * (app/api/_lib/access.ts). In single-user mode everything is visible. In shared-server mode the
 * proxy already sent anonymous visitors to the sign-in page; here a page asks who is looking and
 * shows only the packs (and their maps and games) that person may read.
 */
import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { packAccess, readablePackIds, type PackAccess } from "@/prisma/members";
import type { UserInfo } from "@/prisma/users";
import { sharedMode } from "./mode";
import { currentUser } from "./user";

/** The signed-in person looking at a page (shared mode), else undefined (single-user mode). */
export async function pageUser(): Promise<UserInfo | undefined> {
  if (!sharedMode()) return undefined;
  const user = await currentUser(await headers());
  if (!user) redirect("/signin");
  return user;
}

/** Which packs the page may show (all in single-user mode). */
export async function visiblePackIds(): Promise<(packId: string) => boolean> {
  const user = await pageUser();
  if (!user) return () => true;
  const ids = await readablePackIds(user.id);
  return (id) => ids.has(id);
}

/** The viewer's standing on a pack: undefined in single-user mode, null when they may not read it. */
export async function pagePackAccess(packId: string): Promise<(PackAccess & { user: UserInfo }) | null | undefined> {
  const user = await pageUser();
  if (!user) return undefined;
  const access = await packAccess(packId, user.id);
  if (!access.exists || (!access.shared && !access.role)) return null;
  return { ...access, user };
}
