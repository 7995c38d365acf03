import type { APIRequestContext } from "@playwright/test";
import { ObjectId } from "mongodb";

import type { ApiCall, Transaction } from "../../tests/doubles/sslcommerz/server";
import { withDb } from "./db";

/** The SSLCommerz double the shop at E2E_BASE_URL is configured with (its controls are HTTP: tests run in other processes). */
function gatewayUrl(): string {
  const url = process.env.E2E_SSLCOMMERZ_URL;
  if (!url) throw new Error("E2E_SSLCOMMERZ_URL is set by the global setup");
  return url;
}

async function control<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${gatewayUrl()}/__double/${path}`, {
    method: body === undefined ? "GET" : "POST",
    ...(body !== undefined && { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`SSLCommerz double ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Opens a payment session for the order as its buyer, as the payment page does; returns the attempt's tran_id and page. */
export async function startWalletPayment(
  request: APIRequestContext,
  orderId: string,
): Promise<{ tranId: string; url: string }> {
  const response = await request.post("/api/payments/sslcommerz/session", { data: { orderId } });
  if (!response.ok()) throw new Error(`session failed: ${response.status()} ${await response.text()}`);
  const { url } = (await response.json()) as { url: string };
  return { tranId: (await paymentAttemptsOf(orderId)).at(-1)!, url };
}

/** The tran_ids the shop handed out for the order's payment, oldest first: the shop's own record, not the buyer's. */
export const paymentAttemptsOf = (orderId: string) =>
  withDb(
    async (db) =>
      (await db.collection<{ paymentAttempts?: string[] }>("orders").findOne({ _id: new ObjectId(orderId) }))
        ?.paymentAttempts ?? [],
  );

/**
 * What pressing Pay, Fail or Cancel on the gateway page does, without a browser: the fields
 * the browser would post back to the shop. `ipn: false` holds back this payment's IPN.
 */
export const payAtGateway = (tranId: string, options: { ipn?: boolean } = {}) =>
  control<Record<string, string>>("pay", { tran_id: tranId, ...options });
export const failAtGateway = (tranId: string) => control<Record<string, string>>("fail", { tran_id: tranId });
export const cancelAtGateway = (tranId: string) => control<Record<string, string>>("cancel", { tran_id: tranId });

/** The shop's calls to the gateway's validation and merchant APIs so far, from every test. */
export const gatewayApiCalls = () => control<ApiCall[]>("api-calls");

export const gatewayTransaction = async (tranId: string) =>
  (await control<Transaction[]>("transactions")).find((transaction) => transaction.tran_id === tranId);

/** The fields the shop opened a payment session with (currency, total_amount, ...), by its tran_id. */
export async function gatewaySession(tranId: string): Promise<Record<string, string> | undefined> {
  const sessions = await control<{ tran_id: string; fields: Record<string, string> }[]>("sessions");
  return sessions.find((session) => session.tran_id === tranId)?.fields;
}

/** Opens a session at the gateway directly, copying the fields of the shop's last session for `like` but these. */
export async function openSessionAtGateway(like: string, fields: Record<string, string>): Promise<void> {
  const sessions = await control<{ tran_id: string; fields: Record<string, string> }[]>("sessions");
  const template = sessions.find((session) => session.tran_id === like);
  if (!template) throw new Error(`the double has no session ${like}`);
  const body = new URLSearchParams({ ...template.fields, ...fields });
  const answer = (await (await fetch(`${gatewayUrl()}/gwprocess/v4/api.php`, { method: "POST", body })).json()) as {
    status: string;
  };
  if (answer.status !== "SUCCESS") throw new Error(`the double refused the session: ${JSON.stringify(answer)}`);
}
