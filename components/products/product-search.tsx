import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { localizeHref } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/server";

/** Manage products' search by name or description: a plain GET form, so a search has its own address and needs no script. */
export async function ProductSearch({ q }: { q?: string }) {
  const [t, locale] = await Promise.all([getTranslations("products.manage"), pageLocale()]);
  return (
    <form
      method="get"
      action={localizeHref("/manageproducts", locale)}
      className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border bg-slate-50 p-4"
      role="search"
    >
      <div className="grid min-w-0 flex-1 basis-56 gap-2">
        <Label htmlFor="product-search">{t("search")}</Label>
        <Input id="product-search" name="q" type="search" defaultValue={q} placeholder={t("searchPlaceholder")} />
      </div>
      <div className="flex gap-2">
        <Button type="submit">{t("find")}</Button>
        {q && (
          <Link href="/manageproducts" className="self-center text-sm font-semibold text-brand-700 hover:underline">
            {t("clear")}
          </Link>
        )}
      </div>
    </form>
  );
}
