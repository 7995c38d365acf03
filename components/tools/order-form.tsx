"use client";

import { useMemo } from "react";
import type { Route } from "next";
import { Link } from "@/components/navigation/link";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/layout/toaster";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/forms/form-field";
import { Icon } from "@/components/icons/icon";
import { DistrictSelect } from "@/components/orders/district-select";
import { OrderSummary } from "@/components/tools/order-summary";
import { PaymentMethodChoice, type OnlinePayments } from "@/components/tools/payment-method-choice";
import { api, ApiError, applyFieldErrors } from "@/lib/client/api";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import type { DeliveryRates } from "@/lib/delivery/charge";
import { fill, useLocale, useMessages } from "@/lib/i18n/client";
import { formatCount } from "@/lib/i18n/format";
import { localizeHref } from "@/lib/i18n/locales";
import { formatPrice } from "@/lib/money";
import { lineAmounts } from "@/lib/orders/amounts";
import type { Tool } from "@/lib/data/tools";
import type { Profile } from "@/lib/data/users";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { stockLevel } from "@/lib/stock";
import type { OrderFormValues, OrderInput } from "@/lib/validations/order";

type Placed = { insertedId?: string; orderNumber?: number };

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
  fitWarning,
}: {
  tool: Tool;
  buyer: Pick<Profile, "name" | "email" | "phone" | "district" | "area" | "address">;
  /** Which online payments the shop takes yet; without any, cash on delivery is the only choice. */
  online: OnlinePayments;
  rates: DeliveryRates;
  /** Said before ordering a part that does not fit the rider's bike. */
  fitWarning?: string;
}) {
  const router = useRouter();
  const { form: text } = useMessages("tool");
  const locale = useLocale();
  const resolver = useMemo(
    () =>
      lazyZodResolver<OrderFormValues, OrderInput>(() =>
        import("@/lib/validations/order").then((schemas) => schemas.orderSchemaFor(tool)),
      ),
    [tool],
  );
  const outOfStock = stockLevel(tool) === "out";
  const form = useForm<OrderFormValues, unknown, OrderInput>({
    resolver,
    defaultValues: {
      toolId: tool._id,
      quantity: tool.orderQuantity,
      BuyerName: buyer.name,
      BuyerPhone: buyer.phone,
      district: buyer.district,
      area: buyer.area,
      address: buyer.address,
      paymentMethod: online.card ? "card" : "cod",
      saveToProfile: !buyer.district,
    },
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [quantity, district] = useWatch({ control, name: ["quantity", "district"] });
  const items =
    Number.isInteger(quantity) && quantity > 0 ? lineAmounts(tool.price, quantity, rates.bdtPerUsd) : null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { insertedId, orderNumber } = await api<Placed>("/api/order", { method: "POST", json: values });
      if (!insertedId || !orderNumber) throw new Error("no insertedId");
      const next =
        values.paymentMethod === "cod"
          ? { label: text.myOrders, href: "/dashboard/order" as Route }
          : { label: text.payNow, href: `/dashboard/payment/${insertedId}` as Route };
      toast.success(text.placed, {
        description: fill(text.orderNumber, { number: formatOrderNumber(orderNumber) }),
        action: { label: next.label, onClick: () => router.push(localizeHref(next.href, locale)) },
      });
      router.refresh();
    } catch (error) {
      applyFieldErrors(form, error);
      toast.error(text.failed, { description: error instanceof ApiError ? error.message : undefined });
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} aria-label={text.label}>
      <fieldset disabled={outOfStock || isSubmitting} className="grid gap-5 sm:grid-cols-2">
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

        <h3 className="text-base font-bold text-ink sm:col-span-2">{text.deliverTo}</h3>
        <FormField label={text.recipient} error={errors.BuyerName?.message}>
          <Input autoComplete="name" {...register("BuyerName")} />
        </FormField>
        <FormField label={text.phone} error={errors.BuyerPhone?.message} hint={text.phoneHint}>
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="01711000000" {...register("BuyerPhone")} />
        </FormField>
        <FormField label={text.district} error={errors.district?.message}>
          <DistrictSelect {...register("district")} />
        </FormField>
        <FormField label={text.area} error={errors.area?.message}>
          <Input autoComplete="address-level2" placeholder={text.areaPlaceholder} {...register("area")} />
        </FormField>
        <FormField label={text.address} error={errors.address?.message} className="sm:col-span-2">
          <Input autoComplete="street-address" placeholder={text.addressPlaceholder} {...register("address")} />
        </FormField>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" className="size-4 accent-brand-700" {...register("saveToProfile")} />
          {text.saveAddress}
        </label>

        <OrderSummary
          rates={rates}
          items={items}
          district={typeof district === "string" ? district : undefined}
        />

        <PaymentMethodChoice
          className="sm:col-span-2"
          online={online}
          error={errors.paymentMethod?.message}
          {...register("paymentMethod")}
        />

        {fitWarning && (
          <p
            id="fit-warning"
            className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-950 sm:col-span-2"
          >
            <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0" />
            {fitWarning}
          </p>
        )}

        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <Button type="submit" size="lg" aria-describedby={fitWarning ? "fit-warning" : undefined}>
            {outOfStock ? text.outOfStock : isSubmitting ? text.ordering : text.orderNow}
          </Button>
          <Link href="/dashboard/order" className="text-sm font-semibold text-brand-700 hover:underline">
            {text.seeMyOrders}
          </Link>
        </div>
      </fieldset>
    </form>
  );
}
