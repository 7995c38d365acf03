import type { Metadata, Route } from "next";
import { getTranslations } from "next-intl/server";

import { PageHeader } from "@/components/dashboard/page-header";
import { Link } from "@/components/navigation/link";
import { Pagination, redirectPastEnd } from "@/components/navigation/pagination";
import { ReturnActions } from "@/components/returns/return-actions";
import { ReturnCard } from "@/components/returns/return-card";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { returnsPageForShop } from "@/lib/data/returns";
import { ClientMessages } from "@/lib/i18n/client";
import { pageLocale, pickMessages } from "@/lib/i18n/server";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { lenientOrderListQuerySchema } from "@/lib/validations/order-list";
import { firstValue } from "@/lib/validations/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("returns.admin");
  return { title: t("title") };
}

/** Requests on one page, as many as the other admin lists show. */
const PAGE_SIZE = 50;

const pageHref = (page: number) => `/dashboard/returns?page=${page}` as Route;

/**
 * Every open return request, oldest first (overdue ones marked), then the closed ones, newest
 * first, a page at a time, with the next step of each.
 */
export default async function ReturnsPage({ searchParams }: PageProps<"/[locale]/dashboard/returns">) {
  await requireAdminPage();
  const { page } = lenientOrderListQuerySchema.parse({ page: firstValue((await searchParams).page) });
  const [t, locale, { requests, total }] = await Promise.all([
    getTranslations("returns"),
    pageLocale(),
    returnsPageForShop((page - 1) * PAGE_SIZE, PAGE_SIZE),
  ]);
  const last = Math.ceil(total / PAGE_SIZE);
  await redirectPastEnd(page, last, pageHref);
  return (
    <ClientMessages messages={pickMessages(locale, "returns", "validation")}>
      <PageHeader title={t("admin.title")} description={t("admin.description")} />
      {requests.length === 0 ? (
        <p className="text-slate-600">{t("list.none")}</p>
      ) : (
        <div className="grid gap-4">
          {requests.map((request) => (
            <ReturnCard
              key={request._id}
              request={request}
              heading={
                <Link href={`/dashboard/order/${request.orderId}`} className="font-bold text-brand-700 hover:underline">
                  {t("list.order", { number: formatOrderNumber(request.orderNumber) })}
                </Link>
              }
            >
              <span className="mr-auto self-center text-slate-600 wrap-anywhere">
                {t("list.buyer")}: {request.buyerEmail}
              </span>
              <ReturnActions request={request} locale={locale} />
            </ReturnCard>
          ))}
        </div>
      )}
      <Pagination page={page} last={last} href={pageHref} />
    </ClientMessages>
  );
}
