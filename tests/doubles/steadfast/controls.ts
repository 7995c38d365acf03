import { json, readJson, settingsControls, type DoubleRequest, type Routes } from "../http";
import { ALLOWED_SETTINGS, type DoubleSettings } from "./settings";
import { DELIVERY_STATUSES, type DeliveryStatus, type DoubleState } from "./store";
import { changeStatus, sendNotice, sendTrackingUpdate } from "./webhook";

/**
 * The test's side, under /__double/ (for Playwright's workers, which cannot reach the object):
 * settings and reset; the parcels, the API calls and notices so far; a parcel's status moved
 * on (with its webhook, or lost with `notify: false`), a tracking message, or any notice at all.
 */

type Body = Record<string, unknown>;

function body(request: DoubleRequest): Body | null {
  try {
    const parsed = readJson(request);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Body) : null;
  } catch {
    return null;
  }
}

const isStatus = (value: unknown): value is DeliveryStatus =>
  typeof value === "string" && (DELIVERY_STATUSES as readonly string[]).includes(value);

export function controlRoutes(state: DoubleState): Routes {
  return {
    ...settingsControls(state, ALLOWED_SETTINGS),
    "/__double/consignments": { GET: () => json([...state.consignments.values()]) },
    "/__double/invoice-mode": {
      POST: (request) => {
        const fields = body(request);
        const modes: readonly unknown[] = ALLOWED_SETTINGS.createOrder;
        if (!fields || typeof fields.invoice !== "string" || !modes.includes(fields.mode))
          return json({ error: `Send { invoice, mode } with a mode of ${modes.join(", ")}` }, 400);
        state.invoiceModes.set(fields.invoice, fields.mode as DoubleSettings["createOrder"]);
        return json({ invoice: fields.invoice, mode: fields.mode });
      },
    },
    "/__double/calls": {
      GET: () => json({ calls: state.calls, createOrderCalls: state.createOrderCalls() }),
    },
    "/__double/webhooks": { GET: () => json(state.webhooks) },
    "/__double/status": {
      POST: async (request) => {
        const fields = body(request);
        if (!fields || typeof fields.invoice !== "string" || !isStatus(fields.status))
          return json({ error: `Send { invoice, status } with a status of ${DELIVERY_STATUSES.join(", ")}` }, 400);
        if (!state.consignments.has(fields.invoice)) return json({ error: `No parcel for ${fields.invoice}` }, 404);
        return json(
          await changeStatus(state, fields.invoice, {
            status: fields.status,
            notify: fields.notify !== false,
            ...(typeof fields.codAmount === "number" && { codAmount: fields.codAmount }),
            ...(typeof fields.trackingMessage === "string" && { trackingMessage: fields.trackingMessage }),
          }),
        );
      },
    },
    "/__double/tracking": {
      POST: async (request) => {
        const fields = body(request);
        if (!fields || typeof fields.invoice !== "string" || typeof fields.message !== "string")
          return json({ error: "Send { invoice, message }" }, 400);
        if (!state.consignments.has(fields.invoice)) return json({ error: `No parcel for ${fields.invoice}` }, 404);
        return json({ webhookStatus: await sendTrackingUpdate(state, fields.invoice, fields.message) });
      },
    },
    "/__double/notice": {
      POST: async (request) => {
        const fields = body(request);
        if (!fields) return json({ error: "Send the notice as a JSON object" }, 400);
        return json({ webhookStatus: await sendNotice(state, fields) });
      },
    },
  };
}
