import { json, readJson, settingsControls, type Handler, type Routes } from "../http";
import type { GatewayContext } from "./context";
import { isPaymentMethodKey } from "./methods";
import { completeByTranId, OutcomeError, type CompletionOptions, type Outcome } from "./payments";
import { ALLOWED_SETTINGS } from "./settings";
import { sessionViews, transactionViews } from "./views";

/** `/__double/*`: the test controls, over HTTP for e2e tests that run in another process. */
export function controlRoutes(context: GatewayContext): Routes {
  const { state } = context;
  const outcome =
    (kind: Outcome): Handler =>
    async (request) => {
      try {
        const asked = completionRequest(readJson(request));
        if (!asked)
          return json(
            { error: 'Send {"tran_id": "...", "method"?: "bkash" | "nagad" | "rocket" | "visa", "ipn"?: boolean}' },
            400,
          );
        const { tranId, ...options } = asked;
        return json((await completeByTranId(context, tranId, kind, options)).fields);
      } catch (error) {
        if (error instanceof OutcomeError) return json({ error: error.message }, error.status);
        if (error instanceof SyntaxError) return json({ error: `Malformed JSON: ${error.message}` }, 400);
        throw error;
      }
    };

  return {
    ...settingsControls(state, ALLOWED_SETTINGS),
    "/__double/transactions": { GET: () => json(transactionViews(state)) },
    "/__double/sessions": { GET: () => json(sessionViews(state)) },
    "/__double/ipn-deliveries": { GET: () => json(state.ipnDeliveries) },
    "/__double/api-calls": { GET: () => json(state.apiCalls) },
    "/__double/pay": { POST: outcome("pay") },
    "/__double/fail": { POST: outcome("fail") },
    "/__double/cancel": { POST: outcome("cancel") },
  };
}

function completionRequest(body: unknown): ({ tranId: string } & CompletionOptions) | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { tran_id: tranId, method, ipn } = body as { tran_id?: unknown; method?: unknown; ipn?: unknown };
  if (typeof tranId !== "string" || (method !== undefined && !isPaymentMethodKey(method))) return undefined;
  if (ipn !== undefined && typeof ipn !== "boolean") return undefined;
  return { tranId, ...(method !== undefined && { method }), ...(ipn !== undefined && { ipn }) };
}
