import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/navigation/link";
import { notFound } from "next/navigation";

import { Card, CardContent } from "@/components/ui/card";
import { PageHeader } from "@/components/dashboard/page-header";
import { ProductForm } from "@/components/products/product-form";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { cachedBikeMakes } from "@/lib/data/catalogue";
import { getTool } from "@/lib/data/tools";
import { ClientMessages } from "@/lib/i18n/client";
import { pageLocale, pickMessages } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("products.edit");
  return { title: t("metadataTitle"), robots: { index: false } };
}

/** The admin's product editor: every field of Add product, the current picture kept unless replaced. */
export default async function EditProductPage({ params }: PageProps<"/[locale]/manageproducts/[id]">) {
  await requireAdminPage();
  const tool = await getTool((await params).id);
  if (!tool) notFound();
  const [t, locale] = await Promise.all([getTranslations("products.edit"), pageLocale()]);
  return (
    <ClientMessages messages={await pickMessages(locale, "products", "catalogue", "validation")}>
      <div className="container-page py-10">
        <PageHeader
          title={t("title", { name: tool.name })}
          description={t("description")}
          action={
            <Link href="/manageproducts" className="text-sm font-semibold text-brand-700 hover:underline">
              {t("back")}
            </Link>
          }
        />
        <Card className="max-w-3xl">
          <CardContent className="pt-6">
            <ProductForm product={tool} makes={await cachedBikeMakes()} />
          </CardContent>
        </Card>
      </div>
    </ClientMessages>
  );
}
