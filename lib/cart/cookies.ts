/**
 * The two cookies of a cart. `cart` holds a visitor's cart id: 256 random bits, httpOnly, and
 * stored on the server only as its SHA-256, so neither a script on the page nor a copy of the
 * database can take someone's cart. `cart-count` is how many parts the cart holds, readable by
 * scripts so the navbar can show it without asking the server (lib/client/cart-count.ts); like
 * the session hint it is worth nothing, and pages and the API never trust it.
 */
export const CART_COOKIE = "cart";
export const CART_COUNT_COOKIE = "cart-count";

/** A visitor's cart is kept this long after its last change. */
export const VISITOR_CART_DAYS = 30;
export const VISITOR_CART_SECONDS = VISITOR_CART_DAYS * 24 * 60 * 60;
