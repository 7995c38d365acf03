import { getTranslations } from "next-intl/server";
import { Link } from "@/components/navigation/link";

import { newestTools } from "@/lib/data/catalogue";
import { FetchFailed, readOrNull } from "@/components/home/fetch-failed";
import { SectionHeading } from "@/components/home/section-heading";
import { ToolCard } from "@/components/tools/tool-card";
import { buttonVariants } from "@/components/ui/button-variants";

async function NewestTools() {
  const tools = await readOrNull(newestTools, "the newest tools");
  if (!tools) return <FetchFailed />;
  if (tools.length === 0) {
    const t = await getTranslations("home.tools");
    return <p className="text-center text-slate-600">{t("empty")}</p>;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {tools.map((tool) => (
        <li key={tool._id} className="flex">
          <ToolCard tool={tool} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The newest tools, in the page's HTML where they stand. No Suspense boundary: the page is
 * prerendered with its data (ISR), so nothing is ever loading in the browser, and React outlines a
 * boundary whose HTML would take the flush past 12.8 KB: it came after the footer, behind the
 * spinner, revealed by a script about 0.7 s after it arrived on a throttled phone.
 */
export async function ToolsCollection() {
  const t = await getTranslations("home.tools");
  return (
    <section id="tools" aria-labelledby="tools-title" className="scroll-mt-16 py-20">
      <div className="container-page">
        <SectionHeading id="tools-title" eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
        <div className="mt-12">
          <NewestTools />
        </div>
        <p className="mt-10 text-center">
          <Link href="/tools" className={buttonVariants({ variant: "outline", size: "lg" })}>
            {t("seeAll")}
          </Link>
        </p>
      </div>
    </section>
  );
}
