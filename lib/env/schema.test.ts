import { describe, expect, it } from "vitest";

import { parseEnv } from "./schema";

describe("parseEnv", () => {
  it("fills in the defaults and treats empty values as unset", () => {
    const env = parseEnv({ ADMIN_EMAILS: "", STRIPE_SECRET_KEY: "" });
    expect(env.TRUSTED_PROXY_HOPS).toBe(0);
    expect(env.AUTH_RATE_LIMIT_PER_IP).toBe(100);
    expect(env.UNPAID_ORDER_HOLD_MINUTES).toBe(30);
    expect(env.ADMIN_EMAILS).toEqual([]);
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.AUTH_GOOGLE_ISSUER).toBe("https://accounts.google.com");
    expect([env.BDT_PER_USD, env.DELIVERY_CHARGE_DHAKA_BDT, env.DELIVERY_CHARGE_ELSEWHERE_BDT]).toEqual([122, 70, 130]);
    expect(env.FREE_DELIVERY_FROM_BDT).toBe(2000);
    expect(env.SSLCOMMERZ_BASE_URL).toBe("https://sandbox.sslcommerz.com");
  });

  it("reads numbers and lists", () => {
    const env = parseEnv({
      TRUSTED_PROXY_HOPS: "2",
      ADMIN_EMAILS: " Owner@Shop.example, b@shop.example ,",
      STRIPE_API_PORT: "12111",
    });
    expect(env.TRUSTED_PROXY_HOPS).toBe(2);
    expect(env.ADMIN_EMAILS).toEqual(["owner@shop.example", "b@shop.example"]);
    expect(env.STRIPE_API_PORT).toBe(12111);
  });

  it("names every wrong variable, with its value and what is wrong", () => {
    const attempt = () =>
      parseEnv({
        TRUSTED_PROXY_HOPS: "yes",
        MONGODB_URI: "postgres://db",
        ADMIN_EMAILS: "not-an-email",
        AUTH_URL: "shop",
      });
    expect(attempt).toThrow(/TRUSTED_PROXY_HOPS="yes"/);
    expect(attempt).toThrow(/MONGODB_URI="postgres:\/\/db": must be a mongodb/);
    expect(attempt).toThrow(/ADMIN_EMAILS="not-an-email": must be comma-separated email addresses/);
    expect(attempt).toThrow(/AUTH_URL="shop"/);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: "-1" })).toThrow(/TRUSTED_PROXY_HOPS="-1": must be a whole number/);
    expect(() => parseEnv({ BDT_PER_USD: "0" })).toThrow(/BDT_PER_USD="0"/);
    expect(() => parseEnv({ SMTP_URL: "mail.example.com" })).toThrow(/SMTP_URL="mail.example.com": must be an smtp/);
    expect(() => parseEnv({ SMS_PROVIDER: "twilio" })).toThrow(/SMS_PROVIDER="twilio"/);
    expect(parseEnv({ SMTP_URL: "smtps://u:p@smtp.example.com:465" }).SMTP_URL).toBe(
      "smtps://u:p@smtp.example.com:465",
    );
    expect(() => parseEnv({ SSLCOMMERZ_BASE_URL: "sandbox" })).toThrow(/SSLCOMMERZ_BASE_URL="sandbox"/);
  });
});
