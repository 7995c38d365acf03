"use client";

import { Link } from "@/components/navigation/link";
import { clsx } from "clsx";
import { usePathname } from "next/navigation";

import { dashboardNav } from "@/config/site";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/components/auth/session-provider";
import { useMessages } from "@/lib/i18n/client";
import { splitLocale } from "@/lib/i18n/locales";

/** My Profile for everyone; customer or admin links once the admin lookup has answered. */
export function DashboardSidebar() {
  // Hrefs are English paths; the page's own path is compared without its /bn.
  const pathname = splitLocale(usePathname()).path;
  const user = useCurrentUser();
  const { nav, dashboardSidebar: t } = useMessages("layout");
  const roleLinks =
    user.status !== "signed-in" || user.admin === "loading"
      ? null
      : user.admin
        ? dashboardNav.admin
        : dashboardNav.customer;
  const links = [...dashboardNav.everyone, ...(roleLinks ?? [])];

  return (
    <nav aria-label={t.label} className="rounded-xl border bg-background p-3 lg:sticky lg:top-24">
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {links.map(({ title, href }) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={pathname === href ? "page" : undefined}
              className={clsx(
                "block whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold hover:bg-accent",
                pathname === href ? "bg-brand-50 text-brand-800" : "text-slate-700",
              )}
            >
              {nav[title]}
            </Link>
          </li>
        ))}
        {!roleLinks && (
          <li aria-label={t.loadingLinks} className="flex gap-1 lg:flex-col">
            <Skeleton className="h-9 w-28 lg:w-full" />
            <Skeleton className="h-9 w-28 lg:w-full" />
          </li>
        )}
      </ul>
    </nav>
  );
}
