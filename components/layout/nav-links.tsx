"use client";

import { Link } from "@/components/navigation/link";
import { usePathname } from "next/navigation";

import { adminNav, mainNav, signedInNav } from "@/config/site";
import { useCurrentUser } from "@/components/auth/session-provider";
import { useMessages } from "@/lib/i18n/client";
import { splitLocale } from "@/lib/i18n/locales";

/** The navbar's links for whoever is looking, marking the page they are on. */
export function NavLinks({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  // Hrefs are English paths; the page's own path is compared without its /bn.
  const pathname = splitLocale(usePathname()).path;
  const user = useCurrentUser();
  const { nav } = useMessages("layout");
  const links = [
    ...mainNav,
    ...(user.status === "signed-in" && user.admin === true ? adminNav : []),
    ...(user.status === "signed-in" ? signedInNav : []),
  ];
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
              className={`block rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground ${active ? "text-brand-700" : "text-slate-700"}`}
            >
              {nav[title]}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
