import { describe, expect, it, vi } from "vitest";

import { HTTP_STATUS, route } from "@/lib/api/route";
import { conflict, DomainError, invalid, type ErrorCode } from "@/lib/errors";

const get = (url = "http://shop.test/api/thing") => new Request(url);

describe("route()", () => {
  it.each(Object.entries(HTTP_STATUS))("answers a %s error with %i and its message", async (code, status) => {
    const handler = route(async () => {
      throw new DomainError(code as ErrorCode, `a ${code} error`);
    });
    const response = await handler(get(), {});
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: `a ${code} error` });
  });

  it("passes field messages on, for forms to show beside each field", async () => {
    const handler = route(async () => {
      throw invalid("Please check the highlighted fields.", { district: "Choose your district" });
    });
    const response = await handler(get(), {});
    expect(await response.json()).toEqual({
      error: "Please check the highlighted fields.",
      fields: { district: "Choose your district" },
    });
  });

  it("answers anything else with a 500 that reveals nothing, and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const handler = route(async () => {
      throw new Error("connection string mongodb://secret@db");
    });
    const response = await handler(get(), {});
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain("secret");
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it("keeps answers out of caches unless the handler says otherwise", async () => {
    const plain = await route(async () => Response.json({}))(get(), {});
    expect(plain.headers.get("cache-control")).toBe("private, no-store");
    const failed = await route(async () => {
      throw conflict("no");
    })(get(), {});
    expect(failed.headers.get("cache-control")).toBe("private, no-store");
    const cached = await route(async () => Response.json({}, { headers: { "cache-control": "public, max-age=60" } }))(
      get(),
      {},
    );
    expect(cached.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("refuses a cookie-authenticated write announced as cross-site", async () => {
    const handler = route(async () => Response.json({ ok: true }));
    const request = new Request("http://shop.test/api/order", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    });
    expect((await handler(request, {})).status).toBe(403);
  });
});
