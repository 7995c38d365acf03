import { getTranslations } from "next-intl/server";

import { AuthProvider } from "@/components/auth/session-provider";
import { ChatWidget } from "@/components/chat/chat-widget";
import { bengaliBehindCut, bengaliCut } from "@/components/layout/bengali-font";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Toaster } from "@/components/layout/toaster";
import { ClientMessages } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { shellMessages } from "@/lib/i18n/server";
import { cn } from "@/lib/utils";

/**
 * Each language's font list (tailwind.config.ts): Bangla pages put the whole Bengali font before the
 * system fonts, English pages after them.
 */
const fontList: Record<Locale, string> = { en: "font-sans", bn: "font-bangla" };

/** The document every page is shown in: header, footer, the chat widget and the toasts, in `locale`. */
export async function ShopShell({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const t = await getTranslations({ locale, namespace: "common" });
  return (
    <html lang={locale} className={cn(bengaliCut.variable, bengaliBehindCut.variable, fontList[locale])}>
      {/* pb-16: the chat bar's height, kept free at the end of every page below 2xl (ChatWidget). */}
      <body className="flex min-h-dvh flex-col pb-16 2xl:pb-0">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t("skipToContent")}
        </a>
        <ClientMessages messages={shellMessages(locale)}>
          <AuthProvider>
            <SiteHeader />
            <main id="main" className="flex-1">
              {children}
            </main>
            <SiteFooter />
            <ChatWidget />
            <Toaster />
          </AuthProvider>
        </ClientMessages>
      </body>
    </html>
  );
}
