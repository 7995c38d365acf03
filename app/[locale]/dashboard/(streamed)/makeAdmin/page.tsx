import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { stackedOnPhones } from "@/components/ui/stacked-table";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { MakeAdminButton } from "@/components/dashboard/make-admin-button";
import { PageHeader } from "@/components/dashboard/page-header";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { SearchForm, searchPageHref } from "@/components/forms/search-form";
import { Pagination, redirectPastEnd } from "@/components/navigation/pagination";
import { findUsers } from "@/lib/data/users";
import { ClientMessages } from "@/lib/i18n/client";
import { formatNumber } from "@/lib/i18n/format";
import { pageLocale, pickMessages } from "@/lib/i18n/server";
import { lenientOrderListQuerySchema } from "@/lib/validations/order-list";
import { firstValue } from "@/lib/validations/search-params";
import { messagesFor } from "@/messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard.makeAdmin");
  return { title: t("title") };
}

/** Users on one page: a shop of thousands of customers stays one quick page at a time. */
const PAGE_SIZE = 50;

const pageHref = (q: string | undefined, page: number) => searchPageHref("/dashboard/makeAdmin", q, page);

/** Every user by address, a page at a time, found by the start of their address. */
export default async function MakeAdminPage({ searchParams }: PageProps<"/[locale]/dashboard/makeAdmin">) {
  await requireAdminPage();
  const params = await searchParams;
  const { page, q } = lenientOrderListQuerySchema.parse({ page: firstValue(params.page), q: firstValue(params.q) });
  const [t, locale, { users, total }] = await Promise.all([
    getTranslations("dashboard.makeAdmin"),
    pageLocale(),
    findUsers(page - 1, PAGE_SIZE, q),
  ]);
  await redirectPastEnd(page, Math.ceil(total / PAGE_SIZE), (last) => pageHref(q, last));
  const first = (page - 1) * PAGE_SIZE;
  return (
    <ClientMessages messages={pickMessages(locale, "dashboard")}>
      <PageHeader title={t("title")} description={t("description", { count: total })} />
      <SearchForm
        path="/dashboard/makeAdmin"
        id="user-search"
        q={q}
        texts={messagesFor(locale).dashboard.makeAdmin.search}
      />
      {total === 0 && q ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-slate-600">{t("search.noMatch", { q })}</p>
      ) : (
        <Table className={stackedOnPhones.table}>
          <TableHeader className="max-sm:sr-only">
            <TableRow>
              <TableHead className="w-16">#</TableHead>
              <TableHead>{t("table.email")}</TableHead>
              <TableHead>{t("table.name")}</TableHead>
              <TableHead className="text-right">{t("table.role")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody className={stackedOnPhones.body}>
            {users.map((user, index) => (
              <TableRow key={user._id} className={stackedOnPhones.row}>
                <TableCell data-label="#" className={stackedOnPhones.cell}>
                  {formatNumber(first + index + 1, locale)}
                </TableCell>
                <TableCell
                  data-label={t("table.email")}
                  className={`${stackedOnPhones.cell} font-medium wrap-anywhere`}
                >
                  {user.email}
                </TableCell>
                <TableCell
                  data-label={t("table.name")}
                  className={`${stackedOnPhones.cell} whitespace-normal wrap-anywhere sm:max-w-60`}
                >
                  {user.name ?? "—"}
                </TableCell>
                <TableCell data-label={t("table.role")} className={`${stackedOnPhones.cell} text-right`}>
                  {user.role === "admin" ? (
                    <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-bold text-brand-800">
                      {t("admin")}
                    </span>
                  ) : (
                    <MakeAdminButton email={user.email} />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination page={page} last={Math.ceil(total / PAGE_SIZE)} href={(to) => pageHref(q, to)} />
    </ClientMessages>
  );
}
