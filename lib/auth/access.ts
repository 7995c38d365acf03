import "server-only";

import { verifyApiToken } from "@/lib/auth/api-token";
import type { SessionClaims } from "@/lib/auth/session-policy";
import { readSessionClaims } from "@/lib/auth/session-token";
import { forbidden, unauthenticated } from "@/lib/errors";
import { getAccess } from "@/lib/data/users";
import type { Role } from "@/lib/db/collections";

export type Caller = SessionClaims & { role: Role; name: string | null };

/**
 * The user behind a session cookie's or API token's claims, if that session still stands:
 * the role comes from the database, so a granted or removed right applies at once, and a
 * session from before the user last signed out is refused.
 */
export async function userForClaims(claims: SessionClaims | null): Promise<Caller | null> {
  if (!claims) return null;
  const access = await getAccess(claims.email);
  if (!access || access.sessionVersion !== claims.sessionVersion) return null;
  return { ...claims, role: access.role, name: access.name };
}

/** Who is calling: from a Bearer token if one is sent, else from the session cookie; null for a visitor. */
export async function getCaller(request: Request): Promise<Caller | null> {
  const authorization = request.headers.get("authorization");
  const claims = authorization?.startsWith("Bearer ")
    ? await verifyApiToken(authorization.slice("Bearer ".length).trim())
    : await readSessionClaims(request.headers);
  return userForClaims(claims);
}

export async function requireCaller(request: Request): Promise<Caller> {
  const caller = await getCaller(request);
  if (!caller) throw unauthenticated();
  return caller;
}

export async function requireAdmin(request: Request): Promise<Caller> {
  const caller = await requireCaller(request);
  if (caller.role !== "admin") throw forbidden();
  return caller;
}

/** The caller acting on their own record, or an admin acting on anyone's. */
export function assertSelfOrAdmin(caller: Caller, email: string): void {
  if (caller.role !== "admin" && caller.email !== email.toLowerCase()) throw forbidden();
}
