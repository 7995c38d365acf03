import Form from "next/form";

import { LinkChips } from "@/components/catalogue/link-chips";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Icon } from "@/components/icons/icon";
import { cn } from "@/lib/utils";
import { CATALOGUE_SORTS, catalogueHref, type CatalogueQuery } from "@/lib/validations/catalogue";
import { CATEGORIES, MAX_SEARCH_LENGTH } from "@/lib/validations/limits";

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
