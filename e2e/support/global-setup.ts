import { randomBytes } from "node:crypto";
import path from "node:path";

import { startGoogleDouble } from "../../tests/doubles/google-oidc";
import { startSmsDouble } from "../../tests/doubles/sms/server";
import { startSmtpDouble } from "../../tests/doubles/smtp/server";
import { startSslcommerzDouble } from "../../tests/doubles/sslcommerz/server";
import { startSteadfastDouble } from "../../tests/doubles/steadfast/server";
import { startStripeDouble } from "../../tests/doubles/stripe/server";
import { startDatabase } from "../../tests/support/database";
import { e2eConfig } from "./env";
import { freePort } from "../../tests/support/free-port";
import { run, startAndWait, stop } from "../../tests/support/processes";
import { serverScriptArgs, shopServerArgs } from "../../tests/support/shop-server";

const root = path.resolve(import.meta.dirname, "../..");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");

/**
 * Starts the embedded database (in memory) and seeds it, builds the shop on it, and starts
 * on free ports the Google OIDC, Stripe, SSLCommerz, Steadfast, SMTP and SMS doubles and the shop itself
 * four times (see below). Returns the teardown.
 */
export default async function globalSetup() {
  const buildEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_DIST_DIR: e2eConfig.distDir,
    NEXT_PUBLIC_WHATSAPP_NUMBER: e2eConfig.whatsAppNumber,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const db = await startDatabase();
  const mongodbUri = `${db.uri}/motoforge-e2e`;
  const limitsDatabase = "motoforge-e2e-limits";
  const ownMailDatabase = "motoforge-e2e-own-mail";
  // Seeded as an owner seeds a real database: `npm run seed`.
  await Promise.all(
    [mongodbUri, `${db.uri}/${limitsDatabase}`, `${db.uri}/${ownMailDatabase}`].map((uri) =>
      run(process.execPath, serverScriptArgs("scripts/seed.ts"), { ...process.env, MONGODB_URI: uri }),
    ),
  );
  // The build prerenders the home page from the catalogue, as `npm run build` does.
  if (!process.env.E2E_SKIP_BUILD)
    await run(process.execPath, [nextBin, "build"], { ...buildEnv, MONGODB_URI: mongodbUri });

  const google = await startGoogleDouble(e2eConfig.googleClientId);
  const stripe = await startStripeDouble();
  const sslcommerz = await startSslcommerzDouble();
  const steadfast = await startSteadfastDouble();
  // The shops' mail server and SMS provider, and a mail server of its own for the shop on its
  // own database, which the outage test stops without delaying every other test's mail. (Shops
  // on one database share one outbox, so they must share one mail server too.)
  const [smtp, ownSmtp, sms] = await Promise.all([startSmtpDouble(), startSmtpDouble(), startSmsDouble()]);
  // With an SMS provider, cash on delivery needs a phone confirmed by a texted code (COD_PHONE_CHECK's default).
  const smsEnv = {
    SMS_PROVIDER: "sms.net.bd",
    SMS_API_KEY: sms.apiKey,
    SMS_SENDER_ID: sms.senderId,
    SMS_BASE_URL: sms.url,
  };
  const messagesEnv = (smtpUrl: string) => ({
    SMTP_URL: smtpUrl,
    MAIL_FROM: e2eConfig.mailFrom,
    SHOP_NOTIFY_EMAIL: e2eConfig.shopNotifyEmail,
    ...smsEnv,
  });
  const appEnv: NodeJS.ProcessEnv = {
    ...buildEnv,
    MONGODB_URI: mongodbUri,
    AUTH_GOOGLE_ID: e2eConfig.googleClientId,
    AUTH_GOOGLE_SECRET: "e2e-google-secret",
    AUTH_GOOGLE_ISSUER: google.issuer,
    SHOP_BIN: e2eConfig.shopBin,
    ADMIN_EMAILS: [e2eConfig.admin.email, e2eConfig.provenAdminEmail].join(","),
    // Every test signs in from 127.0.0.1; the per-account limit is still the default.
    AUTH_RATE_LIMIT_PER_IP: "100000",
    // Every test asks for its phone codes from 127.0.0.1 too; the limits per phone are the defaults.
    PHONE_CODES_PER_ADDRESS_PER_HOUR: "100000",
  };
  const paymentsEnv = {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    STRIPE_WEBHOOK_SECRET: e2eConfig.stripeWebhookSecret,
    STRIPE_API_HOST: stripe.host,
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: "http",
    SSLCOMMERZ_STORE_ID: sslcommerz.storeId,
    SSLCOMMERZ_STORE_PASSWORD: sslcommerz.storePassword,
    SSLCOMMERZ_BASE_URL: sslcommerz.url,
    // Every test's notices, and the double's IPNs, come from 127.0.0.1; the strict shop keeps the default.
    SSLCOMMERZ_NOTICES_PER_MINUTE: "100000",
  };
  const courierEnv = {
    STEADFAST_API_KEY: steadfast.apiKey,
    STEADFAST_SECRET_KEY: steadfast.secretKey,
    STEADFAST_BASE_URL: steadfast.baseUrl,
    STEADFAST_WEBHOOK_TOKEN: e2eConfig.steadfastWebhookToken,
    COURIER_POLL_MINUTES: String(e2eConfig.courierPollMinutes),
    // Every test tracks from 127.0.0.1; the strict shop keeps the default 10 a minute.
    TRACK_LOOKUPS_PER_MINUTE: "100000",
  };
  // The shop as tests use it; the same build on the same database with no payment keys, as a
  // shop owner runs it before setting payments up, reached at 127.0.0.1 rather than localhost
  // (Auth.js must build its URLs from the configured host); and, on a database of its own, one
  // with the real per-address limit (every other test signs in from the same address) and
  // unpaid orders held for seconds instead of half an hour (and the default 20 phone codes an hour
  // per address: it texts but sends no mail); and, on a database of its own, one
  // whose mail server the tests may stop.
  const [shop, shopWithoutPayments, shopWithStrictLimits, shopWithOwnMail] = await Promise.all([
    startShop({ ...appEnv, ...paymentsEnv, ...courierEnv, ...messagesEnv(smtp.url) }, "server.log", "localhost"),
    startShop({ ...appEnv, ...messagesEnv(smtp.url) }, "server-without-payments.log", "127.0.0.1"),
    startShop(
      {
        ...appEnv,
        MONGODB_URI: `${db.uri}/${limitsDatabase}`,
        AUTH_RATE_LIMIT_PER_IP: String(e2eConfig.strictRateLimit),
        PHONE_CODES_PER_ADDRESS_PER_HOUR: undefined,
        UNPAID_ORDER_HOLD_MINUTES: "0.05",
        ...smsEnv,
      },
      "server-with-strict-limits.log",
      "localhost",
    ),
    startShop(
      { ...appEnv, MONGODB_URI: `${db.uri}/${ownMailDatabase}`, ...messagesEnv(ownSmtp.url) },
      "server-with-own-mail.log",
      "localhost",
    ),
  ]);
  const baseURL = shop.baseURL;
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_NO_PAYMENTS_BASE_URL = shopWithoutPayments.baseURL;
  process.env.E2E_STRICT_LIMITS_BASE_URL = shopWithStrictLimits.baseURL;
  process.env.E2E_MONGODB_URI = mongodbUri;
  process.env.E2E_STRIPE_URL = stripe.url;
  process.env.E2E_SSLCOMMERZ_URL = sslcommerz.url;
  process.env.E2E_STEADFAST_URL = steadfast.url;
  steadfast.webhook(`${baseURL}/api/webhooks/steadfast`, e2eConfig.steadfastWebhookToken);
  process.env.E2E_SMTP_CONTROL_URL = smtp.controlUrl;
  process.env.E2E_OWN_MAIL_BASE_URL = shopWithOwnMail.baseURL;
  process.env.E2E_OWN_MAIL_SMTP_CONTROL_URL = ownSmtp.controlUrl;
  process.env.E2E_SMS_URL = sms.url;

  const response = await fetch(`${baseURL}/api/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(e2eConfig.admin),
  });
  if (!response.ok) throw new Error(`Could not create the e2e admin: ${response.status} ${await response.text()}`);
  // A password sign-up proves nothing, even for an ADMIN_EMAILS address: the owner's CLI does.
  await run(process.execPath, serverScriptArgs("scripts/make-admin.ts", e2eConfig.admin.email), {
    ...process.env,
    MONGODB_URI: mongodbUri,
  });

  return async () => {
    await Promise.all(
      [shop, shopWithoutPayments, shopWithStrictLimits, shopWithOwnMail].map(({ server }) => stop(server)),
    );
    await google.close();
    await stripe.close();
    await sslcommerz.close();
    await steadfast.close();
    await Promise.all([smtp.close(), ownSmtp.close(), sms.close()]);
    await db.close();
  };
}

/**
 * One AUTH_SECRET per database, as the README asks of instances sharing one: any of them may
 * send a message another queued, and its secrets are sealed under a key derived from it.
 */
const authSecrets = new Map<string | undefined, string>();
function authSecretFor(database: string | undefined): string {
  const secret = authSecrets.get(database) ?? randomBytes(32).toString("base64url");
  authSecrets.set(database, secret);
  return secret;
}

/** The e2e build behind the shop's own server (as `npm start` runs it) on a free port, logging into the build folder. */
async function startShop(env: NodeJS.ProcessEnv, logFile: string, host: "localhost" | "127.0.0.1") {
  const port = await freePort();
  const baseURL = `http://${host}:${port}`;
  const server = await startAndWait(
    process.execPath,
    shopServerArgs(port),
    { ...env, AUTH_SECRET: authSecretFor(env.MONGODB_URI), AUTH_URL: baseURL },
    baseURL,
    path.join(root, e2eConfig.distDir, logFile),
  );
  return { baseURL, server };
}
