/** A page's `searchParams` as Next.js passes them: a key given twice arrives as an array. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a search param: a URL that repeats a key is read as if it gave it once. */
export const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
