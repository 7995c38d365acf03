"use client";

import { useMemo, useState } from "react";
import { Link } from "@/components/navigation/link";
import { useRouter } from "next/navigation";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/layout/toaster";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/forms/form-field";
import { registerShown } from "@/components/forms/register-shown";
import { Icon } from "@/components/icons/icon";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { buttonVariants } from "@/components/ui/button-variants";
import { DeliveryAndPayment, deliveryDefaults } from "@/components/tools/delivery-and-payment";
import { nextStepHref, nextStepLabel, placedDescription, type PlacedOrder } from "@/components/tools/order-placed";
import type { OnlinePayments } from "@/components/tools/payment-method-choice";
import type { Buyer, PhoneCheck } from "@/components/tools/checkout-settings";
import type { PlaceNames } from "@/config/districts";
import { api, ApiError, applyFieldErrors } from "@/lib/client/api";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import type { DeliveryRates } from "@/lib/delivery/charge";
import { fill, useLocale, useMessages } from "@/lib/i18n/client";
import { formatCount } from "@/lib/i18n/format";
import { localizeHref } from "@/lib/i18n/locales";
import { formatPrice } from "@/lib/money";
import { lineAmounts } from "@/lib/orders/amounts";
import type { Tool } from "@/lib/data/tools";
import { stockLevel } from "@/lib/stock";
import type { OrderFormValues, OrderInput, PaymentMethod } from "@/lib/validations/order";

/**
 * The order form: the tool and the buyer's account are shown read-only; the quantity, where
 * to deliver (prefilled from the profile) and how to pay are theirs to choose, with the
 * delivery charge and the total worked out as they choose.
 */
export function OrderForm({
  tool,
  buyer,
  online,
  rates,
  phoneCheck,
  places,
  fitWarning,
}: {
  tool: Tool;
  buyer: Buyer;
  online: OnlinePayments;
  rates: DeliveryRates;
  phoneCheck: PhoneCheck;
  places: PlaceNames;
  /** Said before ordering a part that does not fit the rider's bike. */
  fitWarning?: string;
}) {
  const router = useRouter();
  const { form: text } = useMessages("tool");
  const { add: cartText } = useMessages("cart");
  const locale = useLocale();
  const resolver = useMemo(
    () =>
      lazyZodResolver<OrderFormValues, OrderInput>(() =>
        import("@/lib/validations/order").then((schemas) => schemas.orderSchemaFor(tool)),
      ),
    [tool],
  );
  const outOfStock = stockLevel(tool) === "out";
  // The order just placed: the form waits, with the way on, until the rider asks to order again,
  // so a second press of Order Now does not place the same order twice.
  const [placed, setPlaced] = useState<{ order: PlacedOrder; method: PaymentMethod } | null>(null);
  const form = useForm<OrderFormValues, unknown, OrderInput>({
    resolver,
    defaultValues: {
      toolId: tool._id,
      quantity: tool.orderQuantity,
      ...deliveryDefaults(buyer, online),
    },
  });
  const register = registerShown(form);
  const {
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const quantity = useWatch({ control, name: "quantity" });
  const validQuantity = Number.isInteger(quantity) && quantity > 0;
  const items = validQuantity ? lineAmounts(tool.price, quantity, rates.bdtPerUsd) : null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const order = await api<PlacedOrder>("/api/order", { method: "POST", json: values });
      if (!order.insertedId) throw new Error("no insertedId");
      setPlaced({ order, method: values.paymentMethod });
      const next = nextStepHref(order, values.paymentMethod);
      toast.success(text.placed, {
        description: placedDescription(text, order, values.paymentMethod, locale),
        action: {
          label: nextStepLabel(text, values.paymentMethod),
          onClick: () => router.push(localizeHref(next, locale)),
        },
      });
      router.refresh();
    } catch (error) {
      applyFieldErrors(form, error);
      toast.error(text.failed, { description: error instanceof ApiError ? error.message : undefined });
    }
  });

  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} onFocus={resolver.preload} aria-label={text.label}>
        <fieldset disabled={outOfStock || isSubmitting || placed !== null} className="grid gap-5 sm:grid-cols-2">
          <FormField label={text.tool} className="sm:col-span-2">
            <Input value={tool.name} readOnly />
          </FormField>
          <FormField label={text.price} hint={fill(text.perUnit, { price: formatPrice(tool.price, locale) })}>
            <Input value={items ? formatPrice(items.price, locale) : ""} readOnly />
          </FormField>
          <FormField
            label={text.quantity}
            error={errors.quantity?.message}
            hint={fill(text.quantityHint, {
              minimum: formatCount(tool.orderQuantity, locale),
              available: formatCount(tool.availableQuantity, locale),
            })}
          >
            <Input type="number" inputMode="numeric" step={1} {...register("quantity", { valueAsNumber: true })} />
          </FormField>
          <FormField label={text.name}>
            <Input value={buyer.name} readOnly />
          </FormField>
          <FormField label={text.email}>
            <Input type="email" value={buyer.email} readOnly />
          </FormField>

          <DeliveryAndPayment online={online} rates={rates} items={items} phoneCheck={phoneCheck} places={places} />

          {fitWarning && (
            <p
              id="fit-warning"
              className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-950 sm:col-span-2"
            >
              <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0" />
              {fitWarning}
            </p>
          )}

          {!placed && (
            <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
              <Button type="submit" size="lg" aria-describedby={fitWarning ? "fit-warning" : undefined}>
                {outOfStock ? text.outOfStock : isSubmitting ? text.ordering : text.orderNow}
              </Button>
              <AddToCartButton
                toolId={tool._id}
                name={tool.name}
                quantity={validQuantity ? quantity : tool.orderQuantity}
                text={cartText}
                className={buttonVariants({ variant: "outline", size: "lg" })}
                inOrderForm
              />
              <Link href="/dashboard/order" className="text-sm font-semibold text-brand-700 hover:underline">
                {text.seeMyOrders}
              </Link>
            </div>
          )}
        </fieldset>
        {placed && (
          <div
            role="status"
            className="mt-5 flex flex-wrap items-center gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-4"
          >
            <p className="basis-full font-semibold text-emerald-950">
              {placedDescription(text, placed.order, placed.method, locale)}
            </p>
            <Link href={nextStepHref(placed.order, placed.method)} className={buttonVariants({ size: "lg" })}>
              {nextStepLabel(text, placed.method)}
            </Link>
            <Button type="button" variant="outline" size="lg" onClick={() => setPlaced(null)}>
              {text.orderAgain}
            </Button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}
