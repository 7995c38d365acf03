import { Link } from "@/components/navigation/link";

import { buttonVariants } from "@/components/ui/button-variants";
import type { Order } from "@/lib/data/orders";

/**
 * My orders' Payment column: the spec's Pay button while a card order is unpaid, otherwise
 * Paid with the transaction id; a cash order says when it is paid, and a closed one why.
 */
export function BuyerPaymentCell({ order }: { order: Order }) {
  if (order.status === "cancelled") {
    return <span className="font-semibold text-slate-600">{order.refunded ? "Refunded" : "Cancelled"}</span>;
  }
  if (order.status === "expired") {
    return (
      <span className="font-semibold text-slate-600" title="Not paid in time: the parts went back on sale">
        Expired
      </span>
    );
  }
  if (order.paid) {
    return (
      <span>
        <span className="font-bold text-green-700">Paid</span>
        <span className="block max-w-48 truncate font-mono text-xs text-slate-600" title={order.transactionId ?? ""}>
          {order.transactionId ?? "in cash"}
        </span>
      </span>
    );
  }
  if (order.paymentMethod === "cod") return <span className="text-sm">Pay the courier on delivery</span>;
  return (
    <Link href={`/dashboard/payment/${order._id}`} className={buttonVariants({ size: "sm" })}>
      Pay
    </Link>
  );
}
