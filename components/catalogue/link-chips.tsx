import { Link } from "@/components/navigation/link";
import type { Route } from "next";

import { cn } from "@/lib/utils";

export type LinkChip = { key: string; label: string; href: string; active: boolean };

const styles = {
  // A category is where the shopper is: the filled brand chip, announced as the current page.
  category: {
    size: "min-h-10 px-4",
    active: "border-brand-700 bg-brand-700 text-white",
    current: "page",
  },
  // A sort order is a setting of that page: a smaller chip, announced as the current choice.
  sort: {
    size: "min-h-9 px-3",
    active: "border-ink bg-ink text-white",
    current: "true",
  },
} as const;

/** One row of link chips, the active one marked for sight and for screen readers. */
export function LinkChips({ chips, kind }: { chips: LinkChip[]; kind: keyof typeof styles }) {
  const style = styles[kind];
  return (
    <ul className="flex flex-wrap gap-2">
      {chips.map(({ key, label, href, active }) => (
        <li key={key}>
          <Link
            href={href as Route}
            aria-current={active ? style.current : undefined}
            className={cn(
              "inline-flex items-center rounded-full border text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              style.size,
              active ? style.active : "bg-background text-slate-700 hover:bg-accent",
            )}
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
