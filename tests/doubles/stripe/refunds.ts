import type Stripe from "stripe";

import { invalidRequest } from "./errors";
import type { FormObject } from "./form-body";
import { newId } from "./ids";
import type { PaymentIntent } from "./objects";
import { optionalString, requiredInteger, requiredString, stringMap } from "./params";

/** The Refund fields the double keeps, typed as stripe-node declares them. */
export type Refund = Pick<
  Stripe.Refund,
  "id" | "object" | "amount" | "charge" | "created" | "currency" | "metadata" | "payment_intent" | "reason" | "status"
>;

const REASONS = ["duplicate", "fraudulent", "requested_by_customer"] as const;

export interface RefundInput {
  paymentIntentId: string;
  amount?: number;
  reason?: Refund["reason"];
  metadata: Record<string, string>;
}

/** Validates `POST /v1/refunds` params for a refund by PaymentIntent, the way the shop asks for one. */
export function refundInputFromParams(params: FormObject): RefundInput {
  const reason = optionalString(params, "reason");
  if (reason !== undefined && !REASONS.includes(reason as (typeof REASONS)[number])) {
    throw invalidRequest(`Invalid reason: must be one of ${REASONS.join(", ")}`, { param: "reason" });
  }
  const amount = params.amount === undefined ? undefined : requiredInteger(params, "amount");
  if (amount !== undefined && amount < 1)
    throw invalidRequest("This value must be greater than or equal to 1.", { param: "amount" });
  return {
    paymentIntentId: requiredString(params, "payment_intent"),
    amount,
    reason: reason as Refund["reason"],
    metadata: stringMap(params, "metadata"),
  };
}

/**
 * Refunds (part of) a succeeded intent's charge, refusing what Stripe refuses: an intent
 * with no successful charge, and more than is left unrefunded.
 */
export function createRefund(intent: PaymentIntent, alreadyRefunded: number, input: RefundInput): Refund {
  if (intent.status !== "succeeded" || !intent.latest_charge) {
    throw invalidRequest(`PaymentIntent ${intent.id} does not have a successful charge to refund.`, {
      code: "charge_not_refundable",
    });
  }
  const charge = typeof intent.latest_charge === "string" ? intent.latest_charge : intent.latest_charge.id;
  const left = intent.amount_received - alreadyRefunded;
  if (left <= 0) {
    throw invalidRequest(`Charge ${charge} has already been refunded.`, { code: "charge_already_refunded" });
  }
  const amount = input.amount ?? left;
  if (amount > left) {
    throw invalidRequest(
      `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      { param: "amount" },
    );
  }
  return {
    id: newId("re"),
    object: "refund",
    amount,
    charge,
    created: Math.floor(Date.now() / 1000),
    currency: intent.currency,
    metadata: input.metadata,
    payment_intent: intent.id,
    reason: input.reason ?? null,
    status: "succeeded",
  };
}
