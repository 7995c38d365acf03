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
