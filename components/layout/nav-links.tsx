"use client";

import { Link } from "@/components/navigation/link";
import { usePathname } from "next/navigation";

import { adminNav, mainNav, signedInNav } from "@/config/site";
import { useCurrentUser } from "@/components/auth/session-provider";

/** The navbar's links for whoever is looking, marking the page they are on. */
export function NavLinks({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const pathname = usePathname();
  const user = useCurrentUser();
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
              className={`block rounded-md px-3 py-2 text-sm font-semibold transition-colors hover:bg-accent hover:text-accent-foreground ${active ? "text-brand-700" : "text-slate-700"}`}
            >
              {title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
