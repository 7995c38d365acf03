import { getTranslations } from "next-intl/server";

import { Icon } from "@/components/icons/icon";
import { benefits } from "@/config/home";

export async function BenefitsStrip() {
  const t = await getTranslations("home.benefits");
  return (
    <section aria-label={t("label")} className="border-y bg-background">
      <ul className="container-page grid gap-6 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li key={benefit.key} className="flex items-center gap-4">
            <Icon name={benefit.icon} className="size-9 shrink-0 text-brand-600" />
            <div>
              <p className="font-bold text-ink">{t(`items.${benefit.key}.title`)}</p>
              <p className="text-sm text-slate-600">{t(`items.${benefit.key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
