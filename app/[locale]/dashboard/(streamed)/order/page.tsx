import type { Metadata, Route } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/navigation/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { PageHeader } from "@/components/dashboard/page-header";
import { Pagination, redirectPastEnd } from "@/components/navigation/pagination";
import { BuyerPaymentCell } from "@/components/orders/buyer-payment-cell";
import { CancelOrderButton } from "@/components/orders/cancel-order-button";
import { OrdersTable } from "@/components/orders/orders-table";
import { partsSummary } from "@/components/orders/parts-summary";
import { BuyerReturns } from "@/components/returns/buyer-returns";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { ClientMessages } from "@/lib/i18n/client";
import { pageLocale, pickMessages } from "@/lib/i18n/server";
import { canMove } from "@/lib/orders/lifecycle";
import { findOrders } from "@/lib/orders/find-orders";
import { lenientOrderListQuerySchema } from "@/lib/validations/order-list";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orders.myOrders.metadata");
  return { title: t("title") };
}

const pageHref = (page: number) => `/dashboard/order?page=${page}` as Route;

export default async function MyOrdersPage({ searchParams }: PageProps<"/[locale]/dashboard/order">) {
  const user = await requireSignedIn();
  const { page } = await searchParams;
  const query = lenientOrderListQuerySchema.parse({ page });
  const [{ orders, total }, t, locale] = await Promise.all([
    findOrders({ ...query, status: undefined, q: undefined }, user.email),
    getTranslations("orders.myOrders"),
    pageLocale(),
  ]);
  await redirectPastEnd(query.page, Math.ceil(total / query.limit), pageHref);
  return (
    <ClientMessages messages={pickMessages(locale, "orders")}>
      <PageHeader title={t("title")} description={t("count", { count: total })} />
      <OrdersTable
        orders={orders}
        firstIndex={(query.page - 1) * query.limit + 1}
        empty={
          <>
            <p className="text-slate-600">{t("empty")}</p>
            <Link href="/tools" className={buttonVariants({ className: "mt-4" })}>
              {t("browse")}
            </Link>
          </>
        }
        payment={(order) => <BuyerPaymentCell order={order} />}
        cancel={async (order) =>
          canMove(order.status, "cancelled", "buyer") && (
            <CancelOrderButton orderId={order._id} toolName={await partsSummary(order)} />
          )
        }
      />
      <Pagination page={query.page} last={Math.ceil(total / query.limit)} href={pageHref} />
      <BuyerReturns email={user.email} />
    </ClientMessages>
  );
}
