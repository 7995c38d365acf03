import { afterEach, describe, expect, it, vi } from "vitest";

import { cartChanged, cartCount, subscribeToCartCount } from "@/lib/client/cart-count";

const withCookies = (cookie: string) => vi.stubGlobal("document", { cookie });

describe("the navbar's basket count", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["cart-count=3", 3],
    ["session-hint=1; cart-count=12; locale=bn", 12],
    ["", 0],
    ["my-cart-count=4", 0],
    ["cart-count=", 0],
    ["cart-count=-2", 0],
    ["cart-count=1.5", 0],
    ["cart-count=lots", 0],
  ])("%j reads as %i", (cookie, count) => {
    withCookies(cookie);
    expect(cartCount()).toBe(count);
  });

  it("tells subscribers when the basket changed, until they unsubscribe", () => {
    vi.stubGlobal("window", new EventTarget());
    const onChange = vi.fn();
    const unsubscribe = subscribeToCartCount(onChange);
    cartChanged();
    unsubscribe();
    cartChanged();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
