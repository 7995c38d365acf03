import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AddBikeForm } from "@/components/bikes/add-bike-form";
import { PageHeader } from "@/components/dashboard/page-header";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { yearSpan } from "@/lib/bikes/fitment";
import { listBikeMakes } from "@/lib/data/bikes";
import { ClientMessages } from "@/lib/i18n/client";
import { formatNumber } from "@/lib/i18n/format";
import { pageLocale, pickMessages } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard.bikes");
  return { title: t("title") };
}

/** The bike list riders choose from and products are fitted to; the admin adds models. */
export default async function BikesPage() {
  await requireAdminPage();
  const [t, locale, makes] = await Promise.all([getTranslations("dashboard.bikes"), pageLocale(), listBikeMakes()]);
  const models = makes.flatMap((make) => make.models.map((model) => ({ ...model, make })));
  return (
    <ClientMessages messages={pickMessages(locale, "dashboard", "validation")}>
      <PageHeader title={t("title")} description={t("description", { count: models.length })} />
      <section aria-labelledby="add-bike" className="mb-8 max-w-3xl rounded-xl border p-5">
        <h2 id="add-bike" className="mb-4 text-lg font-bold text-ink">
          {t("addHeading")}
        </h2>
        <AddBikeForm />
      </section>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("table.maker")}</TableHead>
            <TableHead>{t("table.model")}</TableHead>
            <TableHead>{t("table.years")}</TableHead>
            <TableHead className="text-right">{t("table.engine")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {models.map((model) => (
            <TableRow key={`${model.make.make}/${model.model}`}>
              <TableCell>{model.make.name}</TableCell>
              <TableCell className="font-semibold">{model.name}</TableCell>
              <TableCell>{yearSpan(model.years)}</TableCell>
              <TableCell className="text-right">{t("engineSize", { cc: formatNumber(model.cc, locale) })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ClientMessages>
  );
}
