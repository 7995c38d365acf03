/** Stripe's test card numbers the double understands; every other number is "incorrect". */
export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
} as const;

/** Stripe's ready-made test PaymentMethods, usable as `payment_method` without creating one. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: TEST_CARDS.succeeds,
  pm_card_chargeDeclined: TEST_CARDS.declined,
};

export interface CardFailure {
  code: string;
  decline_code?: string;
  message: string;
  doc_url: string;
}

export function cardFailure(cardNumber: string): CardFailure | null {
  if (cardNumber === TEST_CARDS.succeeds) return null;
  if (cardNumber === TEST_CARDS.declined) {
    return {
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
      doc_url: "https://stripe.com/docs/error-codes/card-declined",
    };
  }
  return {
    code: "incorrect_number",
    message: "Your card number is incorrect.",
    doc_url: "https://stripe.com/docs/error-codes/incorrect-number",
  };
}

export function cardBrand(cardNumber: string): string {
  if (/^4/.test(cardNumber)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(cardNumber)) return "mastercard";
  if (/^3[47]/.test(cardNumber)) return "amex";
  if (/^6(011|5)/.test(cardNumber)) return "discover";
  return "unknown";
}
