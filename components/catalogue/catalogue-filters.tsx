import type { Route } from "next";
import Form from "next/form";
import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";

import { LinkChips } from "@/components/catalogue/link-chips";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Icon } from "@/components/icons/icon";
import type { ActiveBike } from "@/lib/bikes/cookie";
import { localizeHref } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/server";
import { bikeParam } from "@/lib/bikes/fitment";
import { cn } from "@/lib/utils";
import { CATALOGUE_SORTS, catalogueHref, type CatalogueQuery } from "@/lib/validations/catalogue";
import { CATEGORIES, MAX_SEARCH_LENGTH } from "@/lib/validations/limits";

/**
 * Search, category and sort, each a plain link or GET form, so every choice is a URL that
 * works without JavaScript and can be shared. A new search or filter starts at page 1.
 */
export async function CatalogueFilters({
  query,
  bikeName,
  chosenBike,
}: {
  query: CatalogueQuery;
  /** The bike the URL narrows the catalogue to, by name. */
  bikeName?: string;
  /** The bike chosen in this browser, offered when the URL names none. */
  chosenBike?: ActiveBike;
}) {
  const [t, locale] = await Promise.all([getTranslations("catalogue"), pageLocale()]);
  return (
    <div className="mt-8 grid gap-5">
      {bikeName ? (
        <div className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink">
          <Icon name="bike" className="size-5 shrink-0 text-brand-700" />
          <p>
            {t.rich("filters.showingFit", { bike: bikeName, strong: (chunks) => <strong>{chunks}</strong> })}{" "}
            <Link
              href={catalogueHref({ ...query, bike: undefined, page: 1 }) as Route}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t("filters.showEverything")}
            </Link>
          </p>
        </div>
      ) : (
        chosenBike && (
          <p className="text-sm">
            <Link
              href={catalogueHref({ ...query, bike: chosenBike.bike, page: 1 }) as Route}
              className="inline-flex min-h-10 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              <Icon name="bike" className="size-5" />
              {t("filters.onlyMyBike", { bike: chosenBike.label })}
            </Link>
          </p>
        )
      )}
      <Form
        action={localizeHref("/tools", locale)}
        role="search"
        aria-label={t("filters.form")}
        className="flex max-w-xl gap-2"
      >
        <label htmlFor="catalogue-q" className="sr-only">
          {t("filters.searchLabel")}
        </label>
        <Input
          id="catalogue-q"
          type="search"
          name="q"
          defaultValue={query.q ?? ""}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t("filters.placeholder")}
          className="h-11"
        />
        {query.category && <input type="hidden" name="category" value={query.category} />}
        {query.bike && <input type="hidden" name="bike" value={bikeParam(query.bike)} />}
        {query.sort !== "newest" && <input type="hidden" name="sort" value={query.sort} />}
        <button type="submit" className={cn(buttonVariants(), "h-11")}>
          <Icon name="search" />
          {t("filters.search")}
        </button>
      </Form>
      <nav aria-label={t("filters.categories")}>
        <LinkChips
          kind="category"
          chips={[undefined, ...CATEGORIES.map((category) => category.slug)].map((slug) => ({
            key: slug ?? "all",
            label: t(`categories.${slug ?? "all"}`),
            href: catalogueHref({ ...query, category: slug, page: 1 }),
            active: query.category === slug,
          }))}
        />
      </nav>
      <nav aria-label={t("filters.sortBy")} className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-700" aria-hidden>
          {t("filters.sortByColon")}
        </span>
        <LinkChips
          kind="sort"
          chips={CATALOGUE_SORTS.map(({ value }) => ({
            key: value,
            label: t(`sorts.${value}`),
            href: catalogueHref({ ...query, sort: value, page: 1 }),
            active: query.sort === value,
          }))}
        />
      </nav>
    </div>
  );
}
