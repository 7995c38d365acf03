import { getTranslations } from "next-intl/server";
import { Link } from "@/components/navigation/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/utils";
import { StaticImage } from "@/components/ui/static-image";

export async function HeroBanner() {
  const t = await getTranslations("home.hero");
  return (
    <section aria-labelledby="hero-title" className="relative h-banner w-full overflow-hidden bg-ink">
      <StaticImage
        src="/images/banner.svg"
        alt=""
        width={1600}
        height={800}
        priority
        className="absolute inset-0 size-full object-cover object-[70%_center]"
      />
      <div className="absolute inset-0 bg-gradient-to-r from-ink/90 via-ink/60 to-transparent" aria-hidden />
      <div className="container-page relative flex h-full flex-col justify-center">
        <div className="max-w-xl">
          <p className="text-sm font-bold uppercase tracking-widest text-brand-500">{t("eyebrow")}</p>
          <h1 id="hero-title" className="mt-4 text-4xl font-extrabold leading-tight text-white sm:text-6xl">
            {t("title")}
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-200">{t("lead")}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link href="/#tools" className={buttonVariants({ size: "lg" })}>
              {t("shop")}
            </Link>
            <Link
              href="/blog"
              className={cn(
                buttonVariants({ size: "lg", variant: "outline" }),
                "border-white/60 bg-transparent text-white hover:bg-white/10 hover:text-white",
              )}
            >
              {t("tips")}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
