import { trustCounter } from "@/config/home";
import { TrustCounterNumber } from "@/components/home/trust-counter-number";

export function TrustCounter() {
  return (
    <section aria-labelledby="trust-title" className="bg-brand-700 text-white">
      <div className="container-page flex flex-col items-center gap-2 py-12 text-center sm:flex-row sm:justify-center sm:gap-6">
        <p className="text-4xl font-extrabold tabular-nums sm:text-6xl" data-testid="trust-counter">
          <span className="sr-only">{new Intl.NumberFormat("en-US").format(trustCounter.to)}</span>
          <TrustCounterNumber />
          <span aria-hidden>+</span>
        </p>
        <h2 id="trust-title" className="text-lg font-semibold text-brand-100 sm:text-2xl">
          customers trust our parts
        </h2>
      </div>
    </section>
  );
}
