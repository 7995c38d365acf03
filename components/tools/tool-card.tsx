import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";
import type { Tool } from "@/lib/data/tools";
import { formatCount } from "@/lib/i18n/format";
import { pageLocale } from "@/lib/i18n/server";
import { stockLevel } from "@/lib/stock";
import { messagesFor } from "@/messages";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { ProductPrice } from "@/components/money/product-price";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card } from "@/components/ui/card";
import { StaticImage } from "@/components/ui/static-image";
import { StockBadge } from "@/components/tools/stock-badge";
import { Icon } from "@/components/icons/icon";

/** A product in a grid; `priority` for the first card when it is the page's largest paint. */
export async function ToolCard({
  tool,
  priority = false,
  fitNote,
}: {
  tool: Tool;
  priority?: boolean;
  /** How the product fits the bike the list is narrowed to. */
  fitNote?: string;
}) {
  const [t, locale] = await Promise.all([getTranslations("tool.card"), pageLocale()]);
  return (
    <Card className="w-full overflow-hidden">
      <StaticImage
        src={tool.image}
        alt={tool.name}
        width={600}
        height={450}
        priority={priority}
        className="aspect-[4/3] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-bold text-ink wrap-anywhere">{tool.name}</h3>
        <StockBadge tool={tool} />
        {fitNote && (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
            <Icon name="check" className="size-4" />
            {fitNote}
          </p>
        )}
        <p className="line-clamp-3 text-sm leading-6 text-slate-600">{tool.shortDescription}</p>
        <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-slate-500">{t("orderQuantity")}</dt>
            <dd className="font-semibold text-ink">{formatCount(tool.orderQuantity, locale)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("available")}</dt>
            <dd className="font-semibold text-ink">{formatCount(tool.availableQuantity, locale)}</dd>
          </div>
        </dl>
        <div className="grid gap-3 border-t pt-4">
          <p className="text-2xl font-extrabold text-brand-700">
            <ProductPrice dollars={tool.price} />
            <span className="text-sm font-medium text-slate-500">{t("perUnit")}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Link
              href={`/tools/${tool._id}`}
              className={buttonVariants()}
              aria-label={t("buyNowLabel", { name: tool.name })}
            >
              {t("buyNow")}
            </Link>
            <AddToCartButton
              toolId={tool._id}
              name={tool.name}
              quantity={tool.orderQuantity}
              disabled={stockLevel(tool) === "out"}
              text={messagesFor(locale).cart.add}
              className={buttonVariants({ variant: "outline" })}
            />
          </div>
        </div>
      </div>
    </Card>
  );
}
