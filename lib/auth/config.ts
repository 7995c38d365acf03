import "server-only";

import { MongoDBAdapter } from "@auth/mongodb-adapter";
import type { NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";

import { sameOriginPath } from "@/config/routes";
import { getMongoClient } from "@/lib/db/client";
import { env } from "@/lib/env";
import {
  endSessions,
  findUserByEmail,
  getAccess,
  initialiseAdapterUser,
  recordProvenOwner,
  upgradePasswordHash,
} from "@/lib/data/users";
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from "@/lib/auth/password";
import { claimsFrom, nowInSeconds, SESSION_IDLE_SECONDS } from "@/lib/auth/session-policy";
import { admitPasswordCheck, recordWrongPassword } from "@/lib/auth/password-attempts";
import { loginSchema } from "@/lib/validations/auth";
import { forgetCartCount, joinCartAtSignIn } from "@/lib/cart/owner";

function googleProvider() {
  return Google({
    clientId: env().AUTH_GOOGLE_ID,
    clientSecret: env().AUTH_GOOGLE_SECRET,
    // Tests point this at a local OIDC server; production leaves it at Google.
    issuer: env().AUTH_GOOGLE_ISSUER,
    // Safe only together with the signIn callback below: Google must vouch for the email,
    // and a password nobody proved is removed before the accounts are joined.
    allowDangerousEmailAccountLinking: true,
    // Accounts are keyed by the lower-cased address everywhere, so the adapter's user is too.
    profile: (profile) => ({
      id: profile.sub,
      name: profile.name,
      email: profile.email?.toLowerCase(),
      image: profile.picture,
    }),
  });
}

export function googleConfigured(): boolean {
  return Boolean(env().AUTH_GOOGLE_ID && env().AUTH_GOOGLE_SECRET);
}

/** Built per request (Auth.js's lazy form) so nothing reads the environment at build time. */
export function authConfig(): NextAuthConfig {
  return {
    adapter: MongoDBAdapter(getMongoClient),
    session: { strategy: "jwt", maxAge: SESSION_IDLE_SECONDS },
    trustHost: true,
    pages: { signIn: "/login", error: "/login" },
    providers: [
      Credentials({
        credentials: { email: {}, password: {} },
        async authorize(raw, request) {
          const parsed = loginSchema.safeParse(raw);
          if (!parsed.success) return null;
          const { email, password } = parsed.data;
          await admitPasswordCheck(request, email);
          const user = await findUserByEmail(email);
          const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
          if (!user?.passwordHash || !valid) {
            await recordWrongPassword(request, email);
            return null;
          }
          if (needsRehash(user.passwordHash))
            await upgradePasswordHash(user._id, user.passwordHash, await hashPassword(password));
          return { id: user._id.toHexString(), email: user.email, name: user.name ?? null };
        },
      }),
      ...(googleConfigured() ? [googleProvider()] : []),
    ],
    callbacks: {
      async signIn({ account, profile, user }) {
        if (account?.provider !== "google") return true;
        // Only an address Google has verified may open (or join) the shop account for it.
        if (profile?.email_verified !== true || !user.email) return false;
        await recordProvenOwner(user.email);
        return true;
      },
      async jwt({ token, user, trigger, session }) {
        if (user?.email) {
          // A new sign-in: the session starts now, at the user's current session version.
          const access = await getAccess(user.email);
          return {
            ...token,
            signedInAt: nowInSeconds(),
            sessionVersion: access?.sessionVersion ?? 0,
            admin: access?.role === "admin",
          };
        }
        // Every later read: a session past its lifetime, or from before a sign-out, is over.
        const claims = claimsFrom(token);
        const access = claims && (await getAccess(claims.email));
        if (!claims || access?.sessionVersion !== claims.sessionVersion) return null;
        // proxy.ts redirects by this alone, so each renewal carries the role the database has now.
        token.admin = access.role === "admin";
        // Keep the display name fresh when the profile changes it.
        if (trigger === "update" && typeof session?.name === "string") token.name = session.name;
        return token;
      },
      // Auth.js goes only to our own origin, and to the path parsed from the request.
      redirect: ({ url, baseUrl }) => new URL(sameOriginPath(url, baseUrl) ?? "/", baseUrl).href,
    },
    events: {
      async createUser({ user }) {
        if (user.email) await initialiseAdapterUser(user.email);
      },
      async signIn({ user }) {
        if (user.email) await joinCartAtSignIn(user.email);
      },
      async signOut(message) {
        const email = "token" in message ? message.token?.email : null;
        if (email) await endSessions(email);
        // The cart stays with the account; this browser is a visitor without one now.
        await forgetCartCount();
      },
    },
    logger: {
      // A wrong password is an everyday event: one line, never the submitted values.
      error(error) {
        if ("type" in error && error.type === "CredentialsSignin")
          console.warn(`[auth] refused a password sign-in (${error.message})`);
        else console.error(error);
      },
    },
  };
}
