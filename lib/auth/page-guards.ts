import "server-only";

import { redirect } from "next/navigation";

import { auth } from "@/lib/auth";
import { getRole } from "@/lib/data/users";
import type { Role } from "@/lib/db/collections";

export type SignedInUser = { email: string; name: string | null; role: Role };

/**
 * The signed-in user for a page, with the role read from the database. proxy.ts already
 * redirects visitors who may not be here; pages check again so no route depends on
 * the proxy's matcher alone.
 */
export async function requireSignedIn(): Promise<SignedInUser> {
  const session = await auth();
  const email = session?.user?.email;
  const role = email ? await getRole(email) : null;
  if (!email || !role) redirect("/login");
  return { email, name: session.user?.name ?? null, role };
}

export async function requireAdminPage(): Promise<SignedInUser> {
  const user = await requireSignedIn();
  if (user.role !== "admin") redirect("/login");
  return user;
}
