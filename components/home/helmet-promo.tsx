import { Link } from "@/components/navigation/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { StaticImage } from "@/components/ui/static-image";

export function HelmetPromo() {
  return (
    <section id="new-products" aria-labelledby="new-products-title" className="py-20">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <StaticImage
          src="/images/helmet-promo.svg"
          alt="MotoForge Velocity full-face helmet in charcoal and orange"
          width={800}
          height={600}
          className="h-auto w-full rounded-2xl bg-slate-100"
        />
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-brand-700">New Products</p>
          <h2 id="new-products-title" className="mt-2 text-3xl font-extrabold text-ink sm:text-4xl">
            Velocity full-face helmet
          </h2>
          <p className="mt-4 leading-7 text-slate-600">
            A tough polycarbonate shell, a scratch-resistant anti-fog visor and a removable, washable lining made for
            long rides in the heat and rain of Bangladesh.
          </p>
          <ul className="mt-6 space-y-2 text-slate-700">
            <li>Meets DOT and ECE 22.06 impact standards</li>
            <li>Five vents for airflow in traffic</li>
            <li>Sizes S to XXL with a quick-release buckle</li>
          </ul>
          <Link href="/#tools" className={buttonVariants({ size: "lg", className: "mt-8" })}>
            Buy Now
          </Link>
        </div>
      </div>
    </section>
  );
}
