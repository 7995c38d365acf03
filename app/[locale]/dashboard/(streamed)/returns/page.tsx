import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PageHeader } from "@/components/dashboard/page-header";
import { Link } from "@/components/navigation/link";
import { ReturnActions } from "@/components/returns/return-actions";
import { ReturnCard } from "@/components/returns/return-card";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { listReturnsForShop } from "@/lib/data/returns";
import { ClientMessages } from "@/lib/i18n/client";
import { pageLocale, pickMessages } from "@/lib/i18n/server";
import { formatOrderNumber } from "@/lib/orders/lifecycle";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("returns.admin");
  return { title: t("title") };
}

/** Every open return request, oldest first (overdue ones marked), then the latest closed ones, with the next step of each. */
export default async function ReturnsPage() {
  await requireAdminPage();
  const [t, locale, requests] = await Promise.all([getTranslations("returns"), pageLocale(), listReturnsForShop()]);
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
    </ClientMessages>
  );
}
