/**
 * People who sign in to a shared server (shared-server mode, AUTH_SECRET set). Passwords are kept
 * only as bcrypt hashes (bcryptjs); a sign-in compares against a hash even for an unknown email, so
 * the answer takes as long either way.
 */
import bcrypt from "bcryptjs";
import { z } from "zod";
import { db as defaultDb, type Db } from "./db";

/** bcrypt's work factor: about a quarter of a second per hash on this machine's cores. */
const BCRYPT_COST = 12;

/** bcrypt reads at most 72 bytes of a password; longer ones are refused rather than cut silently. */
export const MAX_PASSWORD_BYTES = 72;
export const MIN_PASSWORD_LENGTH = 8;

export const EmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email("is not an email address"));
export const NewUserSchema = z.strictObject({
  email: EmailSchema,
  name: z.string().trim().min(1, "give a name").max(120),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `must have at least ${MIN_PASSWORD_LENGTH} characters`)
    .refine((p) => Buffer.byteLength(p, "utf8") <= MAX_PASSWORD_BYTES, `must be at most ${MAX_PASSWORD_BYTES} bytes`),
});
export type NewUser = z.input<typeof NewUserSchema>;

export interface UserInfo {
  id: string;
  email: string;
  name: string;
}

/** A hash of a password nobody has: compared against when the email is unknown (made on first use). */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= bcrypt.hash("decoy password, never valid", BCRYPT_COST));

export type UserError = { ok: false; code: "user/invalid" | "user/exists"; message: string };

/** Add a person. Refuses a second account with the same email (case-insensitively). */
export async function createUser(input: NewUser, db: Db = defaultDb()): Promise<({ ok: true } & UserInfo) | UserError> {
  const parsed = NewUserSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, code: "user/invalid", message: `${issue.path.join(".") || "user"} ${issue.message}` };
  }
  const { email, name, password } = parsed.data;
  const passwordHash = await bcrypt.hash(password, BCRYPT_COST);
  try {
    const user = await db.user.create({ data: { email, name, passwordHash }, select: { id: true, email: true, name: true } });
    return { ok: true, ...user };
  } catch (e) {
    if ((e as { code?: string }).code === "P2002") return { ok: false, code: "user/exists", message: `there is already a user with the email ${email}` };
    throw e;
  }
}

/** The person with this email and password, or null (wrong password, unknown email). */
export async function verifyPassword(email: string, password: string, db: Db = defaultDb()): Promise<UserInfo | null> {
  const parsed = EmailSchema.safeParse(email);
  const user = parsed.success ? await db.user.findUnique({ where: { email: parsed.data } }) : null;
  const ok = await bcrypt.compare(password, user?.passwordHash ?? (await decoy()));
  return user && ok ? { id: user.id, email: user.email, name: user.name } : null;
}

export async function getUser(id: string, db: Db = defaultDb()): Promise<UserInfo | null> {
  return db.user.findUnique({ where: { id }, select: { id: true, email: true, name: true } });
}

export async function findUserByEmail(email: string, db: Db = defaultDb()): Promise<UserInfo | null> {
  const parsed = EmailSchema.safeParse(email);
  if (!parsed.success) return null;
  return db.user.findUnique({ where: { email: parsed.data }, select: { id: true, email: true, name: true } });
}

export async function listUsers(db: Db = defaultDb()): Promise<UserInfo[]> {
  return db.user.findMany({ orderBy: { email: "asc" }, select: { id: true, email: true, name: true } });
}

/** Replace a person's password (for `tm user passwd`). False when there is no such email. */
export async function setPassword(email: string, password: string, db: Db = defaultDb()): Promise<boolean | UserError> {
  const parsed = NewUserSchema.shape.password.safeParse(password);
  if (!parsed.success) return { ok: false, code: "user/invalid", message: `password ${parsed.error.issues[0]!.message}` };
  const user = await findUserByEmail(email, db);
  if (!user) return false;
  await db.user.update({ where: { id: user.id }, data: { passwordHash: await bcrypt.hash(password, BCRYPT_COST) } });
  return true;
}
