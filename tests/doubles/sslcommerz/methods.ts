/** How each payment method shows up in the gateway's notices (card_no is a masked account for wallets). */
export const PAYMENT_METHODS = {
  bkash: {
    label: "bKash",
    card_type: "BKASH-BKash",
    card_no: "017XXXXXX28",
    card_issuer: "BKash Mobile Banking",
    card_brand: "MOBILEBANKING",
  },
  nagad: {
    label: "Nagad",
    card_type: "NAGAD-Nagad",
    card_no: "018XXXXXX64",
    card_issuer: "Nagad",
    card_brand: "MOBILEBANKING",
  },
  rocket: {
    label: "Rocket",
    card_type: "DBBLMOBILEB-Dbbl Mobile Banking",
    card_no: "019XXXXXX57",
    card_issuer: "DBBL Mobile Banking",
    card_brand: "MOBILEBANKING",
  },
  visa: {
    label: "Visa card",
    card_type: "VISA-Dutch Bangla",
    card_no: "432149XXXXXX0667",
    card_issuer: "Dutch Bangla Bank Limited",
    card_brand: "VISA",
  },
} as const;

export type PaymentMethodKey = keyof typeof PAYMENT_METHODS;

export function isPaymentMethodKey(value: unknown): value is PaymentMethodKey {
  return typeof value === "string" && Object.hasOwn(PAYMENT_METHODS, value);
}
