import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { DashboardSidebar } from "@/components/dashboard/dashboard-sidebar";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard.metadata");
  return {
    title: { default: t("title"), template: t("titleTemplate") },
    robots: { index: false },
  };
}

export default function DashboardLayout({ children }: LayoutProps<"/[locale]/dashboard">) {
  return (
    <div className="container-page grid gap-8 py-10 lg:grid-cols-[13rem_1fr]">
      <aside className="min-w-0">
        <DashboardSidebar />
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
