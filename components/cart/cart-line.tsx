"use client";

import { useId, useState } from "react";

import { QuantityStepper } from "@/components/cart/quantity-stepper";
import { Icon } from "@/components/icons/icon";
import { toast } from "@/components/layout/toaster";
import { PriceTag } from "@/components/money/price-tag";
import { StaticImage } from "@/components/ui/static-image";
import type { CartItem, CartView } from "@/lib/cart/view";
import { ApiError } from "@/lib/client/api";
import { setCartQuantity } from "@/lib/client/cart";
import { fill, useLocale, useMessages } from "@/lib/i18n/client";
import { formatCount } from "@/lib/i18n/format";
import { formatPrice } from "@/lib/money";

const notice = "flex items-start gap-1.5 text-sm font-semibold";

/**
 * One part in the basket: picture, name, unit price, how many (within its minimum order and
 * stock), remove, and its total; a changed price, a part gone or out of stock, and a part that
 * does not fit the rider's bike are said on the line itself.
 */
export function CartLine({
  item,
  bike,
  onCart,
  onStale,
}: {
  item: CartItem;
  /** The rider's bike, named, for the fit warning. */
  bike: string | null;
  /** The basket as the server answered a change. */
  onCart: (view: CartView) => void;
  /** A change was refused: read the basket again, so it shows what is true now. */
  onStale: () => void;
}) {
  const { page: text } = useMessages("cart");
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const hintId = useId();
  const name = { name: item.name };

  /** Sets the line's quantity on the server; whether it did. */
  const change = async (quantity: number): Promise<boolean> => {
    if (pending) return false;
    setPending(true);
    try {
      onCart(await setCartQuantity(item.toolId, quantity));
      if (quantity === 0) toast.success(fill(text.removed, name));
      return true;
    } catch (error) {
      const reason = error instanceof ApiError ? (error.fields.quantity ?? error.message) : undefined;
      toast.error(text.changeFailed, { description: reason });
      onStale();
      return false;
    } finally {
      setPending(false);
    }
  };

  return (
    <li className="grid grid-cols-[4.5rem_1fr] gap-x-4 gap-y-3 rounded-xl border bg-card p-3 shadow-sm sm:grid-cols-[6rem_1fr_auto] sm:p-4">
      <StaticImage
        src={item.image}
        alt=""
        width={96}
        height={72}
        className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
      />
      <div className="grid min-w-0 content-start gap-1.5">
        <h3 className="font-bold text-ink wrap-anywhere">{item.name}</h3>
        <p className="flex flex-wrap items-baseline gap-x-1.5 text-sm text-slate-600">
          {text.unitPrice}
          <PriceTag
            dollars={item.unitPrice}
            bdt={item.unitPriceBdt}
            locale={locale}
            className="font-semibold text-ink"
          />
        </p>
        {item.priceChanged && item.previousUnitPrice !== undefined && (
          <p className={`${notice} text-amber-800`}>
            <Icon name="info" className="mt-0.5 size-4 shrink-0" />
            {fill(text.priceChanged, {
              before: formatPrice(item.previousUnitPrice, locale),
              now: formatPrice(item.unitPrice, locale),
            })}
          </p>
        )}
        {item.unavailable && (
          <p className={`${notice} text-destructive`}>
            <Icon name="triangle-alert" className="mt-0.5 size-4 shrink-0" />
            {item.unavailable === "deleted" ? text.deleted : text.outOfStock}
          </p>
        )}
        {item.fitsBike === false && (
          <p className={`${notice} text-amber-800`}>
            <Icon name="triangle-alert" className="mt-0.5 size-4 shrink-0" />
            {bike ? fill(text.doesNotFit, { bike }) : text.doesNotFitAnyBike}
          </p>
        )}
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 sm:col-span-1 sm:col-start-3 sm:row-start-1 sm:grid sm:content-start sm:justify-items-end">
        {!item.unavailable && (
          <div className="grid gap-1">
            <QuantityStepper
              key={item.quantity}
              value={item.quantity}
              min={item.orderQuantity}
              max={item.availableQuantity}
              disabled={pending}
              describedBy={hintId}
              labels={{
                quantity: fill(text.quantity, name),
                fewer: fill(text.fewer, name),
                more: fill(text.more, name),
              }}
              onChange={change}
            />
            <p id={hintId} className="text-xs text-slate-600">
              {fill(text.quantityHint, {
                minimum: formatCount(item.orderQuantity, locale),
                available: formatCount(item.availableQuantity, locale),
              })}
            </p>
          </div>
        )}
        <div className="flex items-center gap-3">
          {!item.unavailable && (
            <p className="text-right font-bold text-ink">
              <span className="sr-only">{text.lineTotal}: </span>
              <PriceTag dollars={item.lineTotal} bdt={item.lineTotalBdt} locale={locale} className="justify-end" />
            </p>
          )}
          <button
            type="button"
            className="flex size-10 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-accent hover:text-destructive focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-50"
            aria-label={fill(text.remove, name)}
            disabled={pending}
            onClick={() => change(0)}
          >
            <Icon name="trash" className="size-5" />
          </button>
        </div>
      </div>
    </li>
  );
}
