"use client";

import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { usePathname } from "next/navigation";

import type { ClientSession } from "@/lib/client/auth";
import { onSessionHintSet } from "@/lib/client/session-hint";
import { createSessionStore, LOADING_SNAPSHOT, type SessionStore } from "@/lib/client/session-store";

/** Carries the store itself, which never changes; its contents reach components through subscriptions. */
const SessionStoreContext = createContext<SessionStore | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createSessionStore);
  // The session hint decides whether to read the session: on load, after each navigation, and when
  // it is set without one.
  const pathname = usePathname();
  useEffect(() => store.load(), [store, pathname]);
  useEffect(() => onSessionHintSet(() => store.load()), [store]);
  return <SessionStoreContext.Provider value={store}>{children}</SessionStoreContext.Provider>;
}

function useSessionStore(): SessionStore {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error("useCurrentUser needs <AuthProvider> above it");
  return store;
}

const serverSnapshot = () => LOADING_SNAPSHOT;

export type CurrentUser =
  | { status: "loading" }
  | { status: "anonymous" }
  | { status: "signed-in"; name: string | null; email: string; admin: boolean | "loading" };

export function useCurrentUser(): CurrentUser {
  const store = useSessionStore();
  const { session, admin } = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
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
  return useSessionStore().refresh;
}
