import { NextResponse } from "next/server";

import { readForm } from "@/lib/api/form";
import { parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { invalid, unavailable } from "@/lib/errors";
import { confirmGatewayPayment } from "@/lib/orders/pay-order";
import { sslcommerzCredentials, WALLETS_NOT_CONFIGURED } from "@/lib/payments/sslcommerz/client";
import { checkNoticeSignature } from "@/lib/payments/sslcommerz/notice";
import { gatewayNoticeSchema } from "@/lib/validations/payment";

/**
 * SSLCommerz's server-to-server notice (IPN) that a payment went through. Nothing in it is
 * trusted: a wrong signature is refused, and otherwise only the validation API's answer about
 * its val_id can pay an order (lib/orders/pay-order.ts), once. A replayed, late or
 * non-matching notice changes nothing and is answered 200, so the gateway stops sending it;
 * a validation API that does not answer gets a 502, so the gateway tries again later.
 */
export const POST = route(async (request) => {
  const credentials = sslcommerzCredentials();
  if (!credentials) throw unavailable(WALLETS_NOT_CONFIGURED);
  const fields = await readForm(request);
  if (checkNoticeSignature(fields, credentials.storePassword) === "invalid")
    throw invalid("The notice's signature is not valid.");
  const notice = parseWith(gatewayNoticeSchema, fields);
  if (notice.val_id && (notice.status === "VALID" || notice.status === "VALIDATED")) {
    const outcome = await confirmGatewayPayment(notice.val_id, notice.tran_id);
    if (outcome.result === "refused")
      console.warn(`SSLCommerz IPN for ${notice.tran_id} not applied: ${outcome.reason}`);
  }
  return NextResponse.json({ received: true });
});
