/**
 * The text to show or log for something caught: an Error's message, else `fallback`, which is the
 * thrown value itself as text unless the caller has a better one (a toast's "could not save").
 * Kept apart from lib/errors.ts, which brings the API's messages along, so client code can use it.
 */
export function errorMessage(caught: unknown, fallback: string = String(caught)): string {
  return caught instanceof Error ? caught.message : fallback;
}
