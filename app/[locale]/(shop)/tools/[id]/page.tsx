import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { OrderPanel } from "@/components/tools/order-panel";
import { ToolDetails } from "@/components/tools/tool-details";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { getTool } from "@/lib/data/tools";

export async function generateMetadata({ params }: PageProps<"/[locale]/tools/[id]">): Promise<Metadata> {
  const tool = await getTool((await params).id);
  if (tool) return { title: tool.name, description: tool.shortDescription };
  const t = await getTranslations("tool");
  return { title: t("notFound") };
}

export default async function ToolPage({ params }: PageProps<"/[locale]/tools/[id]">) {
  const user = await requireSignedIn();
  const tool = await getTool((await params).id);
  if (!tool) notFound();
  return (
    <div className="container-page grid gap-10 py-12 lg:grid-cols-2">
      <ToolDetails tool={tool} email={user.email} />
      <OrderPanel tool={tool} user={user} />
    </div>
  );
}
