import "server-only";

import { countHit, currentHits } from "@/lib/data/rate-limits";
import { env } from "@/lib/env";

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

/**
 * Every password check or sign-up from one address; generous, as many riders share a
 * carrier-grade NAT. AUTH_RATE_LIMIT_PER_IP changes it (the e2e suite, one address, raises it).
 */
export const attemptsPerAddress = (): RateLimitRule => ({
  name: "auth-ip",
  limit: env().AUTH_RATE_LIMIT_PER_IP,
  windowSeconds: 15 * 60,
});
/**
 * Wrong passwords for one account from one address: stops guessing against a single rider,
 * while a stranger elsewhere cannot use up the owner's own allowance and lock them out.
 */
export const failuresPerAccountAndAddress: RateLimitRule = {
  name: "login-failures",
  limit: 10,
  windowSeconds: 15 * 60,
};

/** Order tracking without an account (/track): lookups from one address, so phone numbers cannot be tried in bulk. */
export const trackLookupsPerAddress = (): RateLimitRule => ({
  name: "track-ip",
  limit: env().TRACK_LOOKUPS_PER_MINUTE,
  windowSeconds: 60,
});
/** ...and lookups of one order number that found nothing, from anywhere, so spreading the guesses over many addresses does not help either. */
export const trackLookupsPerOrder = (): RateLimitRule => ({
  name: "track-order",
  limit: env().TRACK_LOOKUPS_PER_ORDER_PER_HOUR,
  windowSeconds: 60 * 60,
});

/** SMS codes asked for from one address in an hour (PHONE_CODES_PER_ADDRESS_PER_HOUR): each costs the shop a text. */
export const phoneCodesPerAddress = (): RateLimitRule => ({
  name: "phone-code-ip",
  limit: env().PHONE_CODES_PER_ADDRESS_PER_HOUR,
  windowSeconds: 60 * 60,
});
/** One code a minute to a phone, and five an hour, whoever asks: nobody floods a number with texts. */
export const phoneCodeGap: RateLimitRule = { name: "phone-code-gap", limit: 1, windowSeconds: 60 };
export const phoneCodesPerPhone: RateLimitRule = { name: "phone-codes", limit: 5, windowSeconds: 60 * 60 };
/**
 * Texts saying an order paid online was placed: its phone is whatever the buyer typed, confirmed by
 * nobody, so one number gets a few an hour however many accounts order to it.
 */
export const placedTextsPerUnconfirmedPhone: RateLimitRule = { name: "placed-texts", limit: 5, windowSeconds: 60 * 60 };
/**
 * E-mails about orders that cost their buyer nothing (placed, then cancelled or lapsed unpaid) to
 * an address nobody proved: anyone may sign up with someone else's address and place and cancel
 * orders in a loop. Six an hour is three orders placed and cancelled; a proven address has no limit.
 */
export const unpaidOrderMailsPerUnprovenAddress: RateLimitRule = {
  name: "order-mails",
  limit: 6,
  windowSeconds: 60 * 60,
};
/** Reviews one account posts: the home page shows the newest three, so nobody fills it alone. */
export const reviewsPerAccount: RateLimitRule = { name: "reviews", limit: 3, windowSeconds: 24 * 60 * 60 };
/** Pictures a customer uploads (photos for a return): enough for several requests, not a free image host. */
export const uploadsPerCustomer: RateLimitRule = { name: "uploads", limit: 20, windowSeconds: 60 * 60 };

/** Counts a hit for the subject under the rule; returns whether the caller is still within the limit. */
export async function hit(rule: RateLimitRule, subject: string): Promise<boolean> {
  return (await countHit(key(rule, subject), rule.windowSeconds)) <= rule.limit;
}

/** Whether the subject has already used up its allowance, without counting a new hit. */
export async function isLimited(rule: RateLimitRule, subject: string): Promise<boolean> {
  return (await currentHits(key(rule, subject))) >= rule.limit;
}

function key(rule: RateLimitRule, subject: string) {
  return `${rule.name}:${subject.toLowerCase()}`;
}
