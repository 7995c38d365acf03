import { BikeButton } from "@/components/bikes/bike-button";
import { MobileNav } from "@/components/layout/mobile-nav";
import { NavLinks } from "@/components/layout/nav-links";
import { NavSearch } from "@/components/layout/nav-search";
import { SiteLogo } from "@/components/layout/site-logo";
import { UserMenu } from "@/components/layout/user-menu";
import { buttonVariants } from "@/components/ui/button-variants";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="container-page relative flex h-16 items-center justify-between gap-2 sm:gap-4">
        <SiteLogo markOnlyBelow360 />
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks className="flex items-center gap-1" />
        </nav>
        <div className="flex items-center gap-0.5 sm:gap-2">
          <BikeButton />
          <NavSearch />
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
