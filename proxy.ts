/**
 * Shared-server mode: pages are for signed-in people; anyone else is sent to the sign-in page (and
 * back afterwards). The API answers 401 itself, and every page and route still checks the pack it
 * shows (auth/page.ts, app/api/_lib/access.ts): this is only the first door. Single-user mode passes
 * everything through.
 */
import { NextResponse, type NextRequest } from "next/server";
import { sharedMode } from "@/auth/mode";
import { sessionUserId } from "@/auth/token";

export async function proxy(request: NextRequest) {
  if (!sharedMode()) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  if (pathname === "/signin" || pathname.startsWith("/api/")) return NextResponse.next();
  if (await sessionUserId(request.headers)) return NextResponse.next();
  const signIn = request.nextUrl.clone();
  signIn.pathname = "/signin";
  signIn.search = "";
  if (pathname !== "/") signIn.searchParams.set("next", `${pathname}${search}`);
  return NextResponse.redirect(signIn);
}

export const config = {
  // Not Next's own files, the icon, or the published JSON Schema.
  matcher: ["/((?!_next/|icon\\.svg|favicon\\.ico|schemas/).*)"],
};
