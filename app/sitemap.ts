import type { MetadataRoute } from "next";

import { legalPages } from "@/config/legal";
import { env } from "@/lib/env";
import { catalogueHref } from "@/lib/validations/catalogue";
import { CATEGORIES } from "@/lib/validations/limits";

export default function sitemap(): MetadataRoute.Sitemap {
  // Tool pages are for signed-in users (the spec), so the catalogue and its categories stand for them.
  const paths = [
    "/",
    "/tools",
    ...CATEGORIES.map(({ slug }) => catalogueHref({ category: slug })),
    "/blog",
    ...legalPages.map((page) => `/legal/${page.slug}`),
  ];
  return paths.map((path) => ({ url: new URL(path, env().NEXT_PUBLIC_SITE_URL).toString() }));
}
