import { NextResponse } from "next/server";

import { readForm } from "@/lib/api/form";
import { parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { unavailable } from "@/lib/errors";
import { confirmGatewayPayment } from "@/lib/orders/pay-order";
import { sslcommerzCredentials, WALLETS_NOT_CONFIGURED } from "@/lib/payments/sslcommerz/client";
import { assertSignedNotice, countNotice } from "@/lib/payments/sslcommerz/notice-guard";
import { gatewayNoticeSchema } from "@/lib/validations/payment";

/**
 * SSLCommerz's server-to-server notice (IPN) that a payment went through. Nothing in it is
 * trusted: notices are limited per address, an unsigned or wrongly signed one is refused before
 * any call to the gateway, and otherwise only the validation API's answer about
 * its val_id can pay an order (lib/orders/pay-order.ts), once. A replayed, late or
 * non-matching notice changes nothing and is answered 200, so the gateway stops sending it;
 * a validation API that does not answer gets a 502, so the gateway tries again later.
 */
export const POST = route(async (request) => {
  await countNotice(request);
  const credentials = sslcommerzCredentials();
  if (!credentials) throw unavailable(WALLETS_NOT_CONFIGURED);
  const fields = await readForm(request);
  assertSignedNotice(fields, credentials.storePassword);
  const notice = parseWith(gatewayNoticeSchema, fields);
  if (notice.val_id && (notice.status === "VALID" || notice.status === "VALIDATED")) {
    const outcome = await confirmGatewayPayment(notice.val_id, notice.tran_id);
    if (outcome.result === "refused")
      console.warn(`SSLCommerz IPN for ${notice.tran_id} not applied: ${outcome.reason}`);
  }
  return NextResponse.json({ received: true });
});
