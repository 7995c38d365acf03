import type { MetadataRoute } from "next";

import { legalPages } from "@/config/legal";
import { env } from "@/lib/env";

export default function sitemap(): MetadataRoute.Sitemap {
  const paths = ["/", "/blog", ...legalPages.map((page) => `/legal/${page.slug}`)];
  return paths.map((path) => ({ url: new URL(path, env().NEXT_PUBLIC_SITE_URL).toString() }));
}
