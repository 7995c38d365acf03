import "server-only";

import { env } from "@/lib/env";
import { errorMessage } from "@/lib/error-message";
import { apiMessage, unavailable, upstreamFailed } from "@/lib/errors";
import * as z from "@/lib/validations/zod";

/**
 * A small typed client of SSLCommerz's v4 API over fetch. The official `sslcommerz-lts`
 * package sends every call as POST, does not encode query values, drops `refund_trans_id`
 * (required for refunds since 2025), resolves network failures as values and has no timeout
 * or types; this one does each call as documented, encodes every parameter, gives up after
 * TIMEOUT_MS and turns every failure into a DomainError the API can answer with.
 */

const GATEWAY_NOT_ANSWERING = apiMessage("payments.gatewayNotAnswering");
export const WALLETS_NOT_CONFIGURED = apiMessage("payments.walletsNotConfigured");
const TIMEOUT_MS = 15_000;

type Credentials = { storeId: string; storePassword: string; baseUrl: string };

/** The store's credentials, or null when the shop takes no SSLCommerz payments. */
export function sslcommerzCredentials(): Credentials | null {
  const { SSLCOMMERZ_STORE_ID: storeId, SSLCOMMERZ_STORE_PASSWORD: storePassword, SSLCOMMERZ_BASE_URL } = env();
  if (!storeId || !storePassword) return null;
  return { storeId, storePassword, baseUrl: SSLCOMMERZ_BASE_URL.replace(/\/+$/, "") };
}

function requireCredentials(): Credentials {
  const credentials = sslcommerzCredentials();
  if (!credentials) throw unavailable(WALLETS_NOT_CONFIGURED);
  return credentials;
}

/** What a payment session needs besides the store's credentials (the v4 API's field names). */
export type SessionRequest = {
  total_amount: string;
  currency: string;
  tran_id: string;
  success_url: string;
  fail_url: string;
  cancel_url: string;
  ipn_url: string;
  product_name: string;
  product_category: string;
  product_profile: "physical-goods";
  num_of_item: string;
  cus_name: string;
  cus_email: string;
  cus_phone: string;
  cus_add1: string;
  cus_city: string;
  cus_postcode: string;
  cus_country: string;
  shipping_method: "YES";
  ship_name: string;
  ship_add1: string;
  ship_area: string;
  ship_city: string;
  ship_sub_city: string;
  ship_postcode: string;
  ship_country: string;
  value_a: string;
};

const text = z.optional(z.string());

const sessionAnswer = z.object({
  status: z.string(),
  failedreason: z.optional(z.nullable(z.string())),
  GatewayPageURL: z.optional(z.nullable(z.string())),
  sessionkey: z.optional(z.nullable(z.string())),
});

/** A transaction as the validation and transaction-query APIs describe it. */
const transaction = z.object({
  status: z.string(),
  tran_id: text,
  val_id: text,
  amount: text,
  currency: text,
  bank_tran_id: text,
  card_type: text,
  /** The currency and amount the session asked for; `currency`/`amount` are what was settled (taka). */
  currency_type: text,
  currency_amount: text,
  risk_level: text,
});
export type GatewayTransaction = z.infer<typeof transaction>;

const transactionQueryAnswer = z.object({
  APIConnect: z.string(),
  element: z.optional(z.array(transaction)),
});

const refundAnswer = z.object({
  APIConnect: z.string(),
  status: text,
  refund_ref_id: z.optional(z.nullable(z.string())),
  errorReason: z.optional(z.nullable(z.string())),
});

/** One call; anything but an answer of the expected shape in time is "not answering". */
async function call<T>(url: URL, init: RequestInit, schema: z.ZodMiniType<T>): Promise<T> {
  let body: unknown;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), cache: "no-store" });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    console.warn(`SSLCommerz ${url.pathname} did not answer properly:`, errorMessage(error));
    throw upstreamFailed(GATEWAY_NOT_ANSWERING);
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  console.warn(`SSLCommerz ${url.pathname} answered in an unexpected shape`);
  throw upstreamFailed(GATEWAY_NOT_ANSWERING);
}

function getUrl(credentials: Credentials, path: string, params: Record<string, string>): URL {
  const url = new URL(`${credentials.baseUrl}${path}`);
  const query = { ...params, store_id: credentials.storeId, store_passwd: credentials.storePassword, format: "json" };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

/** Opens a payment session; returns the gateway page to send the buyer to. */
export async function createSession(request: SessionRequest): Promise<{ gatewayUrl: string }> {
  const credentials = requireCredentials();
  const form = new URLSearchParams({
    ...request,
    store_id: credentials.storeId,
    store_passwd: credentials.storePassword,
  });
  const answer = await call(
    new URL(`${credentials.baseUrl}/gwprocess/v4/api.php`),
    { method: "POST", body: form },
    sessionAnswer,
  );
  if (answer.status !== "SUCCESS" || !answer.GatewayPageURL || !isGatewayPage(answer.GatewayPageURL, credentials)) {
    console.warn(`SSLCommerz refused a session for ${request.tran_id}: ${answer.failedreason ?? answer.status}`);
    throw upstreamFailed(apiMessage("payments.gatewayCouldNotStart"));
  }
  return { gatewayUrl: answer.GatewayPageURL };
}

/** Buyers are sent only to the gateway itself: its configured origin, or SSLCommerz's own https hosts. */
function isGatewayPage(page: string, credentials: Credentials): boolean {
  try {
    const url = new URL(page);
    if (url.origin === new URL(credentials.baseUrl).origin) return true;
    return url.protocol === "https:" && url.hostname.endsWith(".sslcommerz.com");
  } catch {
    return false;
  }
}

/** The validation API's word on a payment: the only source the shop trusts. */
export async function validatePayment(valId: string): Promise<GatewayTransaction> {
  const credentials = requireCredentials();
  return call(
    getUrl(credentials, "/validator/api/validationserverAPI.php", { val_id: valId, v: "1" }),
    { method: "GET" },
    transaction,
  );
}

/** Every transaction the gateway has under one tran_id (an attempt to pay). */
export async function queryTransactions(tranId: string): Promise<GatewayTransaction[]> {
  const credentials = requireCredentials();
  const answer = await call(
    getUrl(credentials, "/validator/api/merchantTransIDvalidationAPI.php", { tran_id: tranId }),
    { method: "GET" },
    transactionQueryAnswer,
  );
  return answer.element ?? [];
}

export type RefundRequest = {
  bankTranId: string;
  /** Ours, unique per refund: the same id again is the same refund, never a second one. */
  refundTransId: string;
  /** In the currency the payment was settled in (taka). */
  amount: string;
  remarks: string;
  reference: string;
};

/** Asks the gateway to refund a payment; returns its reference, or throws with its reason. */
export async function initiateRefund(refund: RefundRequest): Promise<{ refundRefId: string | null }> {
  const credentials = requireCredentials();
  const answer = await call(
    getUrl(credentials, "/validator/api/merchantTransIDvalidationAPI.php", {
      bank_tran_id: refund.bankTranId,
      refund_trans_id: refund.refundTransId,
      refund_amount: refund.amount,
      refund_remarks: refund.remarks,
      refe_id: refund.reference,
    }),
    { method: "GET" },
    refundAnswer,
  );
  if (answer.APIConnect === "DONE" && (answer.status === "success" || answer.status === "processing"))
    return { refundRefId: answer.refund_ref_id ?? null };
  const reason = answer.errorReason || answer.status || answer.APIConnect;
  throw upstreamFailed(apiMessage("payments.gatewayRefundFailed", { reason: String(reason) }));
}
