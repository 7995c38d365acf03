import { cardElementSource } from "./stand-in/card-element";
import { stripeObjectSource } from "./stand-in/stripe-object";

// loadStripe() from @stripe/stripe-js 10 warns when Stripe.version differs from its release train.
const RELEASE_TRAIN = "endive";

/**
 * The script e2e tests serve instead of `https://js.stripe.com/<train>/stripe.js`: it defines
 * `window.Stripe` with a card Element made of plain inputs, talking to the double at `apiUrl`.
 */
export function stripeJsStandIn(apiUrl: string): string {
  return `(function () {
"use strict";
var API_URL = ${JSON.stringify(apiUrl.replace(/\/+$/, ""))};
${cardElementSource}
${stripeObjectSource}
Stripe.version = ${JSON.stringify(RELEASE_TRAIN)};
window.Stripe = Stripe;
})();
`;
}
