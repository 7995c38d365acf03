import type { ClientPaymentIntent, PaymentMethod } from "./objects";

/** The `error` member of a Stripe API error response. */
export interface StripeErrorBody {
  type: "invalid_request_error" | "card_error" | "idempotency_error" | "api_error";
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  payment_intent?: ClientPaymentIntent;
  payment_method?: PaymentMethod;
}

/** Thrown by handlers and turned into `{ error }` with `status` by the server. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export function invalidRequest(
  message: string,
  details: Omit<StripeErrorBody, "type" | "message"> = {},
  status = 400,
): StripeApiError {
  return new StripeApiError(status, { type: "invalid_request_error", message, ...details });
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, { code: "parameter_missing", param });
}

export function noSuch(resource: string, id: string, param: string): StripeApiError {
  return invalidRequest(`No such ${resource}: '${id}'`, { code: "resource_missing", param }, 404);
}
