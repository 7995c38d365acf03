import type { Metadata } from "next";

import { blogEntries, blogIntro, type BlogCategory, type BlogEntry } from "@/config/blog";
import { JsonLd } from "@/components/seo/json-ld";

export const metadata: Metadata = {
  title: "Blog",
  description: blogIntro.description,
  alternates: { canonical: "/blog" },
};

function groupByCategory(entries: BlogEntry[]) {
  const groups = new Map<BlogCategory, BlogEntry[]>();
  for (const entry of entries) groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry]);
  return [...groups];
}

export default function BlogPage() {
  const groups = groupByCategory(blogEntries);
  return (
    <div className="container-page py-14">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: blogEntries.map((entry) => ({
            "@type": "Question",
            name: entry.question,
            acceptedAnswer: { "@type": "Answer", text: entry.answer.join("\n\n") },
          })),
        }}
      />
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-bold uppercase tracking-widest text-brand-700">Blog</p>
        <h1 className="mt-2 text-4xl font-extrabold text-ink sm:text-5xl">{blogIntro.title}</h1>
        <p className="mt-4 text-lg leading-8 text-slate-600">{blogIntro.description}</p>
      </header>

      <div className="mt-12 grid gap-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Questions" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-bold uppercase tracking-wider text-slate-700">On this page</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {groups.map(([category]) => (
              <li key={category}>
                <a href={`#${slugify(category)}`} className="block rounded-md px-2 py-1 text-slate-700 hover:bg-accent">
                  {category}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-14">
          {groups.map(([category, entries]) => (
            <section key={category} aria-labelledby={slugify(category)}>
              <h2 id={slugify(category)} className="scroll-mt-24 border-b pb-3 text-2xl font-extrabold text-ink">
                {category}
              </h2>
              <div className="mt-6 space-y-8">
                {entries.map((entry) => (
                  <article
                    key={entry.slug}
                    id={entry.slug}
                    className="scroll-mt-24 rounded-2xl border bg-background p-6 shadow-sm sm:p-8"
                  >
                    <h3 className="text-xl font-bold text-ink">{entry.question}</h3>
                    <div className="mt-4 space-y-4 leading-7 text-slate-700">
                      {entry.answer.map((paragraph) => (
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

function slugify(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
