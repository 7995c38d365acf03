import type { RefundDestination } from "@/lib/validations/returns";

/** Where a cash refund is to go, as the admin sends it: "bKash: 01711000000", or the bank account. */
export function describeDestination(destination: RefundDestination, methodName: string): string {
  const where =
    destination.method === "bank"
      ? `${destination.accountName}, ${destination.accountNumber}, ${destination.bank}`
      : destination.number;
  return `${methodName}: ${where}`;
}
