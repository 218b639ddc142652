"use client";
/**
 * A pack's members in shared-server mode: who has which role. Owners add an existing person by
 * email, change roles and remove members; refusals from the server (an unknown email, the last
 * owner) are shown next to the list. Others see the list and their own role.
 */
import { useState } from "react";
import { primaryButton } from "../authoring/ui";

const ROLES = ["owner", "editor", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export interface MemberRow {
  userId: string;
  email: string;
  name: string;
  role: Role;
}

const ROLE_HELP: Record<Role, string> = {
  owner: "everything, and manages members",
  editor: "saves revisions and maps, plays games",
  viewer: "reads the pack and watches its games",
};

const control =
  "rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm text-zinc-900 shadow-xs outline-none focus:border-zinc-900 focus:ring-2 focus:ring-zinc-200";

export function MembersPanel({ packId, meId, myRole, shared, initial }: { packId: string; meId: string; myRole?: Role; shared: boolean; initial: MemberRow[] }) {
  const [members, setMembers] = useState(initial);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("editor");
  const owner = myRole === "owner";
  const base = `/api/packs/${encodeURIComponent(packId)}/members`;

  async function call(url: string, init: RequestInit, done: string): Promise<boolean> {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const res = await fetch(url, { ...init, headers: { "content-type": "application/json" } });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string; issues?: { path: string; message: string }[] };
        setError(body.issues?.length ? body.issues.map((i) => `${i.path}: ${i.message}`).join("; ") : (body.message ?? `The server answered ${res.status}.`));
        return false;
      }
      const list = await fetch(base, { cache: "no-store" });
      if (list.ok) setMembers(((await list.json()) as { members: MemberRow[] }).members);
      setNotice(done);
      return true;
    } catch (e) {
      setError((e as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  }

  if (shared)
    return (
      <p className="text-sm leading-6 text-zinc-600" data-testid="members-shared">
        A shared pack: every signed-in person reads it and plays it, nobody changes it in the studio. Fork it (<span className="font-medium">New pack</span> on the Packs page) to
        make a copy of your own.
      </p>
    );

  return (
    <div className="space-y-3" data-testid="members">
      <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white text-sm">
        {members.map((m) => (
          <li key={m.userId} className="flex flex-wrap items-center gap-3 px-3 py-2" data-member={m.email}>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-zinc-900">
                {m.name}
                {m.userId === meId && <span className="ml-1.5 text-xs font-normal text-zinc-500">(you)</span>}
              </p>
              <p className="truncate text-xs text-zinc-500">{m.email}</p>
            </div>
            {owner ? (
              <>
                <select
                  aria-label={`Role of ${m.name}`}
                  value={m.role}
                  disabled={busy}
                  className={control}
                  onChange={(e) => void call(`${base}/${encodeURIComponent(m.userId)}`, { method: "PATCH", body: JSON.stringify({ role: e.target.value }) }, `${m.name} is now ${e.target.value === "owner" ? "an owner" : e.target.value === "editor" ? "an editor" : "a viewer"}.`)}
                >
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  disabled={busy}
                  className="rounded-md px-2 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
                  aria-label={`Remove ${m.name}`}
                  onClick={() => void call(`${base}/${encodeURIComponent(m.userId)}`, { method: "DELETE" }, `${m.name} was removed.`)}
                >
                  Remove
                </button>
              </>
            ) : (
              <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-700">{m.role}</span>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-600/20 ring-inset">
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="text-sm text-emerald-800">
          {notice}
        </p>
      )}
      {owner ? (
        <form
          className="flex flex-wrap items-end gap-2"
          aria-label="Add a member"
          onSubmit={(e) => {
            e.preventDefault();
            void call(base, { method: "POST", body: JSON.stringify({ email, role }) }, `${email.trim()} was added as ${role === "owner" ? "an owner" : role === "editor" ? "an editor" : "a viewer"}.`).then((ok) => ok && setEmail(""));
          }}
        >
          <label className="min-w-48 flex-1">
            <span className="mb-1 block text-xs font-medium text-zinc-600">Email of a person on this server</span>
            <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} className={`${control} w-full`} placeholder="name@example.org" />
          </label>
          <label>
            <span className="mb-1 block text-xs font-medium text-zinc-600">Role</span>
            <select value={role} onChange={(e) => setRole(e.target.value as Role)} className={control} aria-label="Role of the new member">
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={busy || !email.trim()} className={primaryButton}>
            Add member
          </button>
        </form>
      ) : (
        <p className="text-xs text-zinc-500">
          You are {myRole === "editor" ? "an editor" : "a viewer"} ({ROLE_HELP[myRole ?? "viewer"]}). Owners manage the members.
        </p>
      )}
      <details className="text-xs text-zinc-500">
        <summary className="cursor-pointer">What each role may do</summary>
        <ul className="mt-1 space-y-0.5">
          {ROLES.map((r) => (
            <li key={r}>
              <span className="font-medium text-zinc-700">{r}</span>: {ROLE_HELP[r]}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
