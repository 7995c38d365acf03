import { HANG, html, json, readForm, type Reply, type Routes } from "../http";
import type { GatewayContext } from "./context";
import { merchantApi } from "./merchant-api";
import { isPaymentMethodKey } from "./methods";
import { gatewayPage, messagePage, returnPage } from "./pages";
import { complete, OutcomeError, type Outcome } from "./payments";
import { initSession } from "./session-init";
import { validateOrder } from "./validation-api";

// What a PHP gateway behind a struggling proxy answers: a page, not JSON.
const GARBAGE = html("<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>");
const OUTCOMES: readonly string[] = ["pay", "fail", "cancel"] satisfies Outcome[];

function jsonOnly(query: URLSearchParams): Reply | undefined {
  const format = query.get("format") ?? "json";
  return format === "json" ? undefined : json({ error: `The double answers format=json only, not ${format}` }, 400);
}

/** Notes a call to the validation or merchant API before it is answered, whatever the answer. */
function logCall(context: GatewayContext, url: URL): void {
  const { store_passwd: _password, ...params } = Object.fromEntries(url.searchParams);
  context.state.apiCalls.push({ path: url.pathname, params, at: new Date().toISOString() });
}

/** The gateway's own endpoints, at the paths the real one uses. */
export function gatewayRoutes(context: GatewayContext): Routes {
  const { state } = context;
  return {
    "/gwprocess/v4/api.php": {
      POST: async (request) => {
        switch (state.settings.sessionInit) {
          case "hang":
            return HANG;
          case "garbage":
            return GARBAGE;
          case "error":
            return html("<html><body><h1>500 Internal Server Error</h1></body></html>", 500);
        }
        return json(initSession(context, await readForm(request)));
      },
    },
    "/gwprocess/v4/gw.php": {
      GET: ({ url }) => {
        const session = state.sessions.get(url.searchParams.get("SESSIONKEY") ?? "");
        if (!session) return html(messagePage("Session not found", "This payment session does not exist."), 404);
        if (state.transactions.has(session.tran_id)) {
          return html(messagePage("Session closed", "This payment session was already completed."), 409);
        }
        return html(gatewayPage(session, context.storeId));
      },
      POST: async (request) => {
        const session = state.sessions.get(request.url.searchParams.get("SESSIONKEY") ?? "");
        if (!session) return html(messagePage("Session not found", "This payment session does not exist."), 404);
        const form = (await readForm(request)) ?? {};
        const outcome = form.outcome ?? "";
        if (!OUTCOMES.includes(outcome)) return html(messagePage("Bad request", "Pay, Fail or Cancel."), 400);
        try {
          const method = isPaymentMethodKey(form.method) ? form.method : undefined;
          const { target, fields } = await complete(context, session, outcome as Outcome, { method });
          return html(returnPage(target, fields));
        } catch (error) {
          if (error instanceof OutcomeError) return html(messagePage("Session closed", error.message), error.status);
          throw error;
        }
      },
    },
    "/validator/api/validationserverAPI.php": {
      GET: ({ url }) => {
        logCall(context, url);
        if (state.settings.validation === "hang") return HANG;
        if (state.settings.validation === "garbage") return GARBAGE;
        return jsonOnly(url.searchParams) ?? json(validateOrder(context, url.searchParams));
      },
    },
    "/validator/api/merchantTransIDvalidationAPI.php": {
      GET: ({ url }) => {
        logCall(context, url);
        return jsonOnly(url.searchParams) ?? json(merchantApi(context, url.searchParams));
      },
    },
  };
}
