"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { SessionProvider, useSession } from "next-auth/react";

import { api } from "@/lib/client/api";

type AdminState = { email: string; admin: boolean };

const AdminContext = createContext<AdminState | null>(null);

/** The signed-in user's session, plus whether they are an admin (asked of the API, never assumed). */
export function AuthProvider({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <AdminLookup>{children}</AdminLookup>
    </SessionProvider>
  );
}

function AdminLookup({ children }: { children: ReactNode }) {
  const email = useSession().data?.user?.email ?? null;
  const [state, setState] = useState<AdminState | null>(null);

  useEffect(() => {
    if (!email) return;
    let cancelled = false;
    api<{ admin: boolean }>(`/api/admin/${encodeURIComponent(email)}`)
      .then(({ admin }) => !cancelled && setState({ email, admin }))
      .catch(() => !cancelled && setState({ email, admin: false }));
    return () => {
      cancelled = true;
    };
  }, [email]);

  return <AdminContext.Provider value={state}>{children}</AdminContext.Provider>;
}

export type CurrentUser =
  | { status: "loading" }
  | { status: "anonymous" }
  | { status: "signed-in"; name: string | null; email: string; admin: boolean | "loading" };

export function useCurrentUser(): CurrentUser {
  const { data, status } = useSession();
  const adminState = useContext(AdminContext);
  if (status === "loading") return { status: "loading" };
  const email = data?.user?.email;
  if (!email) return { status: "anonymous" };
  const admin = adminState?.email === email ? adminState.admin : "loading";
  return { status: "signed-in", name: data.user?.name ?? null, email, admin };
}
