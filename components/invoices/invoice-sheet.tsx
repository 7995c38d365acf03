import { getTranslations } from "next-intl/server";

import { placeName } from "@/config/districts";
import type { Invoice } from "@/lib/data/invoices";
import { formatDateTime } from "@/lib/dates";
import { formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { amountInWords } from "@/lib/invoices/amount-in-words";
import type { TaxedAmount } from "@/lib/invoices/vat";
import { formatTaka } from "@/lib/money";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { cn } from "@/lib/utils";

type Row = TaxedAmount & { description: string; quantity?: number; unitPriceBdt?: number };

/**
 * One invoice or credit note as an A4 sheet: on screen a white page, printed the page itself
 * (app/globals.css prints only the sheets). It carries the full Bengali font whatever the page's
 * language (English pages have only a few Bengali letters), so a buyer's or a part's Bangla name
 * shows and prints shaped on an English invoice too. On a phone the rows scroll sideways.
 */
export async function InvoiceSheet({ document, locale }: { document: Invoice; locale: Locale }) {
  const [t, orders] = await Promise.all([getTranslations("invoices"), getTranslations("orders")]);
  const isCredit = document.kind === "creditNote";
  const title = isCredit ? t("title.creditNote") : t(document.seller.bin ? "title.taxInvoice" : "title.invoice");
  const taka = (bdt: number) => formatTaka(bdt, locale);
  const rows: Row[] = [
    ...document.lines,
    ...(document.delivery ? [{ description: t("table.delivery"), ...document.delivery }] : []),
  ];
  const { buyer, seller } = document;
  return (
    <article
      data-print-sheet
      aria-label={`${title} ${document._id}`}
      className={cn(
        "mx-auto grid w-full max-w-[210mm] gap-6 rounded-lg border bg-white p-6 text-sm text-ink shadow-sm sm:p-10",
        "print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none print:[&+&]:break-before-page",
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-6">
        <div>
          <p className="text-xs font-semibold uppercase text-slate-500">{t("seller")}</p>
          <p className="text-base font-bold">{seller.name}</p>
          <p>{seller.address}</p>
          {seller.bin && <p>{t("bin", { bin: seller.bin })}</p>}
        </div>
        <div className="text-right">
          <h2 className="text-2xl font-extrabold">{title}</h2>
          {seller.bin && <p className="font-semibold">{t(isCredit ? "mushak.creditNote" : "mushak.invoice")}</p>}
          <p className="font-semibold">{t("number", { number: document._id })}</p>
          <p>{t("issued", { date: formatDateTime(document.issuedAt, locale) })}</p>
          <p>{t("order", { number: formatOrderNumber(document.orderNumber) })}</p>
          {document.invoiceNumber && <p>{t("againstInvoice", { number: document.invoiceNumber })}</p>}
        </div>
      </header>
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <address className="not-italic">
          <p className="text-xs font-semibold uppercase text-slate-500">{t("buyer")}</p>
          <p className="font-semibold">{buyer.name}</p>
          <p>{buyer.phone}</p>
          <p>{buyer.email}</p>
          {buyer.district && (
            <p>
              {buyer.address}, {buyer.area}, {placeName(buyer.district, locale)}
            </p>
          )}
        </address>
        <div>
          <p className="text-xs font-semibold uppercase text-slate-500">{t("payment")}</p>
          <p>{orders(`paymentMethod.${document.paymentMethod}`)}</p>
          {document.transactionId && <p>{t("reference", { reference: document.transactionId })}</p>}
        </div>
      </div>
      <div className="overflow-x-auto print:overflow-visible">
        <table className="w-full min-w-xl border-collapse print:min-w-0 tabular-nums [&_td]:border-b [&_td]:px-2 [&_td]:py-1.5 [&_th]:border-b-2 [&_th]:px-2 [&_th]:py-1.5">
          <caption className="sr-only">{t(isCredit ? "table.creditLabel" : "table.label")}</caption>
          <thead>
            <tr className="text-left text-xs text-slate-600 [&>th:nth-child(n+3)]:text-right">
              <th scope="col">{t("table.line")}</th>
              <th scope="col">{t("table.description")}</th>
              <th scope="col">{t("table.quantity")}</th>
              <th scope="col">{t("table.unitPrice")}</th>
              <th scope="col">{t("table.value")}</th>
              <th scope="col">{t("table.vatRate")}</th>
              <th scope="col">{t("table.vat")}</th>
              <th scope="col">{t("table.total")}</th>
            </tr>
          </thead>
          <tbody className="[&_td:nth-child(n+3)]:text-right [&_td:nth-child(n+3)]:whitespace-nowrap">
            {rows.map((row, index) => (
              <tr key={index}>
                <td>{formatNumber(index + 1, locale)}</td>
                <td className="wrap-anywhere">{row.description}</td>
                <td>{row.quantity === undefined ? "" : formatNumber(row.quantity, locale)}</td>
                <td>{row.unitPriceBdt === undefined ? "" : taka(row.unitPriceBdt)}</td>
                <td>{taka(row.valueBdt)}</td>
                <td>{t("vatPercent", { rate: formatNumber(row.vatRate, locale) })}</td>
                <td>{taka(row.vatBdt)}</td>
                <td>{taka(row.totalBdt)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-bold [&_td]:border-b-0 [&_td:nth-child(n+2)]:text-right">
            <tr>
              <td colSpan={4}>{t("table.totals")}</td>
              <td>{taka(document.totals.valueBdt)}</td>
              <td />
              <td>{taka(document.totals.vatBdt)}</td>
              <td>{taka(document.totals.totalBdt)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="font-semibold">{t("inWords", { words: amountInWords(document.totals.totalBdt, locale) })}</p>
      <p className="text-xs text-slate-600">{t("pricesIncludeVat")}</p>
    </article>
  );
}
