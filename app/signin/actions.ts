"use server";
/** Sign in and out (shared-server mode), as server actions of the sign-in form and the header. */
import { AuthError } from "next-auth";
import { signIn, signOut } from "@/auth/config";
import { safeNext, sharedMode } from "@/auth/mode";

export interface SignInState {
  error?: string;
  email?: string;
}

export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  if (!sharedMode()) return { error: "This studio runs in single-user mode: nobody signs in.", email };
  if (!email || !password) return { error: "Enter your email and your password.", email };
  try {
    // Redirects (by throwing) once signed in.
    await signIn("credentials", { email, password, redirectTo: safeNext(form.get("next")) });
  } catch (e) {
    if (e instanceof AuthError && (e as { code?: string }).code === "too-many-attempts")
      return { error: "Too many wrong passwords for this email: try again in 15 minutes.", email };
    if (e instanceof AuthError)
      return { error: e.type === "CredentialsSignin" ? "Wrong email or password." : "Signing in failed; try again, or ask the server's administrator.", email };
    throw e;
  }
  return {};
}

export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: "/signin" });
}
