/**
 * The person id in Auth.js's session cookie: decrypted with AUTH_SECRET; expired, forged or
 * foreign cookies name nobody. No database here, so the proxy can use it on every request.
 */
import { getToken } from "next-auth/jwt";
import { authSecret } from "./mode";

/** The person a session cookie names, or null. */
export async function sessionUserId(headers: Headers): Promise<string | null> {
  const secret = authSecret();
  if (!secret) return null;
  // Auth.js names the cookie `__Secure-authjs.session-token` over https, `authjs.session-token` otherwise.
  for (const secureCookie of [true, false]) {
    const token = await getToken({ req: { headers }, secret, secureCookie });
    if (token?.sub) return token.sub;
  }
  return null;
}
