"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { Icon } from "@/components/icons/icon";
import { toast } from "@/components/layout/toaster";
import { ApiError } from "@/lib/client/api";
import { addToCart } from "@/lib/client/cart";
import { fill, useLocale } from "@/lib/i18n/client";
import { localizeHref } from "@/lib/i18n/locales";
import type { ClientMessages } from "@/messages";

/**
 * "Add to basket": adds `quantity` of the part (its minimum order on a card, the order form's
 * quantity on its page) to what the basket holds, and offers the way to it. The server says
 * why when it cannot (more than the stock, a full basket).
 *
 * Tapped before the page has hydrated, the browser posts it to /api/cart itself, which adds the
 * part and sends it on to the basket: from a form of its own with the quantity, or, `inOrderForm`,
 * as a second submit button of the order form, whose quantity field goes with it. Once hydrated,
 * a tap adds it from here and the form is not sent.
 */
export function AddToCartButton({
  toolId,
  name,
  quantity,
  disabled = false,
  text,
  className,
  inOrderForm = false,
}: {
  toolId: string;
  name: string;
  quantity: number;
  disabled?: boolean;
  inOrderForm?: boolean;
  text: ClientMessages["cart"]["add"];
  /** The button's classes, from buttonVariants on the server side or the caller. */
  className: string;
}) {
  const router = useRouter();
  const locale = useLocale();
  const [adding, setAdding] = useState(false);

  const add = async () => {
    setAdding(true);
    try {
      await addToCart(toolId, quantity);
      toast.success(text.added, {
        description: name,
        action: { label: text.view, onClick: () => router.push(localizeHref("/cart", locale)) },
      });
    } catch (error) {
      toast.error(text.failed, { description: error instanceof ApiError ? error.message : undefined });
    } finally {
      setAdding(false);
    }
  };

  const button = (
    <button
      type="submit"
      formAction="/api/cart"
      formMethod="post"
      name="toolId"
      value={toolId}
      className={className}
      disabled={disabled || adding}
      aria-label={fill(text.addLabel, { name })}
      onClick={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <Icon name="shopping-basket" className="size-4" />
      {text.add}
    </button>
  );
  if (inOrderForm) return button;
  return (
    <form method="post" action="/api/cart" className="contents">
      <input type="hidden" name="quantity" value={quantity} />
      {button}
    </form>
  );
}
