import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { portfolio } from "@/config/portfolio";
import { languageAlternates } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("home.portfolio");
  return {
    title: t("metadata.title"),
    description: t("headline"),
    alternates: languageAlternates("/profolio", await pageLocale()),
  };
}

export default async function PortfolioPage() {
  const t = await getTranslations("home.portfolio");
  return (
    <div className="py-14">
      <header className="container-page max-w-4xl text-center">
        <p className="text-sm font-bold uppercase tracking-widest text-brand-700">{t("eyebrow")}</p>
        <h1 className="mt-2 text-4xl font-extrabold text-ink sm:text-5xl">{t("headline")}</h1>
        {portfolio.intro.map((paragraph) => (
          <p key={paragraph} className="mt-5 text-lg leading-8 text-slate-600">
            {t(`intro.${paragraph}`)}
          </p>
        ))}
      </header>

      <dl className="container-page mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {portfolio.stats.map((stat) => (
          <div key={stat} className="min-w-0 rounded-xl bg-ink px-3 py-6 text-center sm:px-6">
            <dt className="text-sm font-semibold text-slate-300">{t(`stats.${stat}.label`)}</dt>
            <dd className="mt-2 text-2xl font-extrabold text-white sm:text-3xl">{t(`stats.${stat}.value`)}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="milestones-title" className="container-page mt-16 max-w-4xl">
        <h2 id="milestones-title" className="text-3xl font-extrabold text-ink">
          {t("milestonesTitle")}
        </h2>
        <ol className="mt-8 space-y-8 border-l-2 border-brand-200 pl-6">
          {portfolio.milestones.map((milestone) => (
            <li key={milestone} className="relative">
              <span
                className="absolute -left-[33px] top-1 size-4 rounded-full border-4 border-background bg-brand-600"
                aria-hidden
              />
              <p className="text-sm font-bold text-brand-700">{t(`milestones.${milestone}.year`)}</p>
              <h3 className="text-lg font-bold text-ink">{t(`milestones.${milestone}.title`)}</h3>
              <p className="mt-1 leading-7 text-slate-600">{t(`milestones.${milestone}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="capabilities" aria-labelledby="capabilities-title" className="mt-16 bg-slate-50 py-16">
        <div className="container-page">
          <h2 id="capabilities-title" className="text-3xl font-extrabold text-ink">
            {t("capabilitiesTitle")}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {portfolio.capabilities.map((capability) => (
              <li key={capability} className="rounded-xl border bg-background p-6 shadow-sm">
                <h3 className="text-lg font-bold text-ink">{t(`capabilities.${capability}.title`)}</h3>
                <p className="mt-2 leading-7 text-slate-600">{t(`capabilities.${capability}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="projects-title" className="container-page mt-16">
        <h2 id="projects-title" className="text-3xl font-extrabold text-ink">
          {t("projectsTitle")}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {portfolio.projects.map((project) => (
            <li key={project} className="rounded-xl border p-6">
              <p className="text-sm font-semibold text-brand-700">{t(`projects.${project}.client`)}</p>
              <h3 className="mt-1 text-lg font-bold text-ink">{t(`projects.${project}.title`)}</h3>
              <p className="mt-2 leading-7 text-slate-600">{t(`projects.${project}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
