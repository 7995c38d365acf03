import { api } from "@/lib/client/api";
import { fetchSession, type ClientSession } from "@/lib/client/auth";
import { forgetSessionHint, sessionHinted } from "@/lib/client/session-hint";

export type SessionSnapshot = {
  session: { status: "loading" } | { status: "ready"; session: ClientSession | null };
  /** Whether the API says the session's user is an admin; null until it has answered. */
  admin: { email: string; admin: boolean } | null;
};

export type SessionStore = {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => SessionSnapshot;
  /**
   * On page load and after each navigation: reads the session from the server if the session hint
   * says there may be one and none is held yet, else holds "signed out" without asking.
   */
  load: () => void;
  /** Reads the session again (after login, sign-up or a profile change) and returns it. */
  refresh: () => Promise<ClientSession | null>;
};

export const LOADING_SNAPSHOT: SessionSnapshot = { session: { status: "loading" }, admin: null };

/**
 * The signed-in user's session, plus whether they are an admin (asked of the API, never
 * assumed), held outside React. Components subscribe with useSyncExternalStore, so a
 * session arriving during hydration re-renders only them: a changed context value would
 * make React throw away the server HTML of every Suspense boundary still hydrating.
 */
export function createSessionStore(): SessionStore {
  let snapshot = LOADING_SNAPSHOT;
  const listeners = new Set<() => void>();
  const set = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const currentEmail = () => (snapshot.session.status === "ready" ? snapshot.session.session?.user.email : undefined);

  const lookUpAdmin = (email: string) =>
    api<{ admin: boolean }>(`/api/admin/${encodeURIComponent(email)}`)
      .then(({ admin }) => admin)
      .catch(() => false)
      .then((admin) => {
        // A newer session may have arrived meanwhile; its own lookup decides.
        if (currentEmail() === email) set({ ...snapshot, admin: { email, admin } });
      });

  async function refresh() {
    const session = await fetchSession().then(
      (answer) => {
        if (!answer) forgetSessionHint(); // so later pages do not ask again
        return answer;
      },
      () => null, // offline: signed out for now, but the hint stays for the next page
    );
    const email = session?.user.email;
    set({ session: { status: "ready", session }, admin: snapshot.admin?.email === email ? snapshot.admin : null });
    if (email) void lookUpAdmin(email);
    return session;
  }

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => snapshot,
    load() {
      const held = snapshot.session.status === "ready" ? snapshot.session.session : undefined;
      if (!sessionHinted()) {
        if (held !== null) set({ session: { status: "ready", session: null }, admin: null });
      } else if (!held) void refresh();
    },
    refresh,
  };
}
