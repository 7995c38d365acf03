import { BenefitsStrip } from "@/components/home/benefits-strip";
import { ContactSection } from "@/components/home/contact-section";
import { HelmetPromo } from "@/components/home/helmet-promo";
import { HeroBanner } from "@/components/home/hero-banner";
import { OvertakingTips } from "@/components/home/overtaking-tips";
import { ServiceStats } from "@/components/home/service-stats";
import { TrustCounter } from "@/components/home/trust-counter";
import { WhyChooseUs } from "@/components/home/why-choose-us";

/**
 * The home page, its sections in the specification's order. Tools Collection (after the
 * counter) and Customer Reviews (after the statistics) join when the catalogue lands.
 */
export default function HomePage() {
  return (
    <>
      <HeroBanner />
      <TrustCounter />
      <ServiceStats />
      <OvertakingTips />
      <HelmetPromo />
      <WhyChooseUs />
      <BenefitsStrip />
      <ContactSection />
    </>
  );
}
