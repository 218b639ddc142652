/**
 * `tm user ...` and `tm member ...`: the people of a shared server (AUTH_SECRET set) and their roles
 * on packs, managed on the database directly by whoever runs the server.
 */
import readline from "node:readline";
import { Writable } from "node:stream";
import { createDb } from "../../prisma/db";
import { addMember, listMembers, PACK_ROLES, removeMember, setMemberRole, type PackRole } from "../../prisma/members";
import { createUser, findUserByEmail, listUsers, setPassword } from "../../prisma/users";
import { USER_USAGE } from "./user-usage";

function flags(args: string[], valued: string[]): { positional: string[]; flag: Record<string, string | undefined>; has: Set<string> } {
  const positional: string[] = [];
  const flag: Record<string, string | undefined> = {};
  const has = new Set<string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (valued.includes(a)) flag[a] = args[++i];
    else if (a.startsWith("--")) has.add(a);
    else positional.push(a);
  }
  return { positional, flag, has };
}

function fail(message: string, json: boolean): number {
  if (json) console.log(JSON.stringify({ ok: false, message }));
  else console.error(`tm: ${message}`);
  return 1;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "");
}

/** Ask for a line on the terminal without echoing it. */
async function askHidden(question: string): Promise<string> {
  process.stderr.write(question);
  const muted = new Writable({ write: (_c, _e, done) => done() });
  const rl = readline.createInterface({ input: process.stdin, output: muted, terminal: true });
  const answer = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stderr.write("\n");
  return answer;
}

/** The new password: from stdin (--password-stdin), or typed twice on a terminal. */
async function newPassword(fromStdin: boolean): Promise<string | { error: string }> {
  if (fromStdin) return readStdin();
  if (!process.stdin.isTTY) return { error: "no terminal to ask for the password: pass it on stdin with --password-stdin" };
  const first = await askHidden("Password: ");
  const again = await askHidden("Password again: ");
  return first === again ? first : { error: "the two passwords differ" };
}

const isRole = (r: string | undefined): r is PackRole => (PACK_ROLES as readonly string[]).includes(r ?? "");

export async function userCommand(args: string[], json: boolean): Promise<number> {
  const [sub, ...rest] = args;
  const { flag, has } = flags(rest, ["--email", "--name"]);
  const db = createDb();
  try {
    switch (sub) {
      case "add": {
        if (!flag["--email"] || !flag["--name"]) return fail("user add needs --email and --name", json);
        const password = await newPassword(has.has("--password-stdin"));
        if (typeof password !== "string") return fail(password.error, json);
        const made = await createUser({ email: flag["--email"], name: flag["--name"], password }, db);
        if (!made.ok) return fail(made.message, json);
        console.log(json ? JSON.stringify({ ok: true, id: made.id, email: made.email, name: made.name }) : `added ${made.name} <${made.email}>`);
        return 0;
      }
      case "passwd": {
        if (!flag["--email"]) return fail("user passwd needs --email", json);
        const password = await newPassword(has.has("--password-stdin"));
        if (typeof password !== "string") return fail(password.error, json);
        const done = await setPassword(flag["--email"], password, db);
        if (done === false) return fail(`no user with the email ${flag["--email"]}`, json);
        if (done !== true) return fail(done.message, json);
        console.log(json ? JSON.stringify({ ok: true }) : `new password set for ${flag["--email"]}`);
        return 0;
      }
      case "list": {
        const users = await listUsers(db);
        if (json) console.log(JSON.stringify(users, null, 2));
        else for (const u of users) console.log(`${u.email}\t${u.name}`);
        return 0;
      }
      default:
        return fail(`unknown user command "${sub ?? ""}"\n\n${USER_USAGE}`, json);
    }
  } finally {
    await db.$disconnect();
  }
}

export async function memberCommand(args: string[], json: boolean): Promise<number> {
  const [sub, ...rest] = args;
  const { positional, flag } = flags(rest, ["--email", "--role"]);
  const [packId] = positional;
  if (!packId) return fail(`member ${sub ?? ""} needs a pack id`, json);
  const db = createDb();
  try {
    if (sub === "list") {
      const members = await listMembers(packId, db);
      if (json) console.log(JSON.stringify(members, null, 2));
      else if (members.length === 0) console.log(`${packId} has no members: every signed-in person reads it, nobody changes it`);
      else for (const m of members) console.log(`${m.role}\t${m.email}\t${m.name}`);
      return 0;
    }
    const email = flag["--email"];
    if (!email) return fail(`member ${sub} needs --email`, json);
    const role = flag["--role"];
    if (sub !== "remove" && !isRole(role)) return fail(`--role must be one of ${PACK_ROLES.join(", ")}`, json);
    let result;
    if (sub === "add") result = await addMember(packId, email, role as PackRole, db);
    else {
      const user = await findUserByEmail(email, db);
      if (!user) return fail(`no user with the email ${email}`, json);
      if (sub === "set") result = await setMemberRole(packId, user.id, role as PackRole, db);
      else if (sub === "remove") result = await removeMember(packId, user.id, db);
      else return fail(`unknown member command "${sub ?? ""}"\n\n${USER_USAGE}`, json);
    }
    if (!result.ok) return fail(result.message, json);
    console.log(json ? JSON.stringify({ ok: true }) : sub === "remove" ? `removed ${email} from ${packId}` : `${email} is ${role === "owner" ? "an owner" : role === "editor" ? "an editor" : "a viewer"} of ${packId}`);
    return 0;
  } finally {
    await db.$disconnect();
  }
}
