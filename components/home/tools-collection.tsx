import { Suspense } from "react";
import { Link } from "@/components/navigation/link";

import { newestTools } from "@/lib/data/catalogue";
import { LoadingScreen } from "@/components/loading-screen";
import { FetchFailed, readOrNull } from "@/components/home/fetch-failed";
import { SectionHeading } from "@/components/home/section-heading";
import { ToolCard } from "@/components/tools/tool-card";
import { buttonVariants } from "@/components/ui/button-variants";

async function NewestTools() {
  const tools = await readOrNull(newestTools, "the newest tools");
  if (!tools) return <FetchFailed />;
  if (tools.length === 0)
    return <p className="text-center text-slate-600">New tools are on their way. Check back soon.</p>;
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

export function ToolsCollection() {
  return (
    <section id="tools" aria-labelledby="tools-title" className="scroll-mt-16 py-20">
      <div className="container-page">
        <SectionHeading
          id="tools-title"
          eyebrow="Tools Collection"
          title="Fresh from our factory"
          lead="Our newest parts and tools, made and tested in Dhaka and ready to ship today."
        />
        <div className="mt-12">
          <Suspense fallback={<LoadingScreen />}>
            <NewestTools />
          </Suspense>
        </div>
        <p className="mt-10 text-center">
          <Link href="/tools" className={buttonVariants({ variant: "outline", size: "lg" })}>
            See all tools
          </Link>
        </p>
      </div>
    </section>
  );
}
