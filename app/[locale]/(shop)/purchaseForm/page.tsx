import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { OrderPanel } from "@/components/tools/order-panel";
import { ToolDetails } from "@/components/tools/tool-details";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { getTool } from "@/lib/data/tools";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tool.purchaseForm");
  return { title: t("title"), robots: { index: false } };
}

/** The order form for the tool named in the URL: /purchaseForm?toolId=<id>. */
export default async function PurchaseFormPage({ searchParams }: PageProps<"/[locale]/purchaseForm">) {
  const user = await requireSignedIn();
  const { toolId } = await searchParams;
  const tool = typeof toolId === "string" ? await getTool(toolId) : null;
  if (!tool) {
    const t = await getTranslations("tool.purchaseForm");
    return (
      <div className="container-page flex flex-col items-center gap-4 py-20 text-center">
        <h1 className="text-3xl font-extrabold text-ink">{t("heading")}</h1>
        <p className="text-slate-600">{t("body")}</p>
        <Link href="/tools" className={buttonVariants()}>
          {t("browse")}
        </Link>
      </div>
    );
  }
  return (
    <div className="container-page grid gap-10 py-12 lg:grid-cols-2">
      <OrderPanel tool={tool} user={user} headingLevel={1} />
      <ToolDetails tool={tool} email={user.email} headingLevel={2} />
    </div>
  );
}
