/** Auth.js's endpoints (sign-in, sign-out, session, CSRF) in shared-server mode; 404 in single-user mode. */
import { NextResponse, type NextRequest } from "next/server";
import { handlers } from "@/auth/config";
import { sharedMode } from "@/auth/mode";

const single = () => NextResponse.json({ error: "auth/single-user", message: "This studio runs in single-user mode: nobody signs in (set AUTH_SECRET to share it)." }, { status: 404 });

export async function GET(request: NextRequest) {
  return sharedMode() ? handlers.GET(request) : single();
}

export async function POST(request: NextRequest) {
  return sharedMode() ? handlers.POST(request) : single();
}
