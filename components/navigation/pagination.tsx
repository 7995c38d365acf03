import type { Route } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { formatCount } from "@/lib/i18n/format";
import { localizeHref } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/server";
import { cn } from "@/lib/utils";

/** The pages to offer: the first, the last, and the current one with its neighbours. */
function pageNumbers(current: number, last: number): (number | "gap")[] {
  const wanted = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  const pages: (number | "gap")[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous > 1) pages.push("gap");
    pages.push(page);
    previous = page;
  }
  return pages;
}

/**
 * Sends a page past the last to the last one (or the first, when nothing is left): a list whose last
 * page emptied (its last product deleted, its last pending order shipped) keeps its way back,
 * instead of saying there is nothing at all with no page links.
 */
export async function redirectPastEnd(current: number, last: number, href: (page: number) => Route): Promise<void> {
  if (current > 1 && current > last) redirect(localizeHref(href(Math.max(last, 1)), await pageLocale()));
}

/** Previous, numbered pages and Next, as links (so every page has an address); nothing for a single page. */
export async function Pagination({
  page: current,
  last,
  href,
}: {
  page: number;
  last: number;
  href: (page: number) => Route;
}) {
  if (last <= 1 || current > last) return null;
  const [t, locale] = await Promise.all([getTranslations("catalogue.pagination"), pageLocale()]);
  const step = cn(buttonVariants({ variant: "outline" }), "min-w-10 px-3");
  return (
    <nav aria-label={t("label")} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {current > 1 && (
        <Link href={href(current - 1)} rel="prev" className={step}>
          {t("previous")}
        </Link>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {pageNumbers(current, last).map((page, index) =>
          page === "gap" ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                aria-label={t("page", { page: formatCount(page, locale) })}
                aria-current={page === current ? "page" : undefined}
                className={cn(step, page === current && "border-brand-700 bg-brand-700 text-white hover:bg-brand-800")}
              >
                {formatCount(page, locale)}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < last && (
        <Link href={href(current + 1)} rel="next" className={step}>
          {t("next")}
        </Link>
      )}
    </nav>
  );
}
