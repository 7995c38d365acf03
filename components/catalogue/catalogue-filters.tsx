import type { Route } from "next";
import Form from "next/form";
import { Link } from "@/components/navigation/link";

import { LinkChips } from "@/components/catalogue/link-chips";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Icon } from "@/components/icons/icon";
import type { ActiveBike } from "@/lib/bikes/cookie";
import { bikeParam } from "@/lib/bikes/fitment";
import { cn } from "@/lib/utils";
import { CATALOGUE_SORTS, catalogueHref, type CatalogueQuery } from "@/lib/validations/catalogue";
import { CATEGORIES, MAX_SEARCH_LENGTH } from "@/lib/validations/limits";

/**
 * Search, category and sort, each a plain link or GET form, so every choice is a URL that
 * works without JavaScript and can be shared. A new search or filter starts at page 1.
 */
export function CatalogueFilters({
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
  return (
    <div className="mt-8 grid gap-5">
      {bikeName ? (
        <div className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink">
          <Icon name="bike" className="size-5 shrink-0 text-brand-700" />
          <p>
            Showing parts that fit the <strong>{bikeName}</strong>, and universal ones.{" "}
            <Link
              href={catalogueHref({ ...query, bike: undefined, page: 1 }) as Route}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Show everything
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
              Show only what fits my {chosenBike.label}
            </Link>
          </p>
        )
      )}
      <Form action="/tools" role="search" aria-label="Catalogue" className="flex max-w-xl gap-2">
        <label htmlFor="catalogue-q" className="sr-only">
          Search the catalogue
        </label>
        <Input
          id="catalogue-q"
          type="search"
          name="q"
          defaultValue={query.q ?? ""}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Search parts, accessories and tools"
          className="h-11"
        />
        {query.category && <input type="hidden" name="category" value={query.category} />}
        {query.bike && <input type="hidden" name="bike" value={bikeParam(query.bike)} />}
        {query.sort !== "newest" && <input type="hidden" name="sort" value={query.sort} />}
        <button type="submit" className={cn(buttonVariants(), "h-11")}>
          <Icon name="search" />
          Search
        </button>
      </Form>
      <nav aria-label="Categories">
        <LinkChips
          kind="category"
          chips={[{ slug: undefined, label: "All" }, ...CATEGORIES].map(({ slug, label }) => ({
            key: label,
            label,
            href: catalogueHref({ ...query, category: slug, page: 1 }),
            active: query.category === slug,
          }))}
        />
      </nav>
      <nav aria-label="Sort by" className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-700" aria-hidden>
          Sort by:
        </span>
        <LinkChips
          kind="sort"
          chips={CATALOGUE_SORTS.map(({ value, label }) => ({
            key: value,
            label,
            href: catalogueHref({ ...query, sort: value, page: 1 }),
            active: query.sort === value,
          }))}
        />
      </nav>
    </div>
  );
}
