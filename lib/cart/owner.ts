import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { cookies } from "next/headers";
import { NextResponse } from "next/server";

import type { BikeChoice } from "@/lib/bikes/fitment";
import { joinCart, viewCart } from "@/lib/cart/cart";
import { CART_COOKIE, CART_COUNT_COOKIE, VISITOR_CART_SECONDS } from "@/lib/cart/cookies";
import type { CartView } from "@/lib/cart/view";
import type { CartKey } from "@/lib/data/carts";
import { shopIsHttps } from "@/lib/shop-url";

/**
 * Whose cart a request is about: a signed-in customer's by their account, so it follows them
 * to every device; a visitor's by the id in their httpOnly `cart` cookie. A visitor who signs
 * in brings their cart along: it joins the account's the first time both are seen together
 * (at sign-in, joinCartAtSignIn, or on the next cart request), and the cookie goes.
 */
export type CartOwner = {
  key: CartKey;
  /** A visitor's cart is kept until then, renewed by every change; an account's stays. */
  expiresAt?: Date;
  /** The visitor's id, for their cookie (set when new, renewed when kept). */
  visitorId?: string;
  /** The visitor cookie of a cart that has just joined the account. */
  dropVisitorCookie?: boolean;
};

const VISITOR_ID = /^[A-Za-z0-9_-]{43}$/;

/** Stored only as a hash: a copy of the database gives nobody a visitor's cart. */
const visitorKey = (id: string): CartKey => `visitor:${createHash("sha256").update(id).digest("hex")}`;
const accountKey = (email: string): CartKey => `user:${email.toLowerCase()}`;

async function visitorIdFromCookie(): Promise<string | null> {
  const id = (await cookies()).get(CART_COOKIE)?.value;
  return id && VISITOR_ID.test(id) ? id : null;
}

/**
 * The cart of the customer signed in as `signedInAs`, or else the visitor's, or null for a
 * visitor without one. With `create`, a visitor without a
 * cart gets an id (256 random bits) for their cookie.
 */
export async function cartOwner(
  signedInAs: string | null,
  options: { create?: boolean } = {},
): Promise<CartOwner | null> {
  if (signedInAs) return accountCart(signedInAs);
  const visitorId = await visitorIdFromCookie();
  const id = visitorId ?? (options.create ? randomBytes(32).toString("base64url") : null);
  if (!id) return null;
  return { key: visitorKey(id), visitorId: id, expiresAt: new Date(Date.now() + VISITOR_CART_SECONDS * 1000) };
}

/** A signed-in customer's cart, which this browser's visitor cart, if any, joins first. */
export async function accountCart(email: string): Promise<CartOwner> {
  const key = accountKey(email);
  const visitorId = await visitorIdFromCookie();
  if (!visitorId) return { key };
  await joinCart(visitorKey(visitorId), key);
  return { key, dropVisitorCookie: true };
}

/**
 * The cart for the basket page to render, when reading it there changes nothing: no visitor cart
 * to join into the account first, and the navbar's count cookie already saying what it holds.
 * Null otherwise, and the browser asks GET /api/cart, whose answer sets the cookies a page cannot.
 */
export async function settledCart(signedInAs: string | null, bike: BikeChoice | null): Promise<CartView | null> {
  if (signedInAs && (await visitorIdFromCookie())) return null;
  // Without a visitor cart to join, finding the owner writes nothing: the API's GET reads the same cart.
  const owner = await cartOwner(signedInAs);
  const view = await viewCart(owner?.key ?? null, bike);
  const counted = Number((await cookies()).get(CART_COUNT_COOKIE)?.value ?? 0);
  return view.count === counted ? view : null;
}

const cookieOptions = () =>
  ({ path: "/", sameSite: "lax", secure: shopIsHttps(), maxAge: VISITOR_CART_SECONDS }) as const;

/** The cart as JSON, with the cookies that go with it. */
export function cartAnswer(view: CartView, owner: CartOwner | null): NextResponse {
  return withCartCookies(NextResponse.json(view), view.count, owner);
}

/** Sets the visitor's id cookie (new, renewed or dropped after a join) and the navbar's count on an answer. */
export function withCartCookies(response: NextResponse, count: number, owner: CartOwner | null): NextResponse {
  if (owner?.visitorId) response.cookies.set(CART_COOKIE, owner.visitorId, { ...cookieOptions(), httpOnly: true });
  if (owner?.dropVisitorCookie) response.cookies.delete(CART_COOKIE);
  if (count > 0) response.cookies.set(CART_COUNT_COOKIE, String(count), cookieOptions());
  else response.cookies.delete(CART_COUNT_COOKIE);
  return response;
}

/**
 * At sign-in (lib/auth/config.ts's signIn event): the visitor's cart of this browser, if any,
 * joins the account signed in to, and the navbar's count becomes the account cart's, so a cart
 * filled on another device shows at once. Next.js's cookie jar is the sign-in answer's.
 */
export async function joinCartAtSignIn(email: string): Promise<void> {
  const owner = await accountCart(email);
  const { count } = await viewCart(owner.key);
  const jar = await cookies();
  if (owner.dropVisitorCookie) jar.delete(CART_COOKIE);
  if (count > 0) jar.set(CART_COUNT_COOKIE, String(count), cookieOptions());
  else if (jar.has(CART_COUNT_COOKIE)) jar.delete(CART_COUNT_COOKIE);
}

/** At sign-out: the navbar's count was the account cart's. */
export async function forgetCartCount(): Promise<void> {
  const jar = await cookies();
  if (jar.has(CART_COUNT_COOKIE)) jar.delete(CART_COUNT_COOKIE);
}
