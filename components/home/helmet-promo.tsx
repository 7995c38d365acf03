import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";
import { helmetFeatures } from "@/config/home";

import { buttonVariants } from "@/components/ui/button-variants";
import { StaticImage } from "@/components/ui/static-image";

export async function HelmetPromo() {
  const t = await getTranslations("home.helmet");
  return (
    <section id="new-products" aria-labelledby="new-products-title" className="py-20">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <StaticImage
          src="/images/helmet-promo.svg"
          alt={t("imageAlt")}
          width={800}
          height={600}
          className="h-auto w-full rounded-2xl bg-slate-100"
        />
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-brand-700">{t("eyebrow")}</p>
          <h2 id="new-products-title" className="mt-2 text-3xl font-extrabold text-ink sm:text-4xl">
            {t("title")}
          </h2>
          <p className="mt-4 leading-7 text-slate-600">{t("text")}</p>
          <ul className="mt-6 space-y-2 text-slate-700">
            {helmetFeatures.map((feature) => (
              <li key={feature}>{t(`features.${feature}`)}</li>
            ))}
          </ul>
          <Link href="/#tools" className={buttonVariants({ size: "lg", className: "mt-8" })}>
            {t("buy")}
          </Link>
        </div>
      </div>
    </section>
  );
}
