import type { Route } from "next";
import Link from "next/link";

import { mainNav } from "@/config/site";
import { buttonVariants } from "@/components/ui/button";
import { MobileNav } from "@/components/layout/mobile-nav";
import { NavLinks } from "@/components/layout/nav-links";
import { SiteLogo } from "@/components/layout/site-logo";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <SiteLogo />
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks links={mainNav} className="flex items-center gap-1" />
        </nav>
        <div className="flex items-center gap-2">
          <Link href={"/login" as Route} className={buttonVariants({ size: "sm" })}>
            Login
          </Link>
          <MobileNav links={mainNav} />
        </div>
      </div>
    </header>
  );
}
