import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import "../globals.css";
import { siteConfig } from "@/config/site";
import { env } from "@/lib/env";
import { isLocale, locales, openGraphLocale } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/server";
import { ShopShell } from "@/components/layout/shop-shell";

/** Both languages are prerendered; any other first segment is not a page. */
export const generateStaticParams = () => locales.map((locale) => ({ locale }));
export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common.metadata");
  return {
    metadataBase: new URL(env().NEXT_PUBLIC_SITE_URL),
    title: { default: t("title"), template: `%s | ${siteConfig.name}` },
    description: t("description"),
    applicationName: siteConfig.name,
    openGraph: { type: "website", siteName: siteConfig.name, locale: openGraphLocale[await pageLocale()] },
  };
}

export const viewport: Viewport = {
  themeColor: "#0f172a",
};

export default async function RootLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <ShopShell locale={locale}>{children}</ShopShell>;
}
