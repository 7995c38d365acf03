import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/navigation/link";
import { notFound } from "next/navigation";

import { PageHeader } from "@/components/dashboard/page-header";
import { ProductEditor } from "@/components/products/product-editor";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { getTool } from "@/lib/data/tools";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("products.edit");
  return { title: t("metadataTitle"), robots: { index: false } };
}

/** The admin's product editor: every field of Add product, the current picture kept unless replaced. */
export default async function EditProductPage({ params }: PageProps<"/[locale]/manageproducts/[id]">) {
  await requireAdminPage();
  const tool = await getTool((await params).id);
  if (!tool) notFound();
  const t = await getTranslations("products.edit");
  return (
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
      <ProductEditor product={tool} />
    </div>
  );
}
