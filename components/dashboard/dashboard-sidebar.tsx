"use client";

import { Link } from "@/components/navigation/link";
import { clsx } from "clsx";
import { usePathname } from "next/navigation";

import { dashboardNav } from "@/config/site";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/components/auth/session-provider";

/** My Profile for everyone; customer or admin links once the admin lookup has answered. */
export function DashboardSidebar() {
  const pathname = usePathname();
  const user = useCurrentUser();
  const roleLinks =
    user.status !== "signed-in" || user.admin === "loading"
      ? null
      : user.admin
        ? dashboardNav.admin
        : dashboardNav.customer;
  const links = [...dashboardNav.everyone, ...(roleLinks ?? [])];

  return (
    <nav aria-label="Dashboard" className="rounded-xl border bg-background p-3 lg:sticky lg:top-24">
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
              {title}
            </Link>
          </li>
        ))}
        {!roleLinks && (
          <li aria-label="Loading your links" className="flex gap-1 lg:flex-col">
            <Skeleton className="h-9 w-28 lg:w-full" />
            <Skeleton className="h-9 w-28 lg:w-full" />
          </li>
        )}
      </ul>
    </nav>
  );
}
