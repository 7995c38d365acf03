import { getTranslations } from "next-intl/server";

import { serviceStats } from "@/config/home";
import { SectionHeading } from "@/components/home/section-heading";

export async function ServiceStats() {
  const t = await getTranslations("home.service");
  return (
    <section aria-labelledby="service-title" className="bg-ink py-20">
      <div className="container-page">
        <SectionHeading id="service-title" tone="light" eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
        <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {serviceStats.map((stat) => (
            <div key={stat} className="rounded-xl border border-white/10 bg-white/5 px-3 py-6 text-center sm:px-6">
              <dt className="text-sm font-semibold uppercase tracking-wider text-slate-300">
                {t(`stats.${stat}.label`)}
              </dt>
              {/* Tight lines and smaller on phones: Bangla figures ("২.২ লাখ কোটি+") take two lines there. */}
              <dd className="mt-2 text-3xl leading-tight font-extrabold text-balance text-white sm:text-4xl">
                {t(`stats.${stat}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
