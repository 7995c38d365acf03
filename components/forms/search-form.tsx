import type { Route } from "next";

import { Link } from "@/components/navigation/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { localizeHref } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/server";

/** The address of page `page` of the list at `path`, keeping its search. */
export function searchPageHref(path: Route, q: string | undefined, page: number): Route {
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set("q", q);
  return `${path}?${params}` as Route;
}

type SearchTexts = { label: string; placeholder: string; find: string; clear: string };

/**
 * A list page's search of one field, `q`: a plain GET form to `path`, so a search has its own
 * address and needs no script. "Clear" shows while a search is on.
 */
export async function SearchForm({ path, id, q, texts }: { path: Route; id: string; q?: string; texts: SearchTexts }) {
  const locale = await pageLocale();
  return (
    <form
      method="get"
      action={localizeHref(path, locale)}
      className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border bg-slate-50 p-4"
      role="search"
    >
      <div className="grid min-w-0 flex-1 basis-56 gap-2">
        <Label htmlFor={id}>{texts.label}</Label>
        <Input id={id} name="q" type="search" defaultValue={q} placeholder={texts.placeholder} />
      </div>
      <div className="flex gap-2">
        <Button type="submit">{texts.find}</Button>
        {q && (
          <Link href={path} className="self-center text-sm font-semibold text-brand-700 hover:underline">
            {texts.clear}
          </Link>
        )}
      </div>
    </form>
  );
}
