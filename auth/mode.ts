/**
 * The studio's two modes. Single-user (the default, typically the embedded SQLite file): nobody
 * signs in and everything is allowed. Shared-server (exactly when AUTH_SECRET is set, typically
 * with a PostgreSQL DATABASE_URL): people sign in, and packs have members with roles.
 */
export function sharedMode(): boolean {
  return !!process.env.AUTH_SECRET;
}

/** The secret Auth.js signs and encrypts session cookies with. */
export function authSecret(): string | undefined {
  return process.env.AUTH_SECRET || undefined;
}

/** A same-site path to return to after signing in: anything else becomes "/". */
export function safeNext(value: unknown): string {
  return typeof value === "string" && /^\/(?![/\\])/.test(value) ? value : "/";
}
