/**
 * What can go wrong in the shop's own rules, named by what it means rather than by an HTTP
 * status: lib/api/route.ts is the one place that turns these into answers.
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
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** A message per input field, for forms to show beside the field. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const invalid = (message: string, fields?: Record<string, string>) =>
  new DomainError("invalid", message, fields);
export const unauthenticated = (message = "Please log in first.") => new DomainError("unauthenticated", message);
export const forbidden = (message = "You are not allowed to do that.") => new DomainError("forbidden", message);
export const notFound = (message = "Not found.") => new DomainError("not-found", message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new DomainError("conflict", message, fields);
export const tooLarge = (message: string) => new DomainError("too-large", message);
export const rateLimited = (message: string) => new DomainError("rate-limited", message);
/** Something the shop needs is not set up (say, card payments without Stripe keys). */
export const unavailable = (message: string) => new DomainError("unavailable", message);
/** A service the shop relies on (Stripe) refused or failed. */
export const upstreamFailed = (message: string) => new DomainError("upstream-failed", message);
