"use client";

import { useState } from "react";

import { Icon } from "@/components/icons/icon";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { NavLinks } from "@/components/layout/nav-links";
import { useMessages } from "@/lib/i18n/client";

export function MobileNav() {
  const [open, setOpen] = useState(false);
  const { header: t } = useMessages("layout");
  return (
    <div className="lg:hidden">
      <button
        type="button"
        className="flex size-9 items-center justify-center rounded-md hover:bg-accent sm:size-10"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t.closeMenu : t.openMenu}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? "x" : "menu"} className="size-5" />
      </button>
      {open && (
        <nav
          id="mobile-menu"
          aria-label={t.mobileNav}
          className="absolute inset-x-0 top-full border-b bg-background shadow-md"
        >
          <NavLinks onNavigate={() => setOpen(false)} className="container-page flex flex-col gap-1 py-3" />
          {/* Phones too narrow for the switch in the bar (site-header.tsx) find it here. */}
          <div className="container-page pb-3 min-[450px]:hidden">
            <LanguageSwitch className="block px-3 py-2 text-slate-700" />
          </div>
        </nav>
      )}
    </div>
  );
}
