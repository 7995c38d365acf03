/** What the e2e build is configured with; tests read the same values to check behaviour. */
export const e2eConfig = {
  distDir: ".next-e2e",
  whatsAppNumber: "8801711000000",
  googleClientId: "e2e-google-client",
  stripeWebhookSecret: "whsec_e2e_webhook_secret",
  admin: { name: "Admin Rahman", email: "admin@e2e.test", password: "admin-pass-123" },
  /** Also in ADMIN_EMAILS, but nobody has proven it yet: the takeover tests do. */
  provenAdminEmail: "owner.admin@e2e.test",
  mailFrom: "MotoForge <shop@motoforge.e2e.test>",
  /** Where the shop is told of new orders (SHOP_NOTIFY_EMAIL). */
  shopNotifyEmail: "orders@motoforge.e2e.test",
  /** The Bearer token Steadfast's webhook carries (STEADFAST_WEBHOOK_TOKEN); the double sends it. */
  steadfastWebhookToken: "e2e-steadfast-webhook-token-0123456789",
  /** How often each booked parcel may be asked about (COURIER_POLL_MINUTES): seconds, not half an hour. */
  courierPollMinutes: 0.05,
  /** The shop's VAT registration (SHOP_BIN): invoices are Mushak-6.3 tax invoices. */
  shopBin: "000123456-0101",
  /** Password checks per address and window on the shop at E2E_STRICT_LIMITS_BASE_URL. */
  strictRateLimit: 5,
} as const;
