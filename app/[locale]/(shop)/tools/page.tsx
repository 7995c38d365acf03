import type { Metadata } from "next";
import { cookies } from "next/headers";

import { CatalogueFilters } from "@/components/catalogue/catalogue-filters";
import { CataloguePagination } from "@/components/catalogue/catalogue-pagination";
import { CatalogueResults } from "@/components/catalogue/catalogue-results";
import { FetchFailed, readOrNull } from "@/components/home/fetch-failed";
import { BIKE_COOKIE, readBikeCookie } from "@/lib/bikes/cookie";
import { bikeLabels, isKnownBike } from "@/lib/bikes/directory";
import { cachedBikeMakes, cachedCataloguePage } from "@/lib/data/catalogue";
import {
  catalogueHref,
  catalogueQueryFromSearchParams,
  categoryLabel,
  type CatalogueQuery,
} from "@/lib/validations/catalogue";

/** The query in the URL, and the bike it names (a bike the list does not know is left out, like any stale parameter). */
async function readQuery(searchParams: PageProps<"/[locale]/tools">["searchParams"]) {
  const query = catalogueQueryFromSearchParams(await searchParams);
  if (!query.bike) return { query, bikeName: undefined };
  const makes = await cachedBikeMakes();
  if (!isKnownBike(makes, query.bike)) return { query: { ...query, bike: undefined }, bikeName: undefined };
  return { query, bikeName: bikeLabels(makes, query.bike) };
}

function headingOf(query: CatalogueQuery, bikeName?: { full: string }): string {
  const what = query.category ? categoryLabel(query.category) : "All parts, accessories and tools";
  return bikeName ? `${query.category ? what : "Parts, accessories and tools"} for the ${bikeName.full}` : what;
}

export async function generateMetadata({ searchParams }: PageProps<"/[locale]/tools">): Promise<Metadata> {
  const { query, bikeName } = await readQuery(searchParams);
  const category = query.category ? categoryLabel(query.category) : undefined;
  return {
    title: bikeName ? headingOf(query, bikeName) : category ? `${category}: the catalogue` : "The catalogue",
    description:
      "Every MotoForge motorcycle part, accessory, workshop tool and piece of safety gear, with prices in US dollars.",
    // A category is a page of its own; a search, a bike, a sort or a page number is the same catalogue.
    alternates: { canonical: catalogueHref({ category: query.category }) },
    ...((query.q || query.bike) && { robots: { index: false, follow: true } }),
  };
}

/** The public catalogue: search, category, bike, sort and page all in the URL, answered by the database. */
export default async function CataloguePage({ searchParams }: PageProps<"/[locale]/tools">) {
  const { query, bikeName } = await readQuery(searchParams);
  const result = await readOrNull(() => cachedCataloguePage(query), "the catalogue");
  // The URL decides; the bike chosen in this browser is offered when the URL names none.
  const chosen = query.bike ? null : readBikeCookie((await cookies()).get(BIKE_COOKIE)?.value);
  return (
    <div className="container-page py-12">
      <header className="max-w-3xl">
        <p className="text-sm font-bold uppercase tracking-widest text-brand-700">Catalogue</p>
        <h1 className="mt-2 text-3xl font-extrabold text-ink sm:text-4xl">{headingOf(query, bikeName)}</h1>
        <p className="mt-3 text-base leading-7 text-slate-600">
          Made and tested in Dhaka. Search by name or what it fits, narrow down by category and sort by price.
        </p>
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
