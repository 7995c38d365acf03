/**
 * What the buyer is told on the order's page when SSLCommerz sends them back
 * (`?payment=` from app/api/payments/sslcommerz/return). The order's own state decides
 * whether it is paid; these only explain what just happened.
 */
export const GATEWAY_RETURNS = {
  success: "Thank you: your payment went through.",
  checking: "We are checking your payment with the payment service. This page will say Paid once it is confirmed.",
  failed: "The payment did not go through, so the order is still unpaid. You can try again.",
  cancelled: "You cancelled the payment, so the order is still unpaid. You can pay when you are ready.",
} as const;

export type GatewayReturn = keyof typeof GATEWAY_RETURNS;
