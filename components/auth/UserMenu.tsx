/** The signed-in person in the studio's top bar, with a sign-out button (shared-server mode only). */
import { headers } from "next/headers";
import { connection } from "next/server";
import { sharedMode } from "@/auth/mode";
import { currentUser } from "@/auth/user";
import { signOutAction } from "@/app/signin/actions";

export async function UserMenu() {
  await connection();
  if (!sharedMode()) return null;
  const user = await currentUser(await headers());
  if (!user) return null;
  return (
    <div className="ml-auto flex items-center gap-3" data-testid="user-menu">
      <span className="flex items-center gap-2 text-sm text-zinc-700" title={user.email}>
        <span aria-hidden className="grid size-7 place-items-center rounded-full bg-zinc-900 text-xs font-semibold text-white">
          {initials(user.name)}
        </span>
        <span className="font-medium text-zinc-900">{user.name}</span>
      </span>
      <form action={signOutAction}>
        <button type="submit" className="rounded-md px-2.5 py-1.5 text-sm font-medium text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900">
          Sign out
        </button>
      </form>
    </div>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "")).toUpperCase() || "?";
}
