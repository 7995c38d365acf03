"use client";

import { useMemo } from "react";
import { useRouter } from "next/navigation";
import { FormProvider, useForm } from "react-hook-form";

import { toast } from "@/components/layout/toaster";
import type { CheckoutSettings } from "@/components/tools/checkout-settings";
import { DeliveryAndPayment, deliveryDefaults } from "@/components/tools/delivery-and-payment";
import { nextStepHref, placedDescription, type PlacedOrder } from "@/components/tools/order-placed";
import { Button } from "@/components/ui/button";
import type { CartView } from "@/lib/cart/view";
import { api, ApiError, applyFieldErrors } from "@/lib/client/api";
import { cartChanged } from "@/lib/client/cart-count";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { fill, useLocale, useMessages } from "@/lib/i18n/client";
import { localizeHref } from "@/lib/i18n/locales";
import type { CartOrderFormValues, CartOrderInput } from "@/lib/validations/order";

type CartOrderAnswer = PlacedOrder & { leftOut: { name: string }[] };

/**
 * The basket's checkout for a signed-in customer: the order form's delivery and payment fields
 * (prefilled from the profile), one delivery charge for the whole basket, and one "Order now".
 * The items total the buyer sees goes along, so a price changed meanwhile is refused (409) and
 * the basket is read again to show it; so is a line the server cannot take.
 */
export function CartCheckout({
  cart,
  settings: { buyer, online, rates, phoneCheck, places },
  onStale,
}: {
  cart: CartView;
  settings: CheckoutSettings;
  onStale: () => void;
}) {
  const router = useRouter();
  const locale = useLocale();
  const { form: text } = useMessages("tool");
  const { checkout: cartText } = useMessages("cart");
  const resolver = useMemo(
    () =>
      lazyZodResolver<CartOrderFormValues, CartOrderInput>(() =>
        import("@/lib/validations/order").then((schemas) => schemas.cartOrderSchema),
      ),
    [],
  );
  const form = useForm<CartOrderFormValues, unknown, CartOrderInput>({
    resolver,
    defaultValues: {
      fromCart: true,
      ...deliveryDefaults(buyer, online),
    },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const order = await api<CartOrderAnswer>("/api/order", {
        method: "POST",
        json: { ...values, itemsTotal: cart.itemsTotal },
      });
      cartChanged();
      toast.success(text.placed, { description: placedDescription(text, order, values.paymentMethod, locale) });
      if (order.leftOut.length > 0)
        toast.info(fill(cartText.leftOut, { parts: order.leftOut.map((part) => part.name).join(", ") }));
      router.push(localizeHref(nextStepHref(order, values.paymentMethod), locale));
    } catch (error) {
      applyFieldErrors(form, error);
      toast.error(text.failed, { description: error instanceof ApiError ? error.message : undefined });
      if (error instanceof ApiError && error.status === 409) onStale();
    }
  });

  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} onFocus={resolver.preload} aria-label={cartText.label}>
        <fieldset disabled={isSubmitting} className="grid gap-5 sm:grid-cols-2">
          <DeliveryAndPayment
            online={online}
            rates={rates}
            items={{ price: cart.itemsTotal, priceBdt: cart.itemsTotalBdt }}
            phoneCheck={phoneCheck}
            places={places}
          />
          <Button type="submit" size="lg" className="sm:col-span-2" disabled={cart.count === 0}>
            {isSubmitting ? cartText.ordering : cartText.orderNow}
          </Button>
        </fieldset>
      </form>
    </FormProvider>
  );
}
