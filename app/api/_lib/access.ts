/**
 * Who may call what (shared-server mode; in single-user mode everything is allowed). Every route
 * first asks for the actor (anonymous: 401), then checks the pack it touches: members read
 * according to their role, editors change content and play, owners also manage members. A pack
 * with no members is shared: every signed-in person reads it and plays it, nobody changes it. A
 * private pack the person is not a member of answers 404, as if it did not exist.
 */
import { NextResponse } from "next/server";
import { currentUser } from "@/auth/user";
import { sharedMode } from "@/auth/mode";
import { parseMapKey } from "@/prisma/maps";
import { sessionOwnership } from "@/prisma/sessions";
import { packAccess, readablePackIds, roleAtLeast, type PackAccess, type PackRole } from "@/prisma/members";
import type { UserInfo } from "@/prisma/users";

/** Whoever calls: anyone in single-user mode, else a signed-in person. */
export type Actor = { kind: "anyone" } | { kind: "user"; user: UserInfo };

type Refusal = { ok: false; response: NextResponse };
export type Checked<T = object> = ({ ok: true } & T) | Refusal;

/** What an action needs on a pack: the weakest role that may do it. */
export type Need = "read" | "edit" | "manage";
const NEEDED: Record<Need, PackRole> = { read: "viewer", edit: "editor", manage: "owner" };

/**
 * The person behind an API request; 401 in shared mode when nobody (or an expired sign-in) is
 * behind it. (Single-user callers may leave the request out.)
 */
export async function actorOf(request?: Request): Promise<Checked<{ actor: Actor }>> {
  if (!sharedMode()) return { ok: true, actor: { kind: "anyone" } };
  const user = request ? await currentUser(request.headers) : null;
  if (!user)
    return {
      ok: false,
      response: NextResponse.json(
        { error: "auth/unauthenticated", message: "Sign in first: this studio is shared, and its API answers only signed-in people." },
        { status: 401 },
      ),
    };
  return { ok: true, actor: { kind: "user", user } };
}

const notFound = (packId: string) => NextResponse.json({ error: "pack/not-found", message: `no pack "${packId}"` }, { status: 404 });

function forbidden(message: string, extra: Record<string, unknown> = {}): Refusal {
  return { ok: false, response: NextResponse.json({ error: "auth/forbidden", message, ...extra }, { status: 403 }) };
}

/** "a viewer", "an editor", "an owner". */
const article = (role: PackRole | undefined) => (role && /^[aeiou]/.test(role) ? `an ${role}` : `a ${role ?? "non-member"}`);

/** The refusal for an action on a pack the person can read, or undefined when the role allows it. */
export function packRefusal(access: PackAccess, packId: string, need: Need, action: string): Refusal | undefined {
  if (need === "read") return undefined;
  if (access.shared)
    return forbidden(`${action} is not possible: pack "${packId}" is shared read-only on this server. Fork it to make a copy of your own.`, { needed: NEEDED[need] });
  if (roleAtLeast(access.role, NEEDED[need])) return undefined;
  return forbidden(`${action} needs the ${NEEDED[need]} role on pack "${packId}"; you are ${article(access.role)}.`, { role: access.role, needed: NEEDED[need] });
}

/**
 * Check that the actor may `need` pack `packId`. An unknown pack passes (the route answers 404 or
 * creates it); a private pack of others answers 404.
 */
export async function requirePack(actor: Actor, packId: string, need: Need, action = "This"): Promise<Checked<{ access?: PackAccess }>> {
  if (actor.kind === "anyone") return { ok: true };
  const access = await packAccess(packId, actor.user.id);
  if (!access.exists) return { ok: true, access };
  if (!access.shared && !access.role) return { ok: false, response: notFound(packId) };
  return packRefusal(access, packId, need, action) ?? { ok: true, access };
}

/** Actor and pack check in one: the common head of a route handler. */
export async function authorize(request: Request, packId: string, need: Need, action?: string): Promise<Checked<{ actor: Actor }>> {
  const who = await actorOf(request);
  if (!who.ok) return who;
  const pack = await requirePack(who.actor, packId, need, action);
  return pack.ok ? who : pack;
}

/** The access check of a map route (`pack.map` key): the map's pack; a key naming no pack passes to the 404. */
export async function authorizeMap(request: Request, key: string, need: Need, action?: string): Promise<Checked<{ actor?: Actor }>> {
  const packId = parseMapKey(key)?.packId;
  return packId ? authorize(request, packId, need, action) : actorOf(request);
}

/** Which packs the actor may see in lists: a test on pack ids (everything in single-user mode). */
export async function visiblePacks(actor: Actor): Promise<(packId: string) => boolean> {
  if (actor.kind === "anyone") return () => true;
  const ids = await readablePackIds(actor.user.id);
  return (id) => ids.has(id);
}

/** The owner a new pack or session gets: the signed-in person (none in single-user mode). */
export function ownerOf(actor: Actor): string | undefined {
  return actor.kind === "user" ? actor.user.id : undefined;
}

/**
 * Whether the actor may play (start, move in, branch, delete) games of a pack: editors and owners
 * of a member pack; on a shared pack, anyone may start a game and only its starter plays it on.
 * `session` is the game in question (none when starting one). Viewers watch.
 */
export async function requirePlay(actor: Actor, packId: string, session?: { id: string; ownerId?: string }): Promise<Checked> {
  if (actor.kind === "anyone") return { ok: true };
  const access = await packAccess(packId, actor.user.id);
  if (!access.exists) return { ok: true };
  if (!access.shared && !access.role) return { ok: false, response: session ? sessionNotFound(session.id) : notFound(packId) };
  if (access.shared) {
    if (!session || session.ownerId === actor.user.id) return { ok: true };
    return forbidden("This game was started by someone else on a shared pack: only they play it on. Branch it to play your own line.");
  }
  if (roleAtLeast(access.role, "editor")) return { ok: true };
  return forbidden(`Playing games of pack "${packId}" needs the editor role; you are ${article(access.role)}, so you can watch.`, { role: access.role, needed: "editor" });
}

/** Whether the actor may read a session (it reads the session's pack); 404 otherwise. */
export async function requireSessionRead(actor: Actor, packId: string, sessionId: string): Promise<Checked> {
  const pack = await requirePack(actor, packId, "read");
  return pack.ok ? { ok: true } : { ok: false, response: sessionNotFound(sessionId) };
}

/** The same answer as for a session that does not exist. */
const sessionNotFound = (id: string) => NextResponse.json({ error: "session/not-found", message: `no playtest session "${id}"` }, { status: 404 });

/**
 * The actor of a request on session `id`, checked to `need` it ("read": watch; "play": change it).
 * An unknown session passes (the route answers 404).
 */
export async function authorizeSession(request: Request, id: string, need: "read" | "play"): Promise<Checked<{ actor: Actor }>> {
  const who = await actorOf(request);
  if (!who.ok || who.actor.kind === "anyone") return who;
  const owned = await sessionOwnership(id);
  if (!owned) return who;
  const read = await requireSessionRead(who.actor, owned.packId, id);
  if (!read.ok) return read;
  if (need === "read") return who;
  const play = await requirePlay(who.actor, owned.packId, { id, ...owned });
  return play.ok ? who : play;
}

/** The answer of the members routes in single-user mode. */
export function singleUser() {
  return NextResponse.json({ error: "auth/single-user", message: "This studio runs in single-user mode: packs have no members (set AUTH_SECRET to share it)." }, { status: 404 });
}
