import { Card, CardContent } from "@/components/ui/card";
import { ProductForm } from "@/components/products/product-form";
import { cachedBikeMakes } from "@/lib/data/catalogue";
import { ClientMessages } from "@/lib/i18n/client";
import { pageLocale, pickMessages } from "@/lib/i18n/server";
import type { Tool } from "@/lib/data/tools";

/**
 * Add product's and Edit product's form in its card, with the texts it needs in the browser and
 * the bike makes a part can be marked to fit. Editing when given a `product`.
 */
export async function ProductEditor({ product }: { product?: Tool }) {
  const messages = pickMessages(await pageLocale(), "products", "catalogue", "validation");
  const makes = await cachedBikeMakes();
  return (
    <ClientMessages messages={messages}>
      <Card className="max-w-3xl">
        <CardContent className="pt-6">
          <ProductForm product={product} makes={makes} />
        </CardContent>
      </Card>
    </ClientMessages>
  );
}
