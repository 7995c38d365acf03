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

// The catalogue lives in the database, which the build cannot reach: render per request
// (the reads themselves are cached, see lib/data/catalogue.ts).
export const dynamic = "force-dynamic";

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
