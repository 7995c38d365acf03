import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";
import { footerColumns, siteConfig } from "@/config/site";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { SiteLogo } from "@/components/layout/site-logo";
import { SocialLinks } from "@/components/layout/social-links";
import { intlTag } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/server";

export async function SiteFooter() {
  const locale = await pageLocale();
  const t = await getTranslations("layout");
  // A year is written without a thousands separator, in the language's digits (২০২৬).
  const year = new Intl.NumberFormat(intlTag[locale].numbers, { useGrouping: false }).format(new Date().getFullYear());
  const tagline = t("footer.tagline");
  return (
    <footer className="bg-ink text-slate-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <SiteLogo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-6">{t("footer.description")}</p>
          <p className="mt-4 text-sm font-semibold uppercase tracking-widest text-brand-500">{tagline}</p>
          <LanguageSwitch className="-ml-2 mt-4 inline-block text-white" />
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="text-sm font-bold uppercase tracking-wider text-white">
              {t(`footer.columns.${column.title}`)}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.title}>
                  <Link href={link.href} className="rounded-sm hover:text-white hover:underline">
                    {t(`nav.${link.title}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div aria-labelledby="footer-social">
          <h2 id="footer-social" className="text-sm font-bold uppercase tracking-wider text-white">
            {t("footer.columns.social")}
          </h2>
          <SocialLinks className="mt-4 flex-wrap" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-center text-sm text-slate-400">
          {t("footer.copyright", { year, legalName: siteConfig.legalName, tagline })}
        </p>
      </div>
    </footer>
  );
}
