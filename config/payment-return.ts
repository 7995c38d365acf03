import en from "@/messages/en/orders";

/**
 * What the buyer is told on the order's page when SSLCommerz sends them back
 * (`?payment=` from app/api/payments/sslcommerz/return). The order's own state decides
 * whether it is paid; these only explain what just happened. The texts are the `orders`
 * messages' `gatewayReturn` (`t(\`gatewayReturn.${kind}\`)` in the page's language); the
 * English ones stay here for callers that have no language.
 */
export const GATEWAY_RETURNS = en.gatewayReturn;

export type GatewayReturn = keyof typeof GATEWAY_RETURNS;

/**
 * The payment page's `?gateway=unopened`: the Pay button's own post, sent before the page's script
 * took it over, could not open an SSLCommerz session (app/api/payments/sslcommerz/session). The page
 * shows the order as it now is, and says so.
 */
export const GATEWAY_UNOPENED = { param: "gateway", value: "unopened" } as const;
