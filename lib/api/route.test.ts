import { describe, expect, it, vi } from "vitest";

import { HTTP_STATUS, route } from "@/lib/api/route";
import { apiMessage, conflict, DomainError, invalid, notFound, unauthenticated, type ErrorCode } from "@/lib/errors";

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

describe("route() answers in the caller's language", () => {
  const asking = (language?: string) =>
    new Request(
      "http://shop.test/api/thing",
      language === undefined ? {} : { headers: { "accept-language": language } },
    );
  const refusing = (error: DomainError) =>
    route(async () => {
      throw error;
    });

  it("answers a keyed message in Bangla when the request prefers Bangla, in English otherwise", async () => {
    const handler = refusing(notFound(apiMessage("orders.notFound")));
    const bangla = await handler(asking("bn-BD,bn;q=0.9,en;q=0.8"), {});
    expect(bangla.status).toBe(404);
    expect(bangla.headers.get("content-language")).toBe("bn");
    expect(await bangla.json()).toEqual({ error: "এই অর্ডারটি পাওয়া যায়নি।" });
    expect(await (await handler(asking(), {})).json()).toEqual({ error: "This order does not exist." });
  });

  it("fills a message's values, and ICU choices, in the caller's language", async () => {
    const error = conflict(apiMessage("orders.cannotMove", { number: "MF-10234", status: "paid", to: "shipped" }));
    expect(error.message).toBe("Order MF-10234 is pending, so it cannot be shipped.");
    const bangla = await (await refusing(error)(asking("bn"), {})).json();
    expect(bangla.error).toContain("MF-10234");
    expect(bangla.error).toContain("পেন্ডিং");
  });

  it("answers a keyed message's field messages in the caller's language too, argument values kept", async () => {
    const refusal = invalid(apiMessage("request.checkFields"), {
      makeName: apiMessage("bikes.makerLatin"),
      "fits.0": apiMessage("bikes.duplicate", { make: "Honda", model: "CB Hornet 160R" }),
    });
    expect(await (await refusing(refusal)(asking("bn"), {})).json()).toEqual({
      error: "চিহ্নিত ঘরগুলো একবার দেখে নিন।",
      fields: { makeName: "কোম্পানির নাম ইংরেজি অক্ষরে লিখুন", "fits.0": "Honda CB Hornet 160R আগেই তালিকায় আছে।" },
    });
  });

  it("answers text it does not know as thrown", async () => {
    const body = await (await refusing(conflict("Something only the admin says."))(asking("bn"), {})).json();
    expect(body).toEqual({ error: "Something only the admin says." });
  });

  it.each(["*", "bn;q=0", "fr", "x".repeat(5000), "bn;q=nope", ",,;;"])(
    "falls back to English for Accept-Language %j",
    async (language) => {
      const response = await refusing(unauthenticated())(asking(language.slice(0, 100)), {});
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Please log in first." });
    },
  );

  it("answers a bug's 500 in Bangla too, revealing nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await route(async () => {
      throw new Error("secret");
    })(asking("bn"), {});
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "আমাদের দিকে একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।" });
    log.mockRestore();
  });
});

describe("the api messages", () => {
  it("read in English exactly as the API always answered", () => {
    const english = (error: DomainError) => error.message;
    expect(
      english(conflict(apiMessage("orders.cannotMove", { number: "MF-7", status: "confirmed", to: "delivered" }))),
    ).toBe("Order MF-7 is confirmed, so it cannot be marked delivered.");
    expect(english(conflict(apiMessage("orders.paidOtherwise", { method: "cod", asked: "sslcommerz" })))).toBe(
      "This order is paid in cash on delivery, not by bKash, Nagad or Rocket.",
    );
    expect(english(conflict(apiMessage("orders.expired", { minutes: 30 })))).toBe(
      "This order was not paid within 30 minutes, so its parts went back on sale. Please order again.",
    );
    expect(english(invalid(apiMessage("request.formTooLarge", { max: "16384" })))).toBe(
      "The form is larger than 16384 bytes.",
    );
    expect(english(unauthenticated())).toBe("Please log in first.");
  });
});
