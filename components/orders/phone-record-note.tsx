import { getTranslations } from "next-intl/server";

import { needsCall, type PhoneRecord } from "@/lib/orders/phone-record";
import { cn } from "@/lib/utils";

/** For the admin: how the orders of an order's phone ended, in red when its parcels keep being refused. */
export async function PhoneRecordNote({ record, className }: { record: PhoneRecord; className?: string }) {
  const t = await getTranslations("adminOrders.phoneRecord");
  const empty = record.delivered + record.returned + record.cancelled === 0;
  return (
    <span
      className={cn("block text-xs", needsCall(record) ? "font-semibold text-red-700" : "text-slate-600", className)}
    >
      {t("label")}: {empty ? t("none") : t("counts", record)}
    </span>
  );
}
