/** A name as a URL slug: "Splendor+" becomes "splendor-plus", "CB Hornet 160R" "cb-hornet-160r". */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/\+/g, " plus ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
