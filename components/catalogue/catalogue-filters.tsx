import Link from "next/link";
import Form from "next/form";
import type { Route } from "next";

import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { SearchIcon } from "@/components/icons/menu-icons";
import { cn } from "@/lib/utils";
import {
  CATALOGUE_SORTS,
  CATEGORIES,
  MAX_SEARCH_LENGTH,
  catalogueHref,
  type CatalogueQuery,
} from "@/lib/validations/catalogue";

const chip =
  "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * Search, category and sort, each a plain link or GET form, so every choice is a URL that
 * works without JavaScript and can be shared. A new search or filter starts at page 1.
 */
export function CatalogueFilters({ query }: { query: CatalogueQuery }) {
  return (
    <div className="mt-8 grid gap-5">
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
        {query.sort !== "newest" && <input type="hidden" name="sort" value={query.sort} />}
        <button type="submit" className={cn(buttonVariants(), "h-11")}>
          <SearchIcon />
          Search
        </button>
      </Form>
      <nav aria-label="Categories">
        <ul className="flex flex-wrap gap-2">
          {[{ slug: undefined, label: "All" }, ...CATEGORIES].map(({ slug, label }) => {
            const active = query.category === slug;
            return (
              <li key={label}>
                <Link
                  href={catalogueHref({ ...query, category: slug, page: 1 }) as Route}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    chip,
                    active
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "bg-background text-slate-700 hover:bg-accent",
                  )}
                >
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-label="Sort by" className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-700" aria-hidden>
          Sort by:
        </span>
        <ul className="flex flex-wrap gap-2">
          {CATALOGUE_SORTS.map(({ value, label }) => {
            const active = query.sort === value;
            return (
              <li key={value}>
                <Link
                  href={catalogueHref({ ...query, sort: value, page: 1 }) as Route}
                  aria-current={active ? "true" : undefined}
                  className={cn(
                    chip,
                    "min-h-9 px-3",
                    active ? "border-ink bg-ink text-white" : "bg-background text-slate-700 hover:bg-accent",
                  )}
                >
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
