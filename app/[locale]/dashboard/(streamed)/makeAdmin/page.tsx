import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { MakeAdminButton } from "@/components/dashboard/make-admin-button";
import { PageHeader } from "@/components/dashboard/page-header";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { listUsers } from "@/lib/data/users";
import { ClientMessages } from "@/lib/i18n/client";
import { formatNumber } from "@/lib/i18n/format";
import { pageLocale, pickMessages } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard.makeAdmin");
  return { title: t("title") };
}

export default async function MakeAdminPage() {
  await requireAdminPage();
  const [t, locale, users] = await Promise.all([getTranslations("dashboard.makeAdmin"), pageLocale(), listUsers()]);
  return (
    <ClientMessages messages={pickMessages(locale, "dashboard")}>
      <PageHeader title={t("title")} description={t("description", { count: users.length })} />
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-16">#</TableHead>
            <TableHead>{t("table.email")}</TableHead>
            <TableHead>{t("table.name")}</TableHead>
            <TableHead className="text-right">{t("table.role")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user, index) => (
            <TableRow key={user._id}>
              <TableCell>{formatNumber(index + 1, locale)}</TableCell>
              <TableCell className="font-medium">{user.email}</TableCell>
              <TableCell>{user.name ?? "—"}</TableCell>
              <TableCell className="text-right">
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
    </ClientMessages>
  );
}
