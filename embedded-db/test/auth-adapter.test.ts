import type { Adapter, AdapterAccount } from "@auth/core/adapters";
import { MongoDBAdapter } from "@auth/mongodb-adapter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDb, type TestDb } from "./helpers";

let t: TestDb;

beforeAll(async () => {
  t = await startTestDb("auth");
});
afterAll(() => t.close());

describe("Auth.js MongoDB adapter", () => {
  it("manages users, accounts, sessions and verification tokens", async () => {
    const adapter = MongoDBAdapter(t.client) as Required<Adapter>;
    const user = await adapter.createUser({ id: "", email: "rider@example.com", emailVerified: null, name: "Rider" });
    expect(user).toMatchObject({ email: "rider@example.com", name: "Rider" });
    const userId = user.id;
    expect(await adapter.getUser(userId)).toMatchObject({ id: userId, email: "rider@example.com" });
    expect(await adapter.getUserByEmail("rider@example.com")).toMatchObject({ id: userId });
    expect(await adapter.getUserByEmail("nobody@example.com")).toBeNull();

    const account: AdapterAccount = {
      userId,
      type: "oauth",
      provider: "github",
      providerAccountId: "gh-1",
      access_token: "tok",
    };
    await adapter.linkAccount(account);
    expect(await adapter.getUserByAccount({ provider: "github", providerAccountId: "gh-1" })).toMatchObject({
      id: userId,
    });

    const updated = await adapter.updateUser({ id: userId, name: "Fast Rider" });
    expect(updated).toMatchObject({ id: userId, name: "Fast Rider", email: "rider@example.com" });

    const expires = new Date(Date.now() + 3600_000);
    await adapter.createSession({ sessionToken: "s1", userId, expires });
    expect(await adapter.getSessionAndUser("s1")).toMatchObject({
      session: { sessionToken: "s1", userId, expires },
      user: { id: userId, name: "Fast Rider" },
    });
    const later = new Date(Date.now() + 7200_000);
    expect(await adapter.updateSession({ sessionToken: "s1", expires: later })).toMatchObject({ expires: later });
    await adapter.deleteSession("s1");
    expect(await adapter.getSessionAndUser("s1")).toBeNull();

    await adapter.createVerificationToken({ identifier: "rider@example.com", token: "v1", expires });
    expect(await adapter.useVerificationToken({ identifier: "rider@example.com", token: "v1" })).toMatchObject({
      token: "v1",
    });
    expect(await adapter.useVerificationToken({ identifier: "rider@example.com", token: "v1" })).toBeNull();

    await adapter.unlinkAccount({ provider: "github", providerAccountId: "gh-1" });
    expect(await adapter.getUserByAccount({ provider: "github", providerAccountId: "gh-1" })).toBeNull();
    await adapter.createSession({ sessionToken: "s2", userId, expires });
    await adapter.deleteUser(userId);
    expect(await adapter.getUser(userId)).toBeNull();
    expect(await adapter.getSessionAndUser("s2")).toBeNull();
  });
});
