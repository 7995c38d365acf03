import type { Metadata, Route } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/navigation/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { PageHeader } from "@/components/dashboard/page-header";
import { DeleteToolButton } from "@/components/products/delete-tool-button";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { findTools } from "@/lib/data/tools";
import { ClientMessages } from "@/lib/i18n/client";
import { formatNumber } from "@/lib/i18n/format";
import { pageLocale, pickMessages } from "@/lib/i18n/server";
import { StaticImage } from "@/components/ui/static-image";
import { StockBadge } from "@/components/tools/stock-badge";
import { ProductPrice } from "@/components/money/product-price";
import { Pagination, redirectPastEnd } from "@/components/navigation/pagination";
import { SearchForm } from "@/components/forms/search-form";
import { catalogueQueryFromSearchParams } from "@/lib/validations/catalogue";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("products.manage");
  return { title: t("title"), robots: { index: false } };
}

/** Products on one page of Manage products: a shop of hundreds stays one quick page at a time. */
const PAGE_SIZE = 20;

function pageHref(q: string | undefined, page: number): Route {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return (search ? `/manageproducts?${search}` : "/manageproducts") as Route;
}

/** Every product, newest first, a page at a time, searchable by name or description (the catalogue's search). */
export default async function ManageProductsPage({ searchParams }: PageProps<"/[locale]/manageproducts">) {
  await requireAdminPage();
  const params = await searchParams;
  const query = { ...catalogueQueryFromSearchParams({ q: params.q, page: params.page }), limit: PAGE_SIZE };
  const [t, locale, { tools, total }] = await Promise.all([
    getTranslations("products.manage"),
    pageLocale(),
    findTools(query),
  ]);
  await redirectPastEnd(query.page, Math.ceil(total / PAGE_SIZE), (page) => pageHref(query.q, page));
  return (
    <ClientMessages messages={pickMessages(locale, "products")}>
      <div className="container-page py-10">
        <PageHeader
          title={t("title")}
          description={t("description", { count: total })}
          action={
            <Link href="/dashboard/addProducts" className={buttonVariants()}>
              {t("add")}
            </Link>
          }
        />
        <SearchForm
          path="/manageproducts"
          id="product-search"
          q={query.q}
          texts={{ label: t("search"), placeholder: t("searchPlaceholder"), find: t("find"), clear: t("clear") }}
        />
        {tools.length === 0 ? (
          <div className="rounded-xl border border-dashed p-10 text-center">
            <p className="text-slate-600">{query.q ? t("noMatch", { q: query.q }) : t("empty")}</p>
          </div>
        ) : (
          <ul aria-label={t("listLabel")} className="grid gap-3">
            {tools.map((tool) => (
              <li
                key={tool._id}
                className="flex flex-wrap items-center gap-4 rounded-xl border bg-card p-3 shadow-sm sm:flex-nowrap"
              >
                <StaticImage
                  src={tool.image}
                  alt={tool.name}
                  width={96}
                  height={72}
                  className="aspect-[4/3] w-20 shrink-0 rounded-md bg-slate-100 object-cover sm:w-24"
                />
                <div className="min-w-0 flex-1 basis-40">
                  <h2 className="font-bold text-ink wrap-anywhere">
                    <Link href={`/tools/${tool._id}`} className="hover:text-brand-700 hover:underline">
                      {tool.name}
                    </Link>
                  </h2>
                  <p className="mt-1 line-clamp-1 text-sm text-slate-600">{tool.shortDescription}</p>
                  <StockBadge tool={tool} className="mt-1" />
                </div>
                <dl className="grid grid-cols-3 gap-x-5 gap-y-1 text-sm sm:w-80 sm:shrink-0">
                  <div>
                    <dt className="text-slate-500">{t("price")}</dt>
                    <dd className="font-semibold text-ink">
                      <ProductPrice dollars={tool.price} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">{t("inStock")}</dt>
                    <dd className="font-semibold text-ink">{formatNumber(tool.availableQuantity, locale)}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">{t("minOrder")}</dt>
                    <dd className="font-semibold text-ink">{formatNumber(tool.orderQuantity, locale)}</dd>
                  </div>
                </dl>
                {/* On phones the button sits on the left, clear of the chat button in the corner. */}
                <div className="flex gap-2 sm:ml-auto">
                  <Link
                    href={`/manageproducts/${tool._id}`}
                    className={buttonVariants({ size: "sm", variant: "outline" })}
                    aria-label={t("editLabel", { name: tool.name })}
                  >
                    {t("edit")}
                  </Link>
                  <DeleteToolButton toolId={tool._id} toolName={tool.name} />
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={query.page} last={Math.ceil(total / PAGE_SIZE)} href={(page) => pageHref(query.q, page)} />
      </div>
    </ClientMessages>
  );
}
