"use client";
/** The sign-in form of a shared studio: email and password; a refusal is shown above the fields. */
import { useActionState } from "react";
import type { SignInState } from "@/app/signin/actions";
import { primaryButton } from "../authoring/ui";

export function SignInForm({ action, next }: { action: (state: SignInState, form: FormData) => Promise<SignInState>; next?: string }) {
  const [state, submit, pending] = useActionState(action, {});
  const input =
    "block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-xs outline-none transition-colors placeholder:text-zinc-400 focus:border-zinc-900 focus:ring-2 focus:ring-zinc-200";
  return (
    <form action={submit} className="space-y-4" aria-label="Sign in">
      {state.error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-600/20 ring-inset">
          {state.error}
        </p>
      )}
      {next && <input type="hidden" name="next" value={next} />}
      <div>
        <label htmlFor="signin-email" className="mb-1 block text-sm font-medium text-zinc-700">
          Email
        </label>
        <input id="signin-email" name="email" type="email" autoComplete="username" required defaultValue={state.email} className={input} />
      </div>
      <div>
        <label htmlFor="signin-password" className="mb-1 block text-sm font-medium text-zinc-700">
          Password
        </label>
        <input id="signin-password" name="password" type="password" autoComplete="current-password" required className={input} />
      </div>
      <button type="submit" disabled={pending} className={`${primaryButton} w-full justify-center`}>
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
