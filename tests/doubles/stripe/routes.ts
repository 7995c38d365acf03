import { authenticate, type ApiKeys, type Caller } from "./auth";
import { invalidRequest, StripeApiError } from "./errors";
import type { FormObject } from "./form-body";
import type { ClientPaymentIntent, PaymentIntent, StoredPaymentMethod } from "./objects";
import {
  cancelPaymentIntent,
  clientView,
  confirmPaymentIntent,
  createPaymentIntent,
  paymentIntentInputFromParams,
} from "./payment-intents";
import { paymentMethodFromParams } from "./payment-methods";
import { createRefund, refundInputFromParams } from "./refunds";
import { optionalObject, optionalString, requiredString } from "./params";
import type { StripeStore } from "./store";

export interface ApiRequest {
  method: string;
  path: string;
  params: FormObject;
  authorization: string | undefined;
}

export interface ApiResponse {
  status: number;
  body: unknown;
}

interface RouteContext {
  id: string;
  params: FormObject;
  caller: Caller;
  store: StripeStore;
}

interface Route {
  method: "GET" | "POST";
  pattern: RegExp;
  secretKeyOnly: boolean;
  handle(context: RouteContext): unknown;
}

const routes: Route[] = [
  {
    method: "POST",
    pattern: /^\/v1\/payment_intents$/,
    secretKeyOnly: true,
    handle: ({ params, store }) => store.addPaymentIntent(createPaymentIntent(paymentIntentInputFromParams(params))),
  },
  {
    method: "GET",
    pattern: /^\/v1\/payment_intents\/([^/]+)$/,
    secretKeyOnly: false,
    handle: (context) => {
      const { intent, view } = intentForCaller(context);
      return view(intent);
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
    secretKeyOnly: false,
    handle: (context) => {
      const { intent, view } = intentForCaller(context);
      confirmPaymentIntent(intent, paymentMethodForConfirm(context), view);
      return view(intent);
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
    secretKeyOnly: true,
    handle: ({ id, store }) => {
      const intent = store.paymentIntent(id);
      cancelPaymentIntent(intent);
      return intent;
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/payment_methods$/,
    secretKeyOnly: false,
    handle: ({ params, store }) => store.addPaymentMethod(paymentMethodFromParams(params)).object,
  },
  {
    method: "POST",
    pattern: /^\/v1\/refunds$/,
    secretKeyOnly: true,
    handle: ({ params, store }) => {
      const input = refundInputFromParams(params);
      const intent = store.paymentIntent(input.paymentIntentId);
      return store.addRefund(createRefund(intent, store.refundedAmount(intent.id), input));
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/refunds$/,
    secretKeyOnly: true,
    handle: ({ params, store }) => {
      const paymentIntent = optionalString(params, "payment_intent");
      const data = [...store.refunds.values()]
        .filter((refund) => paymentIntent === undefined || refund.payment_intent === paymentIntent)
        .reverse();
      return { object: "list", data, has_more: false, url: "/v1/refunds" };
    },
  },
];

/** Answers one API call with Stripe's status codes and `{ error }` bodies. */
export function createApi(store: StripeStore, keys: ApiKeys): (request: ApiRequest) => ApiResponse {
  return (request) => {
    try {
      const caller = authenticate(request.authorization, keys);
      for (const route of routes) {
        const match = route.method === request.method ? route.pattern.exec(request.path) : null;
        if (!match) continue;
        if (route.secretKeyOnly && caller !== "secret") {
          throw invalidRequest(
            "This API call cannot be made with a publishable API key. Please use a secret API key.",
            {},
            403,
          );
        }
        const id = decodeURIComponent(match[1] ?? "");
        return { status: 200, body: route.handle({ id, params: request.params, caller, store }) };
      }
      throw invalidRequest(`Unrecognized request URL (${request.method}: ${request.path}).`, {}, 404);
    } catch (error) {
      if (error instanceof StripeApiError) return { status: error.status, body: { error: error.body } };
      throw error;
    }
  };
}

/** A publishable key only reaches an intent through its client secret, and sees the client view of it. */
function intentForCaller({ id, params, caller, store }: RouteContext): {
  intent: PaymentIntent;
  view: (intent: PaymentIntent) => ClientPaymentIntent;
} {
  const intent = store.paymentIntent(id);
  if (caller === "secret") return { intent, view: (full) => full };
  if (requiredString(params, "client_secret") !== intent.client_secret) {
    throw invalidRequest(
      "The client_secret provided does not match the client_secret associated with the PaymentIntent.",
      {
        code: "payment_intent_invalid_parameter",
        param: "client_secret",
      },
    );
  }
  return { intent, view: clientView };
}

function paymentMethodForConfirm({ params, store }: RouteContext): StoredPaymentMethod | undefined {
  const data = optionalObject(params, "payment_method_data");
  if (data) return store.addPaymentMethod(paymentMethodFromParams(data, "payment_method_data"));
  const id = optionalString(params, "payment_method");
  return id === undefined ? undefined : store.paymentMethod(id);
}
