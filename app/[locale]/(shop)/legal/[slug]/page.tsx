import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { legalPages } from "@/config/legal";

export const dynamicParams = false;

export function generateStaticParams() {
  return legalPages.map(({ slug }) => ({ slug }));
}

function findPage(slug: string) {
  return legalPages.find((page) => page.slug === slug);
}

export async function generateMetadata({ params }: PageProps<"/[locale]/legal/[slug]">): Promise<Metadata> {
  const page = findPage((await params).slug);
  return page ? { title: page.title, description: page.summary } : {};
}

export default async function LegalPage({ params }: PageProps<"/[locale]/legal/[slug]">) {
  const page = findPage((await params).slug);
  if (!page) notFound();
  return (
    <article className="container-page max-w-3xl py-14">
      <h1 className="text-4xl font-extrabold text-ink">{page.title}</h1>
      <p className="mt-3 text-lg text-slate-600">{page.summary}</p>
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-bold text-ink">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-7 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
