import type { Metadata, Viewport } from "next";

import "./globals.css";
import { siteConfig } from "@/config/site";
import { env } from "@/lib/env";
import { AuthProvider } from "@/components/auth/session-provider";
import { ChatWidget } from "@/components/chat/chat-widget";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Toaster } from "@/components/layout/toaster";

export const metadata: Metadata = {
  metadataBase: new URL(env().NEXT_PUBLIC_SITE_URL),
  title: {
    default: `${siteConfig.name}: motorcycle parts, accessories and tools in Bangladesh`,
    template: `%s | ${siteConfig.name}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  openGraph: {
    type: "website",
    siteName: siteConfig.name,
    locale: "en_BD",
  },
};

export const viewport: Viewport = {
  themeColor: "#0f172a",
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      {/* pb-16: the chat bar's height, kept free at the end of every page below 2xl (ChatWidget). */}
      <body className="flex min-h-dvh flex-col pb-16 2xl:pb-0">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <AuthProvider>
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <ChatWidget />
          <Toaster />
        </AuthProvider>
      </body>
    </html>
  );
}
