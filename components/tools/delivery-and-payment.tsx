import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";

import { FormField } from "@/components/forms/form-field";
import { registerShown } from "@/components/forms/register-shown";
import { DistrictSelect } from "@/components/orders/district-select";
import { OrderSummary } from "@/components/tools/order-summary";
import { PaymentMethodChoice, type OnlinePayments } from "@/components/tools/payment-method-choice";
import { PhoneConfirmation } from "@/components/tools/phone-confirmation";
import { Input } from "@/components/ui/input";
import type { Buyer, PhoneCheck } from "@/components/tools/checkout-settings";
import type { PlaceNames } from "@/config/districts";
import type { DeliveryRates } from "@/lib/delivery/charge";
import { fill, useMessages } from "@/lib/i18n/client";
import type { ItemsAmounts } from "@/lib/orders/amounts";
import { canonicalMobile } from "@/lib/validations/bd-mobile";
import type { CartOrderFormValues } from "@/lib/validations/order";

/** The fields every order has besides its parts: the order form's and the basket's alike. */
export type DeliveryValues = Pick<
  CartOrderFormValues,
  "BuyerName" | "BuyerPhone" | "district" | "area" | "address" | "saveToProfile" | "paymentMethod"
>;

/** Where an order goes and how it is paid until the buyer says otherwise: their saved address, and a card when the shop takes cards. */
export function deliveryDefaults(buyer: Buyer, online: OnlinePayments): DeliveryValues {
  return {
    BuyerName: buyer.name,
    BuyerPhone: buyer.phone,
    district: buyer.district,
    area: buyer.area,
    address: buyer.address,
    paymentMethod: online.card ? "card" : "cod",
    saveToProfile: !buyer.district,
  };
}

/**
 * Where the parts go and how they are paid, with the running total between: the part of the
 * order form (components/tools/order-form.tsx) the basket's checkout shares. It sits in a
 * two-column grid inside a react-hook-form <FormProvider> whose values include DeliveryValues.
 * Cash on delivery to a phone not yet confirmed asks for the texted code below the choice.
 */
export function DeliveryAndPayment({
  online,
  rates,
  items,
  phoneCheck,
  places,
}: {
  online: OnlinePayments;
  rates: DeliveryRates;
  /** The parts' value; null while it is not known (a quantity being typed). */
  items: ItemsAmounts | null;
  phoneCheck: PhoneCheck;
  places: PlaceNames;
}) {
  const { form: text, confirmPhone: confirmText } = useMessages("tool");
  const [confirmed, setConfirmed] = useState(() => new Set(phoneCheck.confirmedPhones));
  const form = useFormContext<DeliveryValues>();
  const register = registerShown(form);
  const {
    control,
    formState: { errors },
  } = form;
  const [district, method, phoneText] = useWatch({ control, name: ["district", "paymentMethod", "BuyerPhone"] });
  const phone = phoneCheck.required && method === "cod" ? canonicalMobile(phoneText ?? "") : null;
  return (
    <>
      <h3 className="text-base font-bold text-ink sm:col-span-2">{text.deliverTo}</h3>
      <FormField label={text.recipient} error={errors.BuyerName?.message}>
        <Input autoComplete="name" {...register("BuyerName")} />
      </FormField>
      <FormField label={text.phone} error={errors.BuyerPhone?.message} hint={text.phoneHint}>
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="01711000000" {...register("BuyerPhone")} />
      </FormField>
      <FormField label={text.district} error={errors.district?.message}>
        <DistrictSelect places={places} {...register("district")} />
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
        places={places}
      />

      <PaymentMethodChoice
        className="sm:col-span-2"
        online={online}
        error={errors.paymentMethod?.message}
        {...register("paymentMethod")}
      />
      {phone &&
        (confirmed.has(phone) ? (
          <p role="status" className="text-sm font-medium text-green-800 sm:col-span-2">
            {fill(confirmText.confirmed, { phone })}
          </p>
        ) : (
          <PhoneConfirmation
            key={phone}
            phone={phone}
            onConfirmed={(done) => setConfirmed((phones) => new Set(phones).add(done))}
          />
        ))}
    </>
  );
}
