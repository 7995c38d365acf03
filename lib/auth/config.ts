import "server-only";

import { MongoDBAdapter } from "@auth/mongodb-adapter";
import type { NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";

import { getMongoClient } from "@/lib/db/client";
import { findUserByEmail, initialiseAdapterUser } from "@/lib/data/users";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "@/lib/auth/password";
import { loginSchema } from "@/lib/validations/auth";

function googleProvider() {
  return Google({
    clientId: process.env.AUTH_GOOGLE_ID,
    clientSecret: process.env.AUTH_GOOGLE_SECRET,
    // Tests point this at a local OIDC server; production leaves it at Google.
    issuer: process.env.AUTH_GOOGLE_ISSUER || "https://accounts.google.com",
    // Google verifies the addresses it vouches for, so a Google sign-in may join the
    // account someone created with the same email and a password.
    allowDangerousEmailAccountLinking: true,
  });
}

export function googleConfigured(): boolean {
  return Boolean(process.env.AUTH_GOOGLE_ID && process.env.AUTH_GOOGLE_SECRET);
}

/** Built per request (Auth.js's lazy form) so nothing reads the environment at build time. */
export function authConfig(): NextAuthConfig {
  return {
    adapter: MongoDBAdapter(getMongoClient),
    session: { strategy: "jwt", maxAge: 7 * 24 * 60 * 60 },
    trustHost: true,
    pages: { signIn: "/login", error: "/login" },
    providers: [
      Credentials({
        credentials: { email: {}, password: {} },
        async authorize(raw) {
          const parsed = loginSchema.safeParse(raw);
          if (!parsed.success) return null;
          const { email, password } = parsed.data;
          const user = await findUserByEmail(email);
          const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
          if (!user?.passwordHash || !valid) return null;
          return { id: user._id.toHexString(), email: user.email, name: user.name ?? null };
        },
      }),
      ...(googleConfigured() ? [googleProvider()] : []),
    ],
    callbacks: {
      // Keep the display name fresh when the profile changes it.
      async jwt({ token, trigger, session }) {
        if (trigger === "update" && typeof session?.name === "string") token.name = session.name;
        return token;
      },
    },
    events: {
      async createUser({ user }) {
        if (user.email) await initialiseAdapterUser(user.email);
      },
    },
  };
}
