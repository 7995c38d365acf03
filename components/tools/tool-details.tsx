import { getTranslations } from "next-intl/server";

import type { Tool } from "@/lib/data/tools";
import { cn } from "@/lib/utils";
import { formatCount } from "@/lib/i18n/format";
import { pageLocale } from "@/lib/i18n/server";
import { StaticImage } from "@/components/ui/static-image";
import { StockBadge } from "@/components/tools/stock-badge";
import { FitmentNote } from "@/components/bikes/fitment-note";
import { ProductPrice } from "@/components/money/product-price";

/** The tool's picture and facts, beside the order form on the tool page. */
export async function ToolDetails({
  tool,
  email,
  headingLevel = 1,
}: {
  tool: Tool;
  /** The signed-in rider, whose bike the fitment speaks of. */
  email: string;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const [t, locale] = await Promise.all([getTranslations("tool.details"), pageLocale()]);
  return (
    <div className="grid content-start gap-6">
      <StaticImage
        src={tool.image}
        alt={tool.name}
        width={600}
        height={450}
        priority
        className="aspect-[4/3] w-full rounded-2xl bg-slate-100 object-cover"
      />
      <div>
        <Heading className="text-3xl font-extrabold text-ink wrap-anywhere">{tool.name}</Heading>
        <StockBadge tool={tool} className="mt-2" />
        <p className="mt-3 leading-7 text-slate-600">{tool.shortDescription}</p>
      </div>
      {/* The price with its taka needs a row of its own on phones; each amount stays on one line. */}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {[
          { label: t("price"), value: <ProductPrice dollars={tool.price} />, wide: true },
          { label: t("minimumOrder"), value: formatCount(tool.orderQuantity, locale) },
          { label: t("available"), value: formatCount(tool.availableQuantity, locale) },
        ].map((fact) => (
          <div
            key={fact.label}
            className={cn("min-w-0 rounded-xl border bg-slate-50 p-4", fact.wide && "col-span-2 sm:col-span-1")}
          >
            <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">{fact.label}</dt>
            <dd className="mt-1 text-xl font-extrabold text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <FitmentNote fitment={tool} email={email} />
    </div>
  );
}
