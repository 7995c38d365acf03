"use client";

import { useState } from "react";

import { Icon } from "@/components/icons/icon";
import { NavLinks } from "@/components/layout/nav-links";

export function MobileNav() {
  const [open, setOpen] = useState(false);
  return (
    <div className="lg:hidden">
      <button
        type="button"
        className="flex size-9 items-center justify-center rounded-md hover:bg-accent sm:size-10"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? "x" : "menu"} className="size-5" />
      </button>
      {open && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="absolute inset-x-0 top-full border-b bg-background shadow-md"
        >
          <NavLinks onNavigate={() => setOpen(false)} className="container-page flex flex-col gap-1 py-3" />
        </nav>
      )}
    </div>
  );
}
