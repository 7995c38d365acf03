/**
 * Classes that turn a table into one card per row below 640 px (sm): rows and cells stack, each
 * cell labelled with its column's name (give it `data-label`), so every field and button is
 * reachable without scrolling sideways. One table, one set of buttons, whatever the width.
 */
export const stackedOnPhones = {
  table: "max-sm:block",
  body: "max-sm:grid max-sm:grid-cols-1 max-sm:gap-3 max-sm:p-3 max-sm:[&_tr:last-child]:border!",
  row: "max-sm:block max-sm:rounded-lg max-sm:border max-sm:bg-card max-sm:p-3 max-sm:shadow-sm",
  cell: "px-2.5 max-sm:flex max-sm:min-w-0 max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:whitespace-normal max-sm:px-0 max-sm:py-1.5 max-sm:text-right max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]",
} as const;
