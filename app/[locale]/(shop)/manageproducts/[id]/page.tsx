import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { notFound } from "next/navigation";

import { Card, CardContent } from "@/components/ui/card";
import { PageHeader } from "@/components/dashboard/page-header";
import { ProductForm } from "@/components/products/product-form";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { cachedBikeMakes } from "@/lib/data/catalogue";
import { getTool } from "@/lib/data/tools";

export const metadata: Metadata = { title: "Edit product", robots: { index: false } };

/** The admin's product editor: every field of Add product, the current picture kept unless replaced. */
export default async function EditProductPage({ params }: PageProps<"/[locale]/manageproducts/[id]">) {
  await requireAdminPage();
  const tool = await getTool((await params).id);
  if (!tool) notFound();
  return (
    <div className="container-page py-10">
      <PageHeader
        title={`Edit ${tool.name}`}
        description="Changes show in the shop at once; orders already placed keep their price."
        action={
          <Link href="/manageproducts" className="text-sm font-semibold text-brand-700 hover:underline">
            Back to Manage products
          </Link>
        }
      />
      <Card className="max-w-3xl">
        <CardContent className="pt-6">
          <ProductForm product={tool} makes={await cachedBikeMakes()} />
        </CardContent>
      </Card>
    </div>
  );
}
