import { SignJWT, decodeJwt } from "jose";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { issueApiToken, verifyApiToken } from "./api-token";
import { API_TOKEN_TTL_SECONDS, SESSION_MAX_SECONDS, nowInSeconds } from "./session-policy";

const claims = (signedInAt = nowInSeconds()) => ({ email: "rider@example.com", sessionVersion: 2, signedInAt });

describe("API tokens", () => {
  beforeAll(() => {
    process.env.AUTH_SECRET = "a-test-secret-that-is-long-enough-for-hs256";
  });
  afterEach(() => vi.useRealTimers());

  it("carry the session's claims and expire within the hour", async () => {
    // Read the clock once: two readings can fall either side of a second.
    const issued = claims();
    const token = await issueApiToken(issued);
    expect(await verifyApiToken(token)).toEqual(issued);
    const { exp, iat } = decodeJwt(token);
    expect(exp! - iat!).toBe(API_TOKEN_TTL_SECONDS);
  });

  it("renewed near the end of a sign-in, never outlive it", async () => {
    const signedInAt = nowInSeconds() - SESSION_MAX_SECONDS + 60;
    const { exp } = decodeJwt(await issueApiToken(claims(signedInAt)));
    expect(exp).toBe(signedInAt + SESSION_MAX_SECONDS);
  });

  it("are refused once the sign-in they came from has reached its maximum lifetime", async () => {
    const token = await issueApiToken(claims(nowInSeconds() - SESSION_MAX_SECONDS + 10));
    vi.useFakeTimers({ now: Date.now() + 20_000 });
    expect(await verifyApiToken(token)).toBeNull();
  });

  it("without exp, with another signature, or naming someone else, are refused", async () => {
    const key = await signingKeyLikeTheShop();
    const issued = claims();
    const tokenWith = (build: (jwt: SignJWT) => SignJWT) =>
      build(
        new SignJWT(issued)
          .setProtectedHeader({ alg: "HS256" })
          .setIssuer("motoforge-shop")
          .setAudience("motoforge-api"),
      ).sign(key);
    // The same shape as a real token, so only the rule under test refuses it.
    expect(
      await verifyApiToken(await tokenWith((jwt) => jwt.setSubject("rider@example.com").setExpirationTime("1h"))),
    ).toEqual(issued);
    expect(await verifyApiToken(await tokenWith((jwt) => jwt.setSubject("rider@example.com")))).toBeNull();
    expect(
      await verifyApiToken(await tokenWith((jwt) => jwt.setSubject("other@example.com").setExpirationTime("1h"))),
    ).toBeNull();
    const forged = await new SignJWT(claims())
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("rider@example.com")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-the-shop-key-not-the-shop-key"));
    expect(await verifyApiToken(forged)).toBeNull();
  });
});

/** The key api-token.ts derives from AUTH_SECRET, rebuilt here to sign tokens it would accept but for one rule. */
async function signingKeyLikeTheShop() {
  const material = new TextEncoder().encode(`api-token:${process.env.AUTH_SECRET}`);
  return new Uint8Array(await crypto.subtle.digest("SHA-256", material));
}
