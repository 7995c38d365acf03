import "server-only";

import type { OnlinePayments } from "@/components/tools/payment-method-choice";
import { placeNames, type PlaceNames } from "@/config/districts";
import type { SignedInUser } from "@/lib/auth/page-guards";
import { getProfile, type Profile } from "@/lib/data/users";
import { listConfirmedPhones } from "@/lib/data/confirmed-phones";
import { codPhoneCheck } from "@/lib/phone-confirmation/cod-check";
import type { DeliveryRates } from "@/lib/delivery/charge";
import type { Locale } from "@/lib/i18n/locales";
import { deliveryRates } from "@/lib/delivery/rates";
import { sslcommerzCredentials } from "@/lib/payments/sslcommerz/client";
import { stripePublishableKey } from "@/lib/payments/stripe/client";

export type Buyer = Pick<Profile, "name" | "email" | "phone" | "district" | "area" | "address">;

/** Whether cash on delivery needs a phone confirmed by SMS, and the buyer's phones that are. */
export type PhoneCheck = { required: boolean; confirmedPhones: string[] };

/**
 * What the order form and the basket's checkout start from: the buyer's saved address, the ways to
 * pay, the delivery rules, and the districts' names in the page's language.
 */
export type CheckoutSettings = {
  buyer: Buyer;
  online: OnlinePayments;
  rates: DeliveryRates;
  phoneCheck: PhoneCheck;
  places: PlaceNames;
};

export async function checkoutSettings(user: SignedInUser, locale: Locale): Promise<CheckoutSettings> {
  const [profile, confirmed] = await Promise.all([getProfile(user.email), listConfirmedPhones(user.email)]);
  return {
    buyer: {
      name: profile?.name || user.name || "",
      email: user.email,
      phone: profile?.phone ?? "",
      district: profile?.district ?? "",
      area: profile?.area ?? "",
      address: profile?.address ?? "",
    },
    // Which online payments the shop takes yet; without any, cash on delivery is the only choice.
    online: { card: stripePublishableKey() !== null, sslcommerz: sslcommerzCredentials() !== null },
    rates: deliveryRates(),
    phoneCheck: { required: codPhoneCheck() === "required", confirmedPhones: confirmed.map(({ phone }) => phone) },
    places: placeNames(locale),
  };
}
