import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { RedirectHome } from "@/components/layout/redirect-home";
import { StaticImage } from "@/components/ui/static-image";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className="container-page flex flex-col items-center gap-6 py-16 text-center">
      <StaticImage
        src="/images/not-found.svg"
        alt="A motorcycle parked beside a road sign reading 404"
        width={800}
        height={500}
        // Lazy, not `priority`: React server-renders the not-found tree on every page and
        // would preload an eager image there for nothing.
        className="h-auto w-full max-w-xl"
      />
      <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">This road doesn&apos;t go anywhere</h1>
      <RedirectHome />
      <Link href="/" replace className={buttonVariants({ size: "lg" })}>
        Take me home now
      </Link>
    </section>
  );
}
