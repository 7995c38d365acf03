import type { MetadataRoute } from "next";

import { legalPages } from "@/config/legal";
import { env } from "@/lib/env";
import { localizeHref } from "@/lib/i18n/locales";
import { catalogueHref } from "@/lib/validations/catalogue";
import { CATEGORIES } from "@/lib/validations/limits";

/** Every public page in English and in Bangla, each naming its twin (hreflang), English as x-default. */
export default function sitemap(): MetadataRoute.Sitemap {
  // Tool pages are for signed-in users (the spec), so the catalogue and its categories stand for them.
  const paths = [
    "/",
    "/tools",
    ...CATEGORIES.map(({ slug }) => catalogueHref({ category: slug })),
    "/blog",
    "/track",
    ...legalPages.map((page) => `/legal/${page.slug}`),
  ];
  const url = (path: string) => new URL(path, env().NEXT_PUBLIC_SITE_URL).toString();
  return paths.flatMap((path) => {
    const languages = { en: url(path), bn: url(localizeHref(path, "bn")), "x-default": url(path) };
    return [
      { url: languages.en, alternates: { languages } },
      { url: languages.bn, alternates: { languages } },
    ];
  });
}
