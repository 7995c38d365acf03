import { BookSteadfastButton } from "@/components/courier/book-steadfast-button";
import { steadfastCredentials } from "@/lib/couriers/steadfast/client";
import type { Order } from "@/lib/data/orders";
import { ClientMessages } from "@/lib/i18n/client";
import { pageLocale, pickMessages } from "@/lib/i18n/server";
import { formatTaka } from "@/lib/money";
import { cashToCollectBdt } from "@/lib/orders/book-courier";
import { formatOrderNumber } from "@/lib/orders/lifecycle";

/**
 * The admin's "Book with Steadfast", where it can be used: Steadfast's keys are set, and the
 * order is ready to ship (paid or confirmed, no payment under review, an address to send it to).
 * Otherwise nothing, and hand entry (the ship dialog) is what the admin has, as before.
 */
export async function SteadfastBooking({ order }: { order: Order }) {
  const bookable =
    (order.status === "paid" || order.status === "confirmed") &&
    !order.paymentReview &&
    !order.consignmentId &&
    Boolean(order.district);
  if (!bookable || !steadfastCredentials()) return null;
  const locale = await pageLocale();
  return (
    <ClientMessages messages={pickMessages(locale, "courier")}>
      <BookSteadfastButton
        orderId={order._id}
        orderNumber={formatOrderNumber(order.orderNumber)}
        cashToCollect={formatTaka(cashToCollectBdt(order), locale)}
      />
    </ClientMessages>
  );
}
