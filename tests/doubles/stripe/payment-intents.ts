import { cardFailure } from "./cards";
import { invalidRequest, StripeApiError } from "./errors";
import type { FormObject } from "./form-body";
import { newId, token } from "./ids";
import { CLIENT_FIELDS, type ClientPaymentIntent, type PaymentIntent, type StoredPaymentMethod } from "./objects";
import {
  optionalObject,
  optionalString,
  optionalStringArray,
  requiredBoolean,
  requiredInteger,
  requiredString,
  stringMap,
} from "./params";

export interface PaymentIntentInput {
  amount: number;
  currency?: string;
  metadata?: Record<string, string>;
  description?: string;
  receipt_email?: string;
  allowed_payment_method_types?: string[];
  automatic_payment_methods?: { enabled: boolean };
}

export function createPaymentIntent(input: PaymentIntentInput): PaymentIntent {
  const id = newId("pi");
  return {
    id,
    object: "payment_intent",
    allowed_payment_method_types: input.allowed_payment_method_types ?? null,
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    automatic_payment_methods: input.automatic_payment_methods ?? null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic",
    client_secret: `${id}_secret_${token(25)}`,
    confirmation_method: "automatic",
    created: Math.floor(Date.now() / 1000),
    currency: (input.currency ?? "usd").toLowerCase(),
    customer: null,
    description: input.description ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: input.metadata ?? {},
    next_action: null,
    payment_method: null,
    payment_method_types: input.allowed_payment_method_types ?? ["card"],
    receipt_email: input.receipt_email ?? null,
    setup_future_usage: null,
    shipping: null,
    status: "requires_payment_method",
  };
}

/** Validates `POST /v1/payment_intents` params as Stripe does for the fields the double supports. */
export function paymentIntentInputFromParams(params: FormObject): PaymentIntentInput {
  const amount = requiredInteger(params, "amount");
  const currency = requiredString(params, "currency").toLowerCase();
  if (amount < 1) throw invalidRequest("This value must be greater than or equal to 1.", { param: "amount" });
  if (currency === "usd" && amount < 50)
    throw invalidRequest("Amount must be at least $0.50 usd", { code: "amount_too_small", param: "amount" });
  if (params.payment_method_types !== undefined) {
    throw invalidRequest(
      "Received unknown parameter: payment_method_types (API version endive renamed it allowed_payment_method_types)",
      {
        code: "parameter_unknown",
        param: "payment_method_types",
      },
    );
  }
  const automatic = optionalObject(params, "automatic_payment_methods");
  return {
    amount,
    currency,
    metadata: stringMap(params, "metadata"),
    description: optionalString(params, "description"),
    receipt_email: optionalString(params, "receipt_email"),
    allowed_payment_method_types: optionalStringArray(params, "allowed_payment_method_types"),
    automatic_payment_methods: automatic
      ? { enabled: requiredBoolean(automatic, "enabled", "automatic_payment_methods[enabled]") }
      : undefined,
  };
}

/**
 * Charges `method` for the intent. A card failure is recorded on the intent and thrown as a 402;
 * `view` shapes the intent inside error bodies for the caller's key.
 */
export function confirmPaymentIntent(
  intent: PaymentIntent,
  method: StoredPaymentMethod | undefined,
  view: (intent: PaymentIntent) => ClientPaymentIntent,
): void {
  if (intent.status === "succeeded") {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.",
      {
        code: "payment_intent_unexpected_state",
        payment_intent: view(intent),
      },
    );
  }
  if (!method) {
    throw invalidRequest("You cannot confirm this PaymentIntent because it's missing a payment method.", {
      code: "payment_intent_unexpected_state",
      payment_intent: view(intent),
    });
  }
  const failure = cardFailure(method.cardNumber);
  if (!failure) {
    markSucceeded(intent, method.object.id);
    return;
  }
  intent.status = "requires_payment_method";
  intent.payment_method = null;
  intent.last_payment_error = { type: "card_error", ...failure, payment_method: method.object };
  throw new StripeApiError(402, {
    type: "card_error",
    ...failure,
    payment_intent: view(intent),
    payment_method: method.object,
  });
}

/** Cancels an intent that has not succeeded; Stripe refuses to cancel a succeeded one. */
export function cancelPaymentIntent(intent: PaymentIntent): void {
  if (intent.status === "succeeded" || intent.status === "canceled") {
    throw invalidRequest(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      { code: "payment_intent_unexpected_state", payment_intent: intent },
    );
  }
  intent.status = "canceled";
  intent.canceled_at = Math.floor(Date.now() / 1000);
  intent.cancellation_reason = "requested_by_customer";
}

export function markSucceeded(intent: PaymentIntent, paymentMethodId: string): void {
  intent.status = "succeeded";
  intent.amount_received = intent.amount;
  intent.payment_method = paymentMethodId;
  intent.last_payment_error = null;
  intent.latest_charge = newId("ch");
}

/** The intent as a publishable key sees it. */
export function clientView(intent: PaymentIntent): ClientPaymentIntent {
  return Object.fromEntries(CLIENT_FIELDS.map((field) => [field, intent[field]])) as ClientPaymentIntent;
}
