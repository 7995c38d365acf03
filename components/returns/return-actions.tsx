import { GatewayRefundButton } from "@/components/returns/gateway-refund-button";
import { ReturnStepDialog } from "@/components/returns/return-step-dialog";
import type { Return } from "@/lib/data/returns";
import type { Locale } from "@/lib/i18n/locales";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { paidOnline } from "@/lib/orders/payment-methods";
import { formatRefund } from "@/lib/returns/refund-amount";

/** The admin's next step for a return, by where it is (lib/returns/rules.ts); none once it is closed. */
export function ReturnActions({ request, locale }: { request: Return; locale: Locale }) {
  const props = {
    returnId: request._id,
    orderNumber: formatOrderNumber(request.orderNumber),
    amount: formatRefund(request, locale),
  };
  switch (request.status) {
    case "requested":
      return (
        <>
          <ReturnStepDialog {...props} step="approve" />
          <ReturnStepDialog {...props} step="reject" />
        </>
      );
    case "approved":
      return <ReturnStepDialog {...props} step="receive" />;
    case "received":
      return paidOnline(request.paymentMethod) ? (
        <GatewayRefundButton {...props} />
      ) : (
        <ReturnStepDialog {...props} step="refundCash" destination={request.refundTo} />
      );
    default:
      return null;
  }
}
