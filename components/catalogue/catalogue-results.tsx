import { Link } from "@/components/navigation/link";
import type { Route } from "next";

import { siteConfig } from "@/config/site";
import { env } from "@/lib/env";
import { buttonVariants } from "@/components/ui/button-variants";
import { JsonLd } from "@/components/seo/json-ld";
import { ToolCard } from "@/components/tools/tool-card";
import type { Tool } from "@/lib/data/tools";
import { catalogueHref, categoryLabel, type CatalogueQuery } from "@/lib/validations/catalogue";

function summary(query: CatalogueQuery, shown: number, total: number): string {
  const what = query.category ? categoryLabel(query.category).toLowerCase() : "products";
  const matching = query.q ? ` matching “${query.q}”` : "";
  if (total === 0) return `No ${what}${matching}`;
  const first = (query.page - 1) * query.limit + 1;
  if (shown === 0) return `No ${what} on page ${query.page}${matching}`;
  return `${first}–${first + shown - 1} of ${total} ${what}${matching}`;
}

/** Structured data for search engines: the products on this page, with price and stock. */
function productList(tools: Tool[], offset: number) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: tools.map((tool, index) => ({
      "@type": "ListItem",
      position: offset + index + 1,
      item: {
        "@type": "Product",
        name: tool.name,
        description: tool.shortDescription,
        image: new URL(tool.image, env().NEXT_PUBLIC_SITE_URL).toString(),
        ...(tool.category && { category: categoryLabel(tool.category) }),
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

export function CatalogueResults({
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
  const filtered = Boolean(query.q || query.category || query.bike);
  return (
    <section aria-labelledby="catalogue-results" className="mt-10">
      <h2 id="catalogue-results" className="text-lg font-bold text-ink" aria-live="polite">
        {summary(query, tools.length, total)}
      </h2>
      {tools.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed bg-slate-50 p-8 text-center">
          <p className="text-base text-slate-700">
            {total === 0
              ? "Nothing in the catalogue matches these filters."
              : "This page is past the end of the results."}
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            {total > 0 && (
              <Link href={catalogueHref({ ...query, page: 1 }) as Route} className={buttonVariants()}>
                Back to page 1
              </Link>
            )}
            {filtered && (
              <Link href="/tools" className={buttonVariants({ variant: total > 0 ? "outline" : "default" })}>
                Clear filters
              </Link>
            )}
          </div>
        </div>
      ) : (
        <>
          <JsonLd data={productList(tools, (query.page - 1) * query.limit)} />
          <ul aria-label="Products" className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {tools.map((tool, index) => (
              <li key={tool._id} className="flex">
                {/* On a phone the first picture is the largest thing in view. */}
                <ToolCard
                  tool={tool}
                  priority={index === 0}
                  fitNote={bikeName && (tool.universal ? "Fits every bike" : `Fits your ${bikeName}`)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
