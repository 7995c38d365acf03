import "server-only";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { userForClaims } from "@/lib/auth/access";
import { readSessionClaims } from "@/lib/auth/session-token";
import type { Role } from "@/lib/db/collections";

export type SignedInUser = { email: string; name: string | null; role: Role };

/**
 * The signed-in user for a page, with the role read from the database. proxy.ts already
 * redirects visitors who may not be here; pages check again so no route depends on
 * the proxy's matcher alone, and a session ended by signing out is refused here.
 */
export async function requireSignedIn(): Promise<SignedInUser> {
  const user = await userForClaims(await readSessionClaims(await headers()));
  if (!user) redirect("/login");
  return { email: user.email, name: user.name, role: user.role };
}

export async function requireAdminPage(): Promise<SignedInUser> {
  const user = await requireSignedIn();
  if (user.role !== "admin") redirect("/login");
  return user;
}
