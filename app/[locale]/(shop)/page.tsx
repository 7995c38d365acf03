import type { Metadata } from "next";

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

/*
 * The busiest page, showing the catalogue and reviews from the database: prerendered by the
 * build (which reads the database, see README), then cached (ISR) until an order, a review or a
 * product change invalidates its data (cacheTags) or a minute passes (other instances' writes).
 */
export const revalidate = 60;

export const metadata: Metadata = { alternates: { canonical: "/" } };

/** The home page, its sections in the specification's order. */
export default function HomePage() {
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
