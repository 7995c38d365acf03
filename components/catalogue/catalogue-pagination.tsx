import type { Route } from "next";

import { Pagination } from "@/components/navigation/pagination";
import { catalogueHref, type CatalogueQuery } from "@/lib/validations/catalogue";

export function CataloguePagination({ query, total }: { query: CatalogueQuery; total: number }) {
  return (
    <Pagination
      page={query.page}
      last={Math.ceil(total / query.limit)}
      href={(page) => catalogueHref({ ...query, page }) as Route}
    />
  );
}
