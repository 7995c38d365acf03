import Link from "next/link";
import type { Route } from "next";

import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/utils";
import { catalogueHref, type CatalogueQuery } from "@/lib/validations/catalogue";

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

export function CataloguePagination({ query, total }: { query: CatalogueQuery; total: number }) {
  const last = Math.ceil(total / query.limit);
  if (last <= 1 || query.page > last) return null;
  const href = (page: number) => catalogueHref({ ...query, page }) as Route;
  const step = cn(buttonVariants({ variant: "outline" }), "min-w-10 px-3");
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {query.page > 1 && (
        <Link href={href(query.page - 1)} rel="prev" className={step}>
          Previous
        </Link>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {pageNumbers(query.page, last).map((page, index) =>
          page === "gap" ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                aria-label={`Page ${page}`}
                aria-current={page === query.page ? "page" : undefined}
                className={cn(
                  step,
                  page === query.page && "border-brand-700 bg-brand-700 text-white hover:bg-brand-800",
                )}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {query.page < last && (
        <Link href={href(query.page + 1)} rel="next" className={step}>
          Next
        </Link>
      )}
    </nav>
  );
}
