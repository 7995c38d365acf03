// Relative: next.config.ts and server.ts load this file without the "@/" alias.
import * as z from "../validations/zod";

/**
 * Every environment variable the shop reads, checked once (lib/env/index.ts; server.ts and
 * next.config.ts use parseEnv directly). `.env.example` documents each one. An empty value
 * counts as unset, as in `.env.example`'s `ADMIN_EMAILS=`.
 */
const unsetIfEmpty = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
// Zod Mini has no preprocess: a transform piped into the schema is what full Zod's does.
const optional = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform(unsetIfEmpty), z.optional(schema));
const withDefault = <T extends z.ZodMiniType>(schema: T, fallback: z.core.util.NoUndefined<z.output<T>>) =>
  z.pipe(z.transform(unsetIfEmpty), z._default(schema, fallback));

const emailList = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  ),
  z.array(z.email({ error: "must be comma-separated email addresses" })),
);

const schema = z.object({
  NODE_ENV: withDefault(z.enum(["development", "production", "test"]), "production"),
  PORT: withDefault(z.coerce.number().check(z.int(), z.gte(1), z.lte(65_535)), 3000),

  MONGODB_URI: optional(
    z.string().check(z.regex(/^mongodb(\+srv)?:\/\//, "must be a mongodb:// or mongodb+srv:// URI")),
  ),

  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" })),

  AUTH_SECRET: optional(z.string().check(z.minLength(16, "must be at least 16 characters (openssl rand -base64 32)"))),
  AUTH_URL: optional(z.url()),
  AUTH_GOOGLE_ID: optional(z.string()),
  AUTH_GOOGLE_SECRET: optional(z.string()),
  AUTH_GOOGLE_ISSUER: withDefault(z.url(), "https://accounts.google.com"),
  AUTH_RATE_LIMIT_PER_IP: withDefault(z.coerce.number().check(z.int(), z.positive()), 100),
  TRUSTED_PROXY_HOPS: withDefault(z.coerce.number().check(z.int(), z.gte(0, "must be a whole number, 0 or more")), 0),
  ADMIN_EMAILS: withDefault(emailList, []),

  UNPAID_ORDER_HOLD_MINUTES: withDefault(z.coerce.number().check(z.positive()), 30),
  BDT_PER_USD: withDefault(z.coerce.number().check(z.positive()), 122),
  DELIVERY_CHARGE_DHAKA_BDT: withDefault(z.coerce.number().check(z.gte(0)), 70),
  DELIVERY_CHARGE_ELSEWHERE_BDT: withDefault(z.coerce.number().check(z.gte(0)), 130),
  FREE_DELIVERY_FROM_BDT: withDefault(z.coerce.number().check(z.gte(0)), 2000),
  // The seller's VAT registration (Business Identification Number): with it, invoices are Mushak-6.3.
  SHOP_BIN: optional(z.string().check(z.regex(/^[0-9][0-9-]{8,19}$/, "must be the BIN's digits (and dashes)"))),
  VAT_RATE: withDefault(
    z.pipe(
      z.coerce.number(),
      z.union([z.literal(0), z.literal(5), z.literal(7.5), z.literal(15)], { error: "must be 0, 5, 7.5 or 15" }),
    ),
    15,
  ),
  RETURN_WINDOW_DAYS: withDefault(z.coerce.number().check(z.int(), z.positive()), 7),

  STRIPE_SECRET_KEY: optional(z.string()),
  STRIPE_PUBLISHABLE_KEY: optional(z.string()),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  STRIPE_API_HOST: optional(z.string()),
  STRIPE_API_PORT: optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(65_535))),
  STRIPE_API_PROTOCOL: optional(z.enum(["http", "https"])),

  SSLCOMMERZ_STORE_ID: optional(z.string()),
  SSLCOMMERZ_STORE_PASSWORD: optional(z.string()),
  SSLCOMMERZ_BASE_URL: withDefault(z.url(), "https://sandbox.sslcommerz.com"),
  SSLCOMMERZ_NOTICES_PER_MINUTE: withDefault(z.coerce.number().check(z.int(), z.positive()), 60),

  STEADFAST_API_KEY: optional(z.string()),
  STEADFAST_SECRET_KEY: optional(z.string()),
  STEADFAST_BASE_URL: withDefault(z.url(), "https://portal.packzy.com/api/v1"),
  // Steadfast sends it back as a Bearer token: long enough that it cannot be guessed.
  STEADFAST_WEBHOOK_TOKEN: optional(z.string().check(z.minLength(16, "must be at least 16 characters"))),
  COURIER_POLL_MINUTES: withDefault(z.coerce.number().check(z.positive()), 30),
  TRACK_LOOKUPS_PER_MINUTE: withDefault(z.coerce.number().check(z.int(), z.positive()), 10),
  TRACK_LOOKUPS_PER_ORDER_PER_HOUR: withDefault(z.coerce.number().check(z.int(), z.positive()), 20),

  SMTP_URL: optional(z.string().check(z.regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL"))),
  MAIL_FROM: withDefault(z.string().check(z.minLength(3)), "MotoForge <no-reply@motoforge.com.bd>"),
  SHOP_NOTIFY_EMAIL: optional(z.email({ error: "must be an email address" })),
  SMS_PROVIDER: optional(z.enum(["sms.net.bd", "ssl-wireless"], { error: 'must be "sms.net.bd" or "ssl-wireless"' })),
  SMS_API_KEY: optional(z.string()),
  SMS_SENDER_ID: optional(z.string()),
  SMS_BASE_URL: optional(z.url()),
  // Unset: required when an SMS provider is set up (lib/phone-check/setting.ts), off otherwise.
  COD_PHONE_CHECK: optional(z.enum(["required", "off"], { error: 'must be "required" or "off"' })),
  PHONE_CODES_PER_ADDRESS_PER_HOUR: withDefault(z.coerce.number().check(z.int(), z.positive()), 20),

  NEXT_PUBLIC_SITE_URL: withDefault(z.url(), "http://localhost:3000"),
  NEXT_PUBLIC_WHATSAPP_NUMBER: optional(z.string()),
});

export type Env = z.infer<typeof schema>;

/** The checked configuration, or an error naming every variable that is wrong and why. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `  ${name}=${JSON.stringify(source[name] ?? "")}: ${issue.message}`;
  });
  throw new Error(`The shop's configuration is not valid (see .env.example):\n${problems.join("\n")}`);
}
