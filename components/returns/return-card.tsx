import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";

import { StaticImage } from "@/components/ui/static-image";
import type { Return } from "@/lib/data/returns";
import { formatDate, formatDateTime } from "@/lib/dates";
import { formatCount } from "@/lib/i18n/format";
import { pageLocale } from "@/lib/i18n/server";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { formatRefund } from "@/lib/returns/refund-amount";
import { isAnswerOverdue, isRefundOverdue, refundDeadline, type ReturnStatus } from "@/lib/returns/rules";
import { uploadedImageUrl } from "@/lib/validations/image";
import { cn } from "@/lib/utils";
import { describeDestination } from "@/lib/returns/refund-destination";

const TONES: Record<ReturnStatus, string> = {
  requested: "bg-amber-100 text-amber-900",
  approved: "bg-sky-100 text-sky-900",
  rejected: "bg-red-100 text-red-800",
  received: "bg-indigo-100 text-indigo-900",
  refunded: "bg-green-100 text-green-900",
};

/**
 * One return request: its parts, why, the photos, what it refunds and by when (red once
 * overdue), the shop's notes, and how it was refunded. `heading` names it (the order on lists);
 * `children` are the admin's next steps.
 */
export async function ReturnCard({
  request,
  heading,
  children,
}: {
  request: Return;
  heading?: ReactNode;
  children?: ReactNode;
}) {
  const [t, locale] = await Promise.all([getTranslations("returns"), pageLocale()]);
  const now = new Date();
  const due = refundDeadline(request);
  const refundOverdue = isRefundOverdue(request, now);
  const notes = request.timeline.filter((step) => step.note);
  const destination = request.refundTo;
  return (
    <article
      aria-label={t("list.order", { number: formatOrderNumber(request.orderNumber) })}
      className="grid gap-3 rounded-xl border p-4 text-sm"
    >
      <header className="flex flex-wrap items-center gap-2">
        {heading}
        <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-bold", TONES[request.status])}>
          {t(`statuses.${request.status}`)}
        </span>
        {isAnswerOverdue(request, now) && (
          <span className="rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-bold text-white">
            {t("list.answerOverdue")}
          </span>
        )}
        <span className="text-slate-600">
          <time dateTime={request.createdAt}>
            {t("list.requested", { date: formatDateTime(request.createdAt, locale) })}
          </time>
        </span>
      </header>
      <ul className="grid gap-1">
        {request.lines.map((line) => (
          <li key={line.line} className="font-semibold wrap-anywhere">
            {formatCount(line.quantity, locale)} × {line.toolName}
          </li>
        ))}
      </ul>
      <p>
        <span className="font-semibold">{t(`reasons.${request.reason}`)}</span>: {request.description}
      </p>
      {request.photos.length > 0 && (
        <ul aria-label={t("list.photos")} className="flex flex-wrap gap-2">
          {request.photos.map((id, index) => (
            <li key={id}>
              <a href={uploadedImageUrl(id)} target="_blank" rel="noreferrer">
                <StaticImage
                  src={uploadedImageUrl(id)}
                  alt={t("list.photo", { number: formatCount(index + 1, locale) })}
                  width={80}
                  height={80}
                  className="size-20 rounded-md border object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-500">{t("list.refund")}</dt>
        <dd>
          <span className="font-semibold">{formatRefund(request, locale)}</span>
          {request.includesDelivery && <span className="text-slate-600"> ({t("list.withDelivery")})</span>}
          {due && request.status !== "refunded" && request.status !== "rejected" && (
            <span className={cn("block", refundOverdue ? "font-bold text-red-700" : "text-slate-600")}>
              {t(refundOverdue ? "list.refundOverdue" : "list.refundBy", { date: formatDate(due, locale) })}
            </span>
          )}
          {request.refundMethod && (
            <span className="block text-slate-600">
              {t("list.refundedWith", { method: t(`wallets.${request.refundMethod}`) })}
              {request.refundReference && ` · ${t("list.reference", { reference: request.refundReference })}`}
            </span>
          )}
        </dd>
        {destination && (
          <>
            <dt className="text-slate-500">{t("list.refundTo")}</dt>
            <dd className="wrap-anywhere">{describeDestination(destination, t(`wallets.${destination.method}`))}</dd>
          </>
        )}
        {notes.map((step) => (
          <div key={step.status} className="contents">
            <dt className="text-slate-500">{t("list.shopNote")}</dt>
            <dd className="wrap-anywhere">{step.note}</dd>
          </div>
        ))}
      </dl>
      {request.restocked === false && <p className="text-slate-600">{t("list.restockedNo")}</p>}
      {children && <div className="flex flex-wrap gap-2 border-t pt-3">{children}</div>}
    </article>
  );
}
