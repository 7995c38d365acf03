import type { Locale } from "@/lib/i18n/locales";
import { formatPrice, formatTaka } from "@/lib/money";
import type { PaymentMethod } from "@/lib/validations/order";

/** A return's refund in the money it goes back in: dollars to a card (Stripe charged dollars), taka otherwise. */
export function formatRefund(
  request: { paymentMethod: PaymentMethod; refund: number; refundBdt: number },
  locale: Locale,
): string {
  return request.paymentMethod === "card" ? formatPrice(request.refund, locale) : formatTaka(request.refundBdt, locale);
}
