/**
 * Sign-in for shared-server mode with Auth.js (next-auth v5): email and password (the Credentials
 * provider, checked against the bcrypt hashes of prisma/users.ts), sessions as encrypted JWT
 * cookies. Used only when AUTH_SECRET is set (auth/mode.ts).
 */
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { verifyPassword } from "@/prisma/users";
import { SignInThrottle } from "./throttle";

/** A sign-in refused because the email had too many wrong passwords lately (see auth/throttle.ts). */
export class TooManyAttempts extends CredentialsSignin {
  code = "too-many-attempts";
}

const throttle = new SignInThrottle();

/** How long a sign-in lasts without a visit. */
const SESSION_MAX_AGE = 7 * 24 * 60 * 60;

export const { handlers, signIn, signOut } = NextAuth({
  // A self-hosted studio is reached under whatever host name its group uses (set AUTH_URL to pin one).
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  pages: { signIn: "/signin", error: "/signin" },
  providers: [
    Credentials({
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials) {
        const email = typeof credentials.email === "string" ? credentials.email : "";
        const password = typeof credentials.password === "string" ? credentials.password : "";
        if (!email || !password) return null;
        if (throttle.waitFor(email) > 0) throw new TooManyAttempts();
        const user = await verifyPassword(email, password);
        if (!user) {
          throttle.failed(email);
          return null;
        }
        throttle.succeeded(email);
        return { id: user.id, name: user.name, email: user.email };
      },
    }),
  ],
  // A wrong password is the form's business, not a server error worth a stack trace in the log.
  logger: {
    error(error) {
      if (error.name !== "CredentialsSignin") console.error(error);
    },
  },
  callbacks: {
    jwt({ token, user }) {
      if (user?.id) token.sub = user.id;
      return token;
    },
  },
});
