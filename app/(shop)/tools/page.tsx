import type { Metadata } from "next";

import { CatalogueFilters } from "@/components/catalogue/catalogue-filters";
import { CataloguePagination } from "@/components/catalogue/catalogue-pagination";
import { CatalogueResults } from "@/components/catalogue/catalogue-results";
import { FetchFailed, readOrNull } from "@/components/home/fetch-failed";
import { cachedCataloguePage } from "@/lib/data/catalogue";
import { catalogueHref, catalogueQueryFromSearchParams, categoryLabel } from "@/lib/validations/catalogue";

export async function generateMetadata({ searchParams }: PageProps<"/tools">): Promise<Metadata> {
  const query = catalogueQueryFromSearchParams(await searchParams);
  const category = query.category ? categoryLabel(query.category) : undefined;
  return {
    title: category ? `${category}: the catalogue` : "The catalogue",
    description:
      "Every MotoForge motorcycle part, accessory, workshop tool and piece of safety gear, with prices in US dollars.",
    // A category is a page of its own; a search, a sort or a page number is the same catalogue.
    alternates: { canonical: catalogueHref({ category: query.category }) },
    ...(query.q && { robots: { index: false, follow: true } }),
  };
}

/** The public catalogue: search, category, sort and page all in the URL, answered by the database. */
export default async function CataloguePage({ searchParams }: PageProps<"/tools">) {
  const query = catalogueQueryFromSearchParams(await searchParams);
  const result = await readOrNull(() => cachedCataloguePage(query), "the catalogue");
  const heading = query.category ? categoryLabel(query.category) : "All parts, accessories and tools";
  return (
    <div className="container-page py-12">
      <header className="max-w-3xl">
        <p className="text-sm font-bold uppercase tracking-widest text-brand-700">Catalogue</p>
        <h1 className="mt-2 text-3xl font-extrabold text-ink sm:text-4xl">{heading}</h1>
        <p className="mt-3 text-base leading-7 text-slate-600">
          Made and tested in Dhaka. Search by name or what it fits, narrow down by category and sort by price.
        </p>
      </header>
      <CatalogueFilters query={query} />
      {result ? (
        <>
          <CatalogueResults query={query} tools={result.tools} total={result.total} />
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
