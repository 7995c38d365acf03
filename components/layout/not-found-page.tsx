"use client";

import { Link } from "@/components/navigation/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { RedirectHome } from "@/components/layout/redirect-home";
import { StaticImage } from "@/components/ui/static-image";
import { useMessages } from "@/lib/i18n/client";

/**
 * The not-found page's body. A client component with the layout's messages: Next.js renders
 * not-found without the page's root params, so next-intl's server side cannot tell its language.
 */
export function NotFoundPage() {
  const { notFound: t } = useMessages("common");
  return (
    <section className="container-page flex flex-col items-center gap-6 py-16 text-center">
      <StaticImage
        src="/images/not-found.svg"
        alt={t.imageAlt}
        width={800}
        height={500}
        // Lazy, not `priority`: React server-renders the not-found tree on every page and
        // would preload an eager image there for nothing.
        className="h-auto w-full max-w-xl"
      />
      <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{t.heading}</h1>
      <RedirectHome />
      <Link href="/" replace className={buttonVariants({ size: "lg" })}>
        {t.home}
      </Link>
    </section>
  );
}
