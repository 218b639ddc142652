/**
 * Who may do what with a pack (shared-server mode): each member has one role. A pack without
 * members is shared (the seeded packs, and every pack made before shared mode): every signed-in
 * person reads it, nobody changes it through the studio. A pack always keeps at least one owner.
 */
import { db as defaultDb, type Db } from "./db";
import { findUserByEmail } from "./users";

export const PACK_ROLES = ["owner", "editor", "viewer"] as const;
export type PackRole = (typeof PACK_ROLES)[number];

/** What each role may do, weakest first: a role may do everything the roles before it may. */
const RANK: Record<PackRole, number> = { viewer: 0, editor: 1, owner: 2 };

export function roleAtLeast(role: PackRole | undefined, needed: PackRole): boolean {
  return role !== undefined && RANK[role] >= RANK[needed];
}

export interface PackAccess {
  /** The pack exists. */
  exists: boolean;
  /** It has no members: readable by everyone signed in, changed by nobody. */
  shared: boolean;
  /** This person's role, if a member. */
  role?: PackRole;
}

export interface Member {
  userId: string;
  email: string;
  name: string;
  role: PackRole;
}

export type MemberError =
  | { ok: false; status: 404; code: "pack/not-found" | "user/not-found" | "member/not-found"; message: string }
  | { ok: false; status: 409; code: "member/exists" | "member/last-owner"; message: string };

const asRole = (r: string): PackRole => ((PACK_ROLES as readonly string[]).includes(r) ? (r as PackRole) : "viewer");

/** A person's standing on a pack. */
export async function packAccess(packId: string, userId: string, db: Db = defaultDb()): Promise<PackAccess> {
  const pack = await db.contentPack.findUnique({ where: { id: packId }, select: { id: true, members: { select: { userId: true, role: true } } } });
  if (!pack) return { exists: false, shared: false };
  const mine = pack.members.find((m) => m.userId === userId);
  return { exists: true, shared: pack.members.length === 0, ...(mine ? { role: asRole(mine.role) } : {}) };
}

/** The ids of the packs a person may read: theirs, and the shared ones. */
export async function readablePackIds(userId: string, db: Db = defaultDb()): Promise<Set<string>> {
  const rows = await db.contentPack.findMany({ where: { OR: [{ members: { some: { userId } } }, { members: { none: {} } }] }, select: { id: true } });
  return new Set(rows.map((r) => r.id));
}

/** A pack's members, owners first, then by name. */
export async function listMembers(packId: string, db: Db = defaultDb()): Promise<Member[]> {
  const rows = await db.packMember.findMany({ where: { packId }, include: { user: { select: { email: true, name: true } } } });
  return rows
    .map((r) => ({ userId: r.userId, email: r.user.email, name: r.user.name, role: asRole(r.role) }))
    .sort((a, b) => RANK[b.role] - RANK[a.role] || a.name.localeCompare(b.name));
}

/** Give an existing person (by email) a role on a pack. */
export async function addMember(packId: string, email: string, role: PackRole, db: Db = defaultDb()): Promise<{ ok: true; member: Member } | MemberError> {
  const pack = await db.contentPack.findUnique({ where: { id: packId }, select: { id: true } });
  if (!pack) return { ok: false, status: 404, code: "pack/not-found", message: `no pack "${packId}"` };
  const user = await findUserByEmail(email, db);
  if (!user) return { ok: false, status: 404, code: "user/not-found", message: `There is no user with the email ${email.trim()}. Ask the server's administrator to add them (tm user add).` };
  try {
    await db.packMember.create({ data: { packId, userId: user.id, role } });
  } catch (e) {
    if ((e as { code?: string }).code === "P2002") return { ok: false, status: 409, code: "member/exists", message: `${user.name} is already a member of this pack: change their role instead.` };
    throw e;
  }
  return { ok: true, member: { userId: user.id, email: user.email, name: user.name, role } };
}

/** Change a member's role; an owner cannot step down when no other owner would be left. */
export async function setMemberRole(packId: string, userId: string, role: PackRole, db: Db = defaultDb()): Promise<{ ok: true } | MemberError> {
  return changeMembers(packId, userId, db, (tx) => tx.packMember.update({ where: { packId_userId: { packId, userId } }, data: { role } }));
}

/** Remove a member; the last owner cannot be removed. */
export async function removeMember(packId: string, userId: string, db: Db = defaultDb()): Promise<{ ok: true } | MemberError> {
  return changeMembers(packId, userId, db, (tx) => tx.packMember.delete({ where: { packId_userId: { packId, userId } } }));
}

class LastOwner extends Error {}

/** Apply a change to one member, undone when it leaves the pack without an owner. */
async function changeMembers(packId: string, userId: string, db: Db, change: (tx: Db) => Promise<unknown>): Promise<{ ok: true } | MemberError> {
  const existing = await db.packMember.findUnique({ where: { packId_userId: { packId, userId } } });
  if (!existing) return { ok: false, status: 404, code: "member/not-found", message: `that person is not a member of pack "${packId}"` };
  try {
    await db.$transaction(async (tx) => {
      // Lock the pack's row first (an update that changes nothing), so that concurrent changes to
      // one pack's members take turns and cannot each leave the other as the last owner.
      const pack = await tx.contentPack.findUnique({ where: { id: packId }, select: { updatedAt: true } });
      if (pack) await tx.contentPack.update({ where: { id: packId }, data: { updatedAt: pack.updatedAt } });
      await change(tx as Db);
      const owners = await tx.packMember.count({ where: { packId, role: "owner" } });
      if (owners === 0) throw new LastOwner();
    });
  } catch (e) {
    if (e instanceof LastOwner)
      return { ok: false, status: 409, code: "member/last-owner", message: "A pack needs at least one owner: make someone else an owner first." };
    throw e;
  }
  return { ok: true };
}
