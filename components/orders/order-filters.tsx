import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { localizeHref } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/server";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/orders/lifecycle";

/** Manage All Orders' filter: a plain GET form, so a filtered list has its own address and needs no script. */
export async function OrderFilters({ status, q }: { status?: OrderStatus; q?: string }) {
  const [t, statusLabel, locale] = await Promise.all([
    getTranslations("adminOrders.filters"),
    getTranslations("orders.status"),
    pageLocale(),
  ]);
  return (
    <form
      method="get"
      action={localizeHref("/dashboard/allOrders", locale)}
      className="mb-6 grid gap-3 rounded-xl border bg-slate-50 p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      role="search"
    >
      <div className="grid gap-2">
        <Label htmlFor="order-search">{t("search")}</Label>
        <Input id="order-search" name="q" type="search" defaultValue={q} placeholder={t("searchPlaceholder")} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="order-status">{t("status")}</Label>
        <NativeSelect id="order-status" name="status" defaultValue={status ?? ""}>
          <option value="">{t("everyStatus")}</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex gap-2">
        <Button type="submit">{t("find")}</Button>
        {(status || q) && (
          <Link
            href="/dashboard/allOrders"
            className="self-center text-sm font-semibold text-brand-700 hover:underline"
          >
            {t("clear")}
          </Link>
        )}
      </div>
    </form>
  );
}
