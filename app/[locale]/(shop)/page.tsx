import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { siteConfig } from "@/config/site";
import { BenefitsStrip } from "@/components/home/benefits-strip";
import { ContactSection } from "@/components/home/contact-section";
import { CustomerReviews } from "@/components/home/customer-reviews";
import { HelmetPromo } from "@/components/home/helmet-promo";
import { HeroBanner } from "@/components/home/hero-banner";
import { OvertakingTips } from "@/components/home/overtaking-tips";
import { ServiceStats } from "@/components/home/service-stats";
import { ToolsCollection } from "@/components/home/tools-collection";
import { TrustCounter } from "@/components/home/trust-counter";
import { WhyChooseUs } from "@/components/home/why-choose-us";
import { JsonLd } from "@/components/seo/json-ld";
import { env } from "@/lib/env";
import { localizeHref } from "@/lib/i18n/locales";
import { languageAlternates } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/server";

/*
 * The busiest page, showing the catalogue and reviews from the database: prerendered by the
 * build (which reads the database, see README), then cached (ISR) until an order, a review, a
 * product change or a restock invalidates its data (cacheTags), or ten minutes pass (for writes
 * that bypass the app). A literal, as Next.js reads it from the source: CATALOGUE_REVALIDATE_SECONDS.
 */
export const revalidate = 600;

export async function generateMetadata(): Promise<Metadata> {
  return { alternates: languageAlternates("/", await pageLocale()) };
}

/** The shop for search engines, in the page's language. */
async function ShopJsonLd() {
  const locale = await pageLocale();
  const t = await getTranslations("common.metadata");
  const contact = await getTranslations("layout.contact");
  const url = (path: string) => new URL(localizeHref(path, locale), env().NEXT_PUBLIC_SITE_URL).toString();
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: siteConfig.name,
        url: url("/"),
        description: t("description"),
        inLanguage: locale,
        potentialAction: {
          "@type": "SearchAction",
          target: `${url("/tools")}?q={search_term_string}`,
          "query-input": "required name=search_term_string",
        },
        publisher: {
          "@type": "Organization",
          name: siteConfig.legalName,
          url: url("/"),
          logo: new URL("/images/logo.svg", env().NEXT_PUBLIC_SITE_URL).toString(),
          telephone: siteConfig.contact.phone,
          email: siteConfig.contact.email,
          address: { "@type": "PostalAddress", streetAddress: contact("address"), addressCountry: "BD" },
        },
      }}
    />
  );
}

/** The home page, its sections in the specification's order. */
export default function HomePage() {
  return (
    <>
      <ShopJsonLd />
      <HeroBanner />
      <TrustCounter />
      {/* Each section below the hero and the counter is laid out once it nears the screen. */}
      <div className="*:below-the-fold">
        <ToolsCollection />
        <ServiceStats />
        <CustomerReviews />
        <OvertakingTips />
        <HelmetPromo />
        <WhyChooseUs />
        <BenefitsStrip />
        <ContactSection />
      </div>
    </>
  );
}
