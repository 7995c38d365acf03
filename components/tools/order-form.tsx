"use client";

import { useMemo } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";

import { texts } from "@/config/texts";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/forms/form-field";
import { api, ApiError } from "@/lib/client/api";
import { formatPrice, lineTotal } from "@/lib/data/money";
import type { Tool } from "@/lib/data/tools";
import { orderSchemaFor, type OrderInput } from "@/lib/validations/order";

type Buyer = { name: string; email: string };

/** The order form: the buyer and the tool are shown read-only; phone and quantity are theirs to fill. */
export function OrderForm({ tool, buyer }: { tool: Tool; buyer: Buyer }) {
  const router = useRouter();
  const schema = useMemo(() => orderSchemaFor(tool), [tool]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrderInput>({
    resolver: zodResolver(schema),
    defaultValues: { toolId: tool._id, BuyerPhone: "", quantity: tool.orderQuantity },
  });
  const quantity = useWatch({ control, name: "quantity" });
  const total = Number.isInteger(quantity) && quantity > 0 ? lineTotal(tool.price, quantity) : null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { insertedId } = await api<{ insertedId?: string }>("/api/order", { method: "POST", json: values });
      if (!insertedId) throw new Error("no insertedId");
      toast.success(texts.order.placed, {
        action: { label: "My orders", onClick: () => router.push("/dashboard/order") },
      });
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.fields.quantity) setError("quantity", { message: error.fields.quantity });
      if (error instanceof ApiError && error.fields.BuyerPhone)
        setError("BuyerPhone", { message: error.fields.BuyerPhone });
      toast.error(texts.order.failed, { description: error instanceof ApiError ? error.message : undefined });
    }
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2" aria-label="Order form">
      <FormField label="Tool" className="sm:col-span-2">
        <Input value={tool.name} readOnly />
      </FormField>
      <FormField label="Price" hint={`${formatPrice(tool.price)} per unit`}>
        <Input value={total === null ? "" : formatPrice(total)} readOnly />
      </FormField>
      <FormField label="Name">
        <Input value={buyer.name} readOnly />
      </FormField>
      <FormField label="Email" className="sm:col-span-2">
        <Input type="email" value={buyer.email} readOnly />
      </FormField>
      <FormField label="Phone" error={errors.BuyerPhone?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="01711000000" {...register("BuyerPhone")} />
      </FormField>
      <FormField
        label="Quantity"
        error={errors.quantity?.message}
        hint={`Minimum ${tool.orderQuantity}, ${tool.availableQuantity} available`}
      >
        <Input type="number" inputMode="numeric" step={1} {...register("quantity", { valueAsNumber: true })} />
      </FormField>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Ordering..." : "Order Now"}
        </Button>
        <Link href="/dashboard/order" className="text-sm font-semibold text-brand-700 hover:underline">
          See my orders
        </Link>
      </div>
    </form>
  );
}
