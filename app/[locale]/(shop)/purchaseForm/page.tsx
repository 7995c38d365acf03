import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { OrderPanel } from "@/components/tools/order-panel";
import { ToolDetails } from "@/components/tools/tool-details";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { getTool } from "@/lib/data/tools";

export const metadata: Metadata = { title: "Order form", robots: { index: false } };

/** The order form for the tool named in the URL: /purchaseForm?toolId=<id>. */
export default async function PurchaseFormPage({ searchParams }: PageProps<"/[locale]/purchaseForm">) {
  const user = await requireSignedIn();
  const { toolId } = await searchParams;
  const tool = typeof toolId === "string" ? await getTool(toolId) : null;
  if (!tool) {
    return (
      <div className="container-page flex flex-col items-center gap-4 py-20 text-center">
        <h1 className="text-3xl font-extrabold text-ink">Which tool would you like?</h1>
        <p className="text-slate-600">This link does not name a tool we sell. Pick one from our collection.</p>
        <Link href="/tools" className={buttonVariants()}>
          Browse the collection
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
