/**
 * Who is asking: the signed-in person of a request (shared-server mode), read from Auth.js's
 * session cookie. The cookie is decrypted with AUTH_SECRET (expired or forged ones count as
 * nobody), and the person must still exist. Works on any request's headers, so route handlers,
 * pages (`await headers()`) and tests share it.
 */
import { getUser, type UserInfo } from "@/prisma/users";
import type { Db } from "@/prisma/db";
import { sessionUserId } from "./token";

/** The signed-in person of a request, or null. */
export async function currentUser(headers: Headers, db?: Db): Promise<UserInfo | null> {
  const id = await sessionUserId(headers);
  return id ? getUser(id, db) : null;
}
