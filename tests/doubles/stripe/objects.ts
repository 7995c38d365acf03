import type Stripe from "stripe";

/** The failure recorded on a PaymentIntent after a declined confirmation. */
export interface PaymentError {
  type: "card_error";
  code: string;
  decline_code?: string;
  message: string;
  doc_url: string;
  payment_method: PaymentMethod;
}

/** The PaymentIntent fields the double keeps, typed as stripe-node declares them. */
export type PaymentIntent = Pick<
  Stripe.PaymentIntent,
  | "id"
  | "object"
  | "allowed_payment_method_types"
  | "amount"
  | "amount_capturable"
  | "amount_received"
  | "automatic_payment_methods"
  | "canceled_at"
  | "cancellation_reason"
  | "capture_method"
  | "client_secret"
  | "confirmation_method"
  | "created"
  | "currency"
  | "customer"
  | "description"
  | "latest_charge"
  | "livemode"
  | "metadata"
  | "next_action"
  | "payment_method"
  | "payment_method_types"
  | "receipt_email"
  | "setup_future_usage"
  | "shipping"
  | "status"
> & { last_payment_error: PaymentError | null };

/** What Stripe returns for a PaymentIntent to a publishable key: no metadata, customer or charges. */
export const CLIENT_FIELDS = [
  "id",
  "object",
  "allowed_payment_method_types",
  "amount",
  "automatic_payment_methods",
  "canceled_at",
  "cancellation_reason",
  "capture_method",
  "client_secret",
  "confirmation_method",
  "created",
  "currency",
  "description",
  "last_payment_error",
  "livemode",
  "next_action",
  "payment_method",
  "payment_method_types",
  "receipt_email",
  "setup_future_usage",
  "shipping",
  "status",
] as const satisfies readonly (keyof PaymentIntent)[];

export type ClientPaymentIntent = Pick<PaymentIntent, (typeof CLIENT_FIELDS)[number]>;

export type PaymentMethod = Pick<
  Stripe.PaymentMethod,
  "id" | "object" | "type" | "billing_details" | "created" | "customer" | "livemode" | "metadata"
> & {
  card: Pick<
    Stripe.PaymentMethod.Card,
    "brand" | "country" | "display_brand" | "exp_month" | "exp_year" | "funding" | "last4"
  >;
};

/** A PaymentMethod plus the full card number, which Stripe never returns but confirm needs. */
export interface StoredPaymentMethod {
  object: PaymentMethod;
  cardNumber: string;
}
