import { getTranslations } from "next-intl/server";

import { trustCounter } from "@/config/home";
import { TrustCounterNumber } from "@/components/home/trust-counter-number";
import { formatNumber } from "@/lib/i18n/format";
import { pageLocale } from "@/lib/i18n/server";

export async function TrustCounter() {
  const t = await getTranslations("home.trust");
  const locale = await pageLocale();
  const to = formatNumber(trustCounter.to, locale);
  return (
    <section aria-labelledby="trust-title" className="bg-brand-700 text-white">
      <div className="container-page flex flex-col items-center gap-2 py-12 text-center sm:flex-row sm:justify-center sm:gap-6">
        <p className="text-4xl font-extrabold tabular-nums sm:text-6xl" data-testid="trust-counter">
          <span className="sr-only">{to}</span>
          <TrustCounterNumber from={formatNumber(trustCounter.from, locale)} to={to} />
          <span aria-hidden>+</span>
        </p>
        <h2 id="trust-title" className="text-lg font-semibold text-brand-100 sm:text-2xl">
          {t("title")}
        </h2>
      </div>
    </section>
  );
}
