import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";

import { Card, CardContent } from "@/components/ui/card";
import { PageHeader } from "@/components/dashboard/page-header";
import { ProductForm } from "@/components/products/product-form";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { cachedBikeMakes } from "@/lib/data/catalogue";

export const metadata: Metadata = { title: "Add A Products" };

export default async function AddProductsPage() {
  await requireAdminPage();
  return (
    <>
      <PageHeader
        title="Add a product"
        description="New products lead the home page's collection as soon as they are added."
        action={
          <Link href="/manageproducts" className="text-sm font-semibold text-brand-700 hover:underline">
            Manage products
          </Link>
        }
      />
      <Card className="max-w-3xl">
        <CardContent className="pt-6">
          <ProductForm makes={await cachedBikeMakes()} />
        </CardContent>
      </Card>
    </>
  );
}
