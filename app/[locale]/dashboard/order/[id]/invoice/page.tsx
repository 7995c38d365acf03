import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";

import { InvoiceSheet } from "@/components/invoices/invoice-sheet";
import { PrintButton } from "@/components/invoices/print-button";
import { Link } from "@/components/navigation/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { pageLocale } from "@/lib/i18n/server";
import { orderDocuments } from "@/lib/invoices/issue";
import { findOrderFor } from "@/lib/orders/access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("invoices.metadata");
  return { title: t("title") };
}

/**
 * An order's invoice, and its credit notes after it, for its buyer or an admin (anyone else: the
 * same 404 as an order that does not exist, or one never sold). Printing gives one A4 page each.
 */
export default async function InvoicePage({ params }: PageProps<"/[locale]/dashboard/order/[id]/invoice">) {
  const user = await requireSignedIn();
  const order = await findOrderFor(user, (await params).id);
  if (!order) notFound();
  const documents = await orderDocuments(order);
  if (documents.length === 0) notFound();
  const [t, locale] = await Promise.all([getTranslations("invoices"), pageLocale()]);
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4 print:hidden">
        <Link href={`/dashboard/order/${order._id}`} className={buttonVariants({ variant: "outline" })}>
          {t("backToOrder")}
        </Link>
        <PrintButton label={t("print")} />
      </div>
      {documents.map((document) => (
        <InvoiceSheet key={document._id} document={document} locale={locale} />
      ))}
    </div>
  );
}
