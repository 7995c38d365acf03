import type { MetadataRoute } from "next";

import { legalPages } from "@/config/legal";
import { siteConfig } from "@/config/site";

export default function sitemap(): MetadataRoute.Sitemap {
  const paths = ["/", "/blog", ...legalPages.map((page) => `/legal/${page.slug}`)];
  return paths.map((path) => ({ url: new URL(path, siteConfig.url).toString() }));
}
