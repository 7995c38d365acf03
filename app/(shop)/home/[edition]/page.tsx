import type { Metadata } from "next";
import { notFound } from "next/navigation";

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
import { HOME_EDITION } from "@/config/routes";

/*
 * The home page, served at "/" through a rewrite (next.config.ts). It shows the catalogue
 * from the database, which the build cannot reach, yet it is the busiest page and must
 * come from the cache. A dynamic segment with no pre-built params gives exactly that:
 * rendered on the first request, then cached (ISR) until an order, a review or a product
 * change invalidates its data (cacheTags) or a minute passes (other instances' writes).
 */
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { alternates: { canonical: "/" } };

/** The home page, its sections in the specification's order. */
export default async function HomePage({ params }: PageProps<"/home/[edition]">) {
  if ((await params).edition !== HOME_EDITION) notFound();
  return (
    <>
      <HeroBanner />
      <TrustCounter />
      <ToolsCollection />
      <ServiceStats />
      <CustomerReviews />
      <OvertakingTips />
      <HelmetPromo />
      <WhyChooseUs />
      <BenefitsStrip />
      <ContactSection />
    </>
  );
}
