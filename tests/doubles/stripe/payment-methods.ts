import { cardBrand } from "./cards";
import { invalidRequest, missingParam } from "./errors";
import type { FormObject } from "./form-body";
import { newId } from "./ids";
import type { StoredPaymentMethod } from "./objects";
import { optionalObject, optionalString, requiredInteger, requiredString } from "./params";

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
}

export interface BillingDetailsInput {
  name?: string;
  email?: string;
  phone?: string;
}

export function createCardPaymentMethod(card: CardInput, billing: BillingDetailsInput = {}): StoredPaymentMethod {
  const cardNumber = card.number.replace(/\D/g, "");
  const brand = cardBrand(cardNumber);
  return {
    cardNumber,
    object: {
      id: newId("pm"),
      object: "payment_method",
      type: "card",
      billing_details: {
        address: null,
        email: billing.email ?? null,
        name: billing.name ?? null,
        phone: billing.phone ?? null,
        tax_id: null,
      },
      card: {
        brand,
        country: "US",
        display_brand: brand,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        funding: "credit",
        last4: cardNumber.slice(-4),
      },
      created: Math.floor(Date.now() / 1000),
      customer: null,
      livemode: false,
      metadata: {},
    },
  };
}

/** Reads `POST /v1/payment_methods` params, or the same params nested under `prefix` (confirm's `payment_method_data`). */
export function paymentMethodFromParams(params: FormObject, prefix?: string): StoredPaymentMethod {
  const label = (...path: string[]) => {
    const [head, ...rest] = prefix ? [prefix, ...path] : path;
    return `${head}${rest.map((segment) => `[${segment}]`).join("")}`;
  };
  const type = requiredString(params, "type", label("type"));
  if (type !== "card")
    throw invalidRequest(`The Stripe double only supports card payment methods, not '${type}'.`, {
      param: label("type"),
    });
  const card = optionalObject(params, "card", label("card"));
  if (!card) throw missingParam(label("card"));
  const billing = optionalObject(params, "billing_details", label("billing_details")) ?? {};
  return createCardPaymentMethod(
    {
      number: requiredString(card, "number", label("card", "number")),
      exp_month: requiredInteger(card, "exp_month", label("card", "exp_month")),
      exp_year: requiredInteger(card, "exp_year", label("card", "exp_year")),
    },
    {
      name: optionalString(billing, "name", label("billing_details", "name")),
      email: optionalString(billing, "email", label("billing_details", "email")),
      phone: optionalString(billing, "phone", label("billing_details", "phone")),
    },
  );
}
