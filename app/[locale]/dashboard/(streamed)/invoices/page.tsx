import type { Metadata, Route } from "next";
import { getTranslations } from "next-intl/server";

import { PageHeader } from "@/components/dashboard/page-header";
import { Link } from "@/components/navigation/link";
import { Pagination, redirectPastEnd } from "@/components/navigation/pagination";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { documentsPageBetween } from "@/lib/data/invoices";
import { formatDateTime, formatMonth } from "@/lib/dates";
import { pageLocale } from "@/lib/i18n/server";
import { dhakaMonth, monthRange } from "@/lib/invoices/month";
import type { Totals } from "@/lib/invoices/vat";
import { formatTaka } from "@/lib/money";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { invoiceMonthQuerySchema } from "@/lib/validations/invoices";
import { lenientOrderListQuerySchema } from "@/lib/validations/order-list";
import { firstValue } from "@/lib/validations/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("invoices.month.metadata");
  return { title: t("title") };
}

/** Documents on one page: a busy month stays one quick page at a time; its totals are the whole month's. */
const PAGE_SIZE = 50;

const pageHref = (month: string, page: number) => `/dashboard/invoices?month=${month}&page=${page}` as Route;

/**
 * The admin's month of invoices and credit notes (a month not written yyyy-mm: this month), newest
 * first a page at a time, with the whole month's totals and its CSV (which lists them as issued).
 */
export default async function InvoicesPage({ searchParams }: PageProps<"/[locale]/dashboard/invoices">) {
  await requireAdminPage();
  const params = await searchParams;
  const asked = invoiceMonthQuerySchema.safeParse({ month: firstValue(params.month) });
  const month = (asked.success && asked.data.month) || dhakaMonth(new Date());
  const { page } = lenientOrderListQuerySchema.parse({ page: firstValue(params.page) });
  const { from, to } = monthRange(month);
  const [t, kinds, locale, { documents, totals }] = await Promise.all([
    getTranslations("invoices.month"),
    getTranslations("invoices.title"),
    pageLocale(),
    documentsPageBetween(from, to, (page - 1) * PAGE_SIZE, PAGE_SIZE),
  ]);
  const count = totals.invoice.count + totals.creditNote.count;
  const last = Math.ceil(count / PAGE_SIZE);
  await redirectPastEnd(page, last, (to) => pageHref(month, to));
  const { invoice: invoiced, creditNote: credited } = totals;
  const net: Totals = {
    valueBdt: invoiced.valueBdt - credited.valueBdt,
    vatBdt: invoiced.vatBdt - credited.vatBdt,
    totalBdt: invoiced.totalBdt - credited.totalBdt,
  };
  const taka = (bdt: number) => formatTaka(bdt, locale);
  const amounts = (totals: Totals, sign = 1) =>
    [totals.valueBdt, totals.vatBdt, totals.totalBdt].map((bdt, index) => (
      <TableCell key={index} className="text-right whitespace-nowrap tabular-nums">
        {sign < 0 && bdt > 0 ? `−${taka(bdt)}` : taka(bdt)}
      </TableCell>
    ));
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description", { month: formatMonth(from, locale), count })}
        action={
          <a href={`/api/invoices.csv?month=${month}`} download className={buttonVariants({ variant: "outline" })}>
            {t("download")}
          </a>
        }
      />
      <form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="month">{t("pick")}</Label>
          <Input id="month" name="month" type="month" defaultValue={month} className="w-48" />
        </div>
        <Button type="submit" variant="secondary">
          {t("show")}
        </Button>
      </form>
      {documents.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-slate-600">{t("empty")}</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("number")}</TableHead>
              <TableHead>{t("issued")}</TableHead>
              <TableHead>{t("order")}</TableHead>
              <TableHead>{t("buyer")}</TableHead>
              <TableHead className="text-right">{t("value")}</TableHead>
              <TableHead className="text-right">{t("vat")}</TableHead>
              <TableHead className="text-right">{t("total")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {documents.map((document) => (
              <TableRow key={document._id}>
                <TableCell>
                  <Link
                    href={`/dashboard/order/${document.orderId}/invoice`}
                    className="font-mono font-semibold text-brand-700 hover:underline"
                  >
                    {document._id}
                  </Link>
                  <span className="block text-xs text-slate-600">
                    {kinds(document.kind === "creditNote" ? "creditNote" : "invoice")}
                  </span>
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(document.issuedAt, locale)}</TableCell>
                <TableCell className="font-mono">{formatOrderNumber(document.orderNumber)}</TableCell>
                <TableCell className="min-w-40 whitespace-normal wrap-anywhere">{document.buyer.name}</TableCell>
                {amounts(document.totals, document.kind === "creditNote" ? -1 : 1)}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            {(
              [
                ["invoiced", invoiced, 1],
                ["credited", credited, -1],
                ["net", net, 1],
              ] as const
            ).map(([label, totals, sign]) => (
              <TableRow key={label} className="font-semibold">
                <TableCell colSpan={4}>{t(label)}</TableCell>
                {amounts(totals, sign)}
              </TableRow>
            ))}
          </TableFooter>
        </Table>
      )}
      <Pagination page={page} last={last} href={(to) => pageHref(month, to)} />
    </>
  );
}
