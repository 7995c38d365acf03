import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";

import { CatalogueFilters } from "@/components/catalogue/catalogue-filters";
import { CataloguePagination } from "@/components/catalogue/catalogue-pagination";
import { CatalogueResults } from "@/components/catalogue/catalogue-results";
import { FetchFailed, readOrNull } from "@/components/home/fetch-failed";
import { BIKE_COOKIE, readBikeCookie } from "@/lib/bikes/cookie";
import { bikeLabels, isKnownBike } from "@/lib/bikes/directory";
import { cachedBikeMakes, cachedCataloguePage } from "@/lib/data/catalogue";
import { languageAlternates } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/server";
import { catalogueHref, catalogueQueryFromSearchParams, type CatalogueQuery } from "@/lib/validations/catalogue";

/** The query in the URL, and the bike it names (a bike the list does not know is left out, like any stale parameter). */
async function readQuery(searchParams: PageProps<"/[locale]/tools">["searchParams"]) {
  const query = catalogueQueryFromSearchParams(await searchParams);
  if (!query.bike) return { query, bikeName: undefined };
  const makes = await cachedBikeMakes();
  if (!isKnownBike(makes, query.bike)) return { query: { ...query, bike: undefined }, bikeName: undefined };
  return { query, bikeName: bikeLabels(makes, query.bike) };
}

async function headingOf(query: CatalogueQuery, bikeName?: { full: string }): Promise<string> {
  const t = await getTranslations("catalogue");
  const category = query.category && t(`categories.${query.category}`);
  if (!bikeName) return category || t("heading.all");
  return category
    ? t("heading.categoryForBike", { category, bike: bikeName.full })
    : t("heading.allForBike", { bike: bikeName.full });
}

export async function generateMetadata({ searchParams }: PageProps<"/[locale]/tools">): Promise<Metadata> {
  const [{ query, bikeName }, t, locale] = await Promise.all([
    readQuery(searchParams),
    getTranslations("catalogue"),
    pageLocale(),
  ]);
  const category = query.category && t(`categories.${query.category}`);
  return {
    title: bikeName
      ? await headingOf(query, bikeName)
      : category
        ? t("metadata.categoryTitle", { category })
        : t("metadata.title"),
    description: t("metadata.description"),
    // A category is a page of its own; a search, a bike, a sort or a page number is the same catalogue.
    alternates: languageAlternates(catalogueHref({ category: query.category }), locale),
    ...((query.q || query.bike) && { robots: { index: false, follow: true } }),
  };
}

/** The public catalogue: search, category, bike, sort and page all in the URL, answered by the database. */
export default async function CataloguePage({ searchParams }: PageProps<"/[locale]/tools">) {
  const [{ query, bikeName }, t] = await Promise.all([readQuery(searchParams), getTranslations("catalogue")]);
  const result = await readOrNull(() => cachedCataloguePage(query), "the catalogue");
  // The URL decides; the bike chosen in this browser is offered when the URL names none.
  const chosen = query.bike ? null : readBikeCookie((await cookies()).get(BIKE_COOKIE)?.value);
  return (
    <div className="container-page py-12">
      <header className="max-w-3xl">
        <p className="text-sm font-bold uppercase tracking-widest text-brand-700">{t("eyebrow")}</p>
        <h1 className="mt-2 text-3xl font-extrabold text-ink sm:text-4xl">{await headingOf(query, bikeName)}</h1>
        <p className="mt-3 text-base leading-7 text-slate-600">{t("intro")}</p>
      </header>
      <CatalogueFilters query={query} bikeName={bikeName?.full} chosenBike={chosen ?? undefined} />
      {result ? (
        <>
          <CatalogueResults query={query} tools={result.tools} total={result.total} bikeName={bikeName?.short} />
          <CataloguePagination query={query} total={result.total} />
        </>
      ) : (
        <div className="mt-10">
          <FetchFailed />
        </div>
      )}
    </div>
  );
}
