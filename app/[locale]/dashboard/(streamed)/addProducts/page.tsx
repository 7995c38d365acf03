import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";

import { PageHeader } from "@/components/dashboard/page-header";
import { ProductEditor } from "@/components/products/product-editor";
import { requireAdminPage } from "@/lib/auth/page-guards";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("products.add");
  return { title: t("metadataTitle") };
}

export default async function AddProductsPage() {
  await requireAdminPage();
  const t = await getTranslations("products.add");
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        action={
          <Link href="/manageproducts" className="text-sm font-semibold text-brand-700 hover:underline">
            {t("manage")}
          </Link>
        }
      />
      <ProductEditor />
    </>
  );
}
