"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import type { NavLink } from "@/config/site";
import { cn } from "@/lib/utils";

/** The navbar's links, marking the page the visitor is on. */
export function NavLinks({ links, onNavigate, className }: { links: NavLink[]; onNavigate?: () => void; className?: string }) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {links.map(({ title, href }) => {
        const active = href === "/" ? pathname === "/" : pathname.startsWith(href);
        return (
          <li key={href}>
            <Link
              href={href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cn(
                "block rounded-md px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-accent hover:text-accent-foreground",
                active && "text-brand-700",
              )}
            >
              {title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
