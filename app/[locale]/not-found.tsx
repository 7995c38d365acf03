import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { LazyNotFoundPage } from "@/components/layout/lazy-not-found-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common.notFound");
  return { title: t("title"), robots: { index: false } };
}

export default function NotFound() {
  return <LazyNotFoundPage />;
}
