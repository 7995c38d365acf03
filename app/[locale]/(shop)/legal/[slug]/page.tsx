import type { Metadata } from "next";
import { getMessages } from "next-intl/server";
import { notFound } from "next/navigation";

import { legalPages, type LegalPage } from "@/config/legal";
import { languageAlternates } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/server";

export const dynamicParams = false;

export function generateStaticParams() {
  return legalPages.map(({ slug }) => ({ slug }));
}

const isLegalSlug = (slug: string): slug is LegalPage["slug"] => legalPages.some((page) => page.slug === slug);

/** A legal page's text in the page's language, as written (plain paragraphs, not ICU messages). */
async function findPage(slug: string) {
  if (!isLegalSlug(slug)) return undefined;
  const page = (await getMessages()).legal.pages[slug];
  return {
    title: page.title,
    summary: page.summary,
    sections: Object.entries(page.sections).map(([key, section]) => ({
      key,
      heading: section.heading,
      paragraphs: Object.values(section.paragraphs) as string[],
    })),
  };
}

export async function generateMetadata({ params }: PageProps<"/[locale]/legal/[slug]">): Promise<Metadata> {
  const { slug } = await params;
  const page = await findPage(slug);
  return page
    ? {
        title: page.title,
        description: page.summary,
        alternates: languageAlternates(`/legal/${slug}`, await pageLocale()),
      }
    : {};
}

export default async function LegalPage({ params }: PageProps<"/[locale]/legal/[slug]">) {
  const page = await findPage((await params).slug);
  if (!page) notFound();
  return (
    <article className="container-page max-w-3xl py-14">
      <h1 className="text-4xl font-extrabold text-ink">{page.title}</h1>
      <p className="mt-3 text-lg text-slate-600">{page.summary}</p>
      {page.sections.map((section) => (
        <section key={section.key} className="mt-10">
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
