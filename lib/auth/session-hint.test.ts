import { describe, expect, it } from "vitest";

import { withSessionHint } from "@/lib/auth/session-hint";
import { hasSessionHint } from "@/lib/auth/session-hint-cookie";

const answer = (...cookies: string[]) => {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 302, headers });
};
const hintOf = (response: Response) =>
  response.headers.getSetCookie().filter((cookie) => cookie.startsWith("session-hint="));

describe("session hint", () => {
  it("follows a session cookie being set, with its lifetime and flags but readable by scripts", () => {
    const expires = "Expires=Thu, 03 Dec 2026 10:00:00 GMT";
    const response = withSessionHint(
      answer(`__Secure-authjs.session-token=eyJ.abc; Path=/; ${expires}; HttpOnly; Secure; SameSite=Lax`),
    );
    expect(response.status).toBe(302);
    expect(hintOf(response)).toEqual([`session-hint=1; Path=/; ${expires}; Secure; SameSite=Lax`]);
  });

  it("is deleted with the session cookie, unless a session cookie is set beside deleted chunks", () => {
    expect(hintOf(withSessionHint(answer("authjs.session-token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax")))).toEqual(
      ["session-hint=; Path=/; Max-Age=0; SameSite=Lax"],
    );
    const rechunked = withSessionHint(
      answer(
        "authjs.session-token.0=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
        "authjs.session-token=eyJ.abc; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax",
      ),
    );
    expect(hintOf(rechunked)).toEqual(["session-hint=1; Path=/; Max-Age=604800; SameSite=Lax"]);
  });

  it("leaves answers without a session cookie alone", () => {
    const response = answer("authjs.csrf-token=abc; Path=/; HttpOnly; SameSite=Lax");
    expect(withSessionHint(response)).toBe(response);
  });

  it("is found in a cookie header by its name only", () => {
    expect(hasSessionHint("bike=x; session-hint=1")).toBe(true);
    expect(hasSessionHint("my-session-hint=1; bike=x")).toBe(false);
    expect(hasSessionHint("")).toBe(false);
  });
});
