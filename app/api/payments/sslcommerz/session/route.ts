import { NextResponse } from "next/server";

import { GATEWAY_UNOPENED } from "@/config/payment-return";
import { isFormEncoded, readForm, seeOther } from "@/lib/api/form";
import { parseWith, readJson } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireCaller, type Caller } from "@/lib/auth/access";
import { DomainError } from "@/lib/errors";
import { defaultLocale, isLocale, localizeHref } from "@/lib/i18n/locales";
import { requireOrderFor } from "@/lib/orders/access";
import { startGatewayPayment } from "@/lib/orders/pay-order";
import { gatewaySessionRequestSchema } from "@/lib/validations/payment";

/** The gateway page for paying the caller's own unpaid bKash/Nagad/Rocket order, at its stored total, while it is held. */
export const POST = route(async (request) => {
  const caller = await requireCaller(request);
  if (isFormEncoded(request)) return payFromForm(request, caller);
  const { orderId } = parseWith(gatewaySessionRequestSchema, await readJson(request));
  return NextResponse.json(await startGatewayPayment(await requireOrderFor(caller, orderId, { allowAdmin: false })));
});

/**
 * The Pay button as the browser itself sends it, tapped before the payment page's script has
 * taken it over (a phone still hydrating): the same checks and session, answered as a form expects
 * with a redirect (303) to the gateway, or back to the payment page, which shows the order as it
 * now is and that the gateway could not be opened. Cross-site posts are refused as for every write.
 */
async function payFromForm(request: Request, caller: Caller): Promise<Response> {
  const form = await readForm(request);
  const { orderId } = parseWith(gatewaySessionRequestSchema, form);
  const order = await requireOrderFor(caller, orderId, { allowAdmin: false });
  try {
    return seeOther((await startGatewayPayment(order)).url);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const locale = isLocale(form.locale) ? form.locale : defaultLocale;
    return seeOther(
      `${localizeHref(`/dashboard/payment/${order._id}`, locale)}?${GATEWAY_UNOPENED.param}=${GATEWAY_UNOPENED.value}`,
    );
  }
}
