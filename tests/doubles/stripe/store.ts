import { TEST_PAYMENT_METHODS } from "./cards";
import { noSuch } from "./errors";
import type { PaymentIntent, StoredPaymentMethod } from "./objects";
import { createCardPaymentMethod } from "./payment-methods";
import type { Refund } from "./refunds";

/** Everything the double has created since it started or was last reset. */
export class StripeStore {
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly paymentMethods = new Map<string, StoredPaymentMethod>();
  readonly refunds = new Map<string, Refund>();

  addPaymentIntent(intent: PaymentIntent): PaymentIntent {
    this.paymentIntents.set(intent.id, intent);
    return intent;
  }

  addPaymentMethod(method: StoredPaymentMethod): StoredPaymentMethod {
    this.paymentMethods.set(method.object.id, method);
    return method;
  }

  addRefund(refund: Refund): Refund {
    this.refunds.set(refund.id, refund);
    return refund;
  }

  /** How much of an intent's payment has been given back so far. */
  refundedAmount(paymentIntentId: string): number {
    let total = 0;
    for (const refund of this.refunds.values()) if (refund.payment_intent === paymentIntentId) total += refund.amount;
    return total;
  }

  paymentIntent(id: string): PaymentIntent {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw noSuch("payment_intent", id, "intent");
    return intent;
  }

  /** Like Stripe, a test id such as `pm_card_visa` yields a fresh PaymentMethod for that card. */
  paymentMethod(id: string): StoredPaymentMethod {
    const testCard = TEST_PAYMENT_METHODS[id];
    if (testCard) {
      const expiry = new Date().getFullYear() + 1;
      return this.addPaymentMethod(createCardPaymentMethod({ number: testCard, exp_month: 12, exp_year: expiry }));
    }
    const method = this.paymentMethods.get(id);
    if (!method) throw noSuch("PaymentMethod", id, "payment_method");
    return method;
  }

  reset(): void {
    this.paymentIntents.clear();
    this.paymentMethods.clear();
    this.refunds.clear();
  }
}
