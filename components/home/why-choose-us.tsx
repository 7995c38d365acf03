import { getTranslations } from "next-intl/server";

import { Icon } from "@/components/icons/icon";
import { whyChooseUs } from "@/config/home";
import { SectionHeading } from "@/components/home/section-heading";

export async function WhyChooseUs() {
  const t = await getTranslations("home.why");
  return (
    <section id="why-choose-us" aria-labelledby="why-title" className="bg-slate-50 py-20">
      <div className="container-page">
        <SectionHeading id="why-title" eyebrow={t("eyebrow")} title={t("title")} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {whyChooseUs.map((reason) => (
            <li key={reason.key} className="rounded-2xl border bg-background p-8 text-center shadow-sm">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <Icon name={reason.icon} className="size-7" />
              </span>
              <h3 className="mt-5 text-xl font-bold text-ink">{t(`items.${reason.key}.title`)}</h3>
              <p className="mt-3 leading-7 text-slate-600">{t(`items.${reason.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
