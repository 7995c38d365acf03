import { apiMessage, renderApiText, type ApiText } from "@/lib/api/messages";

export { apiMessage, type ApiText } from "@/lib/api/messages";

/**
 * What can go wrong in the shop's own rules, named by what it means rather than by an HTTP
 * status: lib/api/route.ts is the one place that turns these into answers, in the language
 * the caller asked for. Each error carries a message of the `api` namespace
 * (`apiMessage(key, values)`); its `message` and `fields` are the English texts.
 */
export type ErrorCode =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "too-large"
  | "rate-limited"
  | "unavailable"
  | "upstream-failed";

export class DomainError extends Error {
  /** A message per input field, for forms to show beside the field (English). */
  readonly fields?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    /** The message, to be rendered in the caller's language. */
    readonly text: ApiText,
    /** A message per input field, to be rendered in the caller's language. */
    readonly fieldTexts?: Record<string, ApiText>,
  ) {
    super(renderApiText(text, "en"));
    this.name = "DomainError";
    if (fieldTexts)
      this.fields = Object.fromEntries(
        Object.entries(fieldTexts).map(([field, message]) => [field, renderApiText(message, "en")]),
      );
  }
}

export const invalid = (message: ApiText, fields?: Record<string, ApiText>) =>
  new DomainError("invalid", message, fields);
export const unauthenticated = (message: ApiText = apiMessage("auth.loginFirst")) =>
  new DomainError("unauthenticated", message);
export const forbidden = (message: ApiText = apiMessage("auth.notAllowed")) => new DomainError("forbidden", message);
export const notFound = (message: ApiText = apiMessage("request.notFound")) => new DomainError("not-found", message);
export const conflict = (message: ApiText, fields?: Record<string, ApiText>) =>
  new DomainError("conflict", message, fields);
export const tooLarge = (message: ApiText) => new DomainError("too-large", message);
export const rateLimited = (message: ApiText) => new DomainError("rate-limited", message);
/** Something the shop needs is not set up (say, card payments without Stripe keys). */
export const unavailable = (message: ApiText) => new DomainError("unavailable", message);
/** A service the shop relies on (Stripe) refused or failed. */
export const upstreamFailed = (message: ApiText) => new DomainError("upstream-failed", message);
