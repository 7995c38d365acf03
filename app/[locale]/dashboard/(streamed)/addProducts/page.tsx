import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";

import { Card, CardContent } from "@/components/ui/card";
import { PageHeader } from "@/components/dashboard/page-header";
import { ProductForm } from "@/components/products/product-form";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { cachedBikeMakes } from "@/lib/data/catalogue";
import { ClientMessages } from "@/lib/i18n/client";
import { pageLocale, pickMessages } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("products.add");
  return { title: t("metadataTitle") };
}

export default async function AddProductsPage() {
  await requireAdminPage();
  const [t, locale] = await Promise.all([getTranslations("products.add"), pageLocale()]);
  return (
    <ClientMessages messages={await pickMessages(locale, "products", "catalogue", "validation")}>
      <PageHeader
        title={t("title")}
        description={t("description")}
        action={
          <Link href="/manageproducts" className="text-sm font-semibold text-brand-700 hover:underline">
            {t("manage")}
          </Link>
        }
      />
      <Card className="max-w-3xl">
        <CardContent className="pt-6">
          <ProductForm makes={await cachedBikeMakes()} />
        </CardContent>
      </Card>
    </ClientMessages>
  );
}
