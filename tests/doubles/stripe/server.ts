import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { createRequestListener } from "./http";
import { IdempotencyLog } from "./idempotency";
import type { PaymentIntent, PaymentMethod } from "./objects";
import { createPaymentIntent, markSucceeded, type PaymentIntentInput } from "./payment-intents";
import type { Refund } from "./refunds";
import { createApi } from "./routes";
import { StripeStore } from "./store";

export type { PaymentIntent, PaymentMethod } from "./objects";
export type { PaymentIntentInput } from "./payment-intents";
export type { Refund } from "./refunds";

/** A running double; state inspectors and setters return copies, so tests cannot reach into it. */
export interface StripeDouble {
  /** `http://127.0.0.1:<port>`, the base URL for Stripe.js stand-in calls. */
  url: string;
  host: string;
  port: number;
  secretKey: string;
  publishableKey: string;
  paymentIntents: {
    get(id: string): PaymentIntent | undefined;
    list(): PaymentIntent[];
  };
  paymentMethods: {
    get(id: string): PaymentMethod | undefined;
  };
  refunds: {
    list(): Refund[];
  };
  /** Every API request received, oldest first, idempotent replays included: what the shop asked for. */
  requests(): { method: string; path: string }[];
  /** An unpaid intent (`requires_payment_method`), as if the app had created it. */
  createPaymentIntent(input: PaymentIntentInput): PaymentIntent;
  /** An intent already paid with the 4242 test card, for tests that skip the checkout UI. */
  createSucceededPaymentIntent(input: PaymentIntentInput): PaymentIntent;
  /** Forgets every object and idempotency key. */
  reset(): void;
  close(): Promise<void>;
}

// Fixed keys: the publishable key is inlined into the Next build, which may outlive one double.
const KEYS = { secretKey: "sk_test_stripe_double", publishableKey: "pk_test_stripe_double" };

/** Starts a Stripe API stand-in for stripe-node (`host`/`port`/`protocol: "http"`) and the Stripe.js stand-in. */
export async function startStripeDouble(): Promise<StripeDouble> {
  const store = new StripeStore();
  const idempotency = new IdempotencyLog();
  const requests: { method: string; path: string }[] = [];
  const listener = createRequestListener(createApi(store, KEYS), idempotency);
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? "GET", path: new URL(req.url ?? "/", "http://localhost").pathname });
    listener(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { address: host, port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}`,
    host,
    port,
    ...KEYS,
    paymentIntents: {
      get: (id) => structuredClone(store.paymentIntents.get(id)),
      list: () => [...store.paymentIntents.values()].map((intent) => structuredClone(intent)),
    },
    paymentMethods: {
      get: (id) => structuredClone(store.paymentMethods.get(id)?.object),
    },
    refunds: {
      list: () => [...store.refunds.values()].map((refund) => structuredClone(refund)),
    },
    requests: () => requests.map((request) => ({ ...request })),
    createPaymentIntent: (input) => structuredClone(store.addPaymentIntent(createPaymentIntent(input))),
    createSucceededPaymentIntent: (input) => {
      const intent = store.addPaymentIntent(createPaymentIntent(input));
      markSucceeded(intent, store.paymentMethod("pm_card_visa").object.id);
      return structuredClone(intent);
    },
    reset: () => {
      store.reset();
      idempotency.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
