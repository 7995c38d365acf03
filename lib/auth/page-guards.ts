import "server-only";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { userForClaims } from "@/lib/auth/access";
import { readSessionClaims } from "@/lib/auth/session-token";
import { localizeHref } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/server";
import type { Role } from "@/lib/db/collections";

export type SignedInUser = { email: string; name: string | null; role: Role };

/**
 * The signed-in user for a page, with the role read from the database. proxy.ts already
 * redirects visitors who may not be here; pages check again so no route depends on
 * the proxy's matcher alone, and a session ended by signing out is refused here.
 */
/** The login page in the page's language. */
async function toLogin(): Promise<never> {
  redirect(localizeHref("/login", await pageLocale()));
}

/** The signed-in user, or null for a visitor: for public pages that offer customers more. */
export async function signedInUser(): Promise<SignedInUser | null> {
  const user = await userForClaims(await readSessionClaims(await headers()));
  return user && { email: user.email, name: user.name, role: user.role };
}

export async function requireSignedIn(): Promise<SignedInUser> {
  return (await signedInUser()) ?? toLogin();
}

export async function requireAdminPage(): Promise<SignedInUser> {
  const user = await requireSignedIn();
  if (user.role !== "admin") await toLogin();
  return user;
}
