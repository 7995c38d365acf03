import "server-only";

import { auth } from "@/lib/auth";
import { verifyApiToken } from "@/lib/auth/api-token";
import { forbidden, unauthorized } from "@/lib/api/errors";
import { getRole } from "@/lib/data/users";
import type { Role } from "@/lib/db/collections";

export type Caller = { email: string; role: Role };

/**
 * Who is calling: from a Bearer token if one is sent, else from the session cookie.
 * The role always comes from the database, so a granted or removed right applies at once.
 */
export async function getCaller(request: Request): Promise<Caller | null> {
  const authorization = request.headers.get("authorization");
  const email = authorization?.startsWith("Bearer ")
    ? await verifyApiToken(authorization.slice("Bearer ".length).trim())
    : ((await auth())?.user?.email ?? null);
  if (!email) return null;
  const role = await getRole(email);
  return role ? { email, role } : null;
}

export async function requireCaller(request: Request): Promise<Caller> {
  const caller = await getCaller(request);
  if (!caller) throw unauthorized();
  return caller;
}

export async function requireAdmin(request: Request): Promise<Caller> {
  const caller = await requireCaller(request);
  if (caller.role !== "admin") throw forbidden();
  return caller;
}

/** The caller acting on their own record, or an admin acting on anyone's. */
export async function requireSelfOrAdmin(request: Request, email: string): Promise<Caller> {
  const caller = await requireCaller(request);
  if (caller.role !== "admin" && caller.email !== email.toLowerCase()) throw forbidden();
  return caller;
}
