/**
 * Request options for a post as an HTML form sends it (urlencoded fields), its redirect answered
 * rather than followed, with any extra headers (another site's Origin, a page's Referer).
 */
export function asForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return {
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    data: new URLSearchParams(fields).toString(),
    maxRedirects: 0,
  };
}
