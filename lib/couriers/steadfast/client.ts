import "server-only";

import type { Consignment, Courier, Parcel } from "@/lib/couriers/courier";
import { env } from "@/lib/env";
import { errorMessage } from "@/lib/error-message";
import { apiMessage, upstreamFailed } from "@/lib/errors";
import * as z from "@/lib/validations/zod";

/**
 * A small typed client of Steadfast Courier's v1 API (portal.packzy.com/api/v1) over fetch:
 * the keys in the Api-Key and Secret-Key headers, JSON both ways, every answer checked with
 * zod, and any failure (no answer in TIMEOUT_MS, an unexpected shape, a refusal) a
 * DomainError the API answers with a 502 and Steadfast's reason.
 */

const TIMEOUT_MS = 10_000;

type Credentials = { apiKey: string; secretKey: string; baseUrl: string };

/** Steadfast's keys, or null when the shop does not book through it (hand entry only). */
export function steadfastCredentials(): Credentials | null {
  const { STEADFAST_API_KEY: apiKey, STEADFAST_SECRET_KEY: secretKey, STEADFAST_BASE_URL } = env();
  if (!apiKey || !secretKey) return null;
  return { apiKey, secretKey, baseUrl: STEADFAST_BASE_URL.replace(/\/+$/, "") };
}

// Steadfast sends ids as numbers; the shop keeps them as text.
const id = z.pipe(
  z.union([z.number(), z.string().check(z.minLength(1))]),
  z.transform((value) => String(value)),
);

const consignment = z.object({ consignment_id: id, tracking_code: z.string(), status: z.optional(z.string()) });

const createAnswer = z.object({
  status: z.number(),
  message: z.optional(z.string()),
  consignment: z.optional(consignment),
  errors: z.optional(z.record(z.string(), z.union([z.array(z.string()), z.string()]))),
});

/**
 * The documented answer is `{ status, delivery_status }`; Steadfast also names the
 * consignment, which the shop needs to recover a booking whose answer was lost.
 */
const statusAnswer = z.object({
  status: z.number(),
  delivery_status: z.optional(z.string()),
  consignment: z.optional(z.object({ consignment_id: id, tracking_code: z.string() })),
  message: z.optional(z.string()),
});

type Call = { method: "GET" | "POST"; path: string; body?: unknown };

/** One call: the parsed JSON body and HTTP status, or "not answering" for anything else. */
async function call<T>(credentials: Credentials, { method, path, body }: Call, schema: z.ZodMiniType<T>) {
  let status: number;
  let json: unknown;
  try {
    const response = await fetch(`${credentials.baseUrl}${path}`, {
      method,
      headers: {
        "Api-Key": credentials.apiKey,
        "Secret-Key": credentials.secretKey,
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: "no-store",
    });
    status = response.status;
    // Its own errors (5xx, a login page for wrong keys) are not Steadfast's word on the parcel.
    if (status >= 500 || status === 401 || status === 403) throw new Error(`HTTP ${status}`);
    json = await response.json();
  } catch (error) {
    console.warn(`Steadfast ${path} did not answer properly:`, errorMessage(error));
    throw upstreamFailed(apiMessage("courier.notAnswering"));
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { httpStatus: status, answer: parsed.data };
  console.warn(`Steadfast ${path} answered in an unexpected shape`);
  throw upstreamFailed(apiMessage("courier.notAnswering"));
}

/** Steadfast's reason for a refusal, in its own words: its message and each field's first error. */
function reasonOf(answer: z.infer<typeof createAnswer>): string {
  const fieldErrors = Object.values(answer.errors ?? {}).map((errors) => (Array.isArray(errors) ? errors[0] : errors));
  return [answer.message, ...fieldErrors].filter(Boolean).join("; ") || `status ${answer.status}`;
}

/** Steadfast behind the shop's courier interface (lib/couriers/courier.ts). */
export function steadfastClient(credentials: Credentials): Courier {
  return {
    name: "Steadfast",

    async findByInvoice(invoice) {
      const { httpStatus, answer } = await call(
        credentials,
        { method: "GET", path: `/status_by_invoice/${encodeURIComponent(invoice)}` },
        statusAnswer,
      );
      if (httpStatus === 404 || answer.status === 404) return null;
      if (answer.status !== 200 || !answer.delivery_status) throw upstreamFailed(apiMessage("courier.notAnswering"));
      if (!answer.consignment) throw upstreamFailed(apiMessage("courier.bookedElsewhere", { number: invoice }));
      return {
        consignmentId: answer.consignment.consignment_id,
        trackingCode: answer.consignment.tracking_code,
        deliveryStatus: answer.delivery_status,
      };
    },

    async book(parcel: Parcel): Promise<Consignment> {
      const { answer } = await call(
        credentials,
        {
          method: "POST",
          path: "/create_order",
          body: {
            invoice: parcel.invoice,
            recipient_name: parcel.recipientName,
            recipient_phone: parcel.recipientPhone,
            recipient_address: parcel.recipientAddress,
            cod_amount: parcel.codAmountBdt,
            note: parcel.note,
          },
        },
        createAnswer,
      );
      if (answer.status !== 200 || !answer.consignment) {
        const reason = reasonOf(answer);
        console.warn(`Steadfast refused the parcel of ${parcel.invoice}: ${reason}`);
        throw upstreamFailed(apiMessage("courier.refused", { reason }));
      }
      return {
        consignmentId: answer.consignment.consignment_id,
        trackingCode: answer.consignment.tracking_code,
        deliveryStatus: answer.consignment.status ?? "in_review",
      };
    },

    async statusOf(consignmentId) {
      const { answer } = await call(
        credentials,
        { method: "GET", path: `/status_by_cid/${encodeURIComponent(consignmentId)}` },
        statusAnswer,
      );
      if (answer.status !== 200 || !answer.delivery_status) throw upstreamFailed(apiMessage("courier.notAnswering"));
      return answer.delivery_status;
    },
  };
}

/** The shop's Steadfast, or null when its keys are not set. */
export function steadfast(): Courier | null {
  const credentials = steadfastCredentials();
  return credentials ? steadfastClient(credentials) : null;
}
