import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PageHeader } from "@/components/dashboard/page-header";
import { Pagination, redirectPastEnd } from "@/components/navigation/pagination";
import { SearchForm, searchPageHref } from "@/components/forms/search-form";
import { ResendButton } from "@/components/outbox/resend-button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { listMessages, type OutboxMessage } from "@/lib/data/outbox";
import { formatDateTime } from "@/lib/dates";
import { ClientMessages } from "@/lib/i18n/client";
import { formatNumber } from "@/lib/i18n/format";
import { pageLocale, pickMessages } from "@/lib/i18n/server";
import { mailer } from "@/lib/messages/email/mailer";
import { MAX_ATTEMPTS } from "@/lib/messages/outbox-worker";
import { smsSender } from "@/lib/messages/sms/providers";
import { lenientOrderListQuerySchema } from "@/lib/validations/order-list";
import { firstValue } from "@/lib/validations/search-params";
import { messagesFor } from "@/messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("outbox");
  return { title: t("title") };
}

const STATUS_STYLE: Record<OutboxMessage["status"], string> = {
  pending: "bg-amber-100 text-amber-900",
  sending: "bg-sky-100 text-sky-900",
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

const pageHref = (q: string | undefined, page: number) => searchPageHref("/dashboard/outbox", q, page);

/**
 * Every e-mail and SMS the shop has queued, newest first: what went out, what waits, what failed
 * and why; or one customer's, found by their address or mobile, to send again what they never got.
 */
export default async function OutboxPage({ searchParams }: PageProps<"/[locale]/dashboard/outbox">) {
  await requireAdminPage();
  const params = await searchParams;
  const { page, q } = lenientOrderListQuerySchema.parse({ page: firstValue(params.page), q: firstValue(params.q) });
  const limit = 50;
  const [t, locale, { messages, total }] = await Promise.all([
    getTranslations("outbox"),
    pageLocale(),
    listMessages(page - 1, limit, q),
  ]);
  await redirectPastEnd(page, Math.ceil(total / limit), (last) => pageHref(q, last));
  return (
    <ClientMessages messages={pickMessages(locale, "outbox")}>
      <PageHeader
        title={t("title")}
        description={q ? t("descriptionTo", { count: total, to: q }) : t("description", { count: total })}
      />
      {!mailer() && (
        <p role="status" className="mb-4 rounded-xl bg-amber-50 p-4 font-medium text-amber-900">
          {t("emailOff")}
        </p>
      )}
      {!smsSender() && <p className="mb-4 text-sm text-slate-600">{t("smsOff")}</p>}
      <SearchForm path="/dashboard/outbox" id="outbox-search" q={q} texts={messagesFor(locale).outbox.search} />
      {total === 0 && q ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-slate-600">
          {t("search.noMatch", { to: q })}
        </p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("table.queued")}</TableHead>
              <TableHead>{t("table.to")}</TableHead>
              <TableHead>{t("table.message")}</TableHead>
              <TableHead>{t("table.status")}</TableHead>
              <TableHead>{t("table.attempts")}</TableHead>
              <TableHead className="text-right">{t("table.resend")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {messages.map((message) => (
              <TableRow key={message._id}>
                <TableCell className="whitespace-nowrap">{formatDateTime(message.createdAt, locale)}</TableCell>
                <TableCell className="break-all">
                  <span className="block text-xs font-semibold uppercase text-slate-500">
                    {t(`channels.${message.channel}`)}
                  </span>
                  {message.to}
                </TableCell>
                <TableCell className="max-w-80 whitespace-normal">{message.subject ?? message.text}</TableCell>
                <TableCell>
                  <span className={`rounded-full px-2.5 py-1 text-xs font-bold ${STATUS_STYLE[message.status]}`}>
                    {t(`statuses.${message.status}`)}
                  </span>
                  {message.lastError && (
                    <span className="mt-1 block max-w-64 text-xs whitespace-normal text-red-700">
                      {message.lastError}
                    </span>
                  )}
                </TableCell>
                <TableCell>
                  {t("attempts", {
                    attempts: formatNumber(message.attempts, locale),
                    max: formatNumber(MAX_ATTEMPTS, locale),
                  })}
                </TableCell>
                <TableCell className="text-right">
                  {message.secretsGone ? (
                    <span className="text-xs text-slate-600">{t("secretsGone")}</span>
                  ) : (
                    message.status !== "sending" && <ResendButton id={message._id} to={message.to} />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination page={page} last={Math.ceil(total / limit)} href={(to) => pageHref(q, to)} />
    </ClientMessages>
  );
}
