import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { z } from "zod";
import { headers } from "next/headers";
import { Suspense } from "react";
import { SignInForm } from "@/components/auth/SignInForm";
import { QueryProblem } from "@/components/QueryProblem";
import { parseSearch, type SearchParams } from "@/app/api/_lib/query";
import { safeNext, sharedMode } from "@/auth/mode";
import { sessionUserId } from "@/auth/token";
import { signInAction } from "./actions";

export const metadata: Metadata = { title: "Sign in" };

/** `?next=/path`: where to go once signed in (kept to this studio's own pages by safeNext). */
const SignInQuery = z.object({ next: z.string().optional() });

/** Sign in to a shared studio (shared-server mode); in single-user mode there is nothing to do here. */
export default function SignInPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <div className="mx-auto max-w-sm pt-6">
      <Suspense fallback={null}>
        <SignIn searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function SignIn({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await connection();
  const query = parseSearch(SignInQuery, await searchParams);
  if (!query.ok) return <QueryProblem message={query.message} />;
  const next = safeNext(query.data.next);
  if (sharedMode() && (await sessionUserId(await headers()))) redirect(next);
  return (
    <section className="rounded-xl border border-zinc-200 bg-white p-6 shadow-xs">
      <h1 className="text-xl font-semibold tracking-tight text-zinc-900">Sign in</h1>
      {sharedMode() ? (
        <>
          <p className="mt-1 mb-5 text-sm leading-6 text-zinc-600">This studio is shared by a group. Sign in with the email and password the server&apos;s administrator gave you.</p>
          <SignInForm action={signInAction} next={next === "/" ? undefined : next} />
        </>
      ) : (
        <p className="mt-1 text-sm leading-6 text-zinc-600">
          This studio runs in single-user mode: nobody signs in. <Link href="/packs" className="font-medium text-zinc-900 underline">Go to the packs</Link>.
        </p>
      )}
    </section>
  );
}
