import { getTranslations } from "next-intl/server";

import { BikeButton } from "@/components/bikes/bike-button";
import { CartLink } from "@/components/cart/cart-link";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { MobileNav } from "@/components/layout/mobile-nav";
import { NavLinks } from "@/components/layout/nav-links";
import { NavSearch } from "@/components/layout/nav-search";
import { SiteLogo } from "@/components/layout/site-logo";
import { UserMenu } from "@/components/layout/user-menu";
import { buttonVariants } from "@/components/ui/button-variants";
import { pageLocale } from "@/lib/i18n/server";
import { messagesFor } from "@/messages";

export async function SiteHeader() {
  const [t, locale] = await Promise.all([getTranslations("layout.header"), pageLocale()]);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="container-page relative flex h-16 items-center justify-between gap-2 sm:gap-4">
        <SiteLogo markOnlyOnNarrowPhones />
        <nav aria-label={t("mainNav")} className="hidden lg:block">
          <NavLinks className="flex items-center gap-1" />
        </nav>
        <div className="flex min-w-0 items-center gap-0.5 sm:gap-2">
          {/* In the bar where it fits; on the narrowest phones it waits in the menu (MobileNav). */}
          <LanguageSwitch className="hidden shrink-0 text-slate-700 min-[450px]:inline-block" />
          <BikeButton />
          <NavSearch />
          <CartLink text={messagesFor(locale).cart.button} />
          <UserMenu
            buttonClasses={{
              login: buttonVariants({ size: "sm" }),
              signOut: buttonVariants({ size: "sm", variant: "outline" }),
            }}
          />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
