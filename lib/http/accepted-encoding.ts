/** The content codings the shop's server compresses with, the smaller first. */
const CONTENT_CODINGS = ["br", "gzip"] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/**
 * The coding to compress a response with for a request's Accept-Encoding (RFC 9110, 12.5.3): the one
 * with the highest weight, Brotli when they tie (it is the smaller), none when the header is absent
 * or accepts neither. `*` stands for any coding not named.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith("q="));
    if (name) weights.set(name, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get("*") ?? 0;
  const best = CONTENT_CODINGS.reduce((chosen, coding) => (weightOf(coding) > weightOf(chosen) ? coding : chosen));
  return weightOf(best) > 0 ? best : undefined;
}
