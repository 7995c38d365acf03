import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";

import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from "./password";

describe("password hashes", () => {
  it("are argon2id with the current parameters, salted, and check the password", async () => {
    const [first, second] = await Promise.all([hashPassword("pw-secret-1"), hashPassword("pw-secret-1")]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(needsRehash(first)).toBe(false);
    expect(await verifyPassword("pw-secret-1", first)).toBe(true);
    expect(await verifyPassword("pw-secret-2", first)).toBe(false);
  });

  it("still check a bcrypt hash from before, and ask for it to be made again", async () => {
    const legacy = bcrypt.hashSync("pw-secret-1", 4);
    expect(await verifyPassword("pw-secret-1", legacy)).toBe(true);
    expect(await verifyPassword("pw-secret-2", legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it("ask for an argon2 hash with other parameters to be made again", () => {
    expect(needsRehash("$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA")).toBe(true);
    expect(needsRehash("$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA")).toBe(true);
  });

  it("refuse, without throwing, a stored value that is no hash", async () => {
    for (const stored of ["", "x", "$argon2id$v=19$broken", "$2b$04$short"])
      expect(await verifyPassword("pw-secret-1", stored), stored).toBe(false);
  });

  it("the stand-in for an unknown email matches no password", async () => {
    expect(await verifyPassword("not-a-real-password-but-close", DUMMY_PASSWORD_HASH)).toBe(false);
    expect(needsRehash(DUMMY_PASSWORD_HASH)).toBe(false);
  });
});
