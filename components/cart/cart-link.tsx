"use client";

import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";

import { Icon } from "@/components/icons/icon";
import { Link } from "@/components/navigation/link";
import { cartCount, subscribeToCartCount } from "@/lib/client/cart-count";
import { plural, useLocale } from "@/lib/i18n/client";
import { formatNumber } from "@/lib/i18n/format";
import type { ClientMessages } from "@/messages";

/**
 * The basket in the navbar, with how many parts it holds. The count is the `cart-count` cookie
 * (lib/client/cart-count.ts), read again after every cart change and every navigation (a
 * sign-in joins carts, an order empties one), so showing it never costs a request.
 * Its words come from the server (SiteHeader).
 */
export function CartLink({ text }: { text: ClientMessages["cart"]["button"] }) {
  // Subscribed to navigations only to render again after each, reading the cookie anew.
  usePathname();
  const count = useSyncExternalStore(subscribeToCartCount, cartCount, () => 0);
  const locale = useLocale();
  return (
    <Link
      href="/cart"
      aria-label={count > 0 ? plural(text.withCount, count, locale) : text.label}
      className="relative flex size-9 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:size-10"
      data-testid="cart-link"
    >
      <Icon name="shopping-basket" className="size-5" />
      {count > 0 && (
        <span className="absolute right-0 top-0.5 min-w-4 rounded-full bg-brand-700 px-1 text-center text-[0.65rem] leading-4 font-bold text-white">
          {formatNumber(count, locale)}
        </span>
      )}
    </Link>
  );
}
