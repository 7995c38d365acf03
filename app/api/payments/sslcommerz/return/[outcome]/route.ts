import { readForm, seeOther } from "@/lib/api/form";
import { chosenLocale } from "@/lib/api/locale";
import { route } from "@/lib/api/route";
import { userLocale } from "@/lib/data/users";
import { DomainError, notFound } from "@/lib/errors";
import { defaultLocale, localizeHref } from "@/lib/i18n/locales";
import { confirmGatewayPayment, orderForAttempt } from "@/lib/orders/pay-order";
import { sslcommerzCredentials } from "@/lib/payments/sslcommerz/client";
import { assertSignedNotice, countNotice } from "@/lib/payments/sslcommerz/notice-guard";
import type { SSLCOMMERZ_ROUTES } from "@/lib/payments/sslcommerz/order-payments";
import { gatewayNoticeSchema } from "@/lib/validations/payment";
import type { GatewayReturn } from "@/config/payment-return";

type Context = RouteContext<`${typeof SSLCOMMERZ_ROUTES}return/[outcome]`>;

const RETURNS: Record<string, GatewayReturn> = { success: "success", fail: "failed", cancel: "cancelled" };

/**
 * Where SSLCommerz sends the buyer's browser back: a cross-site POST, so no session cookie
 * comes with it and none is needed. The attempt's tran_id finds the order; on success the
 * payment is confirmed with the validation API here if its IPN has not arrived yet, but only
 * for a notice SSLCommerz signed (else 400), and returns are limited per address like IPNs, so
 * nobody can make the shop call the gateway at will. The buyer lands on the order's page (303),
 * which says what became of the payment.
 */
export const POST = route(
  async (request, { params }: Context) => {
    const outcome = RETURNS[(await params).outcome];
    if (!outcome) throw notFound();
    await countNotice(request);
    const fields = await readForm(request);
    const notice = gatewayNoticeSchema.safeParse(fields);
    const order = notice.success ? await orderForAttempt(notice.data.tran_id) : null;
    if (!notice.success || !order)
      return seeOther(localizeHref("/dashboard/order", chosenLocale(request) ?? defaultLocale));

    let shown = outcome;
    if (outcome === "success" && !order.paid && notice.data.val_id) {
      assertSignedNotice(fields, sslcommerzCredentials()?.storePassword ?? "");
      try {
        const confirmed = await confirmGatewayPayment(notice.data.val_id, notice.data.tran_id);
        if (confirmed.result === "refused") shown = "failed";
      } catch (error) {
        // The gateway did not answer: the IPN or the hold's sweep settles it; the page says it is being checked.
        if (!(error instanceof DomainError)) throw error;
        shown = "checking";
      }
    }
    // Back to the order's page in the buyer's language (the gateway's POST carries no cookie to tell).
    return seeOther(localizeHref(`/dashboard/order/${order._id}?payment=${shown}`, await userLocale(order.BuyerEmail)));
  },
  { crossSite: "allowed" },
);
