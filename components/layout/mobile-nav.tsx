"use client";

import { useEffect, useRef, useState } from "react";

import { Icon } from "@/components/icons/icon";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { NavLinks } from "@/components/layout/nav-links";
import { useMessages } from "@/lib/i18n/client";

/** The menu button of narrow screens and the links it opens; Escape or a tap elsewhere closes them. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const { header: t } = useMessages("layout");
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);
  return (
    <div ref={root} className="lg:hidden">
      <button
        ref={button}
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
