import { beforeEach, describe, expect, it, vi } from "vitest";

import { createSessionStore } from "@/lib/client/session-store";
import { api } from "@/lib/client/api";
import { fetchSession, type ClientSession } from "@/lib/client/auth";
import { forgetSessionHint, sessionHinted } from "@/lib/client/session-hint";

vi.mock("@/lib/client/auth", () => ({ fetchSession: vi.fn() }));
vi.mock("@/lib/client/api", () => ({ api: vi.fn() }));
vi.mock("@/lib/client/session-hint", () => ({ sessionHinted: vi.fn(), forgetSessionHint: vi.fn() }));

const session = (email: string): ClientSession => ({ user: { name: "Rider", email } });

/** A promise the test resolves when it chooses, to order the API's answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Lets every queued promise callback run: a macrotask starts only after all microtasks. */
const settlePendingPromises = () => new Promise((done) => setTimeout(done, 0));

describe("session store", () => {
  beforeEach(() => vi.resetAllMocks());

  it("starts loading, then holds the session and the admin answer, telling subscribers each time", async () => {
    vi.mocked(fetchSession).mockResolvedValue(session("boss@shop.test"));
    const admin = deferred<{ admin: boolean }>();
    vi.mocked(api).mockReturnValue(admin.promise);
    const store = createSessionStore();
    const onChange = vi.fn();
    store.subscribe(onChange);
    expect(store.getSnapshot().session.status).toBe("loading");

    await expect(store.refresh()).resolves.toEqual(session("boss@shop.test"));
    expect(store.getSnapshot()).toEqual({
      session: { status: "ready", session: session("boss@shop.test") },
      admin: null,
    });
    expect(api).toHaveBeenCalledWith("/api/admin/boss%40shop.test");

    admin.resolve({ admin: true });
    await vi.waitFor(() => expect(store.getSnapshot().admin).toEqual({ email: "boss@shop.test", admin: true }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("treats a failed session or admin lookup as signed out or not admin", async () => {
    vi.mocked(fetchSession).mockRejectedValueOnce(new Error("offline"));
    const store = createSessionStore();
    await expect(store.refresh()).resolves.toBeNull();
    expect(store.getSnapshot().session).toEqual({ status: "ready", session: null });
    expect(api).not.toHaveBeenCalled();

    vi.mocked(fetchSession).mockResolvedValueOnce(session("rider@shop.test"));
    vi.mocked(api).mockRejectedValueOnce(new Error("500"));
    await store.refresh();
    await vi.waitFor(() => expect(store.getSnapshot().admin).toEqual({ email: "rider@shop.test", admin: false }));
  });

  it("ignores an admin answer for a user who is no longer signed in", async () => {
    const first = deferred<{ admin: boolean }>();
    vi.mocked(api).mockReturnValueOnce(first.promise).mockResolvedValueOnce({ admin: false });
    vi.mocked(fetchSession)
      .mockResolvedValueOnce(session("old@shop.test"))
      .mockResolvedValueOnce(session("new@shop.test"));
    const store = createSessionStore();
    await store.refresh();
    await store.refresh();
    await vi.waitFor(() => expect(store.getSnapshot().admin).toEqual({ email: "new@shop.test", admin: false }));

    first.resolve({ admin: true });
    await settlePendingPromises();
    expect(store.getSnapshot().admin).toEqual({ email: "new@shop.test", admin: false });
  });

  it("stops telling a subscriber who has unsubscribed", async () => {
    vi.mocked(fetchSession).mockResolvedValue(null);
    const store = createSessionStore();
    const onChange = vi.fn();
    store.subscribe(onChange)();
    await store.refresh();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("on load, asks the server only when the session hint is there", async () => {
    vi.mocked(sessionHinted).mockReturnValue(false);
    const unhinted = createSessionStore();
    unhinted.load();
    expect(unhinted.getSnapshot().session).toEqual({ status: "ready", session: null });
    expect(fetchSession).not.toHaveBeenCalled();

    vi.mocked(sessionHinted).mockReturnValue(true);
    vi.mocked(fetchSession).mockResolvedValue(session("rider@shop.test"));
    vi.mocked(api).mockResolvedValue({ admin: false });
    const hinted = createSessionStore();
    hinted.load();
    await vi.waitFor(() =>
      expect(hinted.getSnapshot().session).toEqual({ status: "ready", session: session("rider@shop.test") }),
    );
    expect(forgetSessionHint).not.toHaveBeenCalled();

    // After a navigation: the session held is kept, not read again.
    hinted.load();
    expect(fetchSession).toHaveBeenCalledOnce();
  });

  it("drops a hint the server finds no session behind, but keeps it when the server is out of reach", async () => {
    vi.mocked(fetchSession).mockRejectedValueOnce(new Error("offline"));
    const store = createSessionStore();
    await store.refresh();
    expect(forgetSessionHint).not.toHaveBeenCalled();

    vi.mocked(fetchSession).mockResolvedValueOnce(null);
    await store.refresh();
    expect(forgetSessionHint).toHaveBeenCalledOnce();
  });
});
