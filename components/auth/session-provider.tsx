"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

import { api } from "@/lib/client/api";
import { fetchSession, type ClientSession } from "@/lib/client/auth";

type SessionState = { status: "loading" } | { status: "ready"; session: ClientSession | null };
type AdminState = { email: string; admin: boolean };

type AuthContextValue = {
  session: SessionState;
  admin: AdminState | null;
  /** Reads the session again (after login, sign-up or a profile change) and returns it. */
  refresh: () => Promise<ClientSession | null>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** The signed-in user's session, plus whether they are an admin (asked of the API, never assumed). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: "loading" });
  const [admin, setAdmin] = useState<AdminState | null>(null);

  const refresh = useCallback(async () => {
    const next = await fetchSession().catch(() => null);
    setSession({ status: "ready", session: next });
    return next;
  }, []);

  useEffect(() => {
    let cancelled = false;
    fetchSession()
      .catch(() => null)
      .then((next) => !cancelled && setSession({ status: "ready", session: next }));
    return () => {
      cancelled = true;
    };
  }, []);

  const email = session.status === "ready" ? (session.session?.user.email ?? null) : null;
  useEffect(() => {
    if (!email) return;
    let cancelled = false;
    api<{ admin: boolean }>(`/api/admin/${encodeURIComponent(email)}`)
      .then(({ admin: isAdmin }) => !cancelled && setAdmin({ email, admin: isAdmin }))
      .catch(() => !cancelled && setAdmin({ email, admin: false }));
    return () => {
      cancelled = true;
    };
  }, [email]);

  const value = useMemo(() => ({ session, admin, refresh }), [session, admin, refresh]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function useAuthContext(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useCurrentUser needs <AuthProvider> above it");
  return context;
}

export type CurrentUser =
  | { status: "loading" }
  | { status: "anonymous" }
  | { status: "signed-in"; name: string | null; email: string; admin: boolean | "loading" };

export function useCurrentUser(): CurrentUser {
  const { session, admin } = useAuthContext();
  if (session.status === "loading") return { status: "loading" };
  const user = session.session?.user;
  if (!user) return { status: "anonymous" };
  return {
    status: "signed-in",
    name: user.name,
    email: user.email,
    admin: admin?.email === user.email ? admin.admin : "loading",
  };
}

export function useRefreshSession(): () => Promise<ClientSession | null> {
  return useAuthContext().refresh;
}
