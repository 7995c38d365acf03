import { getTranslations } from "next-intl/server";

import { Icon } from "@/components/icons/icon";
import { localizeHref } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/server";
import { MAX_SEARCH_LENGTH } from "@/lib/validations/limits";

const input =
  "h-10 w-0 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm";
const iconButton =
  "flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-accent sm:size-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

type SearchTexts = { form: string; label: string; placeholder: string; submit: string };

/** A plain GET form to the catalogue in the page's language: no JavaScript in the page shell for it. */
function SearchForm({
  id,
  action,
  texts,
  className,
}: {
  id: string;
  action: string;
  texts: SearchTexts;
  className?: string;
}) {
  return (
    <form action={action} method="get" role="search" aria-label={texts.form} className={className}>
      <label htmlFor={id} className="sr-only">
        {texts.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        required
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={texts.placeholder}
        className={input}
      />
      <button type="submit" className={iconButton} aria-label={texts.submit}>
        <Icon name="search" className="size-5" />
      </button>
    </form>
  );
}

/**
 * The navbar's search, leading to /tools?q=…: a field from 1280 px, which gives up width before
 * the bar overflows; narrower, a search icon that opens it under the header (a <details>, so it
 * needs no script). At 1024 px an admin's links leave no room for the field.
 */
export async function NavSearch() {
  const t = await getTranslations("layout.search");
  const action = localizeHref("/tools", await pageLocale());
  const texts = { form: t("form"), label: t("label"), placeholder: t("placeholder"), submit: t("submit") };
  return (
    <>
      <SearchForm
        id="nav-search"
        action={action}
        texts={texts}
        className="hidden w-48 min-w-32 items-center gap-1 xl:flex 2xl:w-72"
      />
      <details className="group xl:hidden">
        <summary
          className={`${iconButton} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
          aria-label={texts.label}
        >
          <Icon name="search" className="size-5" />
        </summary>
        <div className="absolute inset-x-0 top-full border-b bg-background shadow-md">
          <SearchForm
            id="nav-search-phone"
            action={action}
            texts={texts}
            className="container-page flex items-center gap-2 py-3"
          />
        </div>
      </details>
    </>
  );
}
