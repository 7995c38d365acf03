import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";
import { siteConfig } from "@/config/site";
import { cn } from "@/lib/utils";
import { StaticImage } from "@/components/ui/static-image";

/**
 * The mark and the wordmark, linking home. `markOnlyOnNarrowPhones`: the navbar's, where phones
 * narrower than 400 px have no room for the wordmark beside the controls (the basket among them).
 * The brand keeps its Latin letters in every language.
 */
export async function SiteLogo({
  tone = "dark",
  markOnlyOnNarrowPhones = false,
}: {
  tone?: "dark" | "light";
  markOnlyOnNarrowPhones?: boolean;
}) {
  const t = await getTranslations("layout.logo");
  return (
    <Link
      href="/"
      className="flex shrink-0 items-center gap-1.5 rounded-md sm:gap-2"
      aria-label={t("home", { name: siteConfig.name })}
    >
      <StaticImage src="/images/logo.svg" alt="" width={36} height={36} className="size-8 sm:size-9" />
      <span
        lang="en"
        className={cn(
          "text-base font-extrabold sm:text-xl",
          tone === "light" ? "text-white" : "text-ink",
          markOnlyOnNarrowPhones && "max-[25rem]:sr-only",
        )}
      >
        {/* At 16 px on phones the text is not "large", so it needs 4.5:1: brand-700 on white, brand-500 on ink. */}
        Moto<span className={tone === "light" ? "text-brand-500" : "text-brand-700"}>Forge</span>
      </span>
    </Link>
  );
}
