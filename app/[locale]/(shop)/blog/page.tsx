import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";

import { blogCategoryAnchors, blogEntries, type BlogCategory, type BlogEntry } from "@/config/blog";
import { JsonLd } from "@/components/seo/json-ld";
import { languageAlternates } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("blog");
  return {
    title: t("metadata.title"),
    description: t("description"),
    alternates: languageAlternates("/blog", await pageLocale()),
  };
}

function groupByCategory(entries: BlogEntry[]) {
  const groups = new Map<BlogCategory, BlogEntry[]>();
  for (const entry of entries) groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry]);
  return [...groups];
}

export default async function BlogPage() {
  const locale = await pageLocale();
  const t = await getTranslations("blog");
  // The answers are plain text, read as written (their paragraphs in order), not as ICU messages.
  const { entries: content } = (await getMessages()).blog;
  const question = (entry: BlogEntry) => content[entry.slug].question;
  const answer = (entry: BlogEntry): string[] => Object.values(content[entry.slug].answer);
  const groups = groupByCategory(blogEntries);
  return (
    <div className="container-page py-14">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          inLanguage: locale,
          mainEntity: blogEntries.map((entry) => ({
            "@type": "Question",
            name: question(entry),
            acceptedAnswer: { "@type": "Answer", text: answer(entry).join("\n\n") },
          })),
        }}
      />
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-bold uppercase tracking-widest text-brand-700">{t("eyebrow")}</p>
        <h1 className="mt-2 text-4xl font-extrabold text-ink sm:text-5xl">{t("title")}</h1>
        <p className="mt-4 text-lg leading-8 text-slate-600">{t("description")}</p>
      </header>

      <div className="mt-12 grid gap-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t("questionsNav")} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-bold uppercase tracking-wider text-slate-700">{t("onThisPage")}</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {groups.map(([category]) => (
              <li key={category}>
                <a
                  href={`#${blogCategoryAnchors[category]}`}
                  className="block rounded-md px-2 py-1 text-slate-700 hover:bg-accent"
                >
                  {t(`categories.${category}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-14">
          {groups.map(([category, entries]) => (
            <section key={category} aria-labelledby={blogCategoryAnchors[category]}>
              <h2
                id={blogCategoryAnchors[category]}
                className="scroll-mt-24 border-b pb-3 text-2xl font-extrabold text-ink"
              >
                {t(`categories.${category}`)}
              </h2>
              <div className="mt-6 space-y-8">
                {entries.map((entry) => (
                  <article
                    key={entry.slug}
                    id={entry.slug}
                    className="scroll-mt-24 rounded-2xl border bg-background p-6 shadow-sm sm:p-8"
                  >
                    <h3 className="text-xl font-bold text-ink">{question(entry)}</h3>
                    <div className="mt-4 space-y-4 leading-7 text-slate-700">
                      {answer(entry).map((paragraph) => (
                        <p key={paragraph}>{paragraph}</p>
                      ))}
                    </div>
                  </article>
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
