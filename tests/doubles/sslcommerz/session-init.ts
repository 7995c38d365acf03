import type { GatewayContext } from "./context";
import { isStore } from "./context";
import { newSessionKey } from "./ids";
import { formatHundredths, parseHundredths } from "./money";
import type { Session } from "./store";
import { dhakaTime } from "./time";

const REQUIRED = [
  "total_amount",
  "currency",
  "tran_id",
  "success_url",
  "fail_url",
  "cancel_url",
  "ipn_url",
  "product_name",
  "product_category",
  "product_profile",
  "cus_name",
  "cus_email",
  "cus_add1",
  "cus_city",
  "cus_postcode",
  "cus_country",
  "cus_phone",
  "shipping_method",
  "num_of_item",
] as const;
const REQUIRED_TO_SHIP = ["ship_name", "ship_add1", "ship_city", "ship_postcode", "ship_country"] as const;
const URL_FIELDS = ["success_url", "fail_url", "cancel_url", "ipn_url"] as const;
const PRODUCT_PROFILES = [
  "general",
  "physical-goods",
  "non-physical-goods",
  "airline-tickets",
  "travel-vertical",
  "telecom-vertical",
];
const SHIPPING_METHODS = ["YES", "NO", "Courier"];
const MIN_POISHA = 10_00;

export type InitAnswer =
  | {
      status: "SUCCESS";
      failedreason: "";
      sessionkey: string;
      GatewayPageURL: string;
      redirectGatewayURL: string;
      store_name: string;
    }
  | { status: "FAILED"; failedreason: string; sessionkey: ""; GatewayPageURL: "" };

/** `POST /gwprocess/v4/api.php`: checks the request the way the gateway does and opens a session. */
export function initSession(context: GatewayContext, fields: Record<string, string> | undefined): InitAnswer {
  if (!fields) return failed("The request body must be application/x-www-form-urlencoded or multipart/form-data");
  if (!isStore(context, fields.store_id, fields.store_passwd)) {
    return failed("Store Credential Error Or Store is De-active");
  }
  const problem = invalidField(context, fields);
  if (problem) return failed(problem);
  const tranId = fields.tran_id ?? "";
  if (context.state.sessionByTranId(tranId)) return failed(`Duplicate tran_id: ${tranId} was already used`);

  const cents = parseHundredths(fields.total_amount ?? "") ?? 0;
  const rate = fields.currency === "BDT" ? 1 : context.bdtPerUsd;
  const sessionkey = newSessionKey();
  const gatewayPageUrl = `${context.url}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${sessionkey}`;
  const session: Session = {
    sessionkey,
    tran_id: tranId,
    fields: { ...fields },
    gatewayPageUrl,
    created_at: dhakaTime(),
    poisha: Math.round(cents * rate),
    currencyRate: rate.toFixed(4),
  };
  context.state.sessions.set(sessionkey, session);
  return {
    status: "SUCCESS",
    failedreason: "",
    sessionkey,
    GatewayPageURL: gatewayPageUrl,
    redirectGatewayURL: gatewayPageUrl,
    store_name: context.storeId,
  };
}

function failed(failedreason: string): InitAnswer {
  return { status: "FAILED", failedreason, sessionkey: "", GatewayPageURL: "" };
}

function invalidField(context: GatewayContext, fields: Record<string, string>): string | undefined {
  const shipping = fields.shipping_method === "YES" ? REQUIRED_TO_SHIP : [];
  for (const name of [...REQUIRED, ...shipping]) {
    if (!fields[name]?.trim()) return `Invalid Information! '${name}' is missing or empty`;
  }
  const cents = parseHundredths(fields.total_amount ?? "");
  if (cents === undefined || cents === 0) {
    return "Invalid Information! 'total_amount' must be a positive amount with at most two decimals";
  }
  const currency = fields.currency ?? "";
  if (!/^[A-Z]{3}$/.test(currency)) return "Invalid Information! 'currency' must be three capital letters";
  // The double only knows the rate it was started with; the real gateway converts more currencies.
  if (currency !== "BDT" && currency !== "USD") return `Currency ${currency} is not supported by the test gateway`;
  const poisha = currency === "BDT" ? cents : Math.round(cents * context.bdtPerUsd);
  if (poisha < MIN_POISHA) return `Transaction amount must be at least ${formatHundredths(MIN_POISHA)} BDT`;
  if ((fields.tran_id ?? "").length > 30) return "Invalid Information! 'tran_id' is longer than 30 characters";
  for (const name of URL_FIELDS) {
    if (!isHttpUrl(fields[name] ?? "")) return `Invalid Information! '${name}' must be an absolute http(s) URL`;
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.cus_email ?? "")) return "Invalid Information! 'cus_email' is invalid";
  if (!PRODUCT_PROFILES.includes(fields.product_profile ?? "")) {
    return `Invalid Information! 'product_profile' must be one of ${PRODUCT_PROFILES.join(", ")}`;
  }
  if (!SHIPPING_METHODS.includes(fields.shipping_method ?? "")) {
    return `Invalid Information! 'shipping_method' must be one of ${SHIPPING_METHODS.join(", ")}`;
  }
  if (!/^\d+$/.test(fields.num_of_item ?? "")) return "Invalid Information! 'num_of_item' must be a whole number";
  return undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}
