import { Fragment, type ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/navigation/link";

import { PriceTag } from "@/components/money/price-tag";
import { DeliveryAddress } from "@/components/orders/delivery-address";
import { OrderedParts } from "@/components/orders/ordered-parts";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { PhoneRecordNote } from "@/components/orders/phone-record-note";
import { ConsignmentNote } from "@/components/courier/consignment-note";
import { ShipmentNote } from "@/components/orders/shipment-note";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { stackedOnPhones } from "@/components/ui/stacked-table";
import { formatTaka } from "@/lib/money";
import type { Order } from "@/lib/data/orders";
import { formatDate } from "@/lib/dates";
import { formatNumber } from "@/lib/i18n/format";
import { pageLocale } from "@/lib/i18n/server";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { emptyRecord, type PhoneRecord } from "@/lib/orders/phone-record";

/**
 * The orders table of My orders and Manage All Orders: the spec's columns (index, Name,
 * Email, Product, Price, Payment, Cancel) with the order's number and state, and the
 * delivery address under the recipient's name. Each page fills in its own Payment and Cancel
 * cells; the number opens the order's page with its timeline.
 */
export async function OrdersTable({
  orders,
  empty,
  payment,
  cancel,
  firstIndex = 1,
  phoneRecords,
}: {
  orders: Order[];
  empty: ReactNode;
  payment: (order: Order) => ReactNode;
  cancel: (order: Order) => ReactNode;
  /** The index of the first row, so numbering runs on across pages. */
  firstIndex?: number;
  /** For the admin: each phone's record, shown under its address. */
  phoneRecords?: Map<string, PhoneRecord>;
}) {
  const [t, locale] = await Promise.all([getTranslations("orders"), pageLocale()]);
  const column = {
    order: t("table.order"),
    name: t("table.name"),
    email: t("table.email"),
    product: t("table.product"),
    price: t("table.price"),
    payment: t("table.payment"),
    cancel: t("table.cancel"),
  };
  if (orders.length === 0) return <div className="rounded-xl border border-dashed p-10 text-center">{empty}</div>;
  return (
    <Table className={stackedOnPhones.table}>
      <TableHeader className="max-sm:sr-only [&_th]:px-2.5">
        <TableRow>
          <TableHead className="w-12">#</TableHead>
          <TableHead>{column.order}</TableHead>
          <TableHead>{column.name}</TableHead>
          <TableHead>{column.email}</TableHead>
          <TableHead>{column.product}</TableHead>
          <TableHead>{column.price}</TableHead>
          <TableHead>{column.payment}</TableHead>
          <TableHead>{column.cancel}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className={stackedOnPhones.body}>
        {orders.map((order, index) => (
          <TableRow key={order._id} className={stackedOnPhones.row}>
            <TableCell data-label="#" className={stackedOnPhones.cell}>
              {formatNumber(firstIndex + index, locale)}
            </TableCell>
            <TableCell data-label={column.order} className={stackedOnPhones.cell}>
              <span className="grid min-w-0 justify-items-end gap-1 whitespace-normal sm:max-w-36 sm:justify-items-start">
                <Link
                  href={`/dashboard/order/${order._id}`}
                  className="font-mono font-semibold text-brand-700 hover:underline"
                >
                  {formatOrderNumber(order.orderNumber)}
                </Link>
                <OrderStatusBadge status={order.status} />
                <span className="text-xs text-slate-600">{formatDate(order.createdAt, locale)}</span>
                <ShipmentNote order={order} />
                <ConsignmentNote order={order} />
              </span>
            </TableCell>
            <TableCell data-label={column.name} className={stackedOnPhones.cell}>
              <span className="min-w-0 whitespace-normal wrap-anywhere sm:max-w-52">
                <DeliveryAddress order={order} />
                {phoneRecords && (
                  <PhoneRecordNote record={phoneRecords.get(order.BuyerPhone) ?? emptyRecord()} className="mt-1" />
                )}
              </span>
            </TableCell>
            <TableCell data-label={column.email} className={stackedOnPhones.cell}>
              <span className="min-w-0 whitespace-normal wrap-break-word sm:max-w-40">
                <EmailAddress address={order.BuyerEmail} />
              </span>
            </TableCell>
            <TableCell data-label={column.product} className={stackedOnPhones.cell}>
              <OrderedParts order={order} />
            </TableCell>
            <TableCell data-label={column.price} className={stackedOnPhones.cell}>
              <span className="grid justify-items-end gap-0.5 whitespace-normal sm:max-w-40 sm:justify-items-start">
                <PriceTag
                  dollars={order.total}
                  bdt={order.totalBdt}
                  locale={locale}
                  className="justify-end font-semibold sm:flex-nowrap sm:justify-start"
                />
                <span className="block text-xs text-slate-600">
                  {order.deliveryChargeBdt > 0
                    ? t.rich("table.deliveryIncluded", {
                        charge: formatTaka(order.deliveryChargeBdt, locale),
                        nowrap: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
                      })
                    : t("table.freeDelivery")}
                </span>
                <span className="block text-xs text-slate-600">{t(`paymentMethod.${order.paymentMethod}`)}</span>
              </span>
            </TableCell>
            <TableCell data-label={column.payment} className={stackedOnPhones.cell}>
              {payment(order)}
            </TableCell>
            <TableCell data-label={column.cancel} className={stackedOnPhones.cell}>
              {cancel(order)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * An e-mail address that may wrap before its "@" and before each dot, and nowhere else: letting it
 * break between any two letters made it the table's narrowest column, five letters wide, and not
 * letting it break at all made the table wider than a 1,280 px screen.
 */
function EmailAddress({ address }: { address: string }) {
  return address.split(/(?=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
