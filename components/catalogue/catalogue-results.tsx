import type { Route } from "next";
import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";

import { siteConfig } from "@/config/site";
import { env } from "@/lib/env";
import { buttonVariants } from "@/components/ui/button-variants";
import { JsonLd } from "@/components/seo/json-ld";
import { ToolCard } from "@/components/tools/tool-card";
import type { Tool } from "@/lib/data/tools";
import { formatCount } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/server";
import { catalogueHref, type CatalogueQuery } from "@/lib/validations/catalogue";

type Translate = Awaited<ReturnType<typeof getTranslations<"catalogue">>>;

/** "1–12 of 14 products", "No safety gear matching “chain”", in the page's language. */
function summary(t: Translate, locale: Locale, query: CatalogueQuery, shown: number, total: number): string {
  const kind = query.category ?? "products";
  const matching = query.q ? t("results.matching", { q: query.q }) : "";
  const what = t(`results.what.${kind}`);
  if (total === 0) return t("results.none", { what, matching });
  const first = (query.page - 1) * query.limit + 1;
  if (shown === 0) return t("results.nonePage", { what, page: formatCount(query.page, locale), matching });
  return t("results.range", {
    first: formatCount(first, locale),
    last: formatCount(first + shown - 1, locale),
    count: t(`results.count.${kind}`, { count: total, n: formatCount(total, locale) }),
    matching,
  });
}

/** Structured data for search engines: the products on this page, with price and stock. */
function productList(t: Translate, locale: Locale, tools: Tool[], offset: number) {
  return {
    "@context": "https://schema.org",
    inLanguage: locale,
    "@type": "ItemList",
    itemListElement: tools.map((tool, index) => ({
      "@type": "ListItem",
      position: offset + index + 1,
      item: {
        "@type": "Product",
        name: tool.name,
        description: tool.shortDescription,
        image: new URL(tool.image, env().NEXT_PUBLIC_SITE_URL).toString(),
        ...(tool.category && { category: t(`categories.${tool.category}`) }),
        brand: { "@type": "Brand", name: siteConfig.name },
        offers: {
          "@type": "Offer",
          price: tool.price.toFixed(2),
          priceCurrency: "USD",
          availability:
            tool.availableQuantity >= tool.orderQuantity
              ? "https://schema.org/InStock"
              : "https://schema.org/OutOfStock",
        },
      },
    })),
  };
}

export async function CatalogueResults({
  query,
  tools,
  total,
  bikeName,
}: {
  query: CatalogueQuery;
  tools: Tool[];
  total: number;
  /** The bike the catalogue is narrowed to: each card says how it fits. */
  bikeName?: string;
}) {
  const [t, locale] = await Promise.all([getTranslations("catalogue"), pageLocale()]);
  const filtered = Boolean(query.q || query.category || query.bike);
  return (
    <section aria-labelledby="catalogue-results" className="mt-10">
      <h2 id="catalogue-results" className="text-lg font-bold text-ink" aria-live="polite">
        {summary(t, locale, query, tools.length, total)}
      </h2>
      {tools.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed bg-slate-50 p-8 text-center">
          <p className="text-base text-slate-700">{total === 0 ? t("results.empty") : t("results.pastEnd")}</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            {total > 0 && (
              <Link href={catalogueHref({ ...query, page: 1 }) as Route} className={buttonVariants()}>
                {t("results.backToFirst")}
              </Link>
            )}
            {filtered && (
              <Link href="/tools" className={buttonVariants({ variant: total > 0 ? "outline" : "default" })}>
                {t("results.clearFilters")}
              </Link>
            )}
          </div>
        </div>
      ) : (
        <>
          <JsonLd data={productList(t, locale, tools, (query.page - 1) * query.limit)} />
          <ul aria-label={t("results.products")} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {tools.map((tool, index) => (
              <li key={tool._id} className="flex">
                {/* On a phone the first picture is the largest thing in view. */}
                <ToolCard
                  tool={tool}
                  priority={index === 0}
                  fitNote={
                    bikeName &&
                    (tool.universal ? t("results.fitsEveryBike") : t("results.fitsYourBike", { bike: bikeName }))
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
