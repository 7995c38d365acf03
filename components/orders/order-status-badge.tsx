import { getTranslations } from "next-intl/server";

import type { OrderStatus } from "@/lib/orders/lifecycle";
import { cn } from "@/lib/utils";

const TONES: Record<OrderStatus, string> = {
  unpaid: "bg-slate-100 text-slate-800",
  paid: "bg-amber-100 text-amber-900",
  "needs-call": "bg-rose-100 text-rose-900",
  confirmed: "bg-sky-100 text-sky-900",
  shipped: "bg-indigo-100 text-indigo-900",
  delivered: "bg-green-100 text-green-900",
  cancelled: "bg-red-100 text-red-800",
  returned: "bg-orange-100 text-orange-900",
  expired: "bg-slate-100 text-slate-700",
};

export async function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const t = await getTranslations("orders");
  return (
    <span
      title={t(`statusDescription.${status}`)}
      className={cn("inline-flex w-fit rounded-full px-2.5 py-0.5 text-xs font-bold", TONES[status], className)}
    >
      {t(`status.${status}`)}
    </span>
  );
}
