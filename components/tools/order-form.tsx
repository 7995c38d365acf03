"use client";

import { useMemo } from "react";
import type { Route } from "next";
import { Link } from "@/components/navigation/link";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/layout/toaster";

import { texts } from "@/config/texts";
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
import { formatPrice, lineTotal } from "@/lib/money";
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
  const resolver = useMemo(
    () =>
      lazyZodResolver<OrderFormValues, OrderInput>(() =>
        import("@/lib/validations/order").then((schemas) => schemas.orderSchemaFor(tool)),
      ),
    [tool],
  );
  const outOfStock = stockLevel(tool).state === "out";
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
  const itemsValue = Number.isInteger(quantity) && quantity > 0 ? lineTotal(tool.price, quantity) : null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { insertedId, orderNumber } = await api<Placed>("/api/order", { method: "POST", json: values });
      if (!insertedId || !orderNumber) throw new Error("no insertedId");
      const next =
        values.paymentMethod === "cod"
          ? { label: "My orders", href: "/dashboard/order" as Route }
          : { label: "Pay now", href: `/dashboard/payment/${insertedId}` as Route };
      toast.success(texts.order.placed, {
        description: `Order ${formatOrderNumber(orderNumber)}`,
        action: { label: next.label, onClick: () => router.push(next.href) },
      });
      router.refresh();
    } catch (error) {
      applyFieldErrors(form, error);
      toast.error(texts.order.failed, { description: error instanceof ApiError ? error.message : undefined });
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} aria-label="Order form">
      <fieldset disabled={outOfStock || isSubmitting} className="grid gap-5 sm:grid-cols-2">
        <FormField label="Tool" className="sm:col-span-2">
          <Input value={tool.name} readOnly />
        </FormField>
        <FormField label="Price" hint={`${formatPrice(tool.price)} per unit`}>
          <Input value={itemsValue === null ? "" : formatPrice(itemsValue)} readOnly />
        </FormField>
        <FormField
          label="Quantity"
          error={errors.quantity?.message}
          hint={`Minimum ${tool.orderQuantity}, ${tool.availableQuantity} available`}
        >
          <Input type="number" inputMode="numeric" step={1} {...register("quantity", { valueAsNumber: true })} />
        </FormField>
        <FormField label="Name">
          <Input value={buyer.name} readOnly />
        </FormField>
        <FormField label="Email">
          <Input type="email" value={buyer.email} readOnly />
        </FormField>

        <h3 className="text-base font-bold text-ink sm:col-span-2">Deliver to</h3>
        <FormField label="Recipient's name" error={errors.BuyerName?.message}>
          <Input autoComplete="name" {...register("BuyerName")} />
        </FormField>
        <FormField label="Phone" error={errors.BuyerPhone?.message} hint="The courier calls this number">
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="01711000000" {...register("BuyerPhone")} />
        </FormField>
        <FormField label="District" error={errors.district?.message}>
          <DistrictSelect {...register("district")} />
        </FormField>
        <FormField label="Area or thana" error={errors.area?.message}>
          <Input autoComplete="address-level2" placeholder="Mirpur" {...register("area")} />
        </FormField>
        <FormField label="Address" error={errors.address?.message} className="sm:col-span-2">
          <Input autoComplete="street-address" placeholder="House 12, Road 3, Block C" {...register("address")} />
        </FormField>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" className="size-4 accent-brand-700" {...register("saveToProfile")} />
          Save this address to my profile for next time
        </label>

        <OrderSummary
          rates={rates}
          itemsValue={itemsValue}
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
            {outOfStock ? "Out of stock" : isSubmitting ? "Ordering..." : "Order Now"}
          </Button>
          <Link href="/dashboard/order" className="text-sm font-semibold text-brand-700 hover:underline">
            See my orders
          </Link>
        </div>
      </fieldset>
    </form>
  );
}
