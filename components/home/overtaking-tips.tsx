import { getTranslations } from "next-intl/server";

import { overtakingTips } from "@/config/home";
import { formatNumber } from "@/lib/i18n/format";
import { pageLocale } from "@/lib/i18n/server";
import { SectionHeading } from "@/components/home/section-heading";

export async function OvertakingTips() {
  const t = await getTranslations("home.tips");
  const locale = await pageLocale();
  return (
    <section aria-labelledby="tips-title" className="bg-slate-50 py-20">
      <div className="container-page">
        <SectionHeading id="tips-title" eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
        <ol className="mx-auto mt-12 grid max-w-5xl gap-4 md:grid-cols-2">
          {overtakingTips.map((tip, index) => (
            <li key={tip} className="flex gap-4 rounded-xl border bg-background p-5 shadow-sm">
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                aria-hidden
              >
                {formatNumber(index + 1, locale)}
              </span>
              <p className="leading-7 text-slate-700">{t(`items.${tip}`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
